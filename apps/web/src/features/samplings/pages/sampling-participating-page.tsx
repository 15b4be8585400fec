import type { Sampling } from '@acorn/contracts';
import { Tabs } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useSignedInUser } from '../../accounts';
import { ContentPage, OwnContentList } from '../../content';
import { samplingsApi } from '../api/samplings';
import { SamplingListing } from '../components/sampling-listing';

const PER_PAGE = 10;

function OwnSamplings({ userId }: { userId: number }) {
  const [page, setPage] = useState(1);
  return (
    <OwnContentList<Sampling>
      entity="sampling"
      list={samplingsApi.useList({ user: userId, page, perPage: PER_PAGE })}
      page={page}
      onPage={setPage}
      remove={samplingsApi.useDelete()}
      detailPath={(item) => paths.item('sampling', item.id)}
      closingOf={(item) => item.dateOfGiveAway}
    />
  );
}

/** /sampling-participating: the giveaways the company applied to, and its own, each a tab kept in the address. */
export function SamplingParticipatingPage() {
  const { t } = useTranslation('samplings');
  const user = useSignedInUser();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'own' ? 'own' : 'participating';
  return (
    <ContentPage feature="SAMPLING_FEATURE" title={t('participating.title')} intro={t('participating.intro')}>
      <Tabs
        value={tab}
        onChange={(value) => setParams(value === 'own' ? { tab: value } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="participating">{t('participating.tab')}</Tabs.Tab>
          <Tabs.Tab value="own">{t('participating.ownTab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="participating">
          <SamplingListing viewerId={user.id} applied />
        </Tabs.Panel>
        <Tabs.Panel value="own">
          <OwnSamplings userId={user.id} />
        </Tabs.Panel>
      </Tabs>
    </ContentPage>
  );
}

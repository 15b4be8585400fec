import type { MarketItem, MarketType } from '@acorn/contracts';
import { Tabs } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { OwnContentList } from '../../content';
import { marketApi, OWN_PER_PAGE } from '../api/market';

const TABS: Record<string, MarketType> = { offers: 'offer', opportunities: 'opportunity' };

function OwnSide({ type, userId }: { type: MarketType; userId: number }) {
  const [page, setPage] = useState(1);
  const api = marketApi[type];
  return (
    <OwnContentList<MarketItem>
      entity={type}
      list={api.useList({ user: userId, page, perPage: OWN_PER_PAGE })}
      page={page}
      onPage={setPage}
      remove={api.useDelete()}
      detailPath={(item) => paths.item(item.item_type, item.id)}
      closingOf={(item) => item.deadline}
    />
  );
}

/** The owner's offers and opportunities, each side a tab kept in the address. */
export function OwnMarketItems({ userId }: { userId: number }) {
  const { t } = useTranslation('market');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'offers' ? 'offers' : 'opportunities';
  return (
    <Tabs
      value={tab}
      onChange={(value) => setParams(value ? { tab: value } : {}, { replace: true })}
      keepMounted={false}
    >
      <Tabs.List mb="md">
        <Tabs.Tab value="opportunities">{t('sides.opportunity')}</Tabs.Tab>
        <Tabs.Tab value="offers">{t('sides.offer')}</Tabs.Tab>
      </Tabs.List>
      {Object.entries(TABS).map(([value, type]) => (
        <Tabs.Panel key={value} value={value}>
          <OwnSide type={type} userId={userId} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

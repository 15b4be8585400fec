import type { Campaign, Protocol } from '@acorn/contracts';
import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { campaignsApi } from '../../campaigns';
import { ContentPage, FeatureGate, OwnContentOf } from '../../content';
import { protocolsApi } from '../api/protocols';

/** /your-channel-seller-area: the company's own protocols and campaigns, in every status, each a tab kept in the address. */
export function YourChannelPage() {
  const { t } = useTranslation('protocols');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'campaigns' ? 'campaigns' : 'protocols';
  return (
    <ContentPage feature="PROTOCOLS_FEATURE" title={t('own.title')} intro={t('own.intro')}>
      <Tabs
        value={tab}
        onChange={(value) => setParams(value === 'campaigns' ? { tab: value } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="protocols">{t('own.protocolsTab')}</Tabs.Tab>
          <Tabs.Tab value="campaigns">{t('own.campaignsTab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="protocols">
          <OwnContentOf<Protocol>
            api={protocolsApi}
            entity="protocol"
            detailPath={(item) => paths.item('protocol', item.id)}
            closingOf={(item) => item.dateOfValidity}
          />
        </Tabs.Panel>
        <Tabs.Panel value="campaigns">
          <FeatureGate feature="CAMPAIGNS_FEATURE">
            <OwnContentOf<Campaign>
              api={campaignsApi}
              entity="campaign"
              detailPath={(item) => paths.item('campaign', item.id)}
              closingOf={(item) => item.deadline}
            />
          </FeatureGate>
        </Tabs.Panel>
      </Tabs>
    </ContentPage>
  );
}

import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LeadsList } from './leads-list';
import { NeedsList } from './needs-list';

/** Needs & Leads' two tabs, the one open kept in the address (?tab=needs, the alert mail's link). */
export function NeedsAndLeads() {
  const { t } = useTranslation('leads');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'needs' ? 'needs' : 'leads';
  return (
    <Tabs
      value={tab}
      onChange={(value) => setParams(value === 'needs' ? { tab: value } : {}, { replace: true })}
      keepMounted={false}
    >
      <Tabs.List mb="md">
        <Tabs.Tab value="leads">{t('tabs.leads')}</Tabs.Tab>
        <Tabs.Tab value="needs">{t('tabs.needs')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="leads">
        <LeadsList />
      </Tabs.Panel>
      <Tabs.Panel value="needs">
        <NeedsList />
      </Tabs.Panel>
    </Tabs>
  );
}

import type { OwnProfile } from '@acorn/contracts';
import { Box, Tabs } from '@mantine/core';
import { IconAddressBook, IconBuilding, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CompanyInfoForm } from './company-info-form';
import { ContactInfoForm } from './contact-info-form';
import { MainProfileForm } from './main-profile-form';

const PROFILE_TABS = ['profile', 'company', 'contact'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

const isProfileTab = (value: string | null): value is ProfileTab =>
  value !== null && (PROFILE_TABS as readonly string[]).includes(value);

/**
 * The participant's three tabs: Profile, Company Info and Contact Info. The open tab is kept in the
 * address (?tab=), and every tab stays mounted, so switching never loses what was typed.
 */
export function ParticipantProfileTabs({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation('profiles');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: ProfileTab = isProfileTab(requested) ? requested : 'profile';

  const select = (value: string | null) => {
    if (!isProfileTab(value)) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'profile') next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <Tabs value={tab} onChange={select} keepMounted>
      <Tabs.List aria-label={t('tabs.label')} mb="lg">
        <Tabs.Tab
          value="profile"
          leftSection={<Box component={IconUser} size={16} aria-hidden visibleFrom="xs" />}
        >
          {t('tabs.profile')}
        </Tabs.Tab>
        <Tabs.Tab
          value="company"
          leftSection={<Box component={IconBuilding} size={16} aria-hidden visibleFrom="xs" />}
        >
          {t('tabs.company')}
        </Tabs.Tab>
        <Tabs.Tab
          value="contact"
          leftSection={<Box component={IconAddressBook} size={16} aria-hidden visibleFrom="xs" />}
        >
          {t('tabs.contact')}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="profile">
        <MainProfileForm profile={profile} />
      </Tabs.Panel>
      <Tabs.Panel value="company">
        <CompanyInfoForm profile={profile} />
      </Tabs.Panel>
      <Tabs.Panel value="contact">
        <ContactInfoForm profile={profile} />
      </Tabs.Panel>
    </Tabs>
  );
}

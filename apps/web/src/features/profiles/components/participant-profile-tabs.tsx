import type { OwnProfile } from '@acorn/contracts';
import { Box, Tabs } from '@mantine/core';
import { IconAddressBook, IconBuilding, IconUser } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { useWhenIdle } from '../../../lib/use-idle';
import { MainProfileForm } from './main-profile-form';

// The second and third tabs load their code (and the lists they choose from) when the browser is
// idle or when opened first, so the page the member sees first renders the first tab alone.
const loadCompanyInfoForm = () => import('./company-info-form');
const loadContactInfoForm = () => import('./contact-info-form');
const CompanyInfoForm = lazy(() =>
  loadCompanyInfoForm().then((module) => ({ default: module.CompanyInfoForm })),
);
const ContactInfoForm = lazy(() =>
  loadContactInfoForm().then((module) => ({ default: module.ContactInfoForm })),
);

const PROFILE_TABS = ['profile', 'company', 'contact'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

const isProfileTab = (value: string | null): value is ProfileTab =>
  value !== null && (PROFILE_TABS as readonly string[]).includes(value);

/** A tab's form, rendered from the first time its tab opens and kept mounted after that. */
function TabForm({ opened, children }: { opened: boolean; children: ReactNode }) {
  if (!opened) return null;
  return <Suspense fallback={<PageLoader />}>{children}</Suspense>;
}

/**
 * The participant's three tabs: Profile, Company Info and Contact Info. The open tab is kept in the
 * address (?tab=); a tab renders when first opened and then stays mounted, so switching never
 * loses what was typed.
 */
export function ParticipantProfileTabs({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation('profiles');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: ProfileTab = isProfileTab(requested) ? requested : 'profile';
  const [opened, setOpened] = useState<ReadonlySet<ProfileTab>>(() => new Set([tab]));
  if (!opened.has(tab)) setOpened(new Set([...opened, tab]));

  useWhenIdle(() => {
    void loadCompanyInfoForm();
    void loadContactInfoForm();
  });

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
        <TabForm opened={opened.has('profile')}>
          <MainProfileForm profile={profile} />
        </TabForm>
      </Tabs.Panel>
      <Tabs.Panel value="company">
        <TabForm opened={opened.has('company')}>
          <CompanyInfoForm profile={profile} />
        </TabForm>
      </Tabs.Panel>
      <Tabs.Panel value="contact">
        <TabForm opened={opened.has('contact')}>
          <ContactInfoForm profile={profile} />
        </TabForm>
      </Tabs.Panel>
    </Tabs>
  );
}

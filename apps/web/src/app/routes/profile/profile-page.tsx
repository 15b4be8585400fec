import { ROLES } from '@acorn/contracts';
import { Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useDeferredValue } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { useSignedInUser } from '../../../features/accounts';
import { usePageTitle } from '../../../features/app-config';
import { PersonalDataSection } from '../../../features/personal-data';
import { TermsNotice, useOwnProfile } from '../../../features/profiles';
import { loadAdvisorProfileForm, loadParticipantProfileTabs } from './profile-prefetch';

const AdvisorProfileForm = lazy(() =>
  loadAdvisorProfileForm().then((module) => ({ default: module.AdvisorProfileForm })),
);
const ParticipantProfileTabs = lazy(() =>
  loadParticipantProfileTabs().then((module) => ({ default: module.ParticipantProfileTabs })),
);

/**
 * `/profile` (participants and advisors) and `/sba-profile` (advisors): participants get the three
 * profile tabs, advisors the advisor profile form; the terms notice sits under it.
 */
export function ProfilePage({ variant = 'profile' }: { variant?: 'profile' | 'advisor' }) {
  const { t } = useTranslation('profiles');
  const user = useSignedInUser();
  const profile = useOwnProfile();
  // The forms render from a deferred copy, null at first even when the answer is already there:
  // the page's heading paints on its own, then React builds the forms in slices between frames
  // instead of in one long task.
  const data = useDeferredValue(profile.data ?? null, null);
  const isAdvisor = variant === 'advisor' || user.cb_roles_id === ROLES.advisor;
  const title = isAdvisor ? t('advisorTitle') : t('title');
  usePageTitle(title);

  const loading = (
    <Center py="xl" role="status">
      <Stack align="center" gap="xs">
        <Loader aria-hidden />
        <Text size="sm" c="dimmed">
          {t('loading')}
        </Text>
      </Stack>
    </Center>
  );

  return (
    <Container size="lg">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{title}</Title>
          <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            <Trans t={t} i18nKey="signedInAs" values={{ email: user.email }} components={{ b: <strong /> }} />
          </Text>
        </Stack>
        {data ? (
          <Suspense fallback={loading}>
            {isAdvisor ? <AdvisorProfileForm profile={data} /> : <ParticipantProfileTabs profile={data} />}
            <TermsNotice accepted={data.accept_rgpd} />
            <PersonalDataSection />
          </Suspense>
        ) : !profile.isError ? (
          loading
        ) : (
          <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />
        )}
      </Stack>
    </Container>
  );
}

/** /sba-profile: the advisor's own profile. */
export const AdvisorProfilePage = () => <ProfilePage variant="advisor" />;

import { ROLES } from '@acorn/contracts';
import { Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { useSignedInUser } from '../../../features/accounts/api/get-me';
import { usePageTitle } from '../../../features/app-config/hooks/use-page-title';
import { useOwnProfile } from '../../../features/profiles/api/own-profile';
import { AdvisorProfileForm } from '../../../features/profiles/components/advisor-profile-form';
import { ParticipantProfileTabs } from '../../../features/profiles/components/participant-profile-tabs';
import { TermsNotice } from '../../../features/profiles/components/terms-notice';

/**
 * `/profile` (participants and advisors) and `/sba-profile` (advisors): participants get the three
 * profile tabs, advisors the advisor profile form; the terms notice sits under it.
 */
export function ProfilePage({ variant = 'profile' }: { variant?: 'profile' | 'advisor' }) {
  const { t } = useTranslation('profiles');
  const user = useSignedInUser();
  const profile = useOwnProfile();
  const isAdvisor = variant === 'advisor' || user.cb_roles_id === ROLES.advisor;
  const title = isAdvisor ? t('advisorTitle') : t('title');
  usePageTitle(title);

  return (
    <Container size="lg">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{title}</Title>
          <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            <Trans t={t} i18nKey="signedInAs" values={{ email: user.email }} components={{ b: <strong /> }} />
          </Text>
        </Stack>
        {profile.isPending ? (
          <Center py="xl" role="status">
            <Stack align="center" gap="xs">
              <Loader aria-hidden />
              <Text size="sm" c="dimmed">
                {t('loading')}
              </Text>
            </Stack>
          </Center>
        ) : profile.data ? (
          <>
            {isAdvisor ? (
              <AdvisorProfileForm profile={profile.data} />
            ) : (
              <ParticipantProfileTabs profile={profile.data} />
            )}
            <TermsNotice accepted={profile.data.accept_rgpd} />
          </>
        ) : (
          <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />
        )}
      </Stack>
    </Container>
  );
}

/** /sba-profile: the advisor's own profile. */
export const AdvisorProfilePage = () => <ProfilePage variant="advisor" />;

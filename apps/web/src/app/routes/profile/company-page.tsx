import { Container, Group, Paper, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { NotFoundState } from '../../../components/not-found-state';
import { useSignedInUser } from '../../../features/accounts';
import { usePageTitle } from '../../../features/app-config/hooks/use-page-title';
import { companyProfileQuery } from '../../../features/profiles/api/company-profile';
import { CompanyProfileView } from '../../../features/profiles/components/public-profile/company-profile';
import { ApiError } from '../../../lib/api-client';
import { parseRouteId } from '../../route-id';

/** The header's and first tab's place while the profile loads, so nothing moves when it arrives. */
function ProfileSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Group gap="lg" align="flex-start">
          <Skeleton height={96} width={96} radius="lg" />
          <Stack gap="sm" style={{ flex: 1 }}>
            <Skeleton height={32} width="60%" />
            <Skeleton height={16} width="80%" />
            <Skeleton height={24} width={160} />
          </Stack>
        </Group>
      </Paper>
      <Skeleton height={36} width={320} />
      <Skeleton height={240} radius="lg" />
    </Stack>
  );
}

/** /company/{id}: a company's public profile; 'Page not found' for an id that is not one. */
export function CompanyPage() {
  const id = parseRouteId(useParams().id);
  const user = useSignedInUser();
  const profile = useQuery({ ...companyProfileQuery(id ?? 0), enabled: id !== undefined });
  usePageTitle(profile.data?.name);
  if (id === undefined || (profile.error instanceof ApiError && profile.error.status === 404)) {
    return <NotFoundState />;
  }
  return (
    <Container size="lg">
      {profile.data ? (
        <CompanyProfileView profile={profile.data} reader={{ id: user.id, readOnly: user.isReadOnlyUser }} />
      ) : profile.isError ? (
        <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />
      ) : (
        <ProfileSkeleton />
      )}
    </Container>
  );
}

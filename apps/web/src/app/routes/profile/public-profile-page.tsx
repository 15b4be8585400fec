import { Container, Group, Paper, Skeleton, Stack } from '@mantine/core';
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { NotFoundState } from '../../../components/not-found-state';
import { useSignedInUser } from '../../../features/accounts';
import { usePageTitle } from '../../../features/app-config';
import type { Reader } from '../../../features/feed';
import { AdvisorProfileView, advisorProfileQuery, CompanyProfileView } from '../../../features/profiles';
import { ApiError } from '../../../lib/api-client';
import { companyProfileQuery } from '../../../lib/company-profile';
import { parseRouteId } from '../../../lib/route-id';

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

/** A public profile by the id in the address; 'Page not found' for an id that is not one. */
function PublicProfilePage<Profile extends { name: string }, Key extends QueryKey>({
  query,
  render,
}: {
  query: (id: number) => UseQueryOptions<Profile, Error, Profile, Key>;
  render: (profile: Profile, reader: Reader) => ReactNode;
}) {
  const id = parseRouteId(useParams().id);
  const user = useSignedInUser();
  const profile = useQuery({ ...query(id ?? 0), enabled: id !== undefined });
  usePageTitle(profile.data?.name);
  if (id === undefined || (profile.error instanceof ApiError && profile.error.status === 404)) {
    return <NotFoundState />;
  }
  return (
    <Container size="lg">
      {profile.data ? (
        render(profile.data, { id: user.id, readOnly: user.isReadOnlyUser })
      ) : profile.isError ? (
        <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />
      ) : (
        <ProfileSkeleton />
      )}
    </Container>
  );
}

/** /company/{id}: a company's public profile. */
export const CompanyPage = () => (
  <PublicProfilePage
    query={companyProfileQuery}
    render={(profile, reader) => <CompanyProfileView profile={profile} reader={reader} />}
  />
);

/** /advisor/{id}: an advisor's public profile. */
export const AdvisorPage = () => (
  <PublicProfilePage
    query={advisorProfileQuery}
    render={(profile, reader) => <AdvisorProfileView profile={profile} reader={reader} />}
  />
);

import { PROFILE_SECTIONS, type PublicAdvisorProfile } from '@acorn/contracts';
import { Alert, Button, Grid, Group, Stack } from '@mantine/core';
import { IconDownload, IconEdit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { openStoredFile } from '../../../../components/file-upload/upload-file';
import { paths } from '../../../../config/paths';
import { formatDate } from '../../../../lib/format';
import { EducationList, ExperienceList, VisibleCredentials } from '../../../credentials';
import type { Reader } from '../../../feed';
import { ProfileHeader } from './profile-header';
import { ChannelTab, InfoCard, ProfileSection, ProfileTabs, ServiceList, WrittenText } from './profile-parts';

function ProfileTab({ profile }: { profile: PublicAdvisorProfile }) {
  const { t } = useTranslation('profiles');
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="lg">
          <InfoCard
            title={t('public.advisorInfo')}
            facts={[
              [t('fields.jobFunction'), profile.job_function],
              [t('public.company'), profile.company_name],
              [t('public.sector'), profile.sector?.name],
              [t('public.location'), [profile.city, profile.country?.name].filter(Boolean).join(', ')],
              [t('public.memberSince'), formatDate(profile.member_since)],
            ]}
          />
          {profile.services.length > 0 && (
            <ProfileSection title={t('main.services')}>
              <ServiceList services={profile.services} />
            </ProfileSection>
          )}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="lg">
          <ProfileSection title={t('fields.bio')}>
            <WrittenText text={profile.bio} empty={t('public.noBio')} />
            {profile.cv && (
              <div>
                <Button
                  variant="light"
                  leftSection={<IconDownload size={16} aria-hidden />}
                  onClick={() => void openStoredFile(profile.cv?.url ?? '').catch(() => undefined)}
                >
                  {t('public.downloadCv')}
                </Button>
              </div>
            )}
          </ProfileSection>
          <ExperienceList advisorId={profile.id} />
          {profile.is_own && (
            <Group gap="sm">
              {PROFILE_SECTIONS.map((section) => (
                <Button
                  key={section}
                  component={Link}
                  to={paths.credentials(section)}
                  variant="default"
                  leftSection={<IconEdit size={16} aria-hidden />}
                >
                  {t(`public.editSection.${section}`)}
                </Button>
              ))}
            </Group>
          )}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/**
 * A strategic business advisor as members see them (content-community §2, Public profile): the
 * header, then the profile, credentials and posts tabs; an advisor who hides their identity reads
 * 'Nondisclosure' with the spec's note.
 */
export function AdvisorProfileView({ profile, reader }: { profile: PublicAdvisorProfile; reader: Reader }) {
  const { t } = useTranslation('profiles');
  return (
    <Stack gap="lg">
      <ProfileHeader
        name={profile.name}
        headline={profile.job_function}
        image={profile.photo}
        social={profile.social}
        website={profile.website}
        editTo={profile.is_own ? paths.sbaProfile() : undefined}
      />
      {profile.hidden && (
        <Alert color="gray" variant="light">
          {profile.is_own ? t('public.hiddenOwnerNote') : t('public.hiddenNote')}
        </Alert>
      )}
      <ProfileTabs
        tabs={[
          { value: 'profile', panel: <ProfileTab profile={profile} /> },
          {
            value: 'credentials',
            panel: (
              <Stack gap="lg">
                <VisibleCredentials userId={profile.id} />
                <EducationList advisorId={profile.id} />
              </Stack>
            ),
          },
          {
            value: 'posts',
            panel: <ChannelTab ownerId={profile.id} tab="posts" reader={reader} />,
          },
        ]}
      />
    </Stack>
  );
}

import type { PublicCompanyProfile } from '@acorn/contracts';
import { Anchor, Badge, Grid, Paper, Skeleton, Stack, Tabs, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCertificate } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { Fact, names } from '../../../../components/content-detail/content-detail';
import { paths } from '../../../../config/paths';
import { formatDate } from '../../../../lib/format';
import { useOptionLabels } from '../../../../lib/reference-lists';
import { useTranslation } from '../../../../lib/use-translation';
import type { Reader } from '../../../feed';
import { ProfileHeader } from './profile-header';

// The feed's cards load when the channel tab opens, not with the profile.
const CompanyChannel = lazy(() => import('../../../feed').then((feed) => ({ default: feed.CompanyChannel })));

const TABS = ['profile', 'credentials', 'channel'] as const;
type Tab = (typeof TABS)[number];

/** A card of the info sidebar; its facts, or nothing when none has a value. */
function InfoCard({ title, facts }: { title: string; facts: Array<[string, ReactNode]> }) {
  const shown = facts.filter(([, value]) => value !== null && value !== undefined && value !== '');
  if (shown.length === 0) return null;
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="md">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {shown.map(([label, value]) => (
          <Fact key={label} label={label}>
            {value}
          </Fact>
        ))}
      </Stack>
    </Paper>
  );
}

/** An empty part of a profile, saying what would be there. */
function EmptyPanel({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <Paper withBorder radius="lg" p="xl">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="forest">
          {icon}
        </ThemeIcon>
        <Text fw={600}>{text}</Text>
      </Stack>
    </Paper>
  );
}

function ProfileTab({ profile }: { profile: PublicCompanyProfile }) {
  const { t } = useTranslation('profiles');
  const sizeLabel = useOptionLabels('company-size');
  const revenueLabel = useOptionLabels('revenue');
  const { contact } = profile;
  const contactFacts: Array<[string, ReactNode]> = [
    [t('public.contactPerson'), [contact.name, contact.job_function].filter(Boolean).join(', ')],
    [t('public.email'), contact.email && <Anchor href={`mailto:${contact.email}`}>{contact.email}</Anchor>],
    [
      t('public.phone'),
      contact.phone && <Anchor href={`tel:${contact.phone.replace(/\s/g, '')}`}>{contact.phone}</Anchor>,
    ],
    [t('public.address'), contact.address],
  ];
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="lg">
          <InfoCard
            title={t('public.companyInfo')}
            facts={[
              [t('public.sector'), profile.sector?.name],
              [t('fields.employees'), profile.company_size && sizeLabel([profile.company_size])],
              [t('fields.turnover'), profile.revenue && revenueLabel([profile.revenue])],
              [t('public.location'), [profile.city, profile.country?.name].filter(Boolean).join(', ')],
              [t('public.operatesIn'), names(profile.countries_of_operation)],
              [t('main.expertises'), names(profile.expertise_sectors)],
              [t('public.memberSince'), formatDate(profile.member_since)],
            ]}
          />
          <InfoCard title={t('public.contact')} facts={contactFacts} />
          <InfoCard title={t('public.legal')} facts={[[t('public.legalName'), profile.legal_name]]} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="lg">
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
            <Stack gap="sm">
              <Title order={2} fz="lg">
                {t('public.about')}
              </Title>
              <Text
                c={profile.about ? undefined : 'dimmed'}
                style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
              >
                {profile.about ?? t('public.noAbout')}
              </Text>
            </Stack>
          </Paper>
          {profile.services.length > 0 && (
            <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
              <Stack gap="sm">
                <Title order={2} fz="lg">
                  {t('main.services')}
                </Title>
                <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                  {profile.services.map((service) => (
                    <Text component="li" key={service.id} size="sm">
                      {service.name}
                    </Text>
                  ))}
                </Stack>
              </Stack>
            </Paper>
          )}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/**
 * A company as members see it (content-community §2, Public profile): the header, then the
 * profile, credentials and channel tabs; the tab is in the address so a view can be shared.
 */
export function CompanyProfileView({ profile, reader }: { profile: PublicCompanyProfile; reader: Reader }) {
  const { t } = useTranslation('profiles');
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((name) => name === params.get('tab')) ?? 'profile';
  return (
    <Stack gap="lg">
      <ProfileHeader
        name={profile.name}
        headline={profile.headline}
        image={profile.logo}
        social={profile.social}
        website={profile.website}
        editTo={profile.is_own ? paths.profile() : undefined}
        badges={
          <>
            {profile.subscription && (
              <Badge variant="light" color="acorn" c="acorn.9" tt="none">
                {profile.subscription.name}
              </Badge>
            )}
            {profile.is_seller && (
              <Badge variant="light" color="forest" tt="none">
                {t('public.seller')}
              </Badge>
            )}
          </>
        }
      />
      <Tabs
        value={tab}
        onChange={(next) => {
          const nextParams = new URLSearchParams(params);
          if (next && next !== 'profile') nextParams.set('tab', next);
          else nextParams.delete('tab');
          setParams(nextParams, { replace: true });
        }}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('public.tabsLabel')}>
          {TABS.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {t(`public.tabs.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="profile" pt="lg">
          <ProfileTab profile={profile} />
        </Tabs.Panel>
        <Tabs.Panel value="credentials" pt="lg">
          <EmptyPanel icon={<IconCertificate size={30} aria-hidden />} text={t('public.noCredentials')} />
        </Tabs.Panel>
        <Tabs.Panel value="channel" pt="lg">
          <Suspense fallback={<Skeleton height={160} radius="md" />}>
            <CompanyChannel companyId={profile.id} reader={reader} />
          </Suspense>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

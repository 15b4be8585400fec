import type { PublicCompanyProfile } from '@acorn/contracts';
import { Anchor, Badge, Grid, Group, Stack, Text } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../../config/paths';
import { formatDate } from '../../../../lib/format';
import { useOptionLabels } from '../../../../lib/reference-lists';
import { names, StoredFileLink } from '../../../content';
import { MessageMemberButton } from '../../../conversations';
import { VisibleCredentials } from '../../../credentials';
import type { Reader } from '../../../feed';
import { GiveFeedbackPanel } from '../../../feedback';
import { PublicReferrals } from '../../../referrals';
import { PublicReviews } from '../../../reviews';
import type { EditableSection } from './edit-profile-dialog';
import { FinancialRiskCard } from './financial-risk';
import { ProfileHeader } from './profile-header';
import { ChannelTab, InfoCard, ProfileSection, ProfileTabs, ServiceList, WrittenText } from './profile-parts';

// The owner's edit dialog and its forms load when the owner opens one.
const EditProfileDialog = lazy(() => import('./edit-profile-dialog'));

function ProfileTab({ profile }: { profile: PublicCompanyProfile }) {
  const { t } = useTranslation('profiles');
  const [editing, setEditing] = useState<EditableSection | null>(null);
  // Spec §2: owners edit their profile's sections in place; visitors see no edit controls.
  const edit = (section: EditableSection) => (profile.is_own ? () => setEditing(section) : undefined);
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
            onEdit={edit('company')}
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
          <InfoCard title={t('public.contact')} facts={contactFacts} onEdit={edit('contact')} />
          {profile.financial_risk && <FinancialRiskCard risk={profile.financial_risk} />}
          <InfoCard
            title={t('public.legal')}
            facts={[[t('public.legalName'), profile.legal_name]]}
            onEdit={edit('company')}
          />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="lg">
          <ProfileSection title={t('public.about')} onEdit={edit('contact')}>
            <WrittenText text={profile.about} empty={t('public.noAbout')} />
          </ProfileSection>
          {(profile.services.length > 0 || profile.is_own) && (
            <ProfileSection title={t('main.services')} onEdit={edit('personal')}>
              <ServiceList services={profile.services} />
            </ProfileSection>
          )}
        </Stack>
      </Grid.Col>
      {editing && (
        <Suspense fallback={null}>
          <EditProfileDialog section={editing} companyId={profile.id} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </Grid>
  );
}

/** The company's brochure and financial report (spec §2: shown among its credentials), if it has them. */
function CompanyDocuments({ profile }: { profile: PublicCompanyProfile }) {
  const { t } = useTranslation('profiles');
  const documents = (['brochure', 'financial_report'] as const).flatMap((name) => {
    const document = profile[name];
    return document ? [{ name, document }] : [];
  });
  if (documents.length === 0) return null;
  return (
    <ProfileSection title={t('public.documents')}>
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {documents.map(({ name, document }) => (
          <Group key={name} component="li" gap="sm" wrap="nowrap" align="flex-start">
            <IconFileText size={20} aria-hidden />
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" fw={600}>
                {t(`company.${name}`)}
              </Text>
              <StoredFileLink url={document.url}>{document.name}</StoredFileLink>
            </Stack>
          </Group>
        ))}
      </Stack>
    </ProfileSection>
  );
}

/**
 * A company as members see it (content-community §2, Public profile): the header, then the
 * profile, credentials and channel tabs; the tab is in the address so a view can be shared.
 */
export function CompanyProfileView({ profile, reader }: { profile: PublicCompanyProfile; reader: Reader }) {
  const { t } = useTranslation('profiles');
  return (
    <Stack gap="lg">
      <ProfileHeader
        name={profile.name}
        headline={profile.headline}
        image={profile.logo}
        social={profile.social}
        website={profile.website}
        editTo={profile.is_own ? paths.profile() : undefined}
        actions={!profile.is_own && !reader.readOnly ? <MessageMemberButton to={profile.id} /> : undefined}
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
      <ProfileTabs
        tabs={[
          { value: 'profile', panel: <ProfileTab profile={profile} /> },
          {
            value: 'credentials',
            panel: (
              <Grid gap="lg">
                <Grid.Col span={{ base: 12, lg: 4 }}>
                  <Stack gap="lg">
                    <CompanyDocuments profile={profile} />
                    <VisibleCredentials userId={profile.id} columns={1} />
                  </Stack>
                </Grid.Col>
                <Grid.Col span={{ base: 12, lg: 8 }}>
                  <Stack gap="lg">
                    {!profile.is_own && (
                      <GiveFeedbackPanel companyId={profile.id} companyName={profile.name} />
                    )}
                    <PublicReviews userId={profile.id} companyName={profile.name} />
                    <PublicReferrals userId={profile.id} companyName={profile.name} type="recommendation" />
                    <PublicReferrals userId={profile.id} companyName={profile.name} type="testimonial" />
                  </Stack>
                </Grid.Col>
              </Grid>
            ),
          },
          {
            value: 'channel',
            panel: <ChannelTab ownerId={profile.id} reader={reader} />,
          },
        ]}
      />
    </Stack>
  );
}

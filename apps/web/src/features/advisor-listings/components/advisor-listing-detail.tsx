import type { AdvisorListing } from '@acorn/contracts';
import { Alert, Anchor, Avatar, Divider, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { avatarSources } from '../../../lib/image-variant';
import { useOptionLabels } from '../../../lib/reference-lists';
import { ContentDetail, DetailSection, Fact, FactSection, names } from '../../content';

const LINKS = ['website', 'linkedin', 'facebook', 'twitter', 'instagram', 'youtube'] as const;

/** The contacts and links the viewer may see (none for a hidden identity, unless they own it). */
function Contact({ item }: { item: AdvisorListing }) {
  const { t } = useTranslation('advisor-listings');
  const links = LINKS.flatMap((key) => {
    const href = item[key];
    return href ? [{ key, href }] : [];
  });
  if (!item.email && !item.phone_number && !item.city && links.length === 0) return null;
  return (
    <>
      <Divider />
      <DetailSection title={t('detail.contact')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {item.email && (
            <Fact label={t('fields.email')}>
              <Anchor href={`mailto:${item.email}`}>{item.email}</Anchor>
            </Fact>
          )}
          {item.phone_number && <Fact label={t('fields.phone_number')}>{item.phone_number}</Fact>}
          {item.city && <Fact label={t('fields.city')}>{item.city}</Fact>}
          {links.map(({ key, href }) => (
            <Fact key={key} label={t(`fields.${key}`)}>
              <Anchor href={href} target="_blank" rel="noopener noreferrer">
                {href}
              </Anchor>
            </Fact>
          ))}
        </SimpleGrid>
      </DetailSection>
    </>
  );
}

/**
 * An advisor listing as members read it (content-community spec §2 and §3, Advisor): photo,
 * headline, description, experience, markets and contacts; a hidden identity reads
 * 'Nondisclosure' with the spec's note, no photo and no contact.
 */
export function AdvisorListingDetail({ item, isOwner }: { item: AdvisorListing; isOwner: boolean }) {
  const { t } = useTranslation(['advisor-listings', 'content']);
  const functions = useOptionLabels('functions');
  const media = (
    <Stack gap="sm">
      {item.hide_identity && (
        <Alert color="gray" variant="light">
          {isOwner ? t('detail.hiddenOwnerNote') : t('detail.hiddenNote')}
        </Alert>
      )}
      {item.avatar && <Avatar {...avatarSources(item.avatar, 96)} alt="" size={96} radius="xl" />}
      {item.bio && (
        <Text fw={600} size="lg" style={{ overflowWrap: 'anywhere' }}>
          {item.bio}
        </Text>
      )}
    </Stack>
  );
  return (
    <ContentDetail item={item} entity="advisor" kind={t('kind')} isOwner={isOwner} media={media}>
      <FactSection
        title={t('detail.experience')}
        facts={[
          [t('fields.job_function'), item.job_function],
          [
            t('fields.experience_start_date'),
            item.experience_start_date && formatDate(item.experience_start_date),
          ],
          [t('fields.languages'), names(item.languages)],
          [t('fields.business_areas'), functions(item.business_areas)],
          [t('fields.experience_previous_functions'), functions(item.experience_previous_functions)],
          [t('fields.main_career_achievement'), item.main_career_achievement],
        ]}
      />
      <FactSection
        title={t('detail.markets')}
        facts={[
          [t('fields.user_industry_sectors'), names(item.sectors)],
          [t('fields.user_country_of_operations'), names(item.countries)],
          [t('fields.user_services'), names(item.services)],
          [t('fields.geography'), item.geography],
          [t('fields.country'), item.country?.name],
        ]}
      />
      <Contact item={item} />
    </ContentDetail>
  );
}

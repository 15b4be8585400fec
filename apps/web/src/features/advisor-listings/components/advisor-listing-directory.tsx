import type { AdvisorListing } from '@acorn/contracts';
import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { plainText } from '../../../lib/format';
import { ContentCard, ContentDirectory } from '../../content';
import { advisorListingsApi } from '../api/advisor-listings';

const PER_PAGE = 10;

function AdvisorListingCard({ item }: { item: AdvisorListing }) {
  return (
    <ContentCard
      image={item.avatar}
      portrait
      title={item.name}
      to={paths.item('advisor', item.id)}
      company={item.user.company_name}
    >
      <Text size="sm" lineClamp={2}>
        {item.bio ?? plainText(item.description)}
      </Text>
      <Group gap={6}>
        {item.services.slice(0, 3).map((service) => (
          <Badge key={service.id} variant="light" color="forest" c="forest.8" radius="sm" tt="none">
            {service.name}
          </Badge>
        ))}
      </Group>
    </ContentCard>
  );
}

/** /your-advisor: advisors other companies list, searchable, page after page. */
export function AdvisorListingDirectory() {
  const { t } = useTranslation('advisor-listings');
  return (
    <ContentDirectory<AdvisorListing>
      listQuery={(search) =>
        advisorListingsApi.moreListQuery({ perPage: PER_PAGE, ...(search ? { search } : {}) })
      }
      searchLabel={t('directory.searchLabel')}
      searchPlaceholder={t('directory.searchPlaceholder')}
      renderItem={(item) => <AdvisorListingCard item={item} />}
    />
  );
}

import type { Sampling } from '@acorn/contracts';
import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { formatDay } from '../../../lib/format';
import { ContentCard, ContentDirectory } from '../../content';
import { samplingsApi } from '../api/samplings';
import { SamplingWant, wantOf } from './sampling-want';

const PER_PAGE = 10;

function SamplingCard({ item, viewerId }: { item: Sampling; viewerId: number }) {
  const { t } = useTranslation('samplings');
  return (
    <ContentCard
      image={item.headerImage}
      title={item.title}
      to={paths.item('sampling', item.id)}
      company={item.user.company_name}
    >
      <Text size="sm" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
        {item.description}
      </Text>
      <Text size="sm" fw={600}>
        {t('detail.available', { count: item.noAvailableOffers, total: item.numberOfSamples })}
      </Text>
      {item.dateOfGiveAway && (
        <Text size="sm">{t('listing.samplingOn', { date: formatDay(item.dateOfGiveAway) })}</Text>
      )}
      <Group mt="auto" pt="xs">
        <SamplingWant item={wantOf(item)} viewerId={viewerId} />
      </Group>
    </ContentCard>
  );
}

/**
 * /sampling-listing: other companies' giveaways, searchable, page after page, each with Want;
 * with `applied`, the giveaways the company applied to (/sampling-participating).
 */
export function SamplingListing({ viewerId, applied = false }: { viewerId: number; applied?: boolean }) {
  const { t } = useTranslation('samplings');
  return (
    <ContentDirectory<Sampling>
      listQuery={(search) =>
        samplingsApi.moreListQuery({
          perPage: PER_PAGE,
          ...(applied ? { applied: '1' } : {}),
          ...(search ? { search } : {}),
        })
      }
      searchLabel={t('listing.searchLabel')}
      searchPlaceholder={t('listing.searchPlaceholder')}
      renderItem={(item) => <SamplingCard item={item} viewerId={viewerId} />}
    />
  );
}

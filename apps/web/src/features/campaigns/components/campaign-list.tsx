import type { Campaign } from '@acorn/contracts';
import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { ContentCard, ContentDirectory } from '../../content';
import { campaignsApi } from '../api/campaigns';
import { useCountdownText } from './campaign-detail';

const PER_PAGE = 10;

function CampaignCard({ item }: { item: Campaign }) {
  const countdown = useCountdownText(item.deadline);
  return (
    <ContentCard
      image={item.image}
      title={item.title}
      to={paths.item('campaign', item.id)}
      company={item.user.company_name}
    >
      {item.product && (
        <Text size="sm" lineClamp={2}>
          {item.product}
        </Text>
      )}
      <Group gap={6}>
        {item.services.map((service) => (
          <Badge key={service.id} variant="light" color="forest" c="forest.8" radius="sm" tt="none">
            {service.name}
          </Badge>
        ))}
      </Group>
      {countdown && <Text size="sm">{countdown}</Text>}
    </ContentCard>
  );
}

/** /campaigns: the public campaigns (the spec's list defaults to public=true), searchable, page after page. */
export function CampaignList() {
  const { t } = useTranslation('campaigns');
  return (
    <ContentDirectory<Campaign>
      listQuery={(search) => campaignsApi.moreListQuery({ perPage: PER_PAGE, ...(search ? { search } : {}) })}
      searchLabel={t('list.searchLabel')}
      searchPlaceholder={t('list.searchPlaceholder')}
      renderItem={(item) => <CampaignCard item={item} />}
    />
  );
}

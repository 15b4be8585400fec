import type { Protocol } from '@acorn/contracts';
import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { formatDay, plainText } from '../../../lib/format';
import { ContentCard, ContentDirectory } from '../../content';
import { protocolsApi } from '../api/protocols';

const PER_PAGE = 10;

function ProtocolCard({ item }: { item: Protocol }) {
  const { t } = useTranslation('protocols');
  return (
    <ContentCard
      image={item.image}
      title={item.title}
      to={paths.item('protocol', item.id)}
      company={item.user.company_name}
    >
      {item.description && (
        <Text size="sm" lineClamp={2}>
          {plainText(item.description)}
        </Text>
      )}
      <Group gap={6}>
        {item.categories.slice(0, 3).map((category) => (
          <Badge key={category.id} variant="light" color="forest" c="forest.8" radius="sm" tt="none">
            {category.category_name}
          </Badge>
        ))}
      </Group>
      {item.dateOfValidity && (
        <Text size="sm">{t('directory.validUntil', { date: formatDay(item.dateOfValidity) })}</Text>
      )}
    </ContentCard>
  );
}

/** /protocols-directory: other companies' published protocols, searchable, page after page. */
export function ProtocolDirectory() {
  const { t } = useTranslation('protocols');
  return (
    <ContentDirectory<Protocol>
      listQuery={(search) => protocolsApi.moreListQuery({ perPage: PER_PAGE, ...(search ? { search } : {}) })}
      searchLabel={t('directory.searchLabel')}
      searchPlaceholder={t('directory.searchPlaceholder')}
      renderItem={(item) => <ProtocolCard item={item} />}
    />
  );
}

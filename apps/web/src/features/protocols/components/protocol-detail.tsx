import type { Protocol } from '@acorn/contracts';
import { Divider, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { ContentDetail, DetailImage, DetailSection, Fact, FileLinks, names } from '../../content';

/**
 * A protocol as members read it (content-community spec §3, Service post): its picture, text,
 * categories, sectors, countries, publication and validity dates, and brochure.
 */
export function ProtocolDetail({ item, isOwner }: { item: Protocol; isOwner: boolean }) {
  const { t } = useTranslation(['protocols', 'content']);
  return (
    <ContentDetail
      item={item}
      entity="protocol"
      kind={t('kind')}
      isOwner={isOwner}
      media={<DetailImage file={item.image} />}
    >
      <Divider />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Fact label={t('fields.categories')}>
          {item.categories.length > 0 && item.categories.map((category) => category.category_name).join(', ')}
        </Fact>
        <Fact label={t('fields.targetIndustrySectors')}>{names(item.sectors)}</Fact>
        <Fact label={t('fields.targetCountries')}>{names(item.countries)}</Fact>
        <Fact label={t('fields.publicationDate')}>
          {item.dateOfPublication && formatDate(item.dateOfPublication)}
        </Fact>
        <Fact label={t('fields.closingDate')}>{item.dateOfValidity && formatDate(item.dateOfValidity)}</Fact>
      </SimpleGrid>
      {item.brochure && (
        <>
          <Divider />
          <DetailSection title={t('fields.brochure')}>
            <FileLinks files={[item.brochure]} />
          </DetailSection>
        </>
      )}
    </ContentDetail>
  );
}

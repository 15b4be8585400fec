import type { Sampling } from '@acorn/contracts';
import { Divider, Image, List, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../lib/format';
import { variantUrl } from '../../../lib/image-variant';
import { ContentDetail, DetailImage, DetailSection, Fact, FileLinks } from '../../content';
import { SamplingWant, wantOf } from './sampling-want';

/**
 * A giveaway as members read it (content-community spec §3, Giveaway): its header image, text,
 * samples left, dates, winning criteria, pictures and brochure; Want for other companies, and for
 * the owner the companies that applied.
 */
export function SamplingDetail({
  item,
  isOwner,
  viewerId,
}: {
  item: Sampling;
  isOwner: boolean;
  viewerId: number;
}) {
  const { t } = useTranslation(['samplings', 'content']);
  return (
    <ContentDetail
      item={item}
      entity="sampling"
      kind={t('kind')}
      isOwner={isOwner}
      actions={<SamplingWant item={wantOf(item)} viewerId={viewerId} />}
      media={<DetailImage file={item.headerImage} />}
    >
      <Divider />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Fact label={t('fields.available')}>
          {t('detail.available', { count: item.noAvailableOffers, total: item.numberOfSamples })}
        </Fact>
        <Fact label={t('fields.preferredDate')}>{item.preferedDate && formatDate(item.preferedDate)}</Fact>
        <Fact label={t('fields.dateOfGiveAway')}>
          {item.dateOfGiveAway && formatDate(item.dateOfGiveAway)}
        </Fact>
        <Fact label={t('fields.winningCriteria')}>{item.winningCriteria}</Fact>
      </SimpleGrid>
      {item.images.length > 0 && (
        <>
          <Divider />
          <DetailSection title={t('fields.images')}>
            <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
              {item.images.map((image) => (
                <Image
                  key={image.id}
                  src={variantUrl(image, 'thumb')}
                  alt={image.name}
                  radius="sm"
                  h={120}
                  fit="cover"
                  loading="lazy"
                />
              ))}
            </SimpleGrid>
          </DetailSection>
        </>
      )}
      {item.brochure && (
        <>
          <Divider />
          <DetailSection title={t('fields.brochure')}>
            <FileLinks files={[item.brochure]} />
          </DetailSection>
        </>
      )}
      {isOwner && (
        <>
          <Divider />
          <DetailSection title={t('detail.applicants', { count: item.applicants.length })}>
            {item.applicants.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('detail.noApplicants')}
              </Text>
            ) : (
              <List size="sm" spacing={4}>
                {item.applicants.map((applicant) => (
                  <List.Item key={applicant.id}>
                    {applicant.company_name ?? '-'}{' '}
                    <Text span c="dimmed" size="xs">
                      ({formatDateTime(applicant.appliedAt)})
                    </Text>
                  </List.Item>
                ))}
              </List>
            )}
          </DetailSection>
        </>
      )}
    </ContentDetail>
  );
}

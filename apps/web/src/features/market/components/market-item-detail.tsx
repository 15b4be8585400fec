import { type MarketItem, SCORING_BOARD_FLAGS } from '@acorn/contracts';
import { Divider, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { useReferenceChoices } from '../../../lib/reference-lists';
import { ContentDetail, DetailSection, FactGrid, FileLinks, names } from '../../content';

/** An option list's label for a stored key, or the key while the list loads. */
function useOptionLabel(list: 'company-size' | 'revenue', key: string | null) {
  const { data } = useReferenceChoices(list);
  if (!key) return null;
  return data?.find((choice) => choice.value === key)?.label ?? key;
}

/**
 * An offer or an opportunity as members read it (content-community spec §3, Market
 * offer/opportunity): the scoring board reads Yes/No for offers and Required/Not required for
 * opportunities; the owner also sees its status, the operator's reason and Edit.
 */
export function MarketItemDetail({ item, isOwner }: { item: MarketItem; isOwner: boolean }) {
  const { t } = useTranslation(['market', 'content']);
  const size = useOptionLabel('company-size', item.target_company_size);
  const revenue = useOptionLabel('revenue', item.target_company_revenue);
  const offer = item.item_type === 'offer';
  const answer = (value: boolean) =>
    t(
      offer
        ? `content:answers.${value ? 'yes' : 'no'}`
        : `content:answers.${value ? 'required' : 'notRequired'}`,
    );

  return (
    <ContentDetail
      item={item}
      entity={item.item_type}
      kind={t(offer ? 'sides.offer' : 'sides.opportunity')}
      isOwner={isOwner}
    >
      <Divider />
      <FactGrid
        facts={[
          [t('fields.businessService'), item.service?.service_name],
          [t('fields.closingDate'), item.deadline && formatDate(item.deadline)],
          [t('fields.targetIndustrySectors'), names(item.sectors)],
          [t('fields.targetCountries'), names(item.countries)],
          [t('fields.targetCompanySize'), size],
          [t('fields.targetCompanyRevenue'), revenue],
          offer ? [t('fields.whatBrandFamous'), item.what_brand_famous] : [t('fields.need'), item.need],
          [t('fields.publicationDate'), item.opening_date && formatDate(item.opening_date)],
          [t('fields.innovationAreas'), item.innovation_areas],
          [t('fields.strengths'), item.strengths],
          [
            t('fields.proposalFactors'),
            item.proposalFactors.length > 0 && (
              <List size="sm" spacing={2}>
                {item.proposalFactors.map((factor) => (
                  <List.Item key={factor.id}>
                    {factor.factorName}{' '}
                    <Text span c="dimmed" size="xs">
                      ({factor.factorStage})
                    </Text>
                  </List.Item>
                ))}
              </List>
            ),
          ],
        ]}
      />
      <Divider />
      <DetailSection title={t(offer ? 'fields.scoringBoardOffer' : 'fields.scoringBoardOpportunity')}>
        <FactGrid
          cols={{ base: 2, md: 3 }}
          facts={SCORING_BOARD_FLAGS.map((key) => [t(`fields.${key}`), answer(item[key])] as const)}
        />
      </DetailSection>
      {item.files.length > 0 && (
        <>
          <Divider />
          <DetailSection title={t('fields.files')}>
            <FileLinks files={item.files} />
          </DetailSection>
        </>
      )}
    </ContentDetail>
  );
}

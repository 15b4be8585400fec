import {
  CAMPAIGN_ROLES,
  CAMPAIGN_TEXT_GROUPS,
  type Campaign,
  type CampaignRole,
  type CampaignText,
  SCORING_BOARD_FLAGS,
} from '@acorn/contracts';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { useOptionLabels } from '../../../lib/reference-lists';
import { ContentDetail, DetailImage, FactGrid, FactSection, names } from '../../content';
import { type Countdown, campaignCountdown } from '../countdown';
import { formKey } from '../entities';

const today = () => new Date().toISOString().slice(0, 10);

/** 'Closes in 12 days' (months up to a year, then years), or 'Closed'. */
export function useCountdownText(deadline: string | null): string | null {
  const { t } = useTranslation('campaigns');
  if (!deadline) return null;
  const left: Countdown = campaignCountdown(deadline, today());
  return left ? t(`countdown.${left.unit}`, { count: left.count }) : t('countdown.closed');
}

/**
 * A campaign as members read it (content-community spec §2 and §3): the author company, the
 * deadline countdown, and its fields in the form's groups.
 */
export function CampaignDetail({ item, isOwner }: { item: Campaign; isOwner: boolean }) {
  const { t } = useTranslation(['campaigns', 'market', 'content']);
  const functions = useOptionLabels('functions');
  const businessCase = useOptionLabels('business-case');
  const countdown = useCountdownText(item.deadline);
  const roles = (list: readonly CampaignRole[]) =>
    list.map((role) => [t(`fields.${formKey(role)}`), functions(item[role])] as const);
  // The page speaks to the company reading it, not to the one that wrote it (the form's words).
  const sections = [
    ...Object.entries(CAMPAIGN_TEXT_GROUPS).map(([group, texts]) => ({
      title: t(`detailGroups.${group}`),
      facts: [
        ...(group === 'case'
          ? [[t('fields.businessCase'), item.business_case && businessCase([item.business_case])] as const]
          : []),
        ...texts.map((name: CampaignText) => [t(`fields.${formKey(name)}`), item[name]] as const),
      ],
    })),
    { title: t('detailGroups.buyers'), facts: roles(CAMPAIGN_ROLES.slice(0, 5)) },
    { title: t('detailGroups.team'), facts: roles(CAMPAIGN_ROLES.slice(5)) },
  ];
  return (
    <ContentDetail
      item={item}
      entity="campaign"
      kind={t('kind')}
      isOwner={isOwner}
      showDescription={false}
      actions={
        countdown && (
          <Badge variant="light" color="acorn" c="acorn.9" radius="sm" tt="none" fz="sm">
            {countdown}
          </Badge>
        )
      }
      media={<DetailImage file={item.image} />}
    >
      <FactGrid
        facts={[
          [t('fields.targetIndustrySegments'), names(item.sectors)],
          [t('fields.targetCountries'), names(item.countries)],
          [t('fields.services'), names(item.services)],
          [t('fields.campaignWill'), item.campaign_will && t(`will.${item.campaign_will}`)],
          [t('fields.publicationDate'), item.opening_date && formatDate(item.opening_date)],
          [t('fields.closingDate'), item.deadline && formatDate(item.deadline)],
        ]}
      />
      {sections.map((section) => (
        <FactSection key={section.title} title={section.title} facts={section.facts} />
      ))}
      <FactSection
        title={t('detailGroups.scoringBoard')}
        cols={{ base: 2, md: 3 }}
        facts={SCORING_BOARD_FLAGS.map(
          (key) => [t(`market:fields.${key}`), t(`content:answers.${item[key] ? 'yes' : 'no'}`)] as const,
        )}
      />
    </ContentDetail>
  );
}

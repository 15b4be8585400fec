import {
  CAMPAIGN_ROLES,
  CAMPAIGN_TEXT_GROUPS,
  type Campaign,
  type CampaignRole,
  type CampaignText,
  SCORING_BOARD_FLAGS,
} from '@acorn/contracts';
import { Badge, Divider, SimpleGrid } from '@mantine/core';
import {
  ContentDetail,
  DetailImage,
  DetailSection,
  Fact,
  names,
} from '../../../components/content-detail/content-detail';
import { ShareButton, shareUrl } from '../../../components/share-dialog';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { useOptionLabels } from '../../../lib/reference-lists';
import { useTranslation } from '../../../lib/use-translation';
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
    list.map((role) => (
      <Fact key={role} label={t(`fields.${formKey(role)}`)}>
        {functions(item[role])}
      </Fact>
    ));
  return (
    <ContentDetail
      item={item}
      entity="campaign"
      kind={t('kind')}
      isOwner={isOwner}
      showDescription={false}
      actions={
        <>
          {countdown && (
            <Badge variant="light" color="acorn" c="acorn.9" radius="sm" tt="none" fz="sm">
              {countdown}
            </Badge>
          )}
          {item.status === 'published' && (
            <ShareButton url={shareUrl(paths.campaign(item.id))} title={item.title} />
          )}
        </>
      }
      media={<DetailImage file={item.image} />}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Fact label={t('fields.targetIndustrySegments')}>{names(item.sectors)}</Fact>
        <Fact label={t('fields.targetCountries')}>{names(item.countries)}</Fact>
        <Fact label={t('fields.services')}>{names(item.services)}</Fact>
        <Fact label={t('fields.campaignWill')}>{item.campaign_will && t(`will.${item.campaign_will}`)}</Fact>
        <Fact label={t('fields.publicationDate')}>{item.opening_date && formatDate(item.opening_date)}</Fact>
        <Fact label={t('fields.closingDate')}>{item.deadline && formatDate(item.deadline)}</Fact>
      </SimpleGrid>
      {Object.entries(CAMPAIGN_TEXT_GROUPS).map(([group, texts]) => (
        <DetailSection key={group} title={t(`groups.${group}`)}>
          <Divider />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            {group === 'case' && (
              <Fact label={t('fields.businessCase')}>
                {item.business_case && businessCase([item.business_case])}
              </Fact>
            )}
            {texts.map((name: CampaignText) => (
              <Fact key={name} label={t(`fields.${formKey(name)}`)}>
                {item[name]}
              </Fact>
            ))}
          </SimpleGrid>
        </DetailSection>
      ))}
      <DetailSection title={t('groups.buyers')}>
        <Divider />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {roles(CAMPAIGN_ROLES.slice(0, 5))}
        </SimpleGrid>
      </DetailSection>
      <DetailSection title={t('groups.team')}>
        <Divider />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {roles(CAMPAIGN_ROLES.slice(5))}
        </SimpleGrid>
      </DetailSection>
      <DetailSection title={t('fields.scoringBoard')}>
        <Divider />
        <SimpleGrid cols={{ base: 2, md: 3 }} spacing="sm">
          {SCORING_BOARD_FLAGS.map((key) => (
            <Fact key={key} label={t(`market:fields.${key}`)}>
              {t(`content:answers.${item[key] ? 'yes' : 'no'}`)}
            </Fact>
          ))}
        </SimpleGrid>
      </DetailSection>
    </ContentDetail>
  );
}

import type { PublicReferral, ReferralType } from '@acorn/contracts';
import { Stack, Text } from '@mantine/core';
import { IconMessageCircleHeart, IconThumbUp } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format';
import { EvidenceBadge, useCanReport } from '../../feedback';
import { FeedbackFoot, FeedbackSection, FeedbackText } from '../../reviews';
import { publicReferralsQuery } from '../api/public-referrals';

const ICONS = { recommendation: IconThumbUp, testimonial: IconMessageCircleHeart } as const;

function ReferralCard({
  referral,
  companyName,
  canReport,
}: {
  referral: PublicReferral;
  companyName: string;
  canReport: boolean;
}) {
  const { t } = useTranslation('referrals');
  const { from_date: from, to_date: to } = referral;
  return (
    <>
      <Stack gap="xs">
        <EvidenceBadge evidence={referral.evidence} />
        {referral.project_name && (
          <Stack gap={0}>
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {referral.project_name}
            </Text>
            {from && to && (
              <Text size="xs" c="dimmed">
                {t('period', { from: formatDay(from), to: formatDay(to) })}
              </Text>
            )}
          </Stack>
        )}
        <FeedbackText text={referral.description} />
      </Stack>
      <FeedbackFoot item={referral} itemType="referral" companyName={companyName} canReport={canReport} />
    </>
  );
}

/** A company's public recommendations or testimonials (spec §2, Credentials tab). */
export function PublicReferrals({
  userId,
  companyName,
  type,
}: {
  userId: number;
  companyName: string;
  type: ReferralType;
}) {
  const { t } = useTranslation('referrals');
  const query = useQuery(publicReferralsQuery(type, userId));
  const canReport = useCanReport(userId);
  return (
    <FeedbackSection
      title={t(`${type}.title`)}
      icon={ICONS[type]}
      query={query}
      items={query.data}
      none={t(`${type}.none`)}
      renderItem={(referral) => (
        <ReferralCard referral={referral} companyName={companyName} canReport={canReport} />
      )}
    />
  );
}

import { type FeedbackEvidence, HOW_REVIEWS_WORK_PAGE } from '@acorn/contracts';
import { Anchor, Badge, Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCircleDashed, IconMailCheck, IconRosetteDiscountCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

const LOOKS = {
  verified_relationship: { color: 'forest', variant: 'light', icon: IconRosetteDiscountCheck },
  invited: { color: 'blue', variant: 'light', icon: IconMailCheck },
  none: { color: 'gray', variant: 'outline', icon: IconCircleDashed },
} as const;

/**
 * How a review or referral came about (DESIGN §3b Trust): a verified relationship, an e-mailed
 * invitation, or neither. The label opens a short explanation with a link to how reviews work.
 */
export function EvidenceBadge({ evidence }: { evidence: FeedbackEvidence }) {
  const { t } = useTranslation('feedback');
  const look = LOOKS[evidence];
  const Icon = look.icon;
  const label = t(`evidence.${evidence}`);
  return (
    <Popover width={260} position="bottom-start" withArrow shadow="md">
      <Popover.Target>
        <UnstyledButton
          aria-label={t('evidence.explain', { label })}
          style={{ borderRadius: 'var(--mantine-radius-xl)', alignSelf: 'flex-start' }}
        >
          <Badge
            component="span"
            size="sm"
            radius="xl"
            color={look.color}
            variant={look.variant}
            c={evidence === 'none' ? 'gray.7' : undefined}
            tt="none"
            leftSection={<Icon size={14} aria-hidden />}
            style={{ cursor: 'pointer' }}
          >
            {label}
          </Badge>
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            {label}
          </Text>
          <Text size="sm">{t(`evidence.${evidence}Hint`)}</Text>
          <Anchor component={Link} to={paths.policyPage(HOW_REVIEWS_WORK_PAGE.slug)} size="sm">
            {t('howReviewsWork')}
          </Anchor>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

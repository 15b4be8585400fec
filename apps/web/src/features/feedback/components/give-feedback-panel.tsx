import { type ReferralType, ROLES } from '@acorn/contracts';
import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMessageCircleHeart, IconMessageStar, IconStar, IconThumbUp } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useErrorText } from '../../../lib/error-text';
import { useNotice } from '../../../lib/use-notice';
import { useSession } from '../../../lib/use-session';
import { useMe } from '../../accounts';
import { useGiveReferral } from '../api/feedback';

const REFERRAL_ICONS = { recommendation: IconThumbUp, testimonial: IconMessageCircleHeart } as const;

// The review's project dialog loads when a member opens it.
const ReviewProjectDialog = lazy(() => import('./review-project-dialog'));

const KINDS = [
  { key: 'review', icon: IconStar, variant: 'filled' },
  { key: 'recommendation', icon: REFERRAL_ICONS.recommendation, variant: 'light' },
  { key: 'testimonial', icon: REFERRAL_ICONS.testimonial, variant: 'light' },
] as const;

/**
 * The three ways to give feedback: for a member each opens its form (`give`); for a visitor
 * without a session each leads to sign in.
 */
function GiveButtons({
  give,
}: {
  give?: { onReview: () => void; onReferral: (type: ReferralType) => void; pending: ReferralType | null };
}) {
  const { t } = useTranslation('feedback');
  return (
    <Group gap="sm" wrap="wrap">
      {KINDS.map(({ key, icon: Icon, variant }) => {
        const look = { variant, leftSection: <Icon size={16} aria-hidden />, children: t(`panel.${key}`) };
        return give ? (
          <Button
            key={key}
            {...look}
            onClick={key === 'review' ? give.onReview : () => give.onReferral(key)}
            loading={give.pending === key}
            disabled={give.pending !== null && give.pending !== key}
          />
        ) : (
          <Button key={key} component={Link} to={paths.home()} {...look} />
        );
      })}
    </Group>
  );
}

/**
 * 'Give us some feedback' on a company's credentials tab (spec §2 Public profile): a participant
 * who is not the company leaves a review (naming the project) or gives a recommendation or a
 * testimonial, each on the giver's own form; a visitor is sent to sign in. Advisors, read-only
 * accounts and the company itself see nothing.
 */
export function GiveFeedbackPanel({ companyId, companyName }: { companyId: number; companyName: string }) {
  const { t } = useTranslation('feedback');
  const { token } = useSession();
  const me = useMe();
  const navigate = useNavigate();
  const notice = useNotice();
  const errorText = useErrorText();
  const giveReferral = useGiveReferral();
  const [reviewing, setReviewing] = useState(false);

  const viewer = me.data;
  if (
    token &&
    (!viewer || viewer.cb_roles_id !== ROLES.participant || viewer.isReadOnlyUser || viewer.id === companyId)
  ) {
    return null;
  }

  const referral = (type: ReferralType) =>
    giveReferral.mutate(
      { participant: companyId, type },
      {
        onSuccess: (code) => {
          if (code) void navigate(paths.giveReferral(code));
        },
        onError: (error) => notice({ color: 'red', message: errorText(error) }),
      },
    );

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby="give-feedback-title"
    >
      <Stack gap="md">
        <Group gap="xs" wrap="nowrap">
          <ThemeIcon variant="light" color="acorn" radius="xl">
            <IconMessageStar size={18} aria-hidden />
          </ThemeIcon>
          <Title order={2} fz="lg" id="give-feedback-title">
            {t('panel.title')}
          </Title>
        </Group>
        <Text size="sm">{token ? t('panel.text', { company: companyName }) : t('panel.signIn')}</Text>
        <GiveButtons
          give={
            token
              ? {
                  onReview: () => setReviewing(true),
                  onReferral: referral,
                  pending: giveReferral.isPending ? (giveReferral.variables?.type ?? null) : null,
                }
              : undefined
          }
        />
      </Stack>
      {reviewing && (
        <Suspense fallback={null}>
          <ReviewProjectDialog
            companyId={companyId}
            companyName={companyName}
            onClose={() => setReviewing(false)}
          />
        </Suspense>
      )}
    </Paper>
  );
}

import type { FeedbackReply, MyFeedback } from '@acorn/contracts';
import { Alert, Box, Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconEyeOff, IconMessageReply } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TruncatedText } from '../../../components/truncated-text';
import { formatDate, formatDay } from '../../../lib/format';
import { EvidenceBadge } from '../../feedback';
import { useShowPublic } from '../hooks/use-show-public';
import { FEEDBACK_TEXT_LIMIT } from './feedback-section';
import { ReplyForm } from './reply-form';

export interface MyFeedbackCardProps {
  item: MyFeedback;
  /** The kind of item in words ('testimonial', 'review'), to name its switch and reply. */
  kind: string;
  /** What only this kind shows above the text (a review's stars). */
  extra?: ReactNode;
  onSwitch: (id: number, showPublic: 'yes' | 'no') => Promise<unknown>;
  onReply: (id: number, body: string) => Promise<{ data: { reply: NonNullable<FeedbackReply> } }>;
  onReplied: (id: number, reply: NonNullable<FeedbackReply>) => unknown;
  /** Reads the list again (another reply got there first). */
  onStale: () => unknown;
}

/** A label and its value, one under the other (the item's facts). */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

/**
 * One review or referral the company received (spec §3 My referral item, My review item): who gave
 * it, the project and its dates, the text, how it came about, the operator's reason when it was
 * hidden, the company's reply (or the form to write it, once) and the Show Public switch, which
 * sends at once and, on a failure, stays where it was put with an alert (spec §4).
 */
export function MyFeedbackCard({
  item,
  kind,
  extra,
  onSwitch,
  onReply,
  onReplied,
  onStale,
}: MyFeedbackCardProps) {
  const { t } = useTranslation('feedback');
  const headingId = useId();
  const showPublic = useShowPublic(item.show_public, (value) => onSwitch(item.id, value));
  const [replying, setReplying] = useState(false);
  // An erased account's feedback keeps its text; the giver reads 'A former member' in the reader's language.
  const name = item.former_member ? t('formerMember') : item.name;
  const who = [item.job_function, item.company_name].filter(Boolean).join(' · ');
  const { from_date: from, to_date: to } = item;

  return (
    <Paper component="li" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} style={{ minWidth: 0, flex: '1 1 220px' }}>
            <Title order={3} fz="md" id={headingId} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Title>
            {who && (
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {who}
              </Text>
            )}
            <EvidenceBadge evidence={item.evidence} />
          </Stack>
          <Switch
            label={t('manage.showPublic')}
            aria-label={t('manage.showPublicItem', { kind, name })}
            checked={showPublic.checked}
            onChange={(event) => void showPublic.toggle(event.currentTarget.checked)}
            labelPosition="left"
          />
        </Group>
        {showPublic.failed && (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle aria-hidden />}>
            {t('manage.switchFailed')}
          </Alert>
        )}
        {item.hidden_reason && (
          <Alert
            color="yellow"
            variant="light"
            title={t('manage.hiddenTitle')}
            // The light yellow's own title shade is too pale to read on it (WCAG AA).
            styles={{ title: { color: 'var(--mantine-color-dark-7)' } }}
            icon={<IconEyeOff aria-hidden />}
          >
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('manage.hiddenReason', { reason: item.hidden_reason })}
            </Text>
          </Alert>
        )}
        <Box
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
            gap: 'var(--mantine-spacing-sm)',
          }}
        >
          {item.project_name && <Fact label={t('manage.project')}>{item.project_name}</Fact>}
          {(from || to) && (
            <Fact label={t('manage.dates')}>
              {from && to
                ? t('manage.period', { from: formatDay(from), to: formatDay(to) })
                : formatDay((from ?? to) as string)}
            </Fact>
          )}
          {item.sector.name && <Fact label={t('manage.sector')}>{item.sector.name}</Fact>}
          <Fact label={t('manage.received')}>{formatDate(item.created_at)}</Fact>
        </Box>
        {extra}
        <TruncatedText
          text={item.description}
          limit={FEEDBACK_TEXT_LIMIT}
          size="sm"
          moreLabel={t('manage.viewMore')}
          lessLabel={t('manage.viewLess')}
          style={{ whiteSpace: 'pre-line' }}
        />
        {item.reply ? (
          <Paper bg="gray.0" radius="md" p="sm" ml={{ base: 0, sm: 'lg' }}>
            <Stack gap={4}>
              <Text size="xs" fw={600} c="dimmed">
                {t('manage.yourReply', { date: formatDate(item.reply.created_at) })}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {item.reply.body}
              </Text>
            </Stack>
          </Paper>
        ) : replying ? (
          <ReplyForm
            name={name}
            send={(body) => onReply(item.id, body)}
            onReplied={async (reply) => {
              setReplying(false);
              await onReplied(item.id, reply);
            }}
            onStale={async () => {
              setReplying(false);
              await onStale();
            }}
            onCancel={() => setReplying(false)}
          />
        ) : (
          <Group>
            <Button
              variant="light"
              size="sm"
              leftSection={<IconMessageReply size={16} aria-hidden />}
              aria-label={t('manage.replyItem', { kind, name })}
              onClick={() => setReplying(true)}
            >
              {t('manage.reply')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

import { denyContentInputSchema, STATUS_REASON_LENGTH } from '@acorn/contracts';
import {
  Badge,
  Button,
  Divider,
  Group,
  Modal,
  NativeSelect,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { useSubmit } from '../../../components/form/use-submit';
import { formatDateTime } from '../../../lib/format';
import { useAdminFailure, useAdminNotice } from '../hooks/use-admin-notice';

/** The reasons operators give most for a queue (its text section); 'other' lets them type their own. */
const DENY_REASONS = {
  content: ['incomplete', 'offTopic', 'duplicate', 'contact', 'other'],
  reports: ['abusive', 'misleading', 'personalData', 'offTopic', 'other'],
} as const;
type ReasonSection = keyof typeof DENY_REASONS;

/** What a member submitted, as the operator reviews it. */
export interface Review {
  /** The dialog's title ('Review content'). */
  heading: string;
  /** The kind, as a badge. */
  kind: string;
  title: string;
  owner: string;
  submittedAt: string;
  /** What members would see of it. */
  body: ReactNode;
  /** The body is the whole item, its kind and title included: the dialog does not repeat them. */
  whole?: boolean;
  /** Waiting for a decision: Approve and Deny show. */
  pending: boolean;
  approveLabel: string;
  approvedMessage: string;
  deniedMessage: string;
  /** The refusal's button and preset reasons: a content queue's Deny unless given. */
  deny?: { label: string; reasons: ReasonSection };
}

/**
 * The one approval flow of the console: the submission as members would see it, Approve, and
 * Deny with the reason the owner reads in the notice and the e-mail. `decide` approves without a
 * reason and denies with one.
 */
export function ReviewModal({
  review,
  decide,
  onClose,
}: {
  review: Review | null;
  decide: (reason?: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const notice = useAdminNotice();
  const [approving, setApproving] = useState(false);
  const section = review?.deny?.reasons ?? 'content';
  const presets: readonly string[] = DENY_REASONS[section];
  const [preset, setPreset] = useState<string>(presets[0] ?? 'other');
  const form = useSchemaForm({
    schema: denyContentInputSchema,
    initialValues: { reason: '' },
  });

  // Each opened item starts from its queue's first preset reason.
  const [shown, setShown] = useState<Review | null>(null);
  if (review !== shown) {
    setShown(review);
    if (review) {
      const first = presets[0] ?? 'other';
      setPreset(first);
      form.setFieldValue('reason', first === 'other' ? '' : t(`${section}.reasons.${first}`));
    }
  }

  const close = () => {
    form.reset();
    onClose();
  };

  const choose = (reason: string) => {
    setPreset(reason);
    form.setFieldValue('reason', reason === 'other' ? '' : t(`${section}.reasons.${reason}`));
  };

  const submit = useSubmit(form, {
    send: (input) => decide(denyContentInputSchema.parse(input).reason),
    onSuccess: () => {
      notice.success(review?.deniedMessage ?? '');
      close();
    },
    failure: useAdminFailure(),
  });

  const approve = async () => {
    if (!review) return;
    setApproving(true);
    try {
      await decide();
      notice.success(review.approvedMessage);
      close();
    } catch (error) {
      notice.failure(error);
    } finally {
      setApproving(false);
    }
  };

  return (
    <Modal
      opened={review !== null}
      onClose={close}
      size={review?.whole ? 'xl' : 'lg'}
      title={review?.heading}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {review && (
        <Stack gap="md">
          <Group gap="xs">
            {!review.whole && <Badge variant="light">{review.kind}</Badge>}
            <Text size="sm" c="dimmed">
              {t('content.byOwner', { owner: review.owner, date: formatDateTime(review.submittedAt) })}
            </Text>
          </Group>
          {!review.whole && <Title order={3}>{review.title}</Title>}
          {review.body}
          {review.pending && (
            <>
              <Divider />
              <Group justify="flex-end">
                <Button onClick={() => void approve()} loading={approving}>
                  {review.approveLabel}
                </Button>
              </Group>
              <form {...submit.formProps}>
                <Stack gap="sm">
                  <NativeSelect
                    label={t(`${section}.denyReason`)}
                    value={preset}
                    onChange={(event) => choose(event.currentTarget.value)}
                    data={presets.map((reason) => ({
                      value: reason,
                      label: t(`${section}.reasonNames.${reason}`),
                    }))}
                  />
                  <Textarea
                    label={t(`${section}.denyMessage`)}
                    description={t(`${section}.denyMessageHint`)}
                    withAsterisk
                    autosize
                    minRows={2}
                    maxLength={STATUS_REASON_LENGTH.max}
                    {...form.getInputProps('reason')}
                  />
                  <Group justify="flex-end">
                    <Button type="submit" color="red.8" loading={form.submitting}>
                      {review.deny?.label ?? t('content.deny')}
                    </Button>
                  </Group>
                </Stack>
              </form>
            </>
          )}
        </Stack>
      )}
    </Modal>
  );
}

import { Textarea, TextInput } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldGrid, FULL_ROW } from '../../../components/form/form-layout';
import type { AnyForm } from '../../../components/form/use-schema-form';
import { ParticipantPicker } from './participant-picker';

/** The company an ask goes to or a give is for, picked from the list (the form's `participant`). */
export function RequestParticipant({ form }: { form: AnyForm }) {
  const { t } = useTranslation('feedback');
  return (
    <ParticipantPicker label={t('manage.participant')} required {...form.getInputProps('participant')} />
  );
}

/** The message an ask is mailed with (the form's `email_content`), with a word on what to write. */
export function RequestMessage({
  form,
  hint,
  style,
}: {
  form: AnyForm;
  hint: string;
  style?: CSSProperties;
}) {
  const { t } = useTranslation('feedback');
  return (
    <Textarea
      label={t('manage.guestMessage')}
      description={hint}
      required
      autosize
      minRows={3}
      maxLength={2000}
      style={style}
      {...form.getInputProps('email_content')}
    />
  );
}

/**
 * An ask of someone outside the platform: their name and e-mail, what else the ask names
 * (`children`, a review's project), then the message, in a FieldGrid.
 */
export function GuestAskFields({
  form,
  messageHint,
  children,
}: {
  form: AnyForm;
  messageHint: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('feedback');
  const guest = { required: true, autoComplete: 'off' } as const;
  return (
    <FieldGrid>
      <TextInput label={t('manage.guestName')} maxLength={255} {...guest} {...form.getInputProps('name')} />
      <TextInput
        label={t('manage.guestEmail')}
        type="email"
        maxLength={254}
        {...guest}
        {...form.getInputProps('email')}
      />
      {children}
      <RequestMessage form={form} hint={messageHint} style={FULL_ROW} />
    </FieldGrid>
  );
}

import { addReviewPermitInputSchema } from '@acorn/contracts';
import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconMailForward, IconPencilPlus, IconUserQuestion } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FULL_ROW } from '../../../components/form/form-layout';
import { type AnyForm, useSchemaForm } from '../../../components/form/use-schema-form';
import { paths } from '../../../config/paths';
import { addReviewPermit, needsForReviewQuery } from '../api/my-reviews';
import { useFeedbackRequest } from '../hooks/use-feedback-request';
import { ParticipantPicker } from './participant-picker';
import { GuestAskFields, RequestMessage, RequestParticipant } from './request-fields';
import { RequestForm } from './request-section';

/** The project a review is about (the form's `project_name`). */
function ProjectField({ form, hint, style }: { form: AnyForm; hint?: string; style?: CSSProperties }) {
  const { t } = useTranslation('reviews');
  return (
    <TextInput
      label={t('fields.project')}
      description={hint}
      required
      maxLength={255}
      style={style}
      {...form.getInputProps('project_name')}
    />
  );
}

/** Give a review to a company about a project: the member then writes it on their own give page. */
function GiveReviewForm() {
  const { t } = useTranslation(['reviews', 'feedback']);
  const navigate = useNavigate();
  const form = useSchemaForm({
    schema: addReviewPermitInputSchema,
    initialValues: { participant: '', project_name: '' },
    toInput: (values) => ({ ...values, request_type: 'give' }),
  });
  const submit = useFeedbackRequest(form, {
    send: addReviewPermit,
    onSent: async (answer) => {
      const code = answer.success.request_code;
      // A give always answers its code; without one there is no form to go to.
      if (!code) throw new Error('The give answered no code');
      await navigate(paths.giveReview(code));
    },
  });
  return (
    <RequestForm
      title={t('give.title')}
      intro={t('give.intro')}
      icon={IconPencilPlus}
      formProps={submit.formProps}
      busy={form.submitting}
      submitLabel={t('give.submit')}
      give
    >
      <RequestParticipant form={form} />
      <ProjectField form={form} hint={t('fields.projectHint')} />
    </RequestForm>
  );
}

/** The caller's published needs an ask to the chosen company may name; optional. */
function NeedSelect({
  participant,
  ...inputProps
}: {
  participant: string;
  value?: string;
  onChange: (value: string) => void;
  error?: ReactNode;
}) {
  const { t } = useTranslation('reviews');
  const id = Number(participant);
  const needs = useQuery({ ...needsForReviewQuery(id), enabled: id > 0 });
  const data = (needs.data ?? []).map((need) => ({ value: String(need.id), label: need.title }));
  return (
    <Select
      label={t('fields.need')}
      description={
        needs.isError
          ? t('fields.needsFailed')
          : id > 0 && needs.data?.length === 0
            ? t('fields.noNeeds')
            : t('fields.needHint')
      }
      placeholder={id > 0 ? t('fields.needPlaceholder') : t('fields.needFirst')}
      data={data}
      disabled={!(id > 0) || data.length === 0}
      clearable
      comboboxProps={{ withinPortal: true }}
      {...inputProps}
      value={inputProps.value || null}
      onChange={(value) => inputProps.onChange(value ?? '')}
    />
  );
}

/** Ask a member company for a review of the caller's about a project (and optionally a need). */
function AskReviewForm() {
  const { t } = useTranslation(['reviews', 'feedback']);
  const form = useSchemaForm({
    schema: addReviewPermitInputSchema,
    initialValues: { participant: '', need_id: '', project_name: '', email_content: '' },
    toInput: (values) => ({ ...values, request_type: 'ask' }),
  });
  const submit = useFeedbackRequest(form, { send: addReviewPermit });
  const participant = form.getInputProps('participant');
  return (
    <RequestForm
      title={t('ask.title')}
      intro={t('ask.intro')}
      icon={IconUserQuestion}
      formProps={submit.formProps}
      busy={form.submitting}
      submitLabel={t('ask.submit')}
    >
      <ParticipantPicker
        label={t('feedback:manage.participant')}
        required
        {...participant}
        onChange={(value) => {
          // A need belongs to the ask to one company: another company starts without one.
          form.setFieldValue('need_id', '');
          participant.onChange(value);
        }}
      />
      <NeedSelect participant={form.values.participant} {...form.getInputProps('need_id')} />
      <ProjectField form={form} />
      <RequestMessage form={form} hint={t('fields.messageHint')} />
    </RequestForm>
  );
}

/** Ask someone outside the platform for a review about a project (mailed with the guest's link). */
function GuestReviewAskForm() {
  const { t } = useTranslation(['reviews', 'feedback']);
  const form = useSchemaForm({
    schema: addReviewPermitInputSchema,
    initialValues: { name: '', email: '', project_name: '', email_content: '' },
    toInput: (values) => ({ ...values, request_type: 'ask', public_request: 'yes' }),
  });
  const submit = useFeedbackRequest(form, { send: addReviewPermit });
  return (
    <RequestForm
      title={t('guest.title')}
      intro={t('guest.intro')}
      icon={IconMailForward}
      formProps={submit.formProps}
      busy={form.submitting}
      submitLabel={t('guest.submit')}
    >
      <GuestAskFields form={form} messageHint={t('fields.messageHint')}>
        <ProjectField form={form} style={FULL_ROW} />
      </GuestAskFields>
    </RequestForm>
  );
}

/** The three ways to get or give a review (spec §2 Reviews). */
export function ReviewRequests() {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <GiveReviewForm />
        <AskReviewForm />
      </SimpleGrid>
      <GuestReviewAskForm />
    </Stack>
  );
}

import { addReviewPermitInputSchema } from '@acorn/contracts';
import { Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { IconMailForward, IconPencilPlus, IconSend, IconUserQuestion } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FieldGrid, FULL_ROW } from '../../../components/form/form-layout';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { paths } from '../../../config/paths';
import { useNavigate } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { addReviewPermit, needsForReviewQuery } from '../api/my-reviews';
import { useFeedbackRequest } from '../hooks/use-feedback-request';
import { ParticipantPicker } from './participant-picker';
import { RequestSection } from './request-section';

const PROJECT_MAX = 255;
const MESSAGE_MAX = 2000;

function SubmitRow({ busy, give = false, children }: { busy: boolean; give?: boolean; children: ReactNode }) {
  return (
    <Group justify="flex-end">
      <Button
        type="submit"
        disabled={busy}
        loading={busy}
        leftSection={give ? <IconPencilPlus size={16} aria-hidden /> : <IconSend size={16} aria-hidden />}
        w={{ base: '100%', xs: 'auto' }}
      >
        {children}
      </Button>
    </Group>
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
    <RequestSection title={t('give.title')} intro={t('give.intro')} icon={IconPencilPlus}>
      <form {...submit.formProps}>
        <Stack gap="md">
          <ParticipantPicker
            label={t('feedback:manage.participant')}
            required
            {...form.getInputProps('participant')}
          />
          <TextInput
            label={t('fields.project')}
            description={t('fields.projectHint')}
            required
            maxLength={PROJECT_MAX}
            {...form.getInputProps('project_name')}
          />
          <SubmitRow busy={form.submitting} give>
            {t('give.submit')}
          </SubmitRow>
        </Stack>
      </form>
    </RequestSection>
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
    <RequestSection title={t('ask.title')} intro={t('ask.intro')} icon={IconUserQuestion}>
      <form {...submit.formProps}>
        <Stack gap="md">
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
          <TextInput
            label={t('fields.project')}
            required
            maxLength={PROJECT_MAX}
            {...form.getInputProps('project_name')}
          />
          <Textarea
            label={t('feedback:manage.guestMessage')}
            description={t('fields.messageHint')}
            required
            autosize
            minRows={3}
            maxLength={MESSAGE_MAX}
            {...form.getInputProps('email_content')}
          />
          <SubmitRow busy={form.submitting}>{t('ask.submit')}</SubmitRow>
        </Stack>
      </form>
    </RequestSection>
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
    <RequestSection title={t('guest.title')} intro={t('guest.intro')} icon={IconMailForward}>
      <form {...submit.formProps}>
        <Stack gap="md">
          <FieldGrid>
            <TextInput
              label={t('feedback:manage.guestName')}
              required
              maxLength={255}
              autoComplete="off"
              {...form.getInputProps('name')}
            />
            <TextInput
              label={t('feedback:manage.guestEmail')}
              type="email"
              required
              maxLength={254}
              autoComplete="off"
              {...form.getInputProps('email')}
            />
            <TextInput
              label={t('fields.project')}
              required
              maxLength={PROJECT_MAX}
              style={FULL_ROW}
              {...form.getInputProps('project_name')}
            />
            <Textarea
              label={t('feedback:manage.guestMessage')}
              description={t('fields.messageHint')}
              required
              autosize
              minRows={3}
              maxLength={MESSAGE_MAX}
              style={FULL_ROW}
              {...form.getInputProps('email_content')}
            />
          </FieldGrid>
          <SubmitRow busy={form.submitting}>{t('guest.submit')}</SubmitRow>
        </Stack>
      </form>
    </RequestSection>
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

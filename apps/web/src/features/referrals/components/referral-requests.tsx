import { addReferralPermitInputSchema, type FeedbackRequestType, type ReferralType } from '@acorn/contracts';
import { Button, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { IconMailForward, IconPencilPlus, IconSend, IconUserQuestion } from '@tabler/icons-react';
import { FieldGrid, FULL_ROW } from '../../../components/form/form-layout';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { paths } from '../../../config/paths';
import { useNavigate } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { ParticipantPicker, RequestSection, useFeedbackRequest } from '../../reviews';
import { addReferralPermit } from '../api/my-referrals';

const ICONS = { give: IconPencilPlus, ask: IconUserQuestion } as const;

/**
 * Give a referral to a company (the member then writes it on their own give page) or ask one for
 * a referral of the member's company (mailed with its link): a company picked from the list.
 */
function ReferralPermitForm({ type, request }: { type: ReferralType; request: FeedbackRequestType }) {
  const { t } = useTranslation(['referrals', 'feedback']);
  const navigate = useNavigate();
  const form = useSchemaForm({
    schema: addReferralPermitInputSchema,
    initialValues: { participant: '' },
    toInput: (values) => ({ participant: values.participant, request_type: request, reffer_type: type }),
  });
  const submit = useFeedbackRequest(form, {
    send: addReferralPermit,
    onSent:
      request === 'give'
        ? async (answer) => {
            const code = answer.data.request_code;
            // A give always answers its code; without one there is no form to go to.
            if (!code) throw new Error('The give answered no code');
            await navigate(paths.giveReferral(code));
          }
        : undefined,
  });
  return (
    <RequestSection
      title={t(`${request}.${type}.title`)}
      intro={t(`${request}.${type}.intro`)}
      icon={ICONS[request]}
    >
      <form {...submit.formProps}>
        <Stack gap="md">
          <ParticipantPicker
            label={t('feedback:manage.participant')}
            required
            {...form.getInputProps('participant')}
          />
          <Group justify="flex-end">
            <Button
              type="submit"
              disabled={form.submitting}
              loading={form.submitting}
              leftSection={
                request === 'give' ? (
                  <IconPencilPlus size={16} aria-hidden />
                ) : (
                  <IconSend size={16} aria-hidden />
                )
              }
              w={{ base: '100%', xs: 'auto' }}
            >
              {t(`${request}.${type}.submit`)}
            </Button>
          </Group>
        </Stack>
      </form>
    </RequestSection>
  );
}

/** Ask someone outside the platform (name, e-mail and a message; mailed with the guest's link). */
function GuestReferralAskForm({ type }: { type: ReferralType }) {
  const { t } = useTranslation(['referrals', 'feedback']);
  const form = useSchemaForm({
    schema: addReferralPermitInputSchema,
    initialValues: { name: '', email: '', email_content: '' },
    toInput: (values) => ({
      request_type: 'ask',
      reffer_type: type,
      public_request: 'yes',
      name: values.name,
      email: values.email,
      email_content: values.email_content,
    }),
  });
  const submit = useFeedbackRequest(form, { send: addReferralPermit });
  return (
    <RequestSection title={t('guest.title')} intro={t(`guest.intro.${type}`)} icon={IconMailForward}>
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
            <Textarea
              label={t('feedback:manage.guestMessage')}
              description={t('guest.messageHint')}
              required
              autosize
              minRows={3}
              maxLength={2000}
              style={FULL_ROW}
              {...form.getInputProps('email_content')}
            />
          </FieldGrid>
          <Group justify="flex-end">
            <Button
              type="submit"
              disabled={form.submitting}
              loading={form.submitting}
              leftSection={<IconSend size={16} aria-hidden />}
              w={{ base: '100%', xs: 'auto' }}
            >
              {t('guest.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </RequestSection>
  );
}

/** A tab's three ways to get or give a referral of its type (spec §2 Referrals). */
export function ReferralRequests({ type }: { type: ReferralType }) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ReferralPermitForm type={type} request="give" />
        <ReferralPermitForm type={type} request="ask" />
      </SimpleGrid>
      <GuestReferralAskForm type={type} />
    </Stack>
  );
}

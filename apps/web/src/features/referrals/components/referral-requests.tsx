import { addReferralPermitInputSchema, type FeedbackRequestType, type ReferralType } from '@acorn/contracts';
import { SimpleGrid, Stack } from '@mantine/core';
import { IconMailForward, IconPencilPlus, IconUserQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { paths } from '../../../config/paths';
import { GuestAskFields, RequestForm, RequestParticipant, useFeedbackRequest } from '../../reviews';
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
    <RequestForm
      title={t(`${request}.${type}.title`)}
      intro={t(`${request}.${type}.intro`)}
      icon={ICONS[request]}
      formProps={submit.formProps}
      busy={form.submitting}
      submitLabel={t(`${request}.${type}.submit`)}
      give={request === 'give'}
    >
      <RequestParticipant form={form} />
    </RequestForm>
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
    <RequestForm
      title={t('guest.title')}
      intro={t(`guest.intro.${type}`)}
      icon={IconMailForward}
      formProps={submit.formProps}
      busy={form.submitting}
      submitLabel={t('guest.submit')}
    >
      <GuestAskFields form={form} messageHint={t('guest.messageHint')} />
    </RequestForm>
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

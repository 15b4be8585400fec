import { invitationInputSchema, LANGUAGES } from '@acorn/contracts';
import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { useSubmit } from '../../../components/form/use-submit';
import { LANGUAGE_NAMES } from '../../../lib/language';
import { useLanguage } from '../../../lib/use-language';
import { useSendInvitation } from '../api/invitations';
import { useAdminFailure, useAdminNotice } from '../hooks/use-admin-notice';

/** E-mails an advisor a single-use code and the /createaccount?invitecode= link, in their language. */
export function InvitationForm() {
  const { t } = useTranslation('admin');
  const notice = useAdminNotice();
  const send = useSendInvitation();
  const form = useSchemaForm({
    schema: invitationInputSchema,
    initialValues: { email: '', language: useLanguage() },
  });
  const submit = useSubmit(form, {
    send: (input) => send.mutateAsync(invitationInputSchema.parse(input)),
    onSuccess: (invitation) => {
      notice.success(t('invitations.sent', { email: invitation.email }));
      form.setFieldValue('email', '');
    },
    failure: useAdminFailure(),
  });

  return (
    <form {...submit.formProps}>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label={t('invitations.email')}
          type="email"
          autoComplete="off"
          withAsterisk
          style={{ flex: '1 1 260px' }}
          {...form.getInputProps('email')}
        />
        <NativeSelect
          label={t('invitations.language')}
          data={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
          style={{ flex: '0 1 200px' }}
          {...form.getInputProps('language')}
        />
        <Button
          type="submit"
          mt={25}
          loading={form.submitting}
          leftSection={<IconSend size={16} aria-hidden />}
        >
          {t('invitations.send')}
        </Button>
      </Group>
    </form>
  );
}

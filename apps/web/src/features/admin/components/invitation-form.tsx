import { invitationInputSchema, LANGUAGES, type Language, VALIDATION_CODES as V } from '@acorn/contracts';
import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { fieldErrors, useFieldText } from '../../../lib/error-text';
import { LANGUAGE_NAMES } from '../../../lib/language';
import { useLanguage } from '../../../lib/use-language';
import { useSendInvitation } from '../api/invitations';
import { useAdminNotice } from '../hooks/use-admin-notice';

/** E-mails an advisor a single-use code and the /createaccount?invitecode= link, in their language. */
export function InvitationForm() {
  const { t } = useTranslation('admin');
  const fieldText = useFieldText();
  const notice = useAdminNotice();
  const send = useSendInvitation();
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', language: useLanguage() as Language },
    validate: (values) => {
      const result = invitationInputSchema.safeParse(values);
      if (result.success) return {};
      return { email: values.email.trim() ? V.emailInvalid : V.required };
    },
    enhanceGetInputProps: ({ inputProps }) => ({ error: fieldText(inputProps.error) }),
  });

  const submit = async (values: typeof form.values) => {
    try {
      const invitation = await send.mutateAsync(invitationInputSchema.parse(values));
      notice.success(t('invitations.sent', { email: invitation.email }));
      form.setFieldValue('email', '');
    } catch (error) {
      const problems = fieldErrors(error, ['email']);
      if (problems.email) return form.setErrors(problems);
      notice.failure(error);
    }
  };

  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
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
          loading={send.isPending}
          leftSection={<IconSend size={16} aria-hidden />}
        >
          {t('invitations.send')}
        </Button>
      </Group>
    </form>
  );
}

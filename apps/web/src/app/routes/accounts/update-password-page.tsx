import { Alert, Anchor, Center, Container, Loader, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { AuthCard, ResetPasswordForm, resetCodeQueryOptions } from '../../../features/accounts';
import { usePageTitle } from '../../../features/app-config';
import { isApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text';

function AccessDenied({ message }: { message: string }) {
  const { t } = useTranslation('accounts');
  return (
    <Stack gap="md">
      <Alert color="red" variant="light" role="alert" icon={<IconLock aria-hidden />}>
        {message}
      </Alert>
      <Anchor component={Link} to={paths.forgotPassword()} size="sm">
        {t('reset.requestNew')}
      </Anchor>
    </Stack>
  );
}

function ResetWithCode({ code }: { code: string }) {
  const { t } = useTranslation('accounts');
  const errorText = useErrorText();
  const check = useQuery(resetCodeQueryOptions(code));
  if (check.isPending) {
    return (
      <Center py="lg">
        <Loader role="status" aria-label={t('reset.checking')} />
      </Center>
    );
  }
  if (check.isError) {
    const error = check.error;
    const message = isApiError(error) && error.status === 422 ? errorText(error) : t('reset.accessDenied');
    return <AccessDenied message={message} />;
  }
  return (
    <Stack gap="md">
      <Text c="dimmed">{t('reset.description')}</Text>
      <ResetPasswordForm code={code} />
    </Stack>
  );
}

/** `/update-password?code=`: the e-mailed code is checked before the new password is asked for. Guest-only. */
export function UpdatePasswordPage() {
  const { t } = useTranslation('accounts');
  const [params] = useSearchParams();
  const code = params.get('code')?.trim();
  usePageTitle(t('reset.title'));
  return (
    <Container size={480} py={{ base: 'md', sm: 'xl' }}>
      <AuthCard
        title={t('reset.title')}
        footer={
          <Anchor component={Link} to={paths.home()} size="sm" ta="center">
            {t('forgot.backToSignIn')}
          </Anchor>
        }
      >
        {code ? <ResetWithCode code={code} /> : <AccessDenied message={t('reset.accessDenied')} />}
      </AuthCard>
    </Container>
  );
}

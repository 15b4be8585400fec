import { Alert, Anchor, Center, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { invitationQueryOptions, RegistrationForm } from '../../../features/accounts';
import { usePageTitle } from '../../../features/app-config';
import { isApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text';
import { GuestPageLayout } from './guest-page-layout';

const positiveInt = (value: string | null): number | undefined => {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : undefined;
};

function FormCard({ children }: { children: React.ReactNode }) {
  return (
    <Paper withBorder shadow="md" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      {children}
    </Paper>
  );
}

/** An invitation link: the code is checked first; a refused one shows only the reason. */
function InvitedRegistration({
  code,
  refCode,
  subscription,
}: {
  code: string;
  refCode?: string;
  subscription?: number;
}) {
  const { t } = useTranslation('accounts');
  const errorText = useErrorText();
  const invitation = useQuery(invitationQueryOptions(code));

  if (invitation.isPending) {
    return (
      <FormCard>
        <Center py="xl" role="status">
          <Stack align="center" gap="sm">
            <Loader aria-hidden />
            <Text>{t('register.checkingInvitation')}</Text>
          </Stack>
        </Center>
      </FormCard>
    );
  }
  if (invitation.isError) {
    const error = invitation.error;
    const message =
      isApiError(error) && error.status === 422 ? errorText(error) : t('errors:invalid_invitation');
    return (
      <FormCard>
        <Stack gap="md">
          <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle aria-hidden />}>
            {message}
          </Alert>
          <Anchor component={Link} to={paths.home()} size="sm">
            {t('register.backToSignIn')}
          </Anchor>
        </Stack>
      </FormCard>
    );
  }
  return (
    <FormCard>
      <RegistrationForm
        initialRole="2"
        initialInvitecode={code}
        refCode={refCode}
        subscription={subscription}
      />
    </FormCard>
  );
}

/** `/createaccount`: participant or advisor sign-up (?ref=, ?invitecode=, ?subscription=). Guest-only. */
export function CreateAccountPage() {
  const { t } = useTranslation('accounts');
  const [params] = useSearchParams();
  const invitecode = params.get('invitecode')?.trim() || undefined;
  const refCode = params.get('ref')?.trim() || undefined;
  const subscription = positiveInt(params.get('subscription'));
  usePageTitle(t('register.documentTitle'));

  return (
    <GuestPageLayout
      eyebrow={t('register.eyebrow')}
      title={t('register.title')}
      intro={t('register.intro')}
      points={[t('register.points.profile'), t('register.points.market'), t('register.points.plans')]}
    >
      {invitecode ? (
        <InvitedRegistration code={invitecode} refCode={refCode} subscription={subscription} />
      ) : (
        <FormCard>
          <RegistrationForm refCode={refCode} subscription={subscription} />
        </FormCard>
      )}
    </GuestPageLayout>
  );
}

import { Anchor, Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { AuthCard, ForgotPasswordForm } from '../../../features/accounts';
import { usePageTitle } from '../../../features/app-config';

/** `/forgot-password`: asks for a reset link. Guest-only. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('accounts');
  usePageTitle(t('forgot.title'));
  return (
    <Container size={480} py={{ base: 'md', sm: 'xl' }}>
      <AuthCard
        title={t('forgot.title')}
        description={t('forgot.description')}
        footer={
          <Anchor component={Link} to={paths.home()} size="sm" ta="center">
            {t('forgot.backToSignIn')}
          </Anchor>
        }
      >
        <ForgotPasswordForm />
      </AuthCard>
    </Container>
  );
}

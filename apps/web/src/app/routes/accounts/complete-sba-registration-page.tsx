import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RegistrationContinues } from '../../../features/accounts/components/registration-continues';
import { usePageTitle } from '../../../features/app-config/hooks/use-page-title';

/** `/complete-sba-registration`: where the advisor wizard goes (guard advisorCompletion). */
export function CompleteSbaRegistrationPage() {
  const { t } = useTranslation('accounts');
  usePageTitle(t('completion.advisor.title'));
  return (
    <Container size={720}>
      <RegistrationContinues
        title={t('completion.advisor.title')}
        intro={t('completion.advisor.intro')}
        steps={[
          t('completion.advisor.steps.user'),
          t('completion.advisor.steps.company'),
          t('completion.advisor.steps.expertise'),
        ]}
      />
    </Container>
  );
}

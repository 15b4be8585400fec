import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RegistrationContinues } from '../../../features/accounts/components/registration-continues';
import { usePageTitle } from '../../../features/app-config/hooks/use-page-title';

/** `/complete-participant-registration`: where the participant wizard goes (guard participantCompletion). */
export function CompleteParticipantRegistrationPage() {
  const { t } = useTranslation('accounts');
  usePageTitle(t('completion.participant.title'));
  return (
    <Container size={720}>
      <RegistrationContinues
        title={t('completion.participant.title')}
        intro={t('completion.participant.intro')}
        steps={[
          t('completion.participant.steps.company'),
          t('completion.participant.steps.address'),
          t('completion.participant.steps.plan'),
        ]}
      />
    </Container>
  );
}

import { ParticipantWizard } from '../../../features/onboarding/components/participant-wizard';

/** `/complete-participant-registration` (optional ?subscription=<package id>; guard participantCompletion). */
export function CompleteParticipantRegistrationPage() {
  return <ParticipantWizard />;
}

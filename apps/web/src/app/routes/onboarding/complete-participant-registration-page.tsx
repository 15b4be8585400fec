import { ParticipantWizard } from '../../../features/onboarding';

/** `/complete-participant-registration` (optional ?subscription=<package id>; guard participantCompletion). */
export function CompleteParticipantRegistrationPage() {
  return <ParticipantWizard />;
}

import { AdvisorWizard } from '../../../features/onboarding';

/** `/complete-sba-registration` (guard advisorCompletion). */
export function CompleteSbaRegistrationPage() {
  return <AdvisorWizard />;
}

import { AdvisorWizard } from '../../../features/onboarding/components/advisor-wizard';

/** `/complete-sba-registration` (guard advisorCompletion). */
export function CompleteSbaRegistrationPage() {
  return <AdvisorWizard />;
}

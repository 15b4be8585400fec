import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { paths } from '../../../config/paths';
import { useErrorText } from '../../../lib/error-text';
import { useAcceptConsent, useSignedInUser } from '../../accounts';
import { useReloadAfterStep } from '../hooks/use-reload-user';
import { useWizardStep } from '../hooks/use-wizard-step';
import { startingStep } from '../lib/wizard-step';
import { AdvisorContactStep } from './advisor-contact-step';
import { WizardFrame } from './wizard-frame';

// The later steps (bank details with their IBAN checks, files) and the policies' dialog load when
// they show, off the wizard's first load.
const AdvisorCompanyStep = lazy(() =>
  import('./advisor-company-step').then((module) => ({ default: module.AdvisorCompanyStep })),
);
const AdvisorExpertiseStep = lazy(() =>
  import('./advisor-expertise-step').then((module) => ({ default: module.AdvisorExpertiseStep })),
);
const PolicyAgreementModal = lazy(() =>
  import('./policy-agreement-modal').then((module) => ({ default: module.PolicyAgreementModal })),
);

/**
 * The advisor (SBA) registration wizard (accounts spec §2): user information (after agreeing to
 * the policies), VAT, bank and billing details, then bio, files and expertise. Step 3 completes
 * the registration and opens the profile.
 */
export function AdvisorWizard() {
  const { t } = useTranslation('onboarding');
  const user = useSignedInUser();
  const navigate = useNavigate();
  const reloadUser = useReloadAfterStep();
  const errorText = useErrorText();
  const acceptConsent = useAcceptConsent();
  const wizard = useWizardStep(user.step);
  const { step, goTo, advance } = wizard;
  // The policies open with step 1 (spec §2); once agreed they stay closed for this visit.
  const [policiesOpen, setPoliciesOpen] = useState(() => startingStep(user.step) === 1);

  const steps = [t('advisor.steps.contact'), t('advisor.steps.company'), t('advisor.steps.expertise')];

  const finish = async () => {
    // The profile's guard reads the user's detail: it must see the completed registration.
    if (await reloadUser()) await navigate(paths.profile());
  };

  const agree = () => {
    if (user.accept_rgpd) return setPoliciesOpen(false);
    // The agreement is the data-protection consent too (POST /api/rgpd).
    acceptConsent.mutate(undefined, { onSuccess: () => setPoliciesOpen(false) });
  };

  return (
    <>
      <WizardFrame
        title={t('advisor.title')}
        intro={t('advisor.intro')}
        steps={steps}
        wizard={wizard}
        email={user.email}
      >
        <Suspense fallback={<PageLoader />}>
          {step === 1 && <AdvisorContactStep user={user} onSaved={advance} />}
          {step === 2 && <AdvisorCompanyStep user={user} onBack={() => goTo(1)} onSaved={advance} />}
          {step === 3 && <AdvisorExpertiseStep user={user} onBack={() => goTo(2)} onSaved={finish} />}
        </Suspense>
      </WizardFrame>
      {policiesOpen && (
        <Suspense fallback={null}>
          <PolicyAgreementModal
            opened
            onAgree={agree}
            agreeing={acceptConsent.isPending}
            error={acceptConsent.isError ? errorText(acceptConsent.error) : null}
          />
        </Suspense>
      )}
    </>
  );
}

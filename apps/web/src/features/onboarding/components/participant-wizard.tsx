import { idSchema } from '@acorn/contracts';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { useSignedInUser } from '../../accounts';
import { useWizardStep } from '../hooks/use-wizard-step';
import { ParticipantCompanyStep } from './participant-company-step';
import { WizardFrame } from './wizard-frame';

// The later steps (the address, the plans and their payment) load when they show, off the wizard's
// first load.
const ParticipantAddressStep = lazy(() =>
  import('./participant-address-step').then((module) => ({ default: module.ParticipantAddressStep })),
);
const ParticipantPlanStep = lazy(() =>
  import('./participant-plan-step').then((module) => ({ default: module.ParticipantPlanStep })),
);

/**
 * The participant registration wizard (accounts spec §2): company and contact, address and VAT,
 * then the subscription. It opens on the user's saved step; each save reloads the user's detail
 * and moves on.
 */
export function ParticipantWizard() {
  const { t } = useTranslation('onboarding');
  const user = useSignedInUser();
  const [searchParams] = useSearchParams();
  const wizard = useWizardStep(user.step);
  const { step, goTo, advance } = wizard;

  const steps = [t('participant.steps.company'), t('participant.steps.address'), t('participant.steps.plan')];

  return (
    <WizardFrame
      title={t('participant.title')}
      intro={t('participant.intro')}
      steps={steps}
      wizard={wizard}
      email={user.email}
      bare={step === 3}
    >
      <Suspense fallback={<PageLoader />}>
        {step === 1 && <ParticipantCompanyStep user={user} onSaved={advance} />}
        {step === 2 && <ParticipantAddressStep user={user} onBack={() => goTo(1)} onSaved={advance} />}
        {step === 3 && (
          <ParticipantPlanStep
            user={user}
            preselectedId={idSchema.safeParse(searchParams.get('subscription')).data ?? null}
            onBack={() => goTo(2)}
          />
        )}
      </Suspense>
    </WizardFrame>
  );
}

import { Container, Paper, Stack, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useErrorText } from '../../../lib/error-text';
import { useAcceptConsent, useSignedInUser } from '../../accounts';
import { usePageTitle } from '../../app-config';
import { useReloadAfterStep } from '../hooks/use-reload-user';
import { startingStep, WIZARD_STEPS } from '../lib/wizard-step';
import { AdvisorCompanyStep } from './advisor-company-step';
import { AdvisorContactStep } from './advisor-contact-step';
import { AdvisorExpertiseStep } from './advisor-expertise-step';
import { PolicyAgreementModal } from './policy-agreement-modal';
import { WizardHeader } from './wizard-header';

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
  const [step, setStep] = useState(() => startingStep(user.step));
  // The policies open with step 1 (spec §2); once agreed they stay closed for this visit.
  const [policiesOpen, setPoliciesOpen] = useState(() => startingStep(user.step) === 1);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const title = t('advisor.title');
  usePageTitle(title);

  const steps = [t('advisor.steps.contact'), t('advisor.steps.company'), t('advisor.steps.expertise')];

  const goTo = (next: number) => {
    setStep(Math.min(Math.max(next, 1), WIZARD_STEPS));
    requestAnimationFrame(() => {
      headingRef.current?.focus({ preventScroll: true });
      window.scrollTo({ top: 0 });
    });
  };

  const advance = async () => {
    if (await reloadUser()) goTo(step + 1);
  };

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
    <Container size={880}>
      <Stack gap="xl">
        <WizardHeader
          eyebrow={t('stepOf', { step, total: WIZARD_STEPS })}
          title={title}
          intro={t('advisor.intro')}
          steps={steps}
          current={step}
          email={user.email}
        />
        <Paper
          component="section"
          aria-labelledby="wizard-step-heading"
          withBorder
          shadow="sm"
          radius="lg"
          p={{ base: 'md', sm: 'xl' }}
        >
          <Title order={2} fz="xl" mb="lg" id="wizard-step-heading" ref={headingRef} tabIndex={-1}>
            {steps[step - 1]}
          </Title>
          {step === 1 && <AdvisorContactStep user={user} onSaved={advance} />}
          {step === 2 && <AdvisorCompanyStep user={user} onBack={() => goTo(1)} onSaved={advance} />}
          {step === 3 && <AdvisorExpertiseStep user={user} onBack={() => goTo(2)} onSaved={finish} />}
        </Paper>
      </Stack>
      <PolicyAgreementModal
        opened={policiesOpen}
        onAgree={agree}
        agreeing={acceptConsent.isPending}
        error={acceptConsent.isError ? errorText(acceptConsent.error) : null}
      />
    </Container>
  );
}

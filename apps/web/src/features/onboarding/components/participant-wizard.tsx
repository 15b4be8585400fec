import { idSchema } from '@acorn/contracts';
import { Container, Paper, Stack, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSignedInUser } from '../../accounts';
import { usePageTitle } from '../../app-config';
import { useReloadAfterStep } from '../hooks/use-reload-user';
import { startingStep, WIZARD_STEPS } from '../lib/wizard-step';
import { ParticipantAddressStep } from './participant-address-step';
import { ParticipantCompanyStep } from './participant-company-step';
import { ParticipantPlanStep } from './participant-plan-step';
import { WizardHeader } from './wizard-header';

/**
 * The participant registration wizard (accounts spec §2): company and contact, address and VAT,
 * then the subscription. It opens on the user's saved step; each save reloads the user's detail
 * and moves on.
 */
export function ParticipantWizard() {
  const { t } = useTranslation('onboarding');
  const user = useSignedInUser();
  const reloadUser = useReloadAfterStep();
  const [searchParams] = useSearchParams();
  const [step, setStep] = useState(() => startingStep(user.step));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const title = t('participant.title');
  usePageTitle(title);

  const steps = [t('participant.steps.company'), t('participant.steps.address'), t('participant.steps.plan')];

  /** Shows another step and takes focus (and the reader) to its heading. */
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

  return (
    <Container size={880}>
      <Stack gap="xl">
        <WizardHeader
          eyebrow={t('stepOf', { step, total: WIZARD_STEPS })}
          title={title}
          intro={t('participant.intro')}
          steps={steps}
          current={step}
          email={user.email}
        />
        <Paper
          component="section"
          aria-labelledby="wizard-step-heading"
          withBorder={step !== 3}
          shadow={step === 3 ? undefined : 'sm'}
          radius="lg"
          p={step === 3 ? 0 : { base: 'md', sm: 'xl' }}
        >
          <Title order={2} fz="xl" mb="lg" id="wizard-step-heading" ref={headingRef} tabIndex={-1}>
            {steps[step - 1]}
          </Title>
          {step === 1 && <ParticipantCompanyStep user={user} onSaved={advance} />}
          {step === 2 && <ParticipantAddressStep user={user} onBack={() => goTo(1)} onSaved={advance} />}
          {step === 3 && (
            <ParticipantPlanStep
              user={user}
              preselectedId={idSchema.safeParse(searchParams.get('subscription')).data ?? null}
              onBack={() => goTo(2)}
            />
          )}
        </Paper>
      </Stack>
    </Container>
  );
}

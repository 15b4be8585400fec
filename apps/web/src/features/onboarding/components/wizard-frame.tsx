import { Container, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app-config';
import type { WizardStep } from '../hooks/use-wizard-step';
import { WIZARD_STEPS } from '../lib/wizard-step';
import { WizardHeader } from './wizard-header';

interface WizardFrameProps {
  /** The wizard's title, also the page's. */
  title: string;
  intro: string;
  /** Each step's name: the indicator's labels and the current step's heading. */
  steps: readonly string[];
  wizard: Pick<WizardStep, 'step' | 'headingRef'>;
  email: string;
  /** The current step draws its own cards, so the frame adds no border or padding. */
  bare?: boolean;
  children: ReactNode;
}

/**
 * What both registration wizards show around a step: 'Step n of 3', the title, the signed-in
 * account, the step indicator and a section labelled by the step's heading, which takes the focus
 * when the step changes (`useWizardStep`).
 */
export function WizardFrame({
  title,
  intro,
  steps,
  wizard,
  email,
  bare = false,
  children,
}: WizardFrameProps) {
  const { t } = useTranslation('onboarding');
  const { step, headingRef } = wizard;
  usePageTitle(title);
  return (
    <Container size={880}>
      <Stack gap="xl">
        <WizardHeader
          eyebrow={t('stepOf', { step, total: WIZARD_STEPS })}
          title={title}
          intro={intro}
          steps={steps}
          current={step}
          email={email}
        />
        <Paper
          component="section"
          aria-labelledby="wizard-step-heading"
          withBorder={!bare}
          shadow={bare ? undefined : 'sm'}
          radius="lg"
          p={bare ? 0 : { base: 'md', sm: 'xl' }}
        >
          <Title order={2} fz="xl" mb="lg" id="wizard-step-heading" ref={headingRef} tabIndex={-1}>
            {steps[step - 1]}
          </Title>
          {children}
        </Paper>
      </Stack>
    </Container>
  );
}

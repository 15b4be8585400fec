import { type RefObject, useRef, useState } from 'react';
import { startingStep, WIZARD_STEPS } from '../lib/wizard-step';
import { useReloadAfterStep } from './use-reload-user';

export interface WizardStep {
  step: number;
  /** Shows another step and takes focus (and the reader) to its heading. */
  goTo: (next: number) => void;
  /** After a step is saved: the user's detail is loaded again, then the next step shows. */
  advance: () => Promise<void>;
  /** The step's heading, which `WizardFrame` renders. */
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/** Which step a registration wizard shows: it opens on the user's saved step (accounts spec §2). */
export function useWizardStep(savedStep: number | null | undefined): WizardStep {
  const reloadUser = useReloadAfterStep();
  const [step, setStep] = useState(() => startingStep(savedStep));
  const headingRef = useRef<HTMLHeadingElement>(null);

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

  return { step, goTo, advance, headingRef };
}

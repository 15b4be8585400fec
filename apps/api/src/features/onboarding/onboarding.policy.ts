import { ONBOARDING_MESSAGES, REGISTRATION_COMPLETE_STEP } from '@acorn/contracts';
import { AppError } from '../../lib/errors';

/** A registered user (step 4 or more) edits their profile, not the wizard. */
export function assertWizardOpen(user: { step: number }) {
  if (user.step >= REGISTRATION_COMPLETE_STEP) {
    throw new AppError(403, 'registration_complete', ONBOARDING_MESSAGES.registered);
  }
}

/** Step N's form is saved only once the steps before it are. */
export function assertStepReached(user: { step: number }, step: number) {
  if (user.step < step) throw new AppError(409, 'previous_step_required', ONBOARDING_MESSAGES.previousStep);
}

/** The step after saving `savedStep`: the wizard only moves forward (re-saving step 1 keeps step 3). */
export const stepAfter = (user: { step: number }, savedStep: number) => Math.max(user.step, savedStep + 1);

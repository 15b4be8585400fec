import { REGISTRATION_COMPLETE_STEP } from '@acorn/contracts';
import { AppError } from '../../lib/errors';

/** A registered user (step 4 or more) edits their profile, not the wizard. */
export function assertWizardOpen(user: { step: number }) {
  if (user.step >= REGISTRATION_COMPLETE_STEP) {
    throw new AppError({ code: 'registration_complete' });
  }
}

/** Step N's form is saved only once the steps before it are. */
export function assertStepReached(user: { step: number }, step: number) {
  if (user.step < step) throw new AppError({ code: 'previous_step_required' });
}

/** The step after saving `savedStep`: the wizard only moves forward (re-saving step 1 keeps step 3). */
export const stepAfter = (user: { step: number }, savedStep: number) => Math.max(user.step, savedStep + 1);

import { REGISTRATION_COMPLETE_STEP } from '@acorn/contracts';

/** The wizards' three steps. */
export const WIZARD_STEPS = 3;

/** Where a wizard opens: the user's saved step, or 1; never past the last step. */
export function startingStep(saved: number | null | undefined): number {
  if (!saved || !Number.isFinite(saved) || saved < 1) return 1;
  return Math.min(Math.floor(saved), REGISTRATION_COMPLETE_STEP - 1);
}

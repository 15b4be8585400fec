import { describe, expect, it } from 'vitest';
import { startingStep } from './wizard-step';

describe('startingStep', () => {
  it('opens on the saved step, or 1, never past step 3', () => {
    expect(startingStep(undefined)).toBe(1);
    expect(startingStep(0)).toBe(1);
    expect(startingStep(1)).toBe(1);
    expect(startingStep(2)).toBe(2);
    expect(startingStep(3)).toBe(3);
    expect(startingStep(4)).toBe(3);
  });
});

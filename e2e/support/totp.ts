import { Secret, TOTP } from 'otpauth';

/** RFC 6238 codes (SHA-1, 30 s steps, 6 digits), as the operator's authenticator app makes them. */
const STEP_MS = 30_000;

const stepAt = (ms: number) => Math.floor(ms / STEP_MS);

const codeForStep = (secret: string, step: number) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: step * STEP_MS });

export function totpCode(secret: string, at: Date = new Date()): string {
  return codeForStep(secret, stepAt(at.getTime()));
}

const lastStepUsed = new Map<string, number>();

/**
 * A code the server has not seen yet: it accepts each time step once, and one step ahead for
 * clock drift, so back-to-back sign-ins use the next step and a third one waits for the clock.
 */
export async function unusedTotpCode(secret: string): Promise<string> {
  const now = stepAt(Date.now());
  const step = Math.max(now, (lastStepUsed.get(secret) ?? -1) + 1);
  const waitMs = (step - 1) * STEP_MS - Date.now();
  if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs + 200));
  lastStepUsed.set(secret, step);
  return codeForStep(secret, step);
}

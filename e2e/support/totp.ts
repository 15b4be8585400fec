import { createHmac } from 'node:crypto';

/** RFC 6238 time-based codes (SHA-1, 30 s steps, 6 digits), as the operator's authenticator app makes them. */
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const STEP_SECONDS = 30;

function base32Decode(text: string): Buffer {
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of text.replace(/[\s=-]/g, '').toUpperCase()) {
    const index = BASE32.indexOf(char);
    if (index === -1) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

const stepAt = (ms: number) => Math.floor(ms / 1000 / STEP_SECONDS);

export function totpCode(secret: string, at: Date = new Date()): string {
  return codeForStep(secret, stepAt(at.getTime()));
}

function codeForStep(secret: string, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac('sha1', base32Decode(secret)).update(message).digest();
  const offset = (digest.at(-1) ?? 0) & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 1_000_000).padStart(6, '0');
}

const lastStepUsed = new Map<string, number>();

/**
 * A code the server has not seen yet: it accepts each time step once, and one step ahead for
 * clock drift, so back-to-back sign-ins use the next step and a third one waits for the clock.
 */
export async function unusedTotpCode(secret: string): Promise<string> {
  const now = stepAt(Date.now());
  const step = Math.max(now, (lastStepUsed.get(secret) ?? -1) + 1);
  const waitMs = (step - 1) * STEP_SECONDS * 1000 - Date.now();
  if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs + 200));
  lastStepUsed.set(secret, step);
  return codeForStep(secret, step);
}

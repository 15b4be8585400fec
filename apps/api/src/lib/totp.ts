import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** RFC 6238 time-based one-time passwords (SHA-1, 30 s steps, 6 digits), as authenticator apps use. */
const STEP_SECONDS = 30;
const DIGITS = 6;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(data: Buffer): string {
  let bits = 0;
  let value = 0;
  let output = '';
  for (const byte of data) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      output += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) output += BASE32[(value << (5 - bits)) & 31];
  return output;
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=-]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index === -1) throw new Error('invalid base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

export const generateTotpSecret = () => base32Encode(randomBytes(20));

export function totpCode(secret: string, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac('sha1', base32Decode(secret)).update(message).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** DIGITS).padStart(DIGITS, '0');
}

export const totpCounter = (at: Date) => Math.floor(at.getTime() / 1000 / STEP_SECONDS);

/**
 * The time step the code belongs to, or null when it is wrong. Accepts the current step and one
 * either side, for clocks a little apart; the caller refuses a step already used.
 */
export function matchTotp(secret: string, code: string, at = new Date()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const counter = totpCounter(at);
  for (const drift of [-1, 0, 1]) {
    const expected = Buffer.from(totpCode(secret, counter + drift));
    if (timingSafeEqual(expected, Buffer.from(code))) return counter + drift;
  }
  return null;
}

export const otpauthUrl = (options: { secret: string; account: string; issuer: string }) =>
  `otpauth://totp/${encodeURIComponent(`${options.issuer}:${options.account}`)}?secret=${options.secret}&issuer=${encodeURIComponent(options.issuer)}&algorithm=SHA1&digits=${DIGITS}&period=${STEP_SECONDS}`;

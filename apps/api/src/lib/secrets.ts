import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256-bit random, URL-safe: bearer tokens and e-mailed codes. */
export const randomSecret = () => randomBytes(32).toString('base64url');

/** Only this digest is stored; a high-entropy secret needs no slow hash. */
export const secretDigest = (secret: string) => createHash('sha256').update(secret).digest('hex');

export function constantTimeEquals(a: string, b: string): boolean {
  const left = createHash('sha256').update(a).digest();
  const right = createHash('sha256').update(b).digest();
  return timingSafeEqual(left, right);
}

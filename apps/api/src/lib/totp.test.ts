import { describe, expect, it } from 'vitest';
import { generateTotpSecret, matchTotp, operatorTotp, otpauthUrl } from './totp';

// RFC 6238 appendix B, SHA-1: the seed "12345678901234567890" in base32, and the last six digits
// of the 8-digit codes at each time (seconds).
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const RFC_CODES: [number, string][] = [
  [59, '287082'],
  [1111111109, '081804'],
  [1111111111, '050471'],
  [1234567890, '005924'],
  [2000000000, '279037'],
  [20000000000, '353130'],
];

describe('operator TOTP', () => {
  it('makes the RFC 6238 test vectors and accepts each at its own time step', () => {
    for (const [seconds, code] of RFC_CODES) {
      expect(operatorTotp(RFC_SECRET).generate({ timestamp: seconds * 1000 })).toBe(code);
      expect(matchTotp(RFC_SECRET, code, seconds * 1000)).toBe(Math.floor(seconds / 30));
    }
  });

  it('accepts one step of drift either side and nothing further, answering the code’s own step', () => {
    // 1111111109 s is step 37037036; its code stays valid through the next step and no later.
    const step = 37037036;
    const at = (offsetSteps: number) => (1111111109 + offsetSteps * 30) * 1000;
    expect(matchTotp(RFC_SECRET, '081804', at(-1))).toBe(step);
    expect(matchTotp(RFC_SECRET, '081804', at(1))).toBe(step);
    expect(matchTotp(RFC_SECRET, '081804', at(-2))).toBeNull();
    expect(matchTotp(RFC_SECRET, '081804', at(2))).toBeNull();
    expect(matchTotp(RFC_SECRET, '81804', at(0))).toBeNull();
    expect(matchTotp(RFC_SECRET, 'abcdef', at(0))).toBeNull();
  });

  it('makes 160-bit base32 secrets and the otpauth:// link authenticator apps read', () => {
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(generateTotpSecret()).not.toBe(secret);
    expect(otpauthUrl({ secret: RFC_SECRET, account: 'op@acorn.example', issuer: 'Acorn' })).toBe(
      `otpauth://totp/Acorn:op%40acorn.example?issuer=Acorn&secret=${RFC_SECRET}&algorithm=SHA1&digits=6&period=30`,
    );
  });
});

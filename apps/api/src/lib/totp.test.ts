import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, matchTotp, otpauthUrl, totpCode, totpCounter } from './totp';

// RFC 6238 appendix B, SHA-1 seed "12345678901234567890" (last six digits of the 8-digit values).
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'));

describe('TOTP', () => {
  it('matches the RFC 6238 test vectors', () => {
    expect(totpCode(RFC_SECRET, Math.floor(59 / 30))).toBe('287082');
    expect(totpCode(RFC_SECRET, Math.floor(1111111109 / 30))).toBe('081804');
    expect(totpCode(RFC_SECRET, Math.floor(1234567890 / 30))).toBe('005924');
    expect(totpCode(RFC_SECRET, Math.floor(2000000000 / 30))).toBe('279037');
  });

  it('accepts one step of drift and nothing further', () => {
    const at = new Date(1_700_000_000_000);
    const code = totpCode(RFC_SECRET, Math.floor(at.getTime() / 30_000));
    const step = totpCounter(at);
    expect(matchTotp(RFC_SECRET, code, at)).toBe(step);
    expect(matchTotp(RFC_SECRET, code, new Date(at.getTime() + 30_000))).toBe(step);
    expect(matchTotp(RFC_SECRET, code, new Date(at.getTime() + 90_000))).toBeNull();
    expect(matchTotp(RFC_SECRET, 'abcdef', at)).toBeNull();
  });

  it('round-trips base32 and builds an otpauth URL', () => {
    const bytes = Buffer.from('any bytes at all');
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    expect(otpauthUrl({ secret: 'ABC', account: 'op@acorn.example', issuer: 'Acorn' })).toBe(
      'otpauth://totp/Acorn%3Aop%40acorn.example?secret=ABC&issuer=Acorn&algorithm=SHA1&digits=6&period=30',
    );
  });
});

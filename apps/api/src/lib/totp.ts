import { Secret, TOTP } from 'otpauth';

/**
 * The operators' second factor: RFC 6238 codes as authenticator apps make them (SHA-1, 6 digits,
 * 30 s steps; otpauth's defaults, spelled out because the enrolled apps depend on them).
 */
export const operatorTotp = (secret: string, label?: { account: string; issuer: string }) =>
  new TOTP({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    ...(label ? { label: label.account, issuer: label.issuer } : {}),
  });

/** A new 160-bit secret in base32, the size RFC 4226 recommends for SHA-1. */
export const generateTotpSecret = () => new Secret({ size: 20 }).base32;

/**
 * The time step the code belongs to, or null when it is wrong. Accepts the current step and one
 * either side, for clocks a little apart; the caller refuses a step already used.
 */
export function matchTotp(secret: string, code: string, at = Date.now()): number | null {
  const totp = operatorTotp(secret);
  const drift = totp.validate({ token: code, timestamp: at, window: 1 });
  return drift === null ? null : totp.counter({ timestamp: at }) + drift;
}

/** The enrolment link an authenticator app reads (as text or as a QR code). */
export const otpauthUrl = (options: { secret: string; account: string; issuer: string }) =>
  operatorTotp(options.secret, options).toString();

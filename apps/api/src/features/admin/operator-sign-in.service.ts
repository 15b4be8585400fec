import type { LoginInput, OperatorLoginResponse } from '@acorn/contracts';
import { ROLES } from '@acorn/contracts';
import { type Db, type DbExecutor, mfaChallenges, userSecrets, users } from '@acorn/db';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { codeEndedLongAgo } from '../../lib/retention';
import { isSealed, type SecretBox } from '../../lib/secret-box';
import { randomSecret, secretDigest } from '../../lib/secrets';
import { generateTotpSecret, matchTotp, otpauthUrl } from '../../lib/totp';
import { createSession, revokeUserSessions, verifyCredentials } from '../accounts';

const CHALLENGE_MS = 5 * 60_000;
const MAX_CODE_ATTEMPTS = 5;

/**
 * First factor: the password. The answer is a short-lived challenge; an operator without a
 * second factor yet also gets a new TOTP secret to enrol, confirmed by their first code.
 */
export async function startOperatorSignIn(options: {
  db: Db;
  secretBox: SecretBox;
  input: LoginInput;
  clientAddress: string;
  brandName: string;
}): Promise<OperatorLoginResponse> {
  const { db, secretBox, brandName } = options;
  const user = await verifyCredentials(options);
  if (user.cb_roles_id !== ROLES.operator) {
    throw new AppError({ code: 'invalid_credentials' });
  }
  const [secrets] = await db
    .select({ enabledAt: userSecrets.totp_enabled_at })
    .from(userSecrets)
    .where(eq(userSecrets.user_id, user.id));
  const challenge = randomSecret();
  const enrolling = !secrets?.enabledAt;
  const pendingSecret = enrolling ? generateTotpSecret() : null;
  await db.insert(mfaChallenges).values({
    token_hash: secretDigest(challenge),
    user_id: user.id,
    pending_secret: pendingSecret && secretBox.seal(pendingSecret),
    expires_at: new Date(Date.now() + CHALLENGE_MS),
  });
  if (pendingSecret) {
    return {
      mfa: 'enroll',
      challenge,
      secret: pendingSecret,
      otpauth_url: otpauthUrl({ secret: pendingSecret, account: user.email, issuer: brandName }),
    };
  }
  return { mfa: 'verify', challenge };
}

/** Second factor: a valid code on an open challenge gives the operator a session. */
export async function completeOperatorSignIn(options: {
  db: Db;
  secretBox: SecretBox;
  challenge: string;
  code: string;
}): Promise<string> {
  const { db } = options;
  const tokenHash = secretDigest(options.challenge);
  // The attempt is counted before the code is looked at, in one statement: however many requests
  // race on one challenge, on any number of instances, at most MAX_CODE_ATTEMPTS codes are evaluated.
  const [attempt] = await db
    .update(mfaChallenges)
    .set({ attempts: sql`${mfaChallenges.attempts} + 1` })
    .where(
      and(
        eq(mfaChallenges.token_hash, tokenHash),
        isNull(mfaChallenges.used_at),
        gt(mfaChallenges.expires_at, sql`now()`),
        lt(mfaChallenges.attempts, MAX_CODE_ATTEMPTS),
      ),
    )
    .returning({ userId: mfaChallenges.user_id, pendingSecret: mfaChallenges.pending_secret });
  const [row] = attempt
    ? await db
        .select({ user: users, totpSecret: userSecrets.totp_secret })
        .from(users)
        .leftJoin(userSecrets, eq(userSecrets.user_id, users.id))
        .where(eq(users.id, attempt.userId))
        .limit(1)
    : [];
  if (!attempt || !row || row.user.cb_roles_id !== ROLES.operator) {
    throw new AppError({ code: 'mfa_challenge_expired' });
  }
  const { user, totpSecret } = row;
  const stored = attempt.pendingSecret ?? totpSecret;
  const secret = stored ? options.secretBox.open(stored) : null;
  const step = secret ? matchTotp(secret, options.code) : null;
  if (!secret || step === null) {
    throw new AppError({ code: 'mfa_code_wrong', fields: { code: ['mfaCodeWrong'] } });
  }
  return db.transaction(async (tx) => {
    if (attempt.pendingSecret) {
      await enrolSecondFactor({ tx, userId: user.id, tokenHash, secret: attempt.pendingSecret, step });
    } else {
      const [claimed] = await tx
        .update(mfaChallenges)
        .set({ used_at: sql`now()` })
        .where(and(eq(mfaChallenges.token_hash, tokenHash), isNull(mfaChallenges.used_at)))
        .returning({ userId: mfaChallenges.user_id });
      if (!claimed) throw new AppError({ code: 'mfa_challenge_expired' });
      // Claimed in one statement, so two instances cannot both accept the same code.
      // A secret kept from before SECRETS_KEY was set is sealed now.
      const reseal = totpSecret && !isSealed(totpSecret);
      const [fresh] = await tx
        .update(userSecrets)
        .set({
          totp_last_counter: step,
          ...(reseal ? { totp_secret: options.secretBox.seal(secret) } : {}),
          updated_at: sql`now()`,
        })
        .where(
          and(
            eq(userSecrets.user_id, user.id),
            or(isNull(userSecrets.totp_last_counter), lt(userSecrets.totp_last_counter, step)),
          ),
        )
        .returning({ id: userSecrets.user_id });
      if (!fresh) {
        throw new AppError({ code: 'mfa_code_used', fields: { code: ['mfaCodeUsed'] } });
      }
    }
    return createSession({ db: tx, user });
  });
}

/**
 * Enrols the challenge's secret as the operator's second factor, only while they have none, and
 * voids every open challenge of the account with it: an older enrolment challenge can never
 * replace the factor. The account's row is written before any challenge, so of two enrolments
 * racing the second waits on it, then finds a factor enabled (and no lock is taken the other way
 * round to deadlock on).
 */
async function enrolSecondFactor(options: {
  tx: DbExecutor;
  userId: number;
  tokenHash: string;
  secret: string;
  step: number;
}): Promise<void> {
  const { tx, userId } = options;
  const values = {
    totp_secret: options.secret,
    totp_enabled_at: sql`now()`,
    totp_last_counter: options.step,
  };
  const [enrolled] = await tx
    .insert(userSecrets)
    .values({ ...values, user_id: userId })
    .onConflictDoUpdate({
      target: userSecrets.user_id,
      set: { ...values, updated_at: sql`now()` },
      setWhere: isNull(userSecrets.totp_enabled_at),
    })
    .returning({ userId: userSecrets.user_id });
  if (!enrolled) throw new AppError({ code: 'mfa_challenge_expired' });
  const voided = await tx
    .update(mfaChallenges)
    .set({ used_at: sql`now()` })
    .where(and(eq(mfaChallenges.user_id, userId), isNull(mfaChallenges.used_at)))
    .returning({ tokenHash: mfaChallenges.token_hash });
  if (!voided.some((challenge) => challenge.tokenHash === options.tokenHash)) {
    throw new AppError({ code: 'mfa_challenge_expired' });
  }
}

/**
 * Recovery for an operator who lost their authenticator, run on the server (`npm run
 * operator:reset-second-factor -- <email>`): the second factor is forgotten and every session
 * ends, so the next sign-in enrols a new one. False when no operator has this e-mail.
 */
export async function resetOperatorSecondFactor(options: { db: Db; email: string }): Promise<boolean> {
  const { db } = options;
  return db.transaction(async (tx) => {
    const [operator] = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(sql`lower(${users.email})`, options.email.trim().toLowerCase()),
          eq(users.cb_roles_id, ROLES.operator),
        ),
      )
      .limit(1);
    if (!operator) return false;
    await tx
      .update(userSecrets)
      .set({ totp_secret: null, totp_enabled_at: null, totp_last_counter: null, updated_at: sql`now()` })
      .where(eq(userSecrets.user_id, operator.id));
    await tx
      .update(mfaChallenges)
      .set({ used_at: sql`now()` })
      .where(and(eq(mfaChallenges.user_id, operator.id), isNull(mfaChallenges.used_at)));
    await revokeUserSessions({ db: tx, userId: operator.id });
    await recordAudit(tx, {
      actorId: null,
      action: 'operator.second_factor_reset',
      entityType: 'user',
      entityId: operator.id,
      reason: 'Reset on the server: the operator enrols a new authenticator at the next sign-in',
    });
    return true;
  });
}

/**
 * Deletes the sign-in challenges used or expired more than RETENTION_DAYS.endedCodes ago (an
 * enrolment's holds the offered secret, sealed); answers how many.
 */
export async function purgeEndedMfaChallenges(options: { db: Db }): Promise<number> {
  const purged = await options.db
    .delete(mfaChallenges)
    .where(codeEndedLongAgo(mfaChallenges))
    .returning({ tokenHash: mfaChallenges.token_hash });
  return purged.length;
}

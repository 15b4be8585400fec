import { ROLES } from '@acorn/contracts';
import {
  type Db,
  type DbExecutor,
  mfaChallenges,
  passwordResets,
  RETENTION_DAYS,
  sessions,
  users,
} from '@acorn/db';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Principal } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import { preparedPerDatabase } from '../../lib/prepared';
import { endedMoreThan } from '../../lib/retention';
import { randomSecret, secretDigest } from '../../lib/secrets';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** DESIGN.md §7: operators get short sessions, everyone else a week idle and a month at most. */
function sessionLifetime(role: number) {
  return role === ROLES.operator
    ? { idleMs: 30 * MINUTE, absoluteMs: 8 * 60 * MINUTE }
    : { idleMs: 7 * DAY, absoluteMs: 30 * DAY };
}

/** users.status of an account that may sign in (accounts spec §3: 0 means active). */
export const ACTIVE_STATUS = 0;

/** Touching the session on every request would be a write per call; once a minute is enough. */
const TOUCH_INTERVAL_MS = MINUTE;

/** A deactivated account may hold no session, however it proves who it is. */
export function assertAccountActive(user: { status: number }) {
  if (user.status !== ACTIVE_STATUS) {
    throw new AppError({ code: 'account_inactive' });
  }
}

export async function createSession(options: {
  db: DbExecutor;
  user: { id: number; cb_roles_id: number; status: number };
}): Promise<string> {
  const { db, user } = options;
  assertAccountActive(user);
  const token = randomSecret();
  const now = Date.now();
  await db.insert(sessions).values({
    token_hash: secretDigest(token),
    user_id: user.id,
    role: user.cb_roles_id,
    expires_at: new Date(now + sessionLifetime(user.cb_roles_id).absoluteMs),
  });
  return token;
}

/**
 * The session of a token's digest, unrevoked and unexpired at `now`, of an active account: the
 * first statement of every signed-in request.
 */
const sessionOfToken = preparedPerDatabase('resolve_session', (db, name) =>
  db
    .select({ userId: sessions.user_id, role: users.cb_roles_id, lastUsedAt: sessions.last_used_at })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(
      and(
        eq(sessions.token_hash, sql.placeholder('tokenHash')),
        isNull(sessions.revoked_at),
        gt(sessions.expires_at, sql.placeholder('now')),
        eq(users.status, ACTIVE_STATUS),
      ),
    )
    .limit(1)
    .prepare(name),
);

/**
 * The signed-in principal for a bearer token, or null when the token is unknown, revoked or
 * expired, or its account is deactivated: the one place every authenticated call passes.
 */
export async function resolveSession(options: {
  db: Db;
  token: string;
  now?: Date;
}): Promise<Principal | null> {
  const { db, now = new Date() } = options;
  const tokenHash = secretDigest(options.token);
  // A placeholder's value skips the column's encoding: the timestamp goes as drizzle writes one.
  const [row] = await sessionOfToken(db).execute({ tokenHash, now: now.toISOString() });
  if (!row) return null;
  const idleFor = now.getTime() - row.lastUsedAt.getTime();
  if (idleFor > sessionLifetime(row.role).idleMs) return null;
  if (idleFor > TOUCH_INTERVAL_MS) await touchSession({ db, tokenHash, now });
  return { userId: row.userId, role: row.role, tokenHash, lastUsedAt: row.lastUsedAt };
}

/**
 * Moves the session's last use to `now`: on a read once a minute, and after each of its writes,
 * so that its reads for a while after come from the primary (decision 057).
 */
export async function touchSession(options: { db: Db; tokenHash: string; now?: Date }) {
  await options.db
    .update(sessions)
    .set({ last_used_at: options.now ?? new Date() })
    .where(eq(sessions.token_hash, options.tokenHash));
}

export async function revokeSession(options: { db: Db; tokenHash: string }) {
  await options.db
    .update(sessions)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(sessions.token_hash, options.tokenHash), isNull(sessions.revoked_at)));
}

/** Every session of the user. */
export async function revokeUserSessions(options: { db: DbExecutor; userId: number }) {
  await options.db
    .update(sessions)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(sessions.user_id, options.userId), isNull(sessions.revoked_at)));
}

/**
 * Deletes the sessions that ended (revoked, or past their absolute expiry) more than
 * RETENTION_DAYS.endedSessions ago; answers how many. A session ended by idleness is caught by
 * its absolute expiry, at most a month later.
 */
export async function purgeEndedSessions(options: { db: Db }): Promise<number> {
  const purged = await options.db
    .delete(sessions)
    .where(
      endedMoreThan(sql`least(${sessions.revoked_at}, ${sessions.expires_at})`, RETENTION_DAYS.endedSessions),
    )
    .returning({ tokenHash: sessions.token_hash });
  return purged.length;
}

/**
 * Every session and every code on the way to one (an operator's second-factor step, a password
 * reset) ends: a restored backup must not bring back those revoked or used since it was taken.
 */
export async function revokeAllSessions(options: { db: Db }): Promise<{ sessions: number }> {
  return options.db.transaction(async (tx) => {
    const revoked = await tx
      .update(sessions)
      .set({ revoked_at: sql`now()` })
      .where(isNull(sessions.revoked_at))
      .returning({ tokenHash: sessions.token_hash });
    await tx.update(mfaChallenges).set({ used_at: sql`now()` }).where(isNull(mfaChallenges.used_at));
    await tx.update(passwordResets).set({ used_at: sql`now()` }).where(isNull(passwordResets.used_at));
    return { sessions: revoked.length };
  });
}

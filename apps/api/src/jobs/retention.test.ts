import { ROLES } from '@acorn/contracts';
import {
  auditLog,
  type Database,
  feedbackRequests,
  invitationCodes,
  mailQueue,
  mfaChallenges,
  passwordResets,
  RETENTION_DAYS,
  sessions,
} from '@acorn/db';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeEndedInvitations, purgeEndedPasswordResets, purgeEndedSessions } from '../features/accounts';
import { purgeEndedMfaChallenges } from '../features/admin';
import { purgeEndedFeedbackRequests } from '../features/feedback';
import { purgeSentMailBodies } from '../integrations/mail/mail-queue';
import { forgetAuditAddresses } from '../lib/audit';
import { randomSecret, secretDigest } from '../lib/secrets';
import { createUser } from '../test/factories/accounts';
import { createReview } from '../test/factories/feedback';
import { createTestDatabase } from '../test/test-database';
import { runRetention } from './retention';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** A moment `days` ago, an hour before the boundary ('past') or an hour after it ('within'). */
const daysAgo = (days: number, side: 'past' | 'within') =>
  new Date(Date.now() - days * DAY + (side === 'past' ? -HOUR : HOUR));
const future = () => new Date(Date.now() + DAY);

describe('retention', () => {
  it('deletes sessions revoked or expired longer ago than the period, and no other', async () => {
    const days = RETENTION_DAYS.endedSessions;
    const user = await createUser({ db: database.db });
    const session = (hash: string, values: { expires_at: Date; revoked_at?: Date }) => ({
      token_hash: hash,
      user_id: user.id,
      role: 1,
      ...values,
    });
    await database.db
      .insert(sessions)
      .values([
        session('revoked-past', { expires_at: future(), revoked_at: daysAgo(days, 'past') }),
        session('revoked-within', { expires_at: future(), revoked_at: daysAgo(days, 'within') }),
        session('expired-past', { expires_at: daysAgo(days, 'past') }),
        session('expired-within', { expires_at: daysAgo(days, 'within') }),
        session('live', { expires_at: future() }),
      ]);

    expect(await purgeEndedSessions({ db: database.db })).toBe(2);
    const left = await database.db
      .select({ hash: sessions.token_hash })
      .from(sessions)
      .where(eq(sessions.user_id, user.id));
    expect(left.map((row) => row.hash).sort()).toEqual(
      ['expired-within', 'live', 'revoked-within', secretDigest(user.token)].sort(),
    );
    expect(await purgeEndedSessions({ db: database.db })).toBe(0);
  });

  it('deletes password reset codes and invitations used or expired longer ago than the period', async () => {
    const days = RETENTION_DAYS.endedCodes;
    const user = await createUser({ db: database.db });
    const code = (values: { expires_at: Date; used_at?: Date }) => ({
      code_hash: secretDigest(randomSecret()),
      ...values,
    });
    const variants = [
      code({ expires_at: future(), used_at: daysAgo(days, 'past') }),
      code({ expires_at: daysAgo(days, 'past') }),
      code({ expires_at: future(), used_at: daysAgo(days, 'within') }),
      code({ expires_at: daysAgo(days, 'within') }),
      code({ expires_at: future() }),
    ];
    const resets = await database.db
      .insert(passwordResets)
      .values(
        variants.map(({ code_hash, ...values }) => ({ token_hash: code_hash, user_id: user.id, ...values })),
      )
      .returning({ id: passwordResets.id });
    const invitations = await database.db
      .insert(invitationCodes)
      .values(
        variants.map((values) => ({ ...values, code_hash: `${values.code_hash}-i`, email: 'x@example.com' })),
      )
      .returning({ id: invitationCodes.id });

    expect(await purgeEndedPasswordResets({ db: database.db })).toBe(2);
    expect(await purgeEndedInvitations({ db: database.db })).toBe(2);
    const resetsLeft = await database.db
      .select({ id: passwordResets.id })
      .from(passwordResets)
      .where(
        inArray(
          passwordResets.id,
          resets.map((row) => row.id),
        ),
      );
    expect(resetsLeft.map((row) => row.id)).toEqual(resets.slice(2).map((row) => row.id));
    const invitationsLeft = await database.db
      .select({ id: invitationCodes.id })
      .from(invitationCodes)
      .where(
        inArray(
          invitationCodes.id,
          invitations.map((row) => row.id),
        ),
      );
    expect(invitationsLeft.map((row) => row.id)).toEqual(invitations.slice(2).map((row) => row.id));
    expect(await purgeEndedPasswordResets({ db: database.db })).toBe(0);
    expect(await purgeEndedInvitations({ db: database.db })).toBe(0);
  });

  it("deletes operators' sign-in challenges used or expired longer ago than the period", async () => {
    const days = RETENTION_DAYS.endedCodes;
    const operator = await createUser({ db: database.db, cb_roles_id: ROLES.operator });
    const challenge = (name: string, values: { expires_at: Date; used_at?: Date }) => ({
      token_hash: `${name}:${randomSecret()}`,
      user_id: operator.id,
      pending_secret: 'sealed-offered-secret',
      ...values,
    });
    await database.db
      .insert(mfaChallenges)
      .values([
        challenge('used-past', { expires_at: daysAgo(days, 'past'), used_at: daysAgo(days, 'past') }),
        challenge('expired-past', { expires_at: daysAgo(days, 'past') }),
        challenge('used-within', { expires_at: daysAgo(days, 'within'), used_at: daysAgo(days, 'within') }),
        challenge('expired-within', { expires_at: daysAgo(days, 'within') }),
        challenge('open', { expires_at: future() }),
      ]);

    expect(await purgeEndedMfaChallenges({ db: database.db })).toBe(2);
    const left = await database.db
      .select({ hash: mfaChallenges.token_hash })
      .from(mfaChallenges)
      .where(eq(mfaChallenges.user_id, operator.id));
    expect(left.map((row) => row.hash.split(':')[0]).sort()).toEqual(
      ['expired-within', 'open', 'used-within'].sort(),
    );
    expect(await purgeEndedMfaChallenges({ db: database.db })).toBe(0);
  });

  it('deletes ended asks for feedback, but keeps one a review was given through', async () => {
    const days = RETENTION_DAYS.endedCodes;
    const company = await createUser({ db: database.db });
    const ask = (values: { expires_at: Date; used_at?: Date }) => ({
      kind: 'review',
      request_type: 'ask',
      user_id: company.id,
      guest_name: 'Rui Lopes',
      guest_email: 'rui@example.com',
      code_hash: secretDigest(randomSecret()),
      ...values,
    });
    const asks = await database.db
      .insert(feedbackRequests)
      .values([
        ask({ expires_at: daysAgo(days, 'past') }),
        ask({ expires_at: future(), used_at: daysAgo(days, 'past') }),
        ask({ expires_at: future(), used_at: daysAgo(days, 'past') }),
        ask({ expires_at: daysAgo(days, 'within') }),
        ask({ expires_at: future() }),
      ])
      .returning({ id: feedbackRequests.id });
    const answered = asks[2]!.id;
    await createReview({ db: database.db, company, request_id: answered });

    expect(await purgeEndedFeedbackRequests({ db: database.db })).toBe(2);
    const left = await database.db
      .select({ id: feedbackRequests.id })
      .from(feedbackRequests)
      .where(eq(feedbackRequests.user_id, company.id));
    expect(left.map((row) => row.id).sort()).toEqual([answered, asks[3]!.id, asks[4]!.id].sort());
    expect(await purgeEndedFeedbackRequests({ db: database.db })).toBe(0);
  });

  it("empties sent mail's bodies after the period, keeping the row", async () => {
    const days = RETENTION_DAYS.sentMailBodies;
    const mail = (subject: string, values: { status: string; sent_at?: Date }) => ({
      to_address: 'kept@example.com',
      subject,
      html: '<p>body</p>',
      text: 'body',
      ...values,
    });
    const rows = await database.db
      .insert(mailQueue)
      .values([
        mail('sent past', { status: 'sent', sent_at: daysAgo(days, 'past') }),
        mail('sent within', { status: 'sent', sent_at: daysAgo(days, 'within') }),
        mail('failed', { status: 'failed' }),
        mail('pending', { status: 'pending' }),
      ])
      .returning({ id: mailQueue.id });

    expect(await purgeSentMailBodies({ db: database.db })).toBe(1);
    const left = await database.db
      .select({
        subject: mailQueue.subject,
        to: mailQueue.to_address,
        html: mailQueue.html,
        text: mailQueue.text,
      })
      .from(mailQueue)
      .where(
        inArray(
          mailQueue.id,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(mailQueue.id);
    expect(left).toEqual([
      { subject: 'sent past', to: 'kept@example.com', html: null, text: null },
      { subject: 'sent within', to: 'kept@example.com', html: '<p>body</p>', text: 'body' },
      { subject: 'failed', to: 'kept@example.com', html: '<p>body</p>', text: 'body' },
      { subject: 'pending', to: 'kept@example.com', html: '<p>body</p>', text: 'body' },
    ]);
    expect(await purgeSentMailBodies({ db: database.db })).toBe(0);
  });

  it("forgets audit entries' client addresses after a year, keeping the entries", async () => {
    const days = RETENTION_DAYS.auditAddresses;
    const entry = (entityId: string, created_at: Date) => ({
      action: 'user.deactivate',
      entity_type: 'retention-test',
      entity_id: entityId,
      ip: '203.0.113.7',
      created_at,
    });
    await database.db
      .insert(auditLog)
      .values([entry('past', daysAgo(days, 'past')), entry('within', daysAgo(days, 'within'))]);

    expect(await forgetAuditAddresses({ db: database.db })).toBe(1);
    const left = await database.db
      .select({ entityId: auditLog.entity_id, ip: auditLog.ip })
      .from(auditLog)
      .where(eq(auditLog.entity_type, 'retention-test'))
      .orderBy(auditLog.id);
    expect(left).toEqual([
      { entityId: 'past', ip: null },
      { entityId: 'within', ip: '203.0.113.7' },
    ]);
    expect(await forgetAuditAddresses({ db: database.db })).toBe(0);
  });

  it('runs every purge as one job, which changes nothing when repeated', async () => {
    await runRetention({ db: database.db });
    expect(await runRetention({ db: database.db })).toEqual({
      sessions: 0,
      passwordResets: 0,
      invitations: 0,
      mfaChallenges: 0,
      feedbackRequests: 0,
      mailBodies: 0,
      auditAddresses: 0,
    });
  });
});

import { FEEDBACK_PARTICIPANT_LIMIT, type Language } from '@acorn/contracts';
import {
  companyProfiles,
  type Db,
  type DbExecutor,
  feedbackRequests,
  files,
  referrals,
  reviews,
  users,
} from '@acorn/db';
import { and, eq, ilike, isNull, notExists, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import { codeEndedLongAgo } from '../../lib/retention';
import { listedCompany } from '../feed';

/** How a company is named to others: its name, else its contact's, else its number. */
export const companyDisplayName = sql<string>`coalesce(nullif(${companyProfiles.company_name}, ''), nullif(${users.name}, ''), '#' || ${users.id})`;

const erasedGivers = alias(users, 'erased_givers');

/**
 * Whether the member who gave a review or referral has since erased their account: the name
 * they typed was emptied then, and nothing names them but 'A former member'.
 */
export const givenByFormerMember = (reviewerId: AnyPgColumn | SQL) =>
  sql<boolean>`exists (select 1 from ${users} as erased_givers
    where ${erasedGivers.id} = ${reviewerId} and ${erasedGivers.erased_at} is not null)`;

/** A listed company (an active, registered participant) that asks for, gives or receives feedback. */
export async function findFeedbackParty({ db, id }: { db: DbExecutor; id: number }) {
  const [row] = await db
    .select({
      id: users.id,
      name: companyDisplayName,
      email: users.email,
      language: sql<Language>`${users.language}`,
      readOnly: users.is_read_only,
    })
    .from(users)
    .leftJoin(companyProfiles, eq(companyProfiles.user_id, users.id))
    .where(and(eq(users.id, id), listedCompany()));
  return row;
}

/**
 * The listed companies other than the caller whose name holds `search` (any case), by name, with
 * their logos: at most FEEDBACK_PARTICIPANT_LIMIT.
 */
export function selectParticipants({
  db,
  userId,
  search,
}: {
  db: DbExecutor;
  userId: number;
  search?: string;
}) {
  const named = search ? [ilike(companyDisplayName, `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)] : [];
  return db
    .select({ id: users.id, company_name: companyDisplayName, logo: files })
    .from(users)
    .leftJoin(companyProfiles, eq(companyProfiles.user_id, users.id))
    .leftJoin(files, eq(files.id, companyProfiles.company_logo_file_id))
    .where(and(listedCompany(), sql`${users.id} <> ${userId}`, ...named))
    .orderBy(sql`lower(${companyDisplayName})`, users.id)
    .limit(FEEDBACK_PARTICIPANT_LIMIT);
}

/**
 * Sets the company's reply on one of its reviews or referrals, only while it has none: of two
 * replies at once, the second finds it answered. No row: not the company's, or already answered.
 */
export async function saveFeedbackReply(options: {
  db: DbExecutor;
  table: typeof reviews | typeof referrals;
  userId: number;
  id: number;
  body: string;
}) {
  const { db, table, userId, id } = options;
  const [row] = await db
    .update(table)
    .set({ reply_body: options.body, reply_at: sql`now()` })
    .where(and(eq(table.id, id), eq(table.user_id, userId), isNull(table.reply_body)))
    .returning({
      id: table.id,
      body: sql<string>`${table.reply_body}`,
      // Set by this statement, so never null.
      at: sql<Date>`${table.reply_at}`.mapWith(table.reply_at),
    });
  return row;
}

/** Whether the company holds this review or referral. */
export async function ownsFeedback(options: {
  db: DbExecutor;
  table: typeof reviews | typeof referrals;
  userId: number;
  id: number;
}) {
  const { db, table } = options;
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, options.id), eq(table.user_id, options.userId)));
  return row !== undefined;
}

/** What a profile shows of a company's reviews or referrals: switched public and not hidden after a report. */
export const publicFeedback = (table: typeof reviews | typeof referrals) =>
  and(eq(table.show_public, true), isNull(table.hidden_at)) as SQL;

const authors = alias(users, 'authors');

/**
 * Hides a review or referral after a report (`hidden_at`, `hidden_reason`) and answers who is to
 * be told: the company it is about, and the member who wrote it or the guest it was asked of.
 * Undefined when there is no such row.
 */
export async function hideFeedbackRow(options: {
  tx: DbExecutor;
  table: typeof reviews | typeof referrals;
  id: number;
  reason: string;
}) {
  const { tx, table, id } = options;
  const [hidden] = await tx
    .update(table)
    .set({ hidden_at: sql`now()`, hidden_reason: options.reason })
    .where(eq(table.id, id))
    .returning({ id: table.id });
  if (!hidden) return undefined;
  const [row] = await tx
    .select({
      id: table.id,
      type: 'reffer_type' in table ? table.reffer_type : sql<string>`'review'`,
      company: {
        id: users.id,
        name: companyDisplayName,
        email: users.email,
        language: sql<Language>`${users.language}`,
      },
      member: { id: authors.id, email: authors.email, language: sql<Language>`${authors.language}` },
      guest: { name: feedbackRequests.guest_name, email: feedbackRequests.guest_email },
    })
    .from(table)
    .innerJoin(users, eq(users.id, table.user_id))
    .leftJoin(companyProfiles, eq(companyProfiles.user_id, users.id))
    .leftJoin(authors, eq(authors.id, table.reviewer_id))
    .leftJoin(feedbackRequests, eq(feedbackRequests.id, table.request_id))
    .where(eq(table.id, id));
  return row;
}

const answerers = alias(users, 'answerers');

/** How long an ask waits unanswered before its one reminder. */
const REMINDER_AFTER_DAYS = 7;

/**
 * Claims up to `limit` asks due for their reminder, oldest first: unanswered, unexpired, never
 * reminded, sent more than REMINDER_AFTER_DAYS ago, for a company still listed. Locked with SKIP
 * LOCKED, so another instance's run takes other rows; each row carries the company, and the
 * member asked (or the request's guest).
 */
export function claimDueReminders({ tx, limit }: { tx: DbExecutor; limit: number }) {
  return tx
    .select({
      id: feedbackRequests.id,
      kind: feedbackRequests.kind,
      reffer_type: feedbackRequests.reffer_type,
      guest_name: feedbackRequests.guest_name,
      guest_email: feedbackRequests.guest_email,
      company: { name: companyDisplayName, language: sql<Language>`${users.language}` },
      member: { email: answerers.email, language: sql<Language>`${answerers.language}` },
    })
    .from(feedbackRequests)
    .innerJoin(users, eq(users.id, feedbackRequests.user_id))
    .leftJoin(companyProfiles, eq(companyProfiles.user_id, users.id))
    .leftJoin(answerers, eq(answerers.id, feedbackRequests.answerer_id))
    .where(
      and(
        sql`${feedbackRequests.request_type} = 'ask'`,
        isNull(feedbackRequests.used_at),
        isNull(feedbackRequests.reminded_at),
        sql`${feedbackRequests.created_at} < now() - make_interval(days => ${REMINDER_AFTER_DAYS})`,
        sql`${feedbackRequests.expires_at} > now()`,
        listedCompany(),
      ),
    )
    .orderBy(feedbackRequests.created_at)
    .limit(limit)
    .for('update', { of: feedbackRequests, skipLocked: true });
}

/** Gives a reminded ask its new code (the old one stops working) and marks it reminded; the expiry stays. */
export async function saveReminder(options: { tx: DbExecutor; id: number; codeHash: string }) {
  await options.tx
    .update(feedbackRequests)
    .set({ code_hash: options.codeHash, reminded_at: sql`now()` })
    .where(eq(feedbackRequests.id, options.id));
}

/**
 * Deletes the asks and offers whose code ended (voided or expired) more than
 * RETENTION_DAYS.endedCodes ago without feedback given through them; answers how many. An
 * answered one stays with its review or referral: it is how that came about ('invited') and the
 * name a guest gave.
 */
export async function purgeEndedFeedbackRequests({ db }: { db: Db }): Promise<number> {
  const answeredBy = (table: typeof reviews | typeof referrals) =>
    notExists(db.select({ id: table.id }).from(table).where(eq(table.request_id, feedbackRequests.id)));
  const purged = await db
    .delete(feedbackRequests)
    .where(and(codeEndedLongAgo(feedbackRequests), answeredBy(reviews), answeredBy(referrals)))
    .returning({ id: feedbackRequests.id });
  return purged.length;
}

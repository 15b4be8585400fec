import type { ReportItemType, ReportStatus } from '@acorn/contracts';
import {
  companyProfiles,
  contentItems,
  conversations,
  type Db,
  type DbExecutor,
  messages,
  referrals,
  reports,
  reviews,
  users,
} from '@acorn/db';
import { and, asc, eq, inArray, isNotNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { preparedPerDatabase } from '../../lib/prepared';
import { isPublicNow } from '../content';
import { isConversationMember } from '../conversations';
import { listedCompany } from '../feed';
import { givenByFormerMember, publicFeedback } from '../feedback';

/**
 * Whether members see the item, so may report it: a review or referral a profile shows (switched
 * public, not hidden, of a listed company), a content item anyone signed in may open, or a
 * conversation the reporter is one of the two members of.
 */
export async function isReportable(options: {
  db: DbExecutor;
  itemType: ReportItemType;
  itemId: number;
  reporterId: number;
}) {
  const { db, itemType, itemId } = options;
  if (itemType === 'conversation') {
    return isConversationMember({ db, conversationId: itemId, userId: options.reporterId });
  }
  if (itemType === 'content') {
    const [item] = await db
      .select({ id: contentItems.id })
      .from(contentItems)
      .where(and(eq(contentItems.id, itemId), isPublicNow()));
    return item !== undefined;
  }
  const table = itemType === 'review' ? reviews : referrals;
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .innerJoin(users, eq(users.id, table.user_id))
    .where(and(eq(table.id, itemId), publicFeedback(table), listedCompany()));
  return row !== undefined;
}

/** Files a report unless the reporter already has one open on the item (the unique index decides, even at once). */
export async function insertReport(options: {
  db: DbExecutor;
  reporterId: number;
  itemType: ReportItemType;
  itemId: number;
  reason: string;
}) {
  await options.db
    .insert(reports)
    .values({
      reporter_id: options.reporterId,
      item_type: options.itemType,
      item_id: options.itemId,
      reason: options.reason,
    })
    .onConflictDoNothing();
}

const reportedReview = and(eq(reports.item_type, 'review'), eq(reviews.id, reports.item_id));
const reportedReferral = and(eq(reports.item_type, 'referral'), eq(referrals.id, reports.item_id));
const reportedContent = and(eq(reports.item_type, 'content'), eq(contentItems.id, reports.item_id));
const reportedConversation = and(
  eq(reports.item_type, 'conversation'),
  eq(conversations.id, reports.item_id),
);
/** A conversation's 'owner' is its other member: the one the reporter writes to. */
const ownerId = sql<number>`coalesce(${contentItems.owner_id}, ${reviews.user_id}, ${referrals.user_id},
  case when ${conversations.started_by} = ${reports.reporter_id} then ${conversations.recipient_id} else ${conversations.started_by} end)`;
/** The messages the operator reads of a reported conversation: its last few, oldest first, each with its sender. */
const CONVERSATION_EXCERPT_MESSAGES = 10;
const conversationText = sql<string>`(select string_agg(excerpt.line, E'\n' order by excerpt.id) from (
  select m.id, coalesce(nullif(sender_profiles.company_name, ''), nullif(senders.name, ''), '#' || senders.id) || ': ' || m.body as line
  from ${messages} m
  join ${users} senders on senders.id = m.sender_id
  left join ${companyProfiles} sender_profiles on sender_profiles.user_id = senders.id
  where m.conversation_id = ${conversations.id}
  order by m.id desc limit ${sql.raw(String(CONVERSATION_EXCERPT_MESSAGES))}) excerpt)`;
/**
 * How the console names a member: its company's name, else its contact's. A lookup per row shown
 * rather than two more joins: with them the planner weighed nine tables' orders, and planning took
 * longer than running (decision 039).
 */
const companyNameOf = (userId: SQL | AnyPgColumn) =>
  sql<string | null>`(select coalesce(nullif(${companyProfiles.company_name}, ''), ${users.name})
    from ${users} left join ${companyProfiles} on ${companyProfiles.user_id} = ${users.id}
    where ${users.id} = ${userId})`;

/**
 * Reports with what they are about as it reads now, in one statement: the reporter's company,
 * and the item's title (a content item's) or giver (a review's or referral's), text and owner.
 * A report whose item was since deleted is left out.
 */
export function selectReports(options: {
  db: DbExecutor;
  where: SQL;
  slice: { limit: number | Placeholder; offset: number | Placeholder };
}) {
  return options.db
    .select({
      report: reports,
      reporter_name: companyNameOf(reports.reporter_id),
      title: sql<string>`coalesce(${contentItems.title}, ${reviews.name}, ${referrals.name},
        case when ${conversations.id} is not null then coalesce(${conversations.item_title}, 'Conversation') end)`,
      text: sql<string>`coalesce(${contentItems.description}, ${reviews.description}, ${referrals.description},
        case when ${conversations.id} is not null then ${conversationText} end, '')`,
      former_member: givenByFormerMember(sql`coalesce(${reviews.reviewer_id}, ${referrals.reviewer_id})`),
      owner_id: ownerId,
      owner_name: companyNameOf(ownerId),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(reports)
    .leftJoin(reviews, reportedReview)
    .leftJoin(referrals, reportedReferral)
    .leftJoin(contentItems, reportedContent)
    .leftJoin(conversations, reportedConversation)
    .where(and(options.where, isNotNull(ownerId)))
    .orderBy(asc(reports.created_at), asc(reports.id))
    .limit(options.slice.limit)
    .offset(options.slice.offset);
}

export type ReportRow = Awaited<ReturnType<typeof selectReports>>[number];

/**
 * The queue's page of the reports of a status (values filled in at execution), a named statement
 * like the other lists' (decision 029).
 */
export const reportsPage = preparedPerDatabase('list_reports', (db: Db, name) =>
  selectReports({
    db,
    where: eq(reports.status, sql.placeholder('status')),
    slice: { limit: sql.placeholder('limit'), offset: sql.placeholder('offset') },
  }).prepare(name),
);

/** A report's item and state, with a content item's type. */
export async function findReportItem({ tx, id }: { tx: DbExecutor; id: number }) {
  const [row] = await tx
    .select({
      itemType: sql<ReportItemType>`${reports.item_type}`,
      itemId: reports.item_id,
      status: reports.status,
      contentType: contentItems.type,
    })
    .from(reports)
    .leftJoin(contentItems, reportedContent)
    .where(eq(reports.id, id));
  return row;
}

/**
 * Locks the open reports on an item, in the order of their ids, so two decisions on one item at
 * once wait for each other instead of deadlocking, and answers their ids.
 */
export async function lockOpenReports(options: { tx: DbExecutor; itemType: ReportItemType; itemId: number }) {
  const rows = await options.tx
    .select({ id: reports.id })
    .from(reports)
    .where(
      and(
        eq(reports.item_type, options.itemType),
        eq(reports.item_id, options.itemId),
        eq(reports.status, 'open'),
      ),
    )
    .orderBy(asc(reports.id))
    .for('update');
  return rows.map((row) => row.id);
}

/** Writes one decision on the reports given. */
export async function decideReportRows(options: {
  tx: DbExecutor;
  ids: number[];
  status: Exclude<ReportStatus, 'open'>;
  reason: string | null;
  operatorId: number;
}) {
  await options.tx
    .update(reports)
    .set({
      status: options.status,
      decision_reason: options.reason,
      decided_by: options.operatorId,
      decided_at: sql`now()`,
    })
    .where(inArray(reports.id, options.ids));
}

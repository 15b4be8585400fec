import {
  advisorParticipants,
  advisorProfiles,
  companyProfiles,
  contentItems,
  conversationMembers,
  conversations,
  type DbExecutor,
  files,
  interests,
  memberBlocks,
  messageFiles,
  messages,
  notifications,
  reports,
  samplingApplications,
  users,
} from '@acorn/db';
import { and, asc, desc, eq, inArray, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PageSlice } from '../../lib/pagination';

const others = alias(users, 'others');
const logos = alias(files, 'other_logos');
const threadItems = alias(contentItems, 'thread_items');

/** Which folder a member's side of a conversation is in (the caller is `conversation_members.user_id`). */
export const inInbox = or(
  eq(conversations.status, 'open'),
  eq(conversations.started_by, conversationMembers.user_id),
) as SQL;
export const inRequests = and(
  eq(conversations.status, 'request'),
  eq(conversations.recipient_id, conversationMembers.user_id),
) as SQL;

/** Messages of the member's side not yet read by them, and not their own. */
const unreadOfSide = sql<number>`(select count(*) from ${messages}
  where ${messages.conversation_id} = ${conversationMembers.conversation_id}
    and ${messages.id} > ${conversationMembers.last_read_message_id}
    and ${messages.sender_id} <> ${conversationMembers.user_id})`.mapWith(Number);

/** The newest message as a JSON object (its body, sender, time and number of files). */
const lastMessage = sql<{ body: string; sender_id: number; created_at: string; files: number } | null>`(
  select json_build_object('body', m.body, 'sender_id', m.sender_id, 'created_at', m.created_at,
    'files', (select count(*) from ${messageFiles} where ${messageFiles.message_id} = m.id))
  from ${messages} m where m.conversation_id = ${conversationMembers.conversation_id}
  order by m.id desc limit 1)`;

/**
 * The caller's side of conversations, newest activity first, on conversation_members_list_idx:
 * the other member's name (company, else person) and logo, whether an advisor hides their
 * identity, the item, the caller's unread count and the last message, with the list's total.
 */
export function selectConversations(options: {
  db: DbExecutor;
  userId: number;
  where: SQL;
  slice: PageSlice;
}) {
  const { db, userId, slice } = options;
  return (
    db
      .select({
        conversation: conversations,
        last_read_message_id: conversationMembers.last_read_message_id,
        last_message_at: conversationMembers.last_message_at,
        other_id: others.id,
        other_role: others.cb_roles_id,
        other_name: sql<string>`coalesce(nullif(${companyProfiles.company_name}, ''), nullif(${others.name}, ''), '#' || ${others.id})`,
        other_hidden: sql<boolean>`coalesce(${advisorProfiles.hide_identity}, false)`,
        other_logo: logos,
        // A deleted item's thread keeps its title, without a link. A join on the key, not an
        // EXISTS, which the planner may answer by hashing every item's id.
        item_exists: sql<boolean>`${threadItems.id} is not null`,
        blocked: sql<boolean>`exists (select 1 from ${memberBlocks} where ${memberBlocks.user_id} = ${userId}
        and ${memberBlocks.blocked_user_id} = ${conversationMembers.other_user_id})`,
        unread: unreadOfSide,
        last_message: lastMessage,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(conversationMembers)
      .innerJoin(conversations, eq(conversations.id, conversationMembers.conversation_id))
      .innerJoin(others, eq(others.id, conversationMembers.other_user_id))
      .leftJoin(threadItems, eq(threadItems.id, conversations.item_id))
      .leftJoin(companyProfiles, eq(companyProfiles.user_id, others.id))
      .leftJoin(advisorProfiles, eq(advisorProfiles.user_id, others.id))
      .leftJoin(
        logos,
        eq(
          logos.id,
          sql`coalesce(${companyProfiles.company_logo_file_id}, ${advisorProfiles.photo_file_id})`,
        ),
      )
      .where(and(eq(conversationMembers.user_id, userId), options.where))
      // The index's own order (time descending, then id ascending), so no sort is needed.
      .orderBy(desc(conversationMembers.last_message_at), asc(conversationMembers.conversation_id))
      .limit(slice.limit)
      .offset(slice.offset)
  );
}

export type ConversationRow = Awaited<ReturnType<typeof selectConversations>>[number];

/** A member's unread messages across their inbox, and the requests waiting for them, in one statement. */
export async function selectUnreadTotals(options: { db: DbExecutor; userId: number }) {
  const { db, userId } = options;
  const [row] = await db
    .select({
      unread: sql<number>`coalesce(sum(${unreadOfSide}) filter (where ${inInbox}), 0)`.mapWith(Number),
      requests: sql<number>`count(*) filter (where ${inRequests})`.mapWith(Number),
    })
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversation_id))
    .where(eq(conversationMembers.user_id, userId));
  return { unread: row?.unread ?? 0, requests: row?.requests ?? 0 };
}

/** The conversation with the caller's and the other member's sides, if the caller is one of its two members. */
export async function findMembership(options: {
  db: DbExecutor;
  conversationId: number;
  userId: number;
  lock?: boolean;
}) {
  const { db, conversationId, userId } = options;
  const query = db
    .select({ conversation: conversations, side: conversationMembers })
    .from(conversations)
    .innerJoin(
      conversationMembers,
      and(eq(conversationMembers.conversation_id, conversations.id), eq(conversationMembers.user_id, userId)),
    )
    .where(eq(conversations.id, conversationId));
  // Messages to one conversation are written one after the other, so its status is decided once.
  const [row] = await (options.lock ? query.for('update', { of: conversations }) : query);
  return row;
}

/** The conversation between two members about an item (or none), whoever started it. */
export async function findPairConversation(options: {
  db: DbExecutor;
  a: number;
  b: number;
  itemId: number | null;
}) {
  const { db, a, b, itemId } = options;
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        sql`least(${conversations.started_by}, ${conversations.recipient_id}) = ${Math.min(a, b)}`,
        sql`greatest(${conversations.started_by}, ${conversations.recipient_id}) = ${Math.max(a, b)}`,
        sql`coalesce(${conversations.item_id}, 0) = ${itemId ?? 0}`,
      ),
    );
  return row;
}

/** Writes a new conversation and its two members' sides; undefined when another one for the pair and item won the race. */
export async function insertConversation(options: {
  tx: DbExecutor;
  values: typeof conversations.$inferInsert & { started_by: number; recipient_id: number };
}) {
  const { tx, values } = options;
  const [row] = await tx
    .insert(conversations)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: conversations.id });
  if (!row) return undefined;
  await tx.insert(conversationMembers).values([
    { conversation_id: row.id, user_id: values.started_by, other_user_id: values.recipient_id },
    { conversation_id: row.id, user_id: values.recipient_id, other_user_id: values.started_by },
  ]);
  return row;
}

/** A member as a sender or recipient: role, state, how others name them, and whether they hide. */
export async function findMember(options: { db: DbExecutor; id: number }) {
  const [row] = await options.db
    .select({
      id: users.id,
      role: users.cb_roles_id,
      status: users.status,
      step: users.step,
      readOnly: users.is_read_only,
      email: users.email,
      language: users.language,
      name: sql<string>`coalesce(nullif(${companyProfiles.company_name}, ''), nullif(${users.name}, ''), '#' || ${users.id})`,
      hidden: sql<boolean>`coalesce(${advisorProfiles.hide_identity}, false)`,
    })
    .from(users)
    .leftJoin(companyProfiles, eq(companyProfiles.user_id, users.id))
    .leftJoin(advisorProfiles, eq(advisorProfiles.user_id, users.id))
    .where(eq(users.id, options.id));
  return row;
}

/** Whether an advisor works with a company (the operators associated them). */
export async function areAssociated(options: { db: DbExecutor; advisorId: number; participantId: number }) {
  const [row] = await options.db
    .select({ id: advisorParticipants.advisor_id })
    .from(advisorParticipants)
    .where(
      and(
        eq(advisorParticipants.advisor_id, options.advisorId),
        eq(advisorParticipants.participant_id, options.participantId),
      ),
    );
  return row !== undefined;
}

/** Whether either member blocked the other. */
export async function isBlockedPair(options: { db: DbExecutor; a: number; b: number }) {
  const { db, a, b } = options;
  const [row] = await db
    .select({ id: memberBlocks.user_id })
    .from(memberBlocks)
    .where(
      or(
        and(eq(memberBlocks.user_id, a), eq(memberBlocks.blocked_user_id, b)),
        and(eq(memberBlocks.user_id, b), eq(memberBlocks.blocked_user_id, a)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Whether two companies dealt with each other before: a Want or a giveaway application by either
 * on the other's items, an open conversation between them, or an advisor working with both.
 */
export async function haveDealt(options: { db: DbExecutor; a: number; b: number }) {
  const { db, a, b } = options;
  const onOthersItem = (table: typeof interests | typeof samplingApplications) =>
    sql`exists (select 1 from ${table} join ${contentItems} on ${contentItems.id} = ${table.content_id}
      where (${table.user_id} = ${a} and ${contentItems.owner_id} = ${b})
         or (${table.user_id} = ${b} and ${contentItems.owner_id} = ${a}))`;
  const { rows } = (await db.execute(sql`select (
    ${onOthersItem(interests)}
    or ${onOthersItem(samplingApplications)}
    or exists (select 1 from ${conversations} where ${conversations.status} = 'open'
      and least(${conversations.started_by}, ${conversations.recipient_id}) = ${Math.min(a, b)}
      and greatest(${conversations.started_by}, ${conversations.recipient_id}) = ${Math.max(a, b)})
    or exists (select 1 from ${advisorParticipants} one join ${advisorParticipants} two
      on two.advisor_id = one.advisor_id where one.participant_id = ${a} and two.participant_id = ${b})
  ) as dealt`)) as unknown as { rows: { dealt: boolean }[] };
  return rows[0]?.dealt === true;
}

/** The caller's own uploads among `ids`, with what they are. */
export function selectOwnFiles(options: { db: DbExecutor; ownerId: number; ids: number[] }) {
  return options.db
    .select({ id: files.id, content_type: files.content_type, visibility: files.visibility })
    .from(files)
    .where(and(inArray(files.id, options.ids), eq(files.owner_id, options.ownerId)));
}

/** Writes a message and its files, moves the conversation up both members' lists and marks it read by its sender. */
export async function insertMessage(options: {
  tx: DbExecutor;
  conversationId: number;
  senderId: number;
  body: string;
  fileIds: number[];
}) {
  const { tx, conversationId, senderId } = options;
  const [message] = await tx
    .insert(messages)
    .values({ conversation_id: conversationId, sender_id: senderId, body: options.body })
    .returning();
  if (!message) throw new Error('insert returned no message');
  if (options.fileIds.length > 0) {
    await tx
      .insert(messageFiles)
      .values(options.fileIds.map((fileId) => ({ message_id: message.id, file_id: fileId })));
  }
  await tx
    .update(conversations)
    .set({ last_message_at: message.created_at })
    .where(eq(conversations.id, conversationId));
  await tx
    .update(conversationMembers)
    .set({
      last_message_at: message.created_at,
      last_read_message_id: sql`case when ${conversationMembers.user_id} = ${senderId} then ${message.id} else ${conversationMembers.last_read_message_id} end`,
    })
    .where(eq(conversationMembers.conversation_id, conversationId));
  return message;
}

/** A page of a conversation's messages, newest first (one more than asked, to tell if older ones exist). */
export function selectMessages(options: {
  db: DbExecutor;
  conversationId: number;
  before?: number;
  limit: number;
}) {
  const { db, conversationId, before } = options;
  return db
    .select()
    .from(messages)
    .where(and(eq(messages.conversation_id, conversationId), before ? lt(messages.id, before) : undefined))
    .orderBy(desc(messages.id))
    .limit(options.limit);
}

/** One message of a conversation. */
export async function findMessage(options: { db: DbExecutor; conversationId: number; id: number }) {
  const [row] = await options.db
    .select()
    .from(messages)
    .where(and(eq(messages.id, options.id), eq(messages.conversation_id, options.conversationId)));
  return row;
}

/** The files of the given messages. */
export function selectMessageFiles(options: { db: DbExecutor; messageIds: number[] }) {
  if (options.messageIds.length === 0) return Promise.resolve([]);
  return options.db
    .select({ message_id: messageFiles.message_id, file: files })
    .from(messageFiles)
    .innerJoin(files, eq(files.id, messageFiles.file_id))
    .where(inArray(messageFiles.message_id, options.messageIds))
    .orderBy(asc(files.id));
}

/** The other member's side: how far they read. */
export async function findOtherSide(options: { db: DbExecutor; conversationId: number; userId: number }) {
  const [row] = await options.db
    .select({ last_read_message_id: conversationMembers.last_read_message_id })
    .from(conversationMembers)
    .where(
      and(
        eq(conversationMembers.conversation_id, options.conversationId),
        ne(conversationMembers.user_id, options.userId),
      ),
    );
  return row;
}

/**
 * Moves the member's read mark up to `messageId` (the newest message when not given, never past
 * it, never back); answers the mark.
 */
export async function markConversationRead(options: {
  db: DbExecutor;
  conversationId: number;
  userId: number;
  messageId?: number;
}) {
  const { db, conversationId, userId } = options;
  const newest = sql`(select coalesce(max(${messages.id}), 0) from ${messages} where ${messages.conversation_id} = ${conversationId})`;
  const target = options.messageId === undefined ? newest : sql`least(${options.messageId}, ${newest})`;
  const [row] = await db
    .update(conversationMembers)
    .set({ last_read_message_id: sql`greatest(${conversationMembers.last_read_message_id}, ${target})` })
    .where(
      and(eq(conversationMembers.conversation_id, conversationId), eq(conversationMembers.user_id, userId)),
    )
    .returning({ last_read_message_id: conversationMembers.last_read_message_id });
  return row?.last_read_message_id ?? 0;
}

/**
 * The member's message notifications from the other member about the conversation's item, marked
 * read with the thread: a mail waiting for one of them is then skipped.
 */
export async function markMessageNoticesRead(options: {
  db: DbExecutor;
  userId: number;
  actorId: number;
  itemId: number | null;
}) {
  await options.db
    .update(notifications)
    .set({ read_at: sql`now()` })
    .where(
      and(
        eq(notifications.user_id, options.userId),
        eq(notifications.kind, 'message'),
        eq(notifications.actor_id, options.actorId),
        isNull(notifications.read_at),
        options.itemId === null ? isNull(notifications.item_id) : eq(notifications.item_id, options.itemId),
      ),
    );
}

/** Sets a request's status, only while it is a request. Answers whether it changed. */
export async function answerRequest(options: {
  db: DbExecutor;
  conversationId: number;
  status: 'open' | 'declined';
}) {
  const rows = await options.db
    .update(conversations)
    .set({ status: options.status })
    .where(and(eq(conversations.id, options.conversationId), eq(conversations.status, 'request')))
    .returning({ id: conversations.id });
  return rows.length > 0;
}

/** Opens a conversation again (its recipient writes back, which answers a request or takes back a decline). */
export async function reopenConversation(options: { db: DbExecutor; conversationId: number }) {
  await options.db
    .update(conversations)
    .set({ status: 'open' })
    .where(eq(conversations.id, options.conversationId));
}

export async function insertBlock(options: { db: DbExecutor; userId: number; blockedId: number }) {
  await options.db
    .insert(memberBlocks)
    .values({ user_id: options.userId, blocked_user_id: options.blockedId })
    .onConflictDoNothing();
}

export async function deleteBlock(options: { db: DbExecutor; userId: number; blockedId: number }) {
  await options.db
    .delete(memberBlocks)
    .where(
      and(eq(memberBlocks.user_id, options.userId), eq(memberBlocks.blocked_user_id, options.blockedId)),
    );
}

/** An item of a type the viewer may see (`visible`), with its owner. */
export async function findTargetItem(where: { db: DbExecutor; id: number; type: string; visible: SQL }) {
  const [row] = await where.db
    .select({
      id: contentItems.id,
      type: contentItems.type,
      title: contentItems.title,
      ownerId: contentItems.owner_id,
    })
    .from(contentItems)
    .where(and(eq(contentItems.id, where.id), eq(contentItems.type, where.type), where.visible));
  return row;
}

/** Blocks, for each member whose report on the conversation was upheld (hidden), the other member. */
export async function insertReportersBlocks(options: { db: DbExecutor; conversationId: number }) {
  const { db, conversationId } = options;
  await db.execute(sql`insert into ${memberBlocks} (user_id, blocked_user_id)
    select ${conversationMembers.user_id}, ${conversationMembers.other_user_id} from ${conversationMembers}
    where ${conversationMembers.conversation_id} = ${conversationId}
      and exists (select 1 from ${reports} where ${reports.item_type} = 'conversation'
        and ${reports.item_id} = ${conversationId} and ${reports.status} = 'hidden'
        and ${reports.reporter_id} = ${conversationMembers.user_id})
    on conflict do nothing`);
}

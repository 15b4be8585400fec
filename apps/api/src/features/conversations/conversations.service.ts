import {
  CONTENT_TYPE_FEATURES,
  type ContentType,
  type Conversation,
  type ConversationsQuery,
  type ConversationsResponse,
  type ConversationUnreadResponse,
  itemPagePath,
  type Language,
  type Message,
  type MessagesQuery,
  type MessagesResponse,
  NONDISCLOSURE_NAME,
  PAGINATION,
  REGISTRATION_COMPLETE_STEP,
  ROLES,
} from '@acorn/contracts';
import { conversationMembers, type Db, type DbExecutor } from '@acorn/db';
import { eq } from 'drizzle-orm';
import type { Mailer } from '../../integrations/mail/mail-queue';
import { renderMail } from '../../integrations/mail/mail-templates';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { AppError, invalidField } from '../../lib/errors';
import { listMeta, pageWindow } from '../../lib/pagination';
import { requireFeature } from '../../lib/tiers';
import { ACTIVE_STATUS } from '../accounts';
import { visibleTo } from '../content';
import { type NotificationMailConfig, notify } from '../notifications';
import { type ConversationSignal, publishConversationSignal } from './conversations.events';
import { presentConversation, presentMessage } from './conversations.presenter';
import {
  answerRequest,
  areAssociated,
  deleteBlock,
  findMember,
  findMembership,
  findMessage,
  findOtherSide,
  findPairConversation,
  findTargetItem,
  haveDealt,
  inInbox,
  inRequests,
  insertBlock,
  insertConversation,
  insertMessage,
  insertReportersBlocks,
  isBlockedPair,
  markConversationRead,
  markMessageNoticesRead,
  reopenConversation,
  selectConversations,
  selectMessageFiles,
  selectMessages,
  selectOwnFiles,
  selectUnreadTotals,
} from './conversations.queries';

/** What writing a message needs: the mail queue and the brand and address the mail names. */
export interface Writer {
  db: Db;
  storage: FileStorage;
  config: NotificationMailConfig;
  mailer: Mailer;
  /** The caller, who writes. */
  userId: number;
}

/** What a message carries. */
export interface MessageInput {
  body: string;
  files?: number[];
}

/** The types a message may attach: images and PDFs, as uploads are checked by their bytes. */
const MESSAGE_FILE_TYPES = new Set(['image/png', 'image/jpeg', 'application/pdf']);
const MESSAGES_PER_PAGE = 30;

const publish = (db: Db, signal: ConversationSignal) => publishConversationSignal({ db, signal });

/** The caller as a sender: an active member whose account may act (a read-only one may not, spec §2). */
async function sender(options: { db: DbExecutor; userId: number }) {
  const row = await findMember({ db: options.db, id: options.userId });
  if (!row || row.readOnly || row.status !== ACTIVE_STATUS) throw new AppError({ code: 'forbidden' });
  return row;
}

/** The caller's side of one of their conversations; any other conversation is not found. */
async function membership(options: {
  db: DbExecutor;
  userId: number;
  conversationId: number;
  lock?: boolean;
}) {
  const row = await findMembership(options);
  if (!row) throw new AppError({ code: 'conversation_not_found' });
  return row;
}

/** One conversation as the caller's list shows it. */
async function readConversation(options: {
  db: DbExecutor;
  storage: FileStorage;
  userId: number;
  id: number;
}) {
  const { db, storage, userId, id } = options;
  const [row] = await selectConversations({
    db,
    userId,
    where: eq(conversationMembers.conversation_id, id),
    slice: { limit: 1, offset: 0 },
  });
  if (!row) throw new AppError({ code: 'conversation_not_found' });
  return presentConversation(row, userId, storage);
}

/**
 * GET /api/conversations: a page of the caller's conversations in a folder, newest activity first
 * (the inbox: open ones and the requests the caller sent; requests: those waiting for the caller),
 * with the unread messages across the inbox and the requests waiting.
 */
export async function listConversations(options: {
  db: Db;
  storage: FileStorage;
  userId: number;
  query: ConversationsQuery;
}): Promise<ConversationsResponse> {
  const { db, storage, userId, query } = options;
  const window = pageWindow(query, PAGINATION.defaultPerPage);
  const where = query.folder === 'requests' ? inRequests : inInbox;
  const [rows, totals] = await Promise.all([
    selectConversations({ db, userId, where, slice: window }),
    selectUnreadTotals({ db, userId }),
  ]);
  const total =
    rows[0]?.total ??
    (window.offset > 0
      ? ((await selectConversations({ db, userId, where, slice: { limit: 1, offset: 0 } }))[0]?.total ?? 0)
      : 0);
  return {
    data: rows.map((row) => presentConversation(row, userId, storage)),
    meta: { ...listMeta(window, total), ...totals },
  };
}

/** The caller's unread messages across the inbox, and the requests waiting for them. */
export const unreadTotals = (options: { db: Db; userId: number }): Promise<ConversationUnreadResponse> =>
  selectUnreadTotals(options);

/**
 * Who the caller may write to: an active, registered member other than themselves, and a pair
 * the product connects (two companies, or a company and an advisor working with it). Any other
 * answers as not found, so nothing tells which members exist.
 */
async function recipientFor(options: {
  db: DbExecutor;
  from: { id: number; role: number };
  toUserId: number;
}) {
  const { db, from, toUserId } = options;
  if (toUserId === from.id) throw new AppError({ code: 'message_to_self' });
  const to = await findMember({ db, id: toUserId });
  const reachable =
    to !== undefined &&
    to.status === ACTIVE_STATUS &&
    to.step >= REGISTRATION_COMPLETE_STEP &&
    (to.role === ROLES.participant || to.role === ROLES.advisor);
  if (!reachable || (from.role === ROLES.advisor && to.role === ROLES.advisor)) {
    throw new AppError({ code: 'user_not_found' });
  }
  const advisorPair = from.role === ROLES.advisor || to.role === ROLES.advisor;
  if (advisorPair) {
    const [advisorId, participantId] = from.role === ROLES.advisor ? [from.id, to.id] : [to.id, from.id];
    if (!(await areAssociated({ db, advisorId, participantId })))
      throw new AppError({ code: 'user_not_found' });
  }
  return { ...to, advisorPair };
}

/** The item a conversation is about: one the caller may see, owned by one of the two members. */
async function itemFor(options: {
  db: DbExecutor;
  userId: number;
  recipientId: number;
  itemType?: ContentType;
  itemId?: number;
}) {
  const { db, userId, itemType, itemId } = options;
  if (itemType === undefined && itemId === undefined) return undefined;
  if (itemType === undefined) throw invalidField('item_type', 'required');
  if (itemId === undefined) throw invalidField('item_id', 'required');
  const item = await findTargetItem({ db, id: itemId, type: itemType, visible: visibleTo(userId) });
  if (!item || (item.ownerId !== userId && item.ownerId !== options.recipientId)) {
    throw new AppError({ code: 'content_not_found' });
  }
  // Writing about another's item needs the tier that opens its type; an owner writes about its own.
  if (item.ownerId !== userId) await requireFeature({ db, userId, feature: CONTENT_TYPE_FEATURES[itemType] });
  return { type: itemType, id: item.id, title: item.title };
}

/** The files a message may carry: the sender's own private images and PDFs, each named once. */
async function checkedFiles(options: { db: DbExecutor; userId: number; ids: number[] | undefined }) {
  const ids = [...new Set(options.ids ?? [])];
  if (ids.length === 0) return [];
  const own = await selectOwnFiles({ db: options.db, ownerId: options.userId, ids });
  const usable = own.filter(
    (file) => file.visibility === 'private' && MESSAGE_FILE_TYPES.has(file.content_type),
  );
  if (usable.length !== ids.length)
    throw new AppError({ code: 'message_file_invalid', fields: { files: ['imageOrPdfOnly'] } });
  return ids;
}

/**
 * Writes the caller's message in a conversation they are a member of, in the caller's transaction,
 * as its state allows: nobody writes across a block; the sender of a request waits for the answer
 * (or is told it was declined); the recipient answering a request, or writing after declining it,
 * opens it. The recipient is told in the app, and by mail unless it is a request (a request is a
 * notice only).
 */
async function writeMessage(options: {
  tx: DbExecutor;
  writer: Writer;
  conversationId: number;
  input: MessageInput;
  /** Whether this message opened the conversation (a request's first message may be written). */
  isNew: boolean;
}) {
  const { tx, writer, conversationId, input } = options;
  const { userId, config } = writer;
  const { conversation } = await membership({ db: tx, userId, conversationId, lock: true });
  const recipientId =
    conversation.started_by === userId ? conversation.recipient_id : conversation.started_by;
  if (await isBlockedPair({ db: tx, a: userId, b: recipientId }))
    throw new AppError({ code: 'conversation_blocked' });
  let status = conversation.status;
  if (conversation.started_by === userId) {
    if (status === 'declined') throw new AppError({ code: 'conversation_request_declined' });
    if (status === 'request' && !options.isNew) throw new AppError({ code: 'conversation_request_pending' });
  } else if (status !== 'open') {
    await reopenConversation({ db: tx, conversationId });
    status = 'open';
  }
  const fileIds = await checkedFiles({ db: tx, userId, ids: input.files });
  const message = await insertMessage({ tx, conversationId, senderId: userId, body: input.body, fileIds });
  const [from, to] = await Promise.all([
    findMember({ db: tx, id: userId }),
    findMember({ db: tx, id: recipientId }),
  ]);
  const item =
    conversation.item_type === null || conversation.item_id === null
      ? undefined
      : {
          type: conversation.item_type as ContentType,
          id: conversation.item_id,
          title: conversation.item_title ?? '',
        };
  const fromName = from?.hidden ? NONDISCLOSURE_NAME : (from?.name ?? `#${userId}`);
  const mail =
    status === 'open' && to
      ? renderMail('owner-message', {
          language: to.language as Language,
          brandName: config.brandName,
          data: {
            company: fromName,
            message: input.body,
            link: `${config.publicUrl}/messages/${conversationId}`,
            ...(item
              ? { title: item.title, itemLink: `${config.publicUrl}${itemPagePath(item.type, item.id)}` }
              : {}),
          },
        })
      : undefined;
  const notice = {
    tx,
    userId: recipientId,
    kind: 'message' as const,
    actorId: userId,
    itemType: item?.type ?? null,
    itemId: item?.id ?? null,
    itemTitle: item?.title ?? null,
    message: input.body,
  };
  // A request is a notice only: no mail of any kind.
  await notify(mail && to ? { ...notice, mail: { to: to.email, ...mail }, config } : notice);
  const attached = await selectMessageFiles({ db: tx, messageIds: [message.id] });
  return {
    message: presentMessage(
      message,
      attached.map((row) => row.file),
    ),
    userIds: [userId, recipientId],
    mailed: mail !== undefined,
  };
}

/**
 * POST /api/conversations: writes to a member, optionally about an item one of the two owns. The
 * conversation of the pair about that item (or none) gets the message when there is one; else a
 * new one, a request when two companies never dealt with each other. Two starts at once make one
 * conversation (its unique index decides). Answers the conversation.
 */
export async function startConversation(
  options: Writer & {
    input: { to_user_id: number; item_type?: ContentType; item_id?: number } & MessageInput;
  },
): Promise<Conversation> {
  const { db, storage, userId, input } = options;
  const from = await sender({ db, userId });
  const to = await recipientFor({ db, from, toUserId: input.to_user_id });
  if (await isBlockedPair({ db, a: userId, b: to.id })) throw new AppError({ code: 'conversation_blocked' });
  const item = await itemFor({
    db,
    userId,
    recipientId: to.id,
    itemType: input.item_type,
    itemId: input.item_id,
  });
  const written = await db.transaction(async (tx) => {
    const pair = { db: tx, a: userId, b: to.id, itemId: item?.id ?? null };
    let conversationId = (await findPairConversation(pair))?.id;
    let isNew = false;
    if (conversationId === undefined) {
      const open = to.advisorPair || (await haveDealt(pair));
      const created = await insertConversation({
        tx,
        values: {
          started_by: userId,
          recipient_id: to.id,
          item_type: item?.type ?? null,
          item_id: item?.id ?? null,
          item_title: item?.title ?? null,
          status: open ? 'open' : 'request',
        },
      });
      // Another start for the same pair and item committed first: write in that one.
      conversationId = created?.id ?? (await findPairConversation(pair))?.id;
      isNew = created !== undefined;
    }
    if (conversationId === undefined) throw new AppError({ code: 'conversation_not_found' });
    return {
      ...(await writeMessage({ tx, writer: options, conversationId, input, isNew })),
      conversationId,
      isNew,
    };
  });
  if (written.mailed) options.mailer.deliverSoon();
  const { conversationId, userIds } = written;
  if (written.isNew) await publish(db, { kind: 'conversation', conversationId, userIds });
  await publish(db, { kind: 'message', conversationId, messageId: written.message.id, userIds });
  return readConversation({ db, storage, userId, id: conversationId });
}

/** POST /api/conversations/{id}/messages: the caller's message in one of their conversations. */
export async function sendMessage(
  options: Writer & { conversationId: number; input: MessageInput },
): Promise<Message> {
  const { db, userId, conversationId } = options;
  await sender({ db, userId });
  const written = await db.transaction((tx) =>
    writeMessage({ tx, writer: options, conversationId, input: options.input, isNew: false }),
  );
  if (written.mailed) options.mailer.deliverSoon();
  await publish(db, {
    kind: 'message',
    conversationId,
    messageId: written.message.id,
    userIds: written.userIds,
  });
  return written.message;
}

/**
 * GET /api/conversations/{id}/messages: a page of a conversation of the caller's, oldest first
 * within it (`before` pages back), with the conversation and how far the other member read.
 */
export async function listMessages(options: {
  db: Db;
  storage: FileStorage;
  userId: number;
  conversationId: number;
  query: MessagesQuery;
}): Promise<MessagesResponse> {
  const { db, storage, userId, conversationId, query } = options;
  await membership({ db, userId, conversationId });
  const perPage = query.perPage ?? MESSAGES_PER_PAGE;
  const rows = await selectMessages({ db, conversationId, before: query.before, limit: perPage + 1 });
  const page = rows.slice(0, perPage).reverse();
  const attached = await selectMessageFiles({ db, messageIds: page.map((message) => message.id) });
  const [conversation, other] = await Promise.all([
    readConversation({ db, storage, userId, id: conversationId }),
    findOtherSide({ db, conversationId, userId }),
  ]);
  return {
    data: page.map((message) =>
      presentMessage(
        message,
        attached.filter((row) => row.message_id === message.id).map((row) => row.file),
      ),
    ),
    meta: {
      conversation,
      has_more: rows.length > perPage,
      other_read_message_id: other?.last_read_message_id ?? 0,
    },
  };
}

/**
 * POST /api/conversations/{id}/read: the caller has read up to a message (the newest when not
 * named); the message notices of the thread are read with it. Answers the unread totals.
 */
export async function markRead(options: {
  db: Db;
  userId: number;
  conversationId: number;
  messageId?: number;
}): Promise<ConversationUnreadResponse> {
  const { db, userId, conversationId } = options;
  const { conversation } = await membership({ db, userId, conversationId });
  const otherId = conversation.started_by === userId ? conversation.recipient_id : conversation.started_by;
  const messageId = await markConversationRead({ db, conversationId, userId, messageId: options.messageId });
  await markMessageNoticesRead({ db, userId, actorId: otherId, itemId: conversation.item_id });
  await publish(db, {
    kind: 'read',
    conversationId,
    messageId,
    readerId: userId,
    userIds: [conversation.started_by, conversation.recipient_id],
  });
  return selectUnreadTotals({ db, userId });
}

/**
 * POST /api/conversations/{id}/accept | /decline: the recipient's answer to a request waiting for
 * them; anything else (the sender, an answered one) is conversation_not_request.
 */
export async function answerConversationRequest(options: {
  db: Db;
  storage: FileStorage;
  userId: number;
  conversationId: number;
  accept: boolean;
}): Promise<Conversation> {
  const { db, storage, userId, conversationId } = options;
  const { conversation } = await membership({ db, userId, conversationId });
  const answered =
    conversation.recipient_id === userId &&
    (await answerRequest({ db, conversationId, status: options.accept ? 'open' : 'declined' }));
  if (!answered) throw new AppError({ code: 'conversation_not_request' });
  await publish(db, {
    kind: 'conversation',
    conversationId,
    userIds: [conversation.started_by, conversation.recipient_id],
  });
  return readConversation({ db, storage, userId, id: conversationId });
}

/** POST /api/conversations/{id}/block (`block`) and DELETE …/block: the caller blocks, or unblocks, the other member. */
export async function setBlock(options: {
  db: Db;
  storage: FileStorage;
  userId: number;
  conversationId: number;
  block: boolean;
}): Promise<Conversation> {
  const { db, storage, userId, conversationId } = options;
  const { side } = await membership({ db, userId, conversationId });
  const pair = { db, userId, blockedId: side.other_user_id };
  await (options.block ? insertBlock(pair) : deleteBlock(pair));
  return readConversation({ db, storage, userId, id: conversationId });
}

/**
 * What a member's event stream sends for a signal: the message, the read mark or the
 * conversation as that member may see it now, or nothing (no longer theirs).
 */
export async function eventFor(options: {
  db: Db;
  storage: FileStorage;
  userId: number;
  signal: ConversationSignal;
}): Promise<{ event: 'message' | 'read' | 'conversation'; data: unknown } | undefined> {
  const { db, storage, userId, signal } = options;
  const conversationId = signal.conversationId;
  const member = await findMembership({ db, conversationId, userId });
  if (!member) return undefined;
  if (signal.kind === 'read') {
    return {
      event: 'read',
      data: { conversation_id: conversationId, user_id: signal.readerId, message_id: signal.messageId },
    };
  }
  if (signal.kind === 'conversation') {
    return {
      event: 'conversation',
      data: await readConversation({ db, storage, userId, id: conversationId }),
    };
  }
  const message = await findMessage({ db, conversationId, id: signal.messageId });
  if (!message) return undefined;
  const attached = await selectMessageFiles({ db, messageIds: [message.id] });
  return {
    event: 'message',
    data: presentMessage(
      message,
      attached.map((row) => row.file),
    ),
  };
}

/** Whether the conversation exists with the given members (for reports: one of its two members). */
export async function isConversationMember(options: {
  db: DbExecutor;
  conversationId: number;
  userId: number;
}) {
  return (await findMembership(options)) !== undefined;
}

/**
 * An operator hid a reported conversation: each member who reported it blocks the other member,
 * so neither writes to the other again (the thread stays readable to both), in the operator's
 * transaction. The reporter may lift the block themselves.
 */
export async function blockReportedConversation(options: { tx: DbExecutor; conversationId: number }) {
  await insertReportersBlocks({ db: options.tx, conversationId: options.conversationId });
}

import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { files } from './files';

/**
 * A conversation between two members (two companies, or a company and an advisor associated with
 * it), optionally about one item (DESIGN §3b). First contact from a company the recipient never
 * dealt with is a 'request' until the recipient accepts ('open') or declines ('declined').
 */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    /** Who wrote first. */
    started_by: integer('started_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipient_id: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The item it is about, if any: its content type and id, and its title when it began. */
    item_type: text('item_type'),
    // No foreign key: the thread outlives a deleted item, which then reads by its title alone.
    item_id: integer('item_id'),
    item_title: text('item_title'),
    /** 'open' | 'request' | 'declined' */
    status: text('status').notNull().default('open'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    last_message_at: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('conversations_status_check', sql`${t.status} in ('open', 'request', 'declined')`),
    check('conversations_two_members_check', sql`${t.started_by} <> ${t.recipient_id}`),
    // One conversation per pair of members and item (or none), whoever started it, even when
    // both start it at once.
    uniqueIndex('conversations_pair_item_idx').on(
      sql`least(${t.started_by}, ${t.recipient_id})`,
      sql`greatest(${t.started_by}, ${t.recipient_id})`,
      sql`coalesce(${t.item_id}, 0)`,
    ),
    index('conversations_recipient_idx').on(t.recipient_id),
    index('conversations_item_idx').on(t.item_id),
  ],
);

/**
 * Each member's side of a conversation: how far they have read, and the time of its last message
 * so a member's list is one index scan, newest first.
 */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversation_id: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The other member, so the list joins their name without reading the conversation twice. */
    other_user_id: integer('other_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The newest message this member has read (0: none). */
    last_read_message_id: integer('last_read_message_id').notNull().default(0),
    last_message_at: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.conversation_id, t.user_id] }),
    index('conversation_members_list_idx').on(t.user_id, t.last_message_at.desc(), t.conversation_id),
  ],
);

/** One message: plain text, and the files attached to it through message_files. */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    conversation_id: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    sender_id: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('messages_conversation_idx').on(t.conversation_id, t.id)],
);

/** An image or PDF attached to a message, readable only by the conversation's two members. */
export const messageFiles = pgTable(
  'message_files',
  {
    message_id: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    file_id: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.message_id, t.file_id] }), index('message_files_file_idx').on(t.file_id)],
);

/** A member who will take no more messages from another: no new conversation, no new message. */
export const memberBlocks = pgTable(
  'member_blocks',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blocked_user_id: integer('blocked_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.blocked_user_id] }),
    index('member_blocks_blocked_idx').on(t.blocked_user_id),
  ],
);

import { z } from 'zod/mini';
import { idSchema, intSchema, listMetaSchema, optionalFilter, paginationQuerySchema } from './common';
import { CONTENT_TYPES } from './content-types';
import { requiredText } from './fields';

/**
 * Messages (DESIGN §3b, issue 31): conversations between two members, each optionally about an
 * item. First contact from a company the recipient never dealt with (no Want, message, giveaway
 * application or shared advisor between them) arrives as a 'request' the recipient accepts or
 * declines; until then the sender may not write again and the recipient is not e-mailed.
 */
export const CONVERSATION_STATUSES = ['open', 'request', 'declined'] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];

/** The member's folders: their conversations, and first contacts waiting for them to accept. */
export const CONVERSATION_FOLDERS = ['inbox', 'requests'] as const;
export type ConversationFolder = (typeof CONVERSATION_FOLDERS)[number];

/**
 * The longest message, and the most files one carries: the caller's own private uploads of images
 * and PDFs (POST /api/files with purpose 'document'); a public upload or another type is
 * message_file_invalid.
 */
export const MESSAGE_BODY_MAX = 5000;
export const MESSAGE_FILES_MAX = 5;

/** The other member as the list and the thread show them; an advisor hiding their identity reads 'Nondisclosure'. */
export const conversationMemberSchema = z.object({
  id: z.int(),
  name: z.string(),
  logo: z.nullable(z.string()),
  /** 1 company, 2 advisor. */
  role: z.int(),
});
export type ConversationMember = z.infer<typeof conversationMemberSchema>;

/** The item a conversation is about; `id` null once the item is gone (its title stays). */
export const conversationItemSchema = z.object({
  type: z.enum(CONTENT_TYPES),
  id: z.nullable(z.int()),
  title: z.string(),
});
export type ConversationItem = z.infer<typeof conversationItemSchema>;

export const messageFileSchema = z.object({
  id: z.int(),
  name: z.string(),
  content_type: z.string(),
  size: z.int(),
  /** The checked path that serves it to the conversation's two members only. */
  url: z.string(),
});
export type MessageFile = z.infer<typeof messageFileSchema>;

export const messageSchema = z.object({
  id: z.int(),
  conversation_id: z.int(),
  sender_id: z.int(),
  body: z.string(),
  files: z.array(messageFileSchema),
  created_at: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

export const conversationSchema = z.object({
  id: z.int(),
  other: conversationMemberSchema,
  item: z.nullable(conversationItemSchema),
  status: z.enum(CONVERSATION_STATUSES),
  /** Whether the caller started it (a request the caller sent waits; one they received is theirs to decide). */
  started_by_me: z.boolean(),
  /** Whether the caller has blocked the other member. */
  blocked: z.boolean(),
  unread: z.int(),
  last_message: z.nullable(
    z.object({ body: z.string(), sender_id: z.int(), created_at: z.string(), files: z.int() }),
  ),
  last_message_at: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** GET /api/conversations: the caller's conversations in a folder, newest activity first. */
export const conversationsQuerySchema = z.extend(paginationQuerySchema, {
  folder: z._default(z.enum(CONVERSATION_FOLDERS), 'inbox'),
});
export type ConversationsQuery = z.infer<typeof conversationsQuerySchema>;

export const conversationsResponseSchema = z.object({
  data: z.array(conversationSchema),
  /** `unread`: messages unread across the inbox (the header's badge); `requests`: requests waiting. */
  meta: z.extend(listMetaSchema, { unread: z.int(), requests: z.int() }),
});
export type ConversationsResponse = z.infer<typeof conversationsResponseSchema>;

/**
 * POST /api/conversations: write to a member, optionally about an item they own (or, for a Want
 * the caller answers, an item the caller owns and the other member wanted). An existing
 * conversation between the two about the same item (or none) gets the message instead; the
 * answer is that conversation.
 */
export const startConversationInputSchema = z.object({
  to_user_id: idSchema,
  item_type: optionalFilter(z.enum(CONTENT_TYPES)),
  item_id: optionalFilter(idSchema),
  body: requiredText(MESSAGE_BODY_MAX),
  files: z.optional(z.array(idSchema).check(z.maxLength(MESSAGE_FILES_MAX))),
});
export type StartConversationInput = z.input<typeof startConversationInputSchema>;

export const conversationResponseSchema = z.object({ data: conversationSchema });
export type ConversationResponse = z.infer<typeof conversationResponseSchema>;

/** GET /api/conversations/{id}/messages: oldest first within a page; `before` pages back in time. */
export const messagesQuerySchema = z.object({
  before: optionalFilter(idSchema),
  perPage: z.optional(intSchema({ max: 100 })),
});
export type MessagesQuery = z.infer<typeof messagesQuerySchema>;

export const messagesResponseSchema = z.object({
  data: z.array(messageSchema),
  meta: z.object({
    conversation: conversationSchema,
    /** Whether older messages exist before the first one of this page. */
    has_more: z.boolean(),
    /** The newest message the other member has read (the caller's 'Seen'). */
    other_read_message_id: z.int(),
  }),
});
export type MessagesResponse = z.infer<typeof messagesResponseSchema>;

/** POST /api/conversations/{id}/messages. */
export const sendMessageInputSchema = z.object({
  body: requiredText(MESSAGE_BODY_MAX),
  files: z.optional(z.array(idSchema).check(z.maxLength(MESSAGE_FILES_MAX))),
});
export type SendMessageInput = z.input<typeof sendMessageInputSchema>;
export const sentMessageResponseSchema = z.object({ data: messageSchema });
export type SentMessageResponse = z.infer<typeof sentMessageResponseSchema>;

/** POST /api/conversations/{id}/read: up to a message (default: the newest). Answers the unread totals. */
export const readConversationInputSchema = z.object({ message_id: z.optional(idSchema) });
export const conversationUnreadResponseSchema = z.object({ unread: z.int(), requests: z.int() });
export type ConversationUnreadResponse = z.infer<typeof conversationUnreadResponseSchema>;

/** POST /api/conversations/{id}/accept | /decline: the recipient's answer to a request. */
/** POST /api/conversations/{id}/block and DELETE …/block: block (or unblock) the other member. */

/**
 * GET /api/conversations/events (text/event-stream), signed in like every call (the
 * Authorization header: read it with fetch and the body's stream, as EventSource cannot send
 * it): `message` events carry a Message for a
 * conversation of the caller, `read` events `{ conversation_id, user_id, message_id }`,
 * `conversation` events a Conversation that changed (accepted, declined, new). A `ready` event
 * opens the stream with the caller's `{ unread, requests }`; a comment every 25 s keeps proxies from closing it.
 */
export const CONVERSATION_EVENT_TYPES = ['ready', 'message', 'read', 'conversation'] as const;
export type ConversationEventType = (typeof CONVERSATION_EVENT_TYPES)[number];
export const readEventSchema = z.object({ conversation_id: z.int(), user_id: z.int(), message_id: z.int() });
export type ReadEvent = z.infer<typeof readEventSchema>;

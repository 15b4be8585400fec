import {
  type ContentType,
  type Conversation,
  type ConversationStatus,
  type Message,
  NONDISCLOSURE_NAME,
  protectedFilePath,
} from '@acorn/contracts';
import type { files, messages } from '@acorn/db';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { publicImageUrl } from '../files';
import type { ConversationRow } from './conversations.queries';

type FileRow = (typeof files)['$inferSelect'];
type MessageRow = (typeof messages)['$inferSelect'];

/** JSON answers a timestamp as PostgreSQL writes it; the wire has ISO 8601. */
const iso = (value: string | Date) => new Date(value).toISOString();

/**
 * A conversation as the caller reads it: the other member (an advisor hiding their identity reads
 * 'Nondisclosure' without a picture; a logo only when it is a public image), the item, the
 * caller's unread count and the last message.
 */
export function presentConversation(
  row: ConversationRow,
  userId: number,
  storage: FileStorage,
): Conversation {
  const { conversation } = row;
  const last = row.last_message;
  return {
    id: conversation.id,
    other: {
      id: row.other_id,
      name: row.other_hidden ? NONDISCLOSURE_NAME : row.other_name,
      logo: row.other_hidden ? null : publicImageUrl(row.other_logo, storage, 'thumb'),
      role: row.other_role,
    },
    item:
      conversation.item_type === null
        ? null
        : {
            type: conversation.item_type as ContentType,
            id: row.item_exists ? conversation.item_id : null,
            title: conversation.item_title ?? '',
          },
    status: conversation.status as ConversationStatus,
    started_by_me: conversation.started_by === userId,
    blocked: row.blocked,
    unread: row.unread,
    last_message: last
      ? {
          body: last.body,
          sender_id: last.sender_id,
          created_at: iso(last.created_at),
          files: Number(last.files),
        }
      : null,
    last_message_at: row.last_message_at.toISOString(),
  };
}

/** A message with its files, each through the checked download route only. */
export const presentMessage = (message: MessageRow, attached: FileRow[]): Message => ({
  id: message.id,
  conversation_id: message.conversation_id,
  sender_id: message.sender_id,
  body: message.body,
  files: attached.map((file) => ({
    id: file.id,
    name: file.original_name,
    content_type: file.content_type,
    size: file.size,
    url: protectedFilePath(file.id),
  })),
  created_at: message.created_at.toISOString(),
});

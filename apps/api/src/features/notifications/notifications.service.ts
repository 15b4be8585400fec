import {
  type MarkNotificationsReadInput,
  type NotificationKind,
  type NotificationsQuery,
  type NotificationsResponse,
  PAGINATION,
} from '@acorn/contracts';
import type { Db, DbExecutor } from '@acorn/db';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { listMeta, pageWindow } from '../../lib/pagination';
import { presentNotification } from './notifications.presenter';
import { countUnread, insertNotification, markRead, selectNotifications } from './notifications.queries';

/**
 * GET /api/notifications: a page of the caller's notifications, newest first, with the list's
 * total and how many are unread, read in one statement (a page past the end reads the first row
 * for them).
 */
export async function listNotifications(options: {
  db: Db;
  storage: FileStorage;
  userId: number;
  query: NotificationsQuery;
}): Promise<NotificationsResponse> {
  const { db, storage, userId } = options;
  const window = pageWindow(options.query, PAGINATION.defaultPerPage);
  const rows = await selectNotifications({ db, userId, slice: window });
  const counts =
    rows[0] ??
    (window.offset > 0
      ? (await selectNotifications({ db, userId, slice: { limit: 1, offset: 0 } }))[0]
      : undefined);
  return {
    data: rows.map((row) => presentNotification(row, storage)),
    meta: { ...listMeta(window, counts?.total ?? 0), unread: counts?.unread ?? 0 },
  };
}

/**
 * POST /api/notifications/read: marks the caller's notifications read, the ones named or all;
 * ids that are not the caller's are left alone. Answers how many stay unread.
 */
export async function markNotificationsRead(options: {
  db: Db;
  userId: number;
  input: MarkNotificationsReadInput;
}): Promise<{ unread: number }> {
  const { db, userId, input } = options;
  await markRead({ db, userId, ids: 'all' in input ? 'all' : input.ids });
  return { unread: await countUnread({ db, userId }) };
}

/**
 * Tells a member of an event in the app, inside the transaction of the event itself, so the
 * notice exists exactly when the event does. Never to the member who caused it.
 */
export async function notify(options: {
  tx: DbExecutor;
  userId: number;
  kind: NotificationKind;
  actorId?: number | null;
  itemType?: string | null;
  itemId?: number | null;
  itemTitle?: string | null;
  reason?: string | null;
  message?: string | null;
}): Promise<void> {
  if (options.actorId === options.userId) return;
  await insertNotification({
    tx: options.tx,
    values: {
      user_id: options.userId,
      kind: options.kind,
      actor_id: options.actorId ?? null,
      item_type: options.itemType ?? null,
      item_id: options.itemId ?? null,
      item_title: options.itemTitle ?? null,
      reason: options.reason ?? null,
      message: options.message ?? null,
    },
  });
}

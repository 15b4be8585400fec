import { NONDISCLOSURE_NAME, type Notification } from '@acorn/contracts';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { publicImageUrl } from '../files';
import type { NotificationRow } from './notifications.queries';

/**
 * One notification as its member reads it: who caused it (an advisor who hides their identity
 * reads 'Nondisclosure', without a picture; a logo only when it is a public image), what it is
 * about, and whether it was read.
 */
export const presentNotification = (row: NotificationRow, storage: FileStorage): Notification => ({
  id: row.id,
  kind: row.kind,
  actor:
    row.actor_id === null
      ? null
      : {
          id: row.actor_hidden ? 0 : row.actor_id,
          company_name: row.actor_hidden ? NONDISCLOSURE_NAME : (row.actor_name ?? `#${row.actor_id}`),
          logo: row.actor_hidden ? null : publicImageUrl(row.actor_logo, storage, 'thumb'),
        },
  item: row.item_type === null ? null : { type: row.item_type, id: row.item_id, title: row.item_title },
  reason: row.reason,
  message: row.message,
  read: row.read_at !== null,
  created_at: row.created_at.toISOString(),
});

import { NOTIFICATION_EXCERPT_LENGTH } from '@acorn/contracts';
import { advisorProfiles, companyProfiles, type DbExecutor, files, notifications, users } from '@acorn/db';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PageSlice } from '../../lib/pagination';

const actors = alias(users, 'actors');
const logos = alias(files, 'actor_logos');

/** The caller's unread count, on the partial index of unread rows. */
const unreadOf = (userId: number) =>
  sql<number>`(select count(*) from ${notifications} where ${notifications.user_id} = ${userId} and ${notifications.read_at} is null)`.mapWith(
    Number,
  );

/**
 * A page of a member's notifications, newest first, each row carrying the list's total and the
 * unread count, in one statement on the user's index: the actor's company (or name) and logo, and
 * whether an advisor actor hides their identity.
 */
export function selectNotifications(options: { db: DbExecutor; userId: number; slice: PageSlice }) {
  const { db, userId, slice } = options;
  return db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      item_type: notifications.item_type,
      item_id: notifications.item_id,
      item_title: notifications.item_title,
      reason: notifications.reason,
      message: sql<
        string | null
      >`left(${notifications.message}, ${sql.raw(String(NOTIFICATION_EXCERPT_LENGTH))})`,
      read_at: notifications.read_at,
      created_at: notifications.created_at,
      actor_id: actors.id,
      actor_name: sql<
        string | null
      >`coalesce(nullif(${companyProfiles.company_name}, ''), nullif(${actors.name}, ''), '#' || ${actors.id})`,
      actor_hidden: sql<boolean>`coalesce(${advisorProfiles.hide_identity}, false)`,
      actor_logo: logos,
      total: sql<number>`count(*) over ()`.mapWith(Number),
      unread: unreadOf(userId),
    })
    .from(notifications)
    .leftJoin(actors, eq(actors.id, notifications.actor_id))
    .leftJoin(companyProfiles, eq(companyProfiles.user_id, actors.id))
    .leftJoin(advisorProfiles, eq(advisorProfiles.user_id, actors.id))
    .leftJoin(
      logos,
      eq(logos.id, sql`coalesce(${companyProfiles.company_logo_file_id}, ${advisorProfiles.photo_file_id})`),
    )
    .where(eq(notifications.user_id, userId))
    .orderBy(desc(notifications.created_at), desc(notifications.id))
    .limit(slice.limit)
    .offset(slice.offset);
}

export type NotificationRow = Awaited<ReturnType<typeof selectNotifications>>[number];

/** How many of a member's notifications are unread. */
export async function countUnread(options: { db: DbExecutor; userId: number }): Promise<number> {
  const [row] = await options.db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.user_id, options.userId), isNull(notifications.read_at)));
  return row?.unread ?? 0;
}

/**
 * Marks read the given notifications of a member (`ids`), or all of them; another member's ids
 * and unknown ones are left alone, since the update only reaches the member's own rows.
 */
export async function markRead(options: { db: DbExecutor; userId: number; ids: number[] | 'all' }) {
  const { db, userId, ids } = options;
  await db
    .update(notifications)
    .set({ read_at: sql`now()` })
    .where(
      and(
        eq(notifications.user_id, userId),
        isNull(notifications.read_at),
        ...(ids === 'all' ? [] : [inArray(notifications.id, ids)]),
      ),
    );
}

export type NotificationValues = typeof notifications.$inferInsert;

/** Writes one notification, in the caller's transaction. */
export async function insertNotification(options: { tx: DbExecutor; values: NotificationValues }) {
  await options.tx.insert(notifications).values(options.values);
}

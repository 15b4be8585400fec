import {
  NONDISCLOSURE_NAME,
  NOTIFICATION_DEFAULTS,
  NOTIFICATION_EXCERPT_LENGTH,
  type NotificationDelivery,
  type NotificationPreference,
} from '@acorn/contracts';
import {
  advisorProfiles,
  companyProfiles,
  type DbExecutor,
  files,
  notificationDigests,
  notificationPreferences,
  notifications,
  users,
} from '@acorn/db';
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
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

/** Writes one notification, in the caller's transaction; answers its id. */
export async function insertNotification(options: {
  tx: DbExecutor;
  values: NotificationValues;
}): Promise<number> {
  const [row] = await options.tx
    .insert(notifications)
    .values(options.values)
    .returning({ id: notifications.id });
  return row!.id;
}

/** The member's chosen deliveries, by kind; a kind missing has the product's default. */
export async function selectPreferences(options: {
  db: DbExecutor;
  userId: number;
}): Promise<Map<string, NotificationDelivery>> {
  const rows = await options.db
    .select({ kind: notificationPreferences.kind, delivery: notificationPreferences.delivery })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.user_id, options.userId));
  return new Map(rows.map((row) => [row.kind, row.delivery as NotificationDelivery]));
}

/**
 * Stores a member's deliveries, one row per kind (the last write wins); a member who no longer
 * exists gets none, since the rows are inserted from the users table.
 */
export async function upsertPreferences(options: {
  db: DbExecutor;
  userId: number;
  preferences: NotificationPreference[];
}) {
  const { db, userId, preferences } = options;
  if (preferences.length === 0) return;
  const values = sql.join(
    preferences.map((p) => sql`(${p.kind}::text, ${p.delivery}::text)`),
    sql`, `,
  );
  await db.execute(sql`
    insert into ${notificationPreferences} (user_id, kind, delivery)
    select ${users.id}, chosen.kind, chosen.delivery
    from ${users} cross join (values ${values}) as chosen(kind, delivery)
    where ${users.id} = ${userId}
    on conflict (user_id, kind) do update set delivery = excluded.delivery, updated_at = now()`);
}

/** A kind's delivery for the member: their row, or the product's default for the kind. */
const effectiveDelivery = (
  kind: SQL | typeof notifications.kind,
  chosen: SQL | typeof notificationPreferences.delivery,
) =>
  sql<NotificationDelivery>`coalesce(${chosen}, case ${kind} ${sql.join(
    Object.entries(NOTIFICATION_DEFAULTS).map(([k, d]) => sql`when ${k} then ${d}`),
    sql` `,
  )} else 'app' end)`;

/** Whom a notification reaches and how: the member's address, language and delivery for the kind; none once erased. */
export async function selectRecipient(options: { tx: DbExecutor; userId: number; kind: string }) {
  const [row] = await options.tx
    .select({
      email: users.email,
      language: users.language,
      delivery: effectiveDelivery(sql`${options.kind}::text`, notificationPreferences.delivery),
    })
    .from(users)
    .leftJoin(
      notificationPreferences,
      and(eq(notificationPreferences.user_id, users.id), eq(notificationPreferences.kind, options.kind)),
    )
    .where(and(eq(users.id, options.userId), isNull(users.erased_at)));
  return row;
}

/** A member's language, or undefined when there is no such member. */
export async function selectUserLanguage(options: { db: DbExecutor; userId: number }) {
  const [row] = await options.db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, options.userId));
  return row?.language;
}

/** How the notification centre names a member who caused an event ('Nondisclosure' for a hidden advisor). */
const actorName = sql<string>`case when coalesce(${advisorProfiles.hide_identity}, false) then ${NONDISCLOSURE_NAME}
  else coalesce(nullif(${companyProfiles.company_name}, ''), nullif(${users.name}, ''), '#' || ${users.id}) end`;

export async function selectActorName(options: { tx: DbExecutor; actorId: number }) {
  const [row] = await options.tx
    .select({ name: actorName })
    .from(users)
    .leftJoin(companyProfiles, eq(companyProfiles.user_id, users.id))
    .leftJoin(advisorProfiles, eq(advisorProfiles.user_id, users.id))
    .where(eq(users.id, options.actorId));
  return row?.name ?? null;
}

/**
 * Every unread notification a digest tells of at `now`: of a kind the member reads in the
 * digest, created after their last digest (or in the day before `now`, for a first one), with
 * its recipient and actor named. Ordered by member, oldest first.
 */
export async function selectDigestNotifications(options: { db: DbExecutor; now: Date }) {
  const { db, now } = options;
  const actors = alias(users, 'digest_actors');
  const actorCompanies = alias(companyProfiles, 'digest_actor_companies');
  const actorAdvisors = alias(advisorProfiles, 'digest_actor_advisors');
  const since = sql`coalesce((select max(${notificationDigests.sent_at}) from ${notificationDigests} where ${notificationDigests.user_id} = ${notifications.user_id}), ${now.toISOString()}::timestamptz - interval '1 day')`;
  return db
    .select({
      id: notifications.id,
      userId: notifications.user_id,
      email: users.email,
      language: users.language,
      kind: notifications.kind,
      itemType: notifications.item_type,
      itemId: notifications.item_id,
      itemTitle: notifications.item_title,
      reason: notifications.reason,
      actor: sql<string | null>`case when ${actors.id} is null then null
        when coalesce(${actorAdvisors.hide_identity}, false) then ${NONDISCLOSURE_NAME}
        else coalesce(nullif(${actorCompanies.company_name}, ''), nullif(${actors.name}, ''), '#' || ${actors.id}) end`,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.user_id))
    .leftJoin(
      notificationPreferences,
      and(
        eq(notificationPreferences.user_id, notifications.user_id),
        eq(notificationPreferences.kind, notifications.kind),
      ),
    )
    .leftJoin(actors, eq(actors.id, notifications.actor_id))
    .leftJoin(actorCompanies, eq(actorCompanies.user_id, actors.id))
    .leftJoin(actorAdvisors, eq(actorAdvisors.user_id, actors.id))
    .where(
      and(
        isNull(notifications.read_at),
        eq(effectiveDelivery(notifications.kind, notificationPreferences.delivery), 'digest'),
        gt(notifications.created_at, since),
        lte(notifications.created_at, sql`${now.toISOString()}::timestamptz`),
      ),
    )
    .orderBy(asc(notifications.user_id), asc(notifications.created_at), asc(notifications.id));
}

/**
 * Claims a member's digest of `day`: true for the one caller whose row went in. A concurrent
 * claim waits on the first's uncommitted row and then finds it, so two workers send once.
 */
export async function claimDigest(options: {
  tx: DbExecutor;
  userId: number;
  day: string;
  items: number;
  now: Date;
}): Promise<boolean> {
  const claimed = await options.tx
    .insert(notificationDigests)
    .values({ user_id: options.userId, day: options.day, items: options.items, sent_at: options.now })
    .onConflictDoNothing()
    .returning({ userId: notificationDigests.user_id });
  return claimed.length > 0;
}

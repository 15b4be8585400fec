import { REGISTRATION_COMPLETE_STEP, ROLES } from '@acorn/contracts';
import { companyProfiles, contentItems, type DbExecutor, notifications, users } from '@acorn/db';
import { and, eq, gte, type SQL, sql } from 'drizzle-orm';
import { ACTIVE_STATUS } from '../accounts';

/** How a member is named to others: the company, else the contact's name, else the number. */
const displayName = sql<string>`coalesce(nullif(${companyProfiles.company_name}, ''), nullif(${users.name}, ''), '#' || ${users.id})`;

/** The caller as a sender: whether the account is read-only and the company name others read. */
export async function findSender({ db, userId }: { db: DbExecutor; userId: number }) {
  const [row] = await db
    .select({ readOnly: users.is_read_only, name: displayName })
    .from(users)
    .leftJoin(companyProfiles, eq(companyProfiles.user_id, users.id))
    .where(eq(users.id, userId));
  return row;
}

/** An item of a type the viewer may see (`visible`), with its owner's address. */
export async function findTargetItem(where: { db: DbExecutor; id: number; type: string; visible: SQL }) {
  const { db } = where;
  const [row] = await db
    .select({
      id: contentItems.id,
      type: contentItems.type,
      title: contentItems.title,
      ownerId: contentItems.owner_id,
      email: users.email,
      language: users.language,
    })
    .from(contentItems)
    .innerJoin(users, eq(users.id, contentItems.owner_id))
    .where(and(eq(contentItems.id, where.id), eq(contentItems.type, where.type), where.visible));
  return row;
}

/** A company anyone may write to: an active participant that finished registering. */
export async function findCompany({ db, id }: { db: DbExecutor; id: number }) {
  const [row] = await db
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(
      and(
        eq(users.id, id),
        eq(users.cb_roles_id, ROLES.participant),
        eq(users.status, ACTIVE_STATUS),
        gte(users.step, REGISTRATION_COMPLETE_STEP),
      ),
    );
  return row;
}

/** Whether the owner was already told that this company wants this item. */
export async function wasToldOfInterest(options: { db: DbExecutor; actorId: number; itemId: number }) {
  const [row] = await options.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.actor_id, options.actorId),
        eq(notifications.kind, 'interest'),
        eq(notifications.item_id, options.itemId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

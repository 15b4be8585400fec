import {
  type ContentType,
  itemPagePath,
  type Language,
  type ListMeta,
  type ModerationItem,
  type ModerationQuery,
} from '@acorn/contracts';
import { companyProfiles, contentItems, type DbExecutor, notifications, users } from '@acorn/db';
import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Mailer } from '../../integrations/mail/mail-queue';
import { renderMail } from '../../integrations/mail/mail-templates';
import { recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { listMeta, type PageWindow } from '../../lib/pagination';
import { contentStatus, decideContent } from '../content';
import type { OperatorAction } from './admin.service';

const moderationColumns = {
  item: contentItems,
  email: users.email,
  language: users.language,
  company_name: companyProfiles.company_name,
};

type ModerationRow = {
  item: (typeof contentItems)['$inferSelect'];
  email: string;
  company_name: string | null;
};

const today = () => new Date().toISOString().slice(0, 10);

function presentModerationItem(row: ModerationRow): ModerationItem {
  const { item } = row;
  return {
    id: item.id,
    item_type: item.type as ContentType,
    title: item.title,
    description: item.description,
    status: contentStatus(item, today()),
    deny_reason: item.deny_reason,
    owner: { id: item.owner_id, email: row.email, company_name: row.company_name },
    created_at: item.created_at.toISOString(),
    decided_at: item.decided_at?.toISOString() ?? null,
  };
}

const selectModerationItems = (db: DbExecutor) =>
  db
    .select(moderationColumns)
    .from(contentItems)
    .innerJoin(users, eq(users.id, contentItems.owner_id))
    .leftJoin(companyProfiles, eq(companyProfiles.user_id, contentItems.owner_id))
    .$dynamic();

/** The queue: items of a status (and type), oldest first, so nothing waits longest unseen. */
export async function listContentForModeration(options: {
  db: DbExecutor;
  filter: ModerationQuery;
  window: PageWindow;
}): Promise<{ data: ModerationItem[]; meta: ListMeta }> {
  const { db, filter, window } = options;
  const conditions: SQL[] = [eq(contentItems.status, filter.status)];
  if (filter.type) conditions.push(eq(contentItems.type, filter.type));
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    selectModerationItems(db)
      .where(where)
      .orderBy(asc(contentItems.created_at), asc(contentItems.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ total: count() }).from(contentItems).where(where),
  ]);
  return { data: rows.map(presentModerationItem), meta: listMeta(window, counted?.total ?? 0) };
}

/**
 * Approves or denies an item. The decision, its audit entry, the owner's in-app notice and the
 * e-mail (in the owner's language, with the reason) are written in one transaction.
 */
export async function moderateContent(
  action: OperatorAction & {
    config: Pick<Config, 'brandName' | 'publicUrl'>;
    mailer: Mailer;
    type: ContentType;
    id: number;
    decision: { approve: true } | { approve: false; reason: string };
  },
): Promise<ModerationItem> {
  const { db, config, mailer, operatorId, type, id, decision } = action;
  const row = await db.transaction(async (tx) => {
    const [before] = await selectModerationItems(tx)
      .where(and(eq(contentItems.id, id), eq(contentItems.type, type)))
      .for('update', { of: contentItems });
    if (!before) throw new AppError({ code: 'content_not_found' });
    const after = await decideContent({ db: tx, operatorId, type, id, decision });
    if (!after) throw new AppError({ code: 'content_not_found' });
    const reason = decision.approve ? undefined : decision.reason;
    await recordAudit(tx, {
      actorId: operatorId,
      action: decision.approve ? 'content.approve' : 'content.deny',
      entityType: type,
      entityId: id,
      before: { status: before.item.status },
      after: { status: after.status },
      reason,
      ip: action.ip,
    });
    await tx.insert(notifications).values({
      user_id: after.owner_id,
      kind: decision.approve ? 'content_approved' : 'content_denied',
      item_type: type,
      item_id: id,
      item_title: after.title,
      reason: reason ?? null,
    });
    const mail = renderMail('content-decision', {
      language: before.language as Language,
      brandName: config.brandName,
      data: {
        title: after.title,
        approved: decision.approve,
        reason,
        link: `${config.publicUrl}${itemPagePath(type, id)}`,
      },
    });
    await mailer.enqueue(tx, { to: before.email, ...mail });
    return { ...before, item: after };
  });
  mailer.deliverSoon();
  return presentModerationItem(row);
}

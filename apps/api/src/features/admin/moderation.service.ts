import {
  type AdminCredential,
  type AdminReport,
  type ContentType,
  CREDENTIAL_EDITOR_PATHS,
  type CredentialDecision,
  type CredentialKind,
  itemPagePath,
  type Language,
  type ListMeta,
  type ModerationItem,
  type ModerationQuery,
} from '@acorn/contracts';
import { companyProfiles, contentItems, type DbExecutor, users } from '@acorn/db';
import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Mailer } from '../../integrations/mail/mail-queue';
import { renderMail } from '../../integrations/mail/mail-templates';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { listMeta, type PageWindow } from '../../lib/pagination';
import { contentStatus, decideContent } from '../content';
import { blockReportedConversation } from '../conversations';
import { decideCredential } from '../credentials';
import { hideFeedback } from '../feedback';
import { type NotificationMailConfig, notify } from '../notifications';
import { findReportForReview, settleReports } from '../reports';
import type { OperatorAction } from './admin.service';

type MailConfig = Pick<Config, 'brandName' | 'publicUrl'> & NotificationMailConfig;

/**
 * Tells an owner of the operators' decision on their item, in the decision's transaction, as they
 * chose for its kind: a notice in the app and an e-mail in their language, with the reason of a
 * refusal and a link to `path` (the item, or where its owner edits it).
 */
async function tellOwner(
  tx: DbExecutor,
  options: {
    config: MailConfig;
    mailer: Mailer;
    owner: { id: number; email: string; language: string };
    kind: 'content_approved' | 'content_denied' | 'credential_approved' | 'credential_declined';
    item: { type: string; id: number; title: string };
    approved: boolean;
    reason: string | undefined;
    /** Approved but unpublished by its owner: the mail does not say others see it. */
    hidden?: boolean;
    path: string;
  },
) {
  const { config, owner, item, reason } = options;
  const mail = renderMail('content-decision', {
    language: owner.language as Language,
    brandName: config.brandName,
    data: {
      title: item.title,
      approved: options.approved,
      reason,
      hidden: options.hidden,
      link: `${config.publicUrl}${options.path}`,
    },
  });
  await notify({
    tx,
    userId: owner.id,
    kind: options.kind,
    itemType: item.type,
    itemId: item.id,
    itemTitle: item.title,
    reason: reason ?? null,
    mail: { to: owner.email, ...mail },
    config,
  });
}

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

type ContentDecision = OperatorAction & {
  config: MailConfig;
  mailer: Mailer;
  type: ContentType;
  id: number;
  decision: { approve: true } | { approve: false; reason: string };
};

/** An item's decision, its audit entry and the owner's notice and e-mail, in the caller's transaction. */
async function decideContentIn(tx: DbExecutor, action: ContentDecision): Promise<ModerationRow> {
  const { config, mailer, operatorId, type, id, decision } = action;
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
  await tellOwner(tx, {
    config,
    mailer,
    owner: { id: after.owner_id, email: before.email, language: before.language },
    kind: decision.approve ? 'content_approved' : 'content_denied',
    item: { type, id, title: after.title },
    approved: decision.approve,
    reason,
    path: itemPagePath(type, id),
  });
  return { ...before, item: after };
}

/**
 * Approves or denies an item. The decision, its audit entry, the owner's in-app notice and the
 * e-mail (in the owner's language, with the reason) are written in one transaction.
 */
export async function moderateContent(action: ContentDecision): Promise<ModerationItem> {
  const row = await action.db.transaction((tx) => decideContentIn(tx, action));
  action.mailer.deliverSoon();
  return presentModerationItem(row);
}

/**
 * Tells the company a hidden review or referral was about, and whoever wrote it (a member as they
 * chose, a guest by e-mail), why the operators hid it.
 */
async function tellFeedbackHidden(
  tx: DbExecutor,
  options: {
    config: MailConfig;
    mailer: Mailer;
    itemType: 'review' | 'referral';
    reason: string;
    hidden: NonNullable<Awaited<ReturnType<typeof hideFeedback>>>;
  },
) {
  const { config, mailer, itemType, reason, hidden } = options;
  const { company, author } = hidden;
  const mail = (to: { email: string; language: Language; name?: string | null }, isAuthor: boolean) => ({
    to: to.email,
    ...renderMail('feedback-hidden', {
      language: to.language,
      brandName: config.brandName,
      data: {
        company: company.name,
        feedback: hidden.subject,
        author: isAuthor,
        ...(to.name ? { name: to.name } : {}),
        reason,
        link: `${config.publicUrl}${isAuthor ? itemPagePath('company', company.id) : `/${itemType}s`}`,
      },
    }),
  });
  const tell = (member: { id: number; email: string; language: Language }, isAuthor: boolean) =>
    notify({
      tx,
      userId: member.id,
      kind: 'feedback_hidden',
      itemType,
      itemId: hidden.id,
      itemTitle: company.name,
      reason,
      mail: mail(member, isAuthor),
      config,
    });
  await tell(company, false);
  if (author && 'member' in author) await tell(author.member, true);
  // A guest has no preferences: mailed, in the language the company was asked in.
  else if (author) await mailer.enqueue(tx, mail({ ...author.guest, language: company.language }, true));
}

/**
 * Decides a member's report, and with it every open report on the same item: kept as it is, or
 * hidden with a reason. A review or referral is hidden from the profile, the company and its
 * author told why; a content item is denied as the moderation queue denies it; a conversation's
 * reporters block its other member (decision 043). The decision, the audit entry and the notices
 * go in one transaction; answers the report as the queue shows it.
 */
export async function decideReport(
  action: OperatorAction & {
    config: MailConfig;
    mailer: Mailer;
    id: number;
    decision: { hide: false } | { hide: true; reason: string };
  },
): Promise<AdminReport> {
  const { db, config, mailer, operatorId, id, decision } = action;
  await db.transaction(async (tx) => {
    const reason = decision.hide ? decision.reason : null;
    const status = decision.hide ? 'hidden' : 'kept';
    const settled = await settleReports({ tx, id, operatorId, status, reason });
    const { itemType, itemId } = settled;
    await recordAudit(tx, {
      actorId: operatorId,
      action: decision.hide ? 'report.hide' : 'report.keep',
      entityType: itemType,
      entityId: itemId,
      before: { reports: settled.reports, status: 'open' },
      after: { status },
      reason: reason ?? undefined,
      ip: action.ip,
    });
    if (!decision.hide) return;
    if (itemType === 'conversation') {
      await blockReportedConversation({ tx, conversationId: itemId });
      return;
    }
    if (itemType === 'content') {
      // A content item deleted since the report has nothing left to deny.
      if (settled.contentType === null) return;
      await decideContentIn(tx, {
        ...action,
        type: settled.contentType,
        id: itemId,
        decision: { approve: false, reason: decision.reason },
      });
      return;
    }
    const hidden = await hideFeedback({ tx, kind: itemType, id: itemId, reason: decision.reason });
    if (hidden) await tellFeedbackHidden(tx, { config, mailer, itemType, reason: decision.reason, hidden });
  });
  mailer.deliverSoon();
  return findReportForReview({ db, id });
}

/**
 * Approves or declines an award or certificate: the decision, its audit entry, the owner's notice
 * and the e-mail (with the reason, leading to the owner's editor) in one transaction.
 */
export async function moderateCredential(
  action: OperatorAction & {
    config: MailConfig;
    mailer: Mailer;
    storage: Pick<FileStorage, 'publicUrl'>;
    type: CredentialKind;
    id: number;
    decision: CredentialDecision;
  },
): Promise<AdminCredential> {
  const { db, config, mailer, storage, operatorId, type, id, decision } = action;
  const item = await db.transaction(async (tx) => {
    const decided = await decideCredential({ tx, storage, operatorId, kind: type, id, decision });
    if (!decided) throw new AppError({ code: 'content_not_found' });
    const approved = decision.admin_status === 'approved';
    const reason = decision.admin_status === 'declined' ? decision.reason : undefined;
    await recordAudit(tx, {
      actorId: operatorId,
      action: approved ? 'credential.approve' : 'credential.decline',
      entityType: type,
      entityId: id,
      before: { admin_status: decided.previous },
      after: { admin_status: decided.item.admin_status },
      reason,
      ip: action.ip,
    });
    await tellOwner(tx, {
      config,
      mailer,
      owner: decided.owner,
      kind: approved ? 'credential_approved' : 'credential_declined',
      item: { type, id, title: decided.item.title },
      approved,
      reason,
      hidden: decided.item.user_status === 'unpublish',
      path: CREDENTIAL_EDITOR_PATHS[type],
    });
    return decided.item;
  });
  mailer.deliverSoon();
  return item;
}

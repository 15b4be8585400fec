import type { AdminUserDetail, AdminUserQuery, FinancialRiskInput, Language } from '@acorn/contracts';
import { ROLES } from '@acorn/contracts';
import {
  advisorParticipants,
  advisorPaymentRequests,
  advisorProfiles,
  auditLog,
  companyProfiles,
  type Db,
  invitationCodes,
  packages,
  planChanges,
  subscriptions,
  users,
} from '@acorn/db';
import { and, desc, eq, getTableColumns, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { Config } from '../../config';
import { type Mailer, readFailedMail, requeueFailedMail } from '../../integrations/mail/mail-queue';
import { renderMail } from '../../integrations/mail/mail-templates';
import { recordAudit } from '../../lib/audit';
import { AppError, invalidField } from '../../lib/errors';
import { listMeta, type PageSlice, type PageWindow, readListPage } from '../../lib/pagination';
import { hashPassword } from '../../lib/passwords';
import { type Given, givenFilters, preparedPerDatabase } from '../../lib/prepared';
import { randomSecret, secretDigest } from '../../lib/secrets';
import { eitherProfile } from '../../lib/user-rows';
import { revokeUserSessions } from '../accounts';
import { type NotificationMailConfig, notify } from '../notifications';
import type { BillingContext } from '../payments';
import { confirmBankTransfer } from '../payments';
import { financialRiskOf } from '../profiles';
import {
  type AdminUserRow,
  auditedUserState,
  presentAdminPaymentRequest,
  presentAdminUser,
  presentAdminUserDetail,
  presentAuditEntry,
  presentBankTransferConfirmation,
  presentFailedMail,
  presentInvitation,
  presentPendingBankTransfer,
} from './admin.presenter';

const INVITATION_MS = 30 * 24 * 60 * 60_000;
const total = sql<number>`count(*) over()`.mapWith(Number);

/** Lists read the columns the console shows; the company name from the user's profile. */
const adminUserColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  company_name: eitherProfile('company_name'),
  cb_roles_id: users.cb_roles_id,
  step: users.step,
  status: users.status,
  payment_status: users.payment_status,
  deactivation_reason: users.deactivation_reason,
  created_at: users.created_at,
  erased_at: users.erased_at,
} satisfies Record<keyof AdminUserRow, unknown>;

export interface OperatorAction {
  db: Db;
  operatorId: number;
  ip?: string;
}

const userNotFound = () => new AppError({ code: 'user_not_found' });

/** The tier a user's row joined, if any. */
const tierOf = (row: { tierId: number | null; tierName: string | null }) =>
  row.tierId ? { id: row.tierId, name: row.tierName! } : null;

/** Joins each user's profile, from whichever table holds it, for `eitherProfile` and the search. */
const withProfiles = <T extends PgSelect>(query: T) =>
  query
    .leftJoin(companyProfiles, eq(companyProfiles.user_id, users.id))
    .leftJoin(advisorProfiles, eq(advisorProfiles.user_id, users.id));

/** A page's limit and offset, filled in at execution. */
const paged = { limit: sql.placeholder('limit'), offset: sql.placeholder('offset') };

const USER_FILTERS = ['search', 'role', 'step', 'tier'] as const;
type UserPageShape = Given<Pick<AdminUserQuery, (typeof USER_FILTERS)[number]>> & {
  status?: AdminUserQuery['status'];
};

/** The console's users with the filters given (values filled in at execution), the newest first. */
const userPage = preparedPerDatabase('search_users', (db, name, shape: UserPageShape) => {
  const conditions: SQL[] = [];
  if (shape.search) {
    const pattern = sql.placeholder('pattern');
    conditions.push(
      or(
        ilike(users.email, pattern),
        ilike(companyProfiles.company_name, pattern),
        ilike(advisorProfiles.company_name, pattern),
        ilike(users.name, pattern),
      )!,
    );
  }
  if (shape.role) conditions.push(eq(users.cb_roles_id, sql.placeholder('role')));
  if (shape.step) conditions.push(eq(users.step, sql.placeholder('step')));
  if (shape.tier) conditions.push(eq(users.package_id, sql.placeholder('tier')));
  if (shape.status === 'active') conditions.push(eq(users.status, 0));
  if (shape.status === 'inactive') conditions.push(sql`${users.status} <> 0`);
  return withProfiles(
    db
      .select({ user: adminUserColumns, tierId: packages.id, tierName: packages.name, total })
      .from(users)
      .$dynamic(),
  )
    .leftJoin(packages, eq(packages.id, users.package_id))
    .where(and(...conditions))
    .orderBy(desc(users.created_at), desc(users.id))
    .limit(paged.limit)
    .offset(paged.offset)
    .prepare(name);
});

/** Users by text (e-mail, company, name) and by role, step, active state and tier; one query. */
export async function searchUsers(options: { db: Db; query: AdminUserQuery; window: PageWindow }) {
  const { db, query, window } = options;
  const pattern = query.search ? `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const readPage = (page: PageSlice) =>
    userPage(db, { ...givenFilters(query, USER_FILTERS), status: query.status }).execute({
      pattern,
      role: query.role,
      step: query.step,
      tier: query.tier,
      limit: page.limit,
      offset: page.offset,
    });
  return readListPage(window, readPage, (row) => presentAdminUser(row.user, tierOf(row)));
}

export async function getAdminUser(options: { db: Db; userId: number }): Promise<AdminUserDetail> {
  const { db, userId } = options;
  const [row] = await withProfiles(
    db
      .select({ user: adminUserColumns, tierId: packages.id, tierName: packages.name, risk: riskColumns })
      .from(users)
      .$dynamic(),
  )
    .leftJoin(packages, eq(packages.id, users.package_id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw userNotFound();
  // A company's recorded risk, every field null when none is; no company, no risk.
  const risk =
    row.user.cb_roles_id === ROLES.participant
      ? ((row.risk && financialRiskOf(row.risk)) ?? {
          delinquency_rating: null,
          failure_rating: null,
          tax_debts: null,
          social_security_debts: null,
        })
      : null;
  const other = alias(users, 'other');
  // An advisor's associations are companies, a company's are advisors: each named by its profile.
  const [link, profile] =
    row.user.cb_roles_id === ROLES.advisor
      ? [
          { mine: advisorParticipants.advisor_id, theirs: advisorParticipants.participant_id },
          companyProfiles,
        ]
      : [
          { mine: advisorParticipants.participant_id, theirs: advisorParticipants.advisor_id },
          advisorProfiles,
        ];
  const associations = await db
    .select({ id: other.id, company_name: profile.company_name, name: other.name, email: other.email })
    .from(advisorParticipants)
    .innerJoin(other, eq(other.id, link.theirs))
    .leftJoin(profile, eq(profile.user_id, other.id))
    .where(eq(link.mine, userId))
    .orderBy(profile.company_name, other.name);
  return presentAdminUserDetail(row.user, tierOf(row), associations, risk);
}

const riskColumns = {
  delinquency_rating: companyProfiles.delinquency_rating,
  failure_rating: companyProfiles.failure_rating,
  tax_debts: companyProfiles.tax_debts,
  social_security_debts: companyProfiles.social_security_debts,
};

/** The operators record a company's financial risk from a credit report; audited, shown on its profile. */
export async function setFinancialRisk(
  action: OperatorAction & { userId: number; risk: FinancialRiskInput },
) {
  const { db, operatorId, userId, risk } = action;
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select(riskColumns)
      .from(companyProfiles)
      .innerJoin(users, eq(users.id, companyProfiles.user_id))
      .where(and(eq(companyProfiles.user_id, userId), eq(users.cb_roles_id, ROLES.participant)))
      .for('update', { of: companyProfiles });
    if (!before) throw userNotFound();
    await tx
      .update(companyProfiles)
      .set({ ...risk, updated_at: sql`now()` })
      .where(eq(companyProfiles.user_id, userId));
    await recordAudit(tx, {
      actorId: operatorId,
      action: 'company.financial_risk',
      entityType: 'user',
      entityId: userId,
      before,
      after: risk,
      ip: action.ip,
    });
  });
  return getAdminUser({ db, userId });
}

/** Deactivating ends every session of the user at once; both directions need a reason. */
export async function setUserActive(
  action: OperatorAction & { userId: number; active: boolean; reason: string },
) {
  const { db, operatorId, userId, active, reason } = action;
  if (userId === operatorId && !active) throw new AppError({ code: 'cannot_deactivate_self' });
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!before) throw userNotFound();
    if (before.erased_at) throw new AppError({ code: 'user_erased' });
    const [after] = await tx
      .update(users)
      .set({ status: active ? 0 : 1, deactivation_reason: active ? null : reason, updated_at: sql`now()` })
      .where(eq(users.id, userId))
      .returning();
    if (!active) await revokeUserSessions({ db: tx, userId });
    await recordAudit(tx, {
      actorId: operatorId,
      action: active ? 'user.activate' : 'user.deactivate',
      entityType: 'user',
      entityId: userId,
      before: auditedUserState(before),
      after: auditedUserState(after!),
      reason,
      ip: action.ip,
    });
  });
  return getAdminUser({ db, userId });
}

async function assertRole(
  db: Db,
  userId: number,
  role: number,
  field: 'advisor' | 'participant',
  problem: 'notAdvisor' | 'notParticipant',
) {
  const [user] = await db
    .select({ role: users.cb_roles_id })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw userNotFound();
  if (user.role !== role) throw invalidField(field, problem);
}

export async function linkParticipant(action: OperatorAction & { advisorId: number; participantId: number }) {
  const { db, advisorId, participantId } = action;
  await assertRole(db, advisorId, ROLES.advisor, 'advisor', 'notAdvisor');
  await assertRole(db, participantId, ROLES.participant, 'participant', 'notParticipant');
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(advisorParticipants)
      .values({ advisor_id: advisorId, participant_id: participantId })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) return;
    await recordAudit(tx, {
      actorId: action.operatorId,
      action: 'advisor.link_participant',
      entityType: 'advisor',
      entityId: advisorId,
      after: { participant_id: participantId },
      ip: action.ip,
    });
  });
  return getAdminUser({ db, userId: advisorId });
}

export async function unlinkParticipant(
  action: OperatorAction & { advisorId: number; participantId: number },
) {
  const { db, advisorId, participantId } = action;
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(advisorParticipants)
      .where(
        and(
          eq(advisorParticipants.advisor_id, advisorId),
          eq(advisorParticipants.participant_id, participantId),
        ),
      )
      .returning();
    if (removed.length === 0) throw new AppError({ code: 'association_not_found' });
    await recordAudit(tx, {
      actorId: action.operatorId,
      action: 'advisor.unlink_participant',
      entityType: 'advisor',
      entityId: advisorId,
      before: { participant_id: participantId },
      ip: action.ip,
    });
  });
  return getAdminUser({ db, userId: advisorId });
}

type PaymentRequestFilter = {
  id?: number;
  status?: string;
  month?: number;
  year?: number;
  advisor_id?: number;
};
const PAYMENT_REQUEST_FILTERS = ['id', 'status', 'month', 'year', 'advisor_id'] as const;

/** Every advisor's requests with the filters given (values filled in at execution), the newest first. */
const paymentRequestPage = preparedPerDatabase(
  'list_payment_requests',
  (db, name, filter: Given<PaymentRequestFilter>) => {
    const advisor = alias(users, 'advisor');
    const participant = alias(users, 'participant');
    const approver = alias(users, 'approver');
    const payer = alias(users, 'payer');
    const conditions: SQL[] = [];
    if (filter.id) conditions.push(eq(advisorPaymentRequests.id, sql.placeholder('id')));
    if (filter.status) conditions.push(eq(advisorPaymentRequests.status, sql.placeholder('status')));
    if (filter.month) conditions.push(eq(advisorPaymentRequests.month, sql.placeholder('month')));
    if (filter.year) conditions.push(eq(advisorPaymentRequests.year, sql.placeholder('year')));
    if (filter.advisor_id) {
      conditions.push(eq(advisorPaymentRequests.advisor_id, sql.placeholder('advisorId')));
    }
    return db
      .select({
        request: advisorPaymentRequests,
        advisor: { id: advisor.id, name: advisor.name, email: advisor.email, erased_at: advisor.erased_at },
        participant: { id: participant.id, company_name: companyProfiles.company_name },
        approvedBy: approver.email,
        paidBy: payer.email,
        total,
      })
      .from(advisorPaymentRequests)
      .innerJoin(advisor, eq(advisor.id, advisorPaymentRequests.advisor_id))
      .innerJoin(participant, eq(participant.id, advisorPaymentRequests.participant_id))
      .leftJoin(companyProfiles, eq(companyProfiles.user_id, participant.id))
      .leftJoin(approver, eq(approver.id, advisorPaymentRequests.approved_by))
      .leftJoin(payer, eq(payer.id, advisorPaymentRequests.paid_by))
      .where(and(...conditions))
      .orderBy(desc(advisorPaymentRequests.created_at), desc(advisorPaymentRequests.id))
      .limit(paged.limit)
      .offset(paged.offset)
      .prepare(name);
  },
);

export async function listPaymentRequestsForOperators(options: {
  db: Db;
  filter: PaymentRequestFilter;
  window: PageWindow;
}) {
  const { db, filter, window } = options;
  const readPage = (page: PageSlice) =>
    paymentRequestPage(db, givenFilters(filter, PAYMENT_REQUEST_FILTERS)).execute({
      id: filter.id,
      status: filter.status,
      month: filter.month,
      year: filter.year,
      advisorId: filter.advisor_id,
      limit: page.limit,
      offset: page.offset,
    });
  return readListPage(window, readPage, presentAdminPaymentRequest);
}

const NEXT_STATUS = { approve: ['Submitted', 'Approved'], pay: ['Approved', 'Paid'] } as const;

/**
 * Submitted → Approved → Paid, each step once; a request in any other state is a 409. The
 * advisor is told of each step as they chose (by e-mail, the notification centre's sentence).
 */
export async function advancePaymentRequest(
  action: OperatorAction & {
    config: NotificationMailConfig;
    mailer: Mailer;
    requestId: number;
    step: keyof typeof NEXT_STATUS;
  },
) {
  const { db, config, mailer, operatorId, requestId, step } = action;
  const [from, to] = NEXT_STATUS[step];
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(advisorPaymentRequests)
      .where(eq(advisorPaymentRequests.id, requestId));
    if (!before) throw new AppError({ code: 'payment_request_not_found' });
    const stamp =
      step === 'approve'
        ? { approved_at: sql`now()`, approved_by: operatorId }
        : { paid_at: sql`now()`, paid_by: operatorId };
    const [after] = await tx
      .update(advisorPaymentRequests)
      .set({ status: to, ...stamp })
      .where(and(eq(advisorPaymentRequests.id, requestId), eq(advisorPaymentRequests.status, from)))
      .returning();
    if (!after) {
      throw new AppError({ code: 'invalid_transition', params: { from, to, current: before.status } });
    }
    await recordAudit(tx, {
      actorId: operatorId,
      action: `payment_request.${step}`,
      entityType: 'payment_request',
      entityId: requestId,
      before: { status: before.status },
      after: { status: after.status },
      ip: action.ip,
    });
    await notify({
      tx,
      userId: after.advisor_id,
      kind: 'payment_request_status',
      itemType: 'payment_request',
      itemId: requestId,
      itemTitle: `${after.year}-${String(after.month).padStart(2, '0')}`,
      reason: after.status,
      config,
    });
  });
  mailer.deliverSoon();
  const { data } = await listPaymentRequestsForOperators({
    db,
    filter: { id: requestId },
    window: { limit: 1, offset: 0, page: 1, perPage: 1 },
  });
  return data[0]!;
}

/** A single-use code by e-mail; a newer invitation to the same address voids the older ones. */
export async function sendAdvisorInvitation(
  action: OperatorAction & { config: Config; mailer: Mailer; email: string; language: Language },
) {
  const { db, config, mailer, email, operatorId } = action;
  const code = randomSecret();
  const invitation = await db.transaction(async (tx) => {
    await tx
      .update(invitationCodes)
      .set({ expires_at: sql`now()` })
      .where(
        and(eq(sql`lower(${invitationCodes.email})`, email.toLowerCase()), isNull(invitationCodes.used_at)),
      );
    const [row] = await tx
      .insert(invitationCodes)
      .values({
        code_hash: secretDigest(code),
        email,
        invited_by: operatorId,
        expires_at: new Date(Date.now() + INVITATION_MS),
      })
      .returning();
    const [operator] = await tx.select({ name: users.name }).from(users).where(eq(users.id, operatorId));
    const mail = renderMail('advisor-invitation', {
      language: action.language,
      brandName: config.brandName,
      data: {
        link: `${config.publicUrl}/createaccount?invitecode=${encodeURIComponent(code)}`,
        inviterName: operator?.name ?? undefined,
      },
    });
    await mailer.enqueue(tx, { to: email, ...mail });
    await recordAudit(tx, {
      actorId: operatorId,
      action: 'invitation.send',
      entityType: 'invitation',
      entityId: row!.id,
      after: { email },
      ip: action.ip,
    });
    return row!;
  });
  mailer.deliverSoon();
  return presentInvitation(invitation, null);
}

export async function listInvitations(options: { db: Db; window: PageWindow }) {
  const { db, window } = options;
  const rows = await db
    .select({ invitation: invitationCodes, invitedBy: users.email, total })
    .from(invitationCodes)
    .leftJoin(users, eq(users.id, invitationCodes.invited_by))
    .orderBy(desc(invitationCodes.created_at), desc(invitationCodes.id))
    .limit(window.limit)
    .offset(window.offset);
  const count = rows[0]?.total ?? (window.offset > 0 ? await db.$count(invitationCodes) : 0);
  return {
    data: rows.map((row) => presentInvitation(row.invitation, row.invitedBy)),
    meta: listMeta(window, count),
  };
}

type AuditFilter = { entity_type?: string; entity_id?: string };
const AUDIT_FILTERS = ['entity_type', 'entity_id'] as const;

/** Audit entries with the filters given (their values filled in at execution), the newest first. */
const auditPage = preparedPerDatabase('list_audit_log', (db, name, filter: Given<AuditFilter>) => {
  const conditions: SQL[] = [];
  if (filter.entity_type) conditions.push(eq(auditLog.entity_type, sql.placeholder('entityType')));
  if (filter.entity_id) conditions.push(eq(auditLog.entity_id, sql.placeholder('entityId')));
  return db
    .select({ entry: getTableColumns(auditLog), actor: users.email, total })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actor_id))
    .where(and(...conditions))
    .orderBy(desc(auditLog.created_at), desc(auditLog.id))
    .limit(paged.limit)
    .offset(paged.offset)
    .prepare(name);
});

export async function listAuditLog(options: { db: Db; filter: AuditFilter; window: PageWindow }) {
  const { db, filter, window } = options;
  const readPage = (page: PageSlice) =>
    auditPage(db, givenFilters(filter, AUDIT_FILTERS)).execute({
      entityType: filter.entity_type,
      entityId: filter.entity_id,
      limit: page.limit,
      offset: page.offset,
    });
  return readListPage(window, readPage, (row) => presentAuditEntry(row.entry, row.actor));
}

/** ADMIN_EMAIL / ADMIN_PASSWORD: the first operator, created once if the address is free. */
export async function ensureOperatorAccount(options: { db: Db; email: string; password: string }) {
  const { db, email, password } = options;
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  if (existing) return;
  await db
    .insert(users)
    .values({
      email,
      password_hash: await hashPassword(password),
      cb_roles_id: ROLES.operator,
      step: 4,
      accept_rgpd: true,
      name: 'Operator',
    })
    .onConflictDoNothing();
}

/**
 * Bank-transfer purchases waiting for the money, and upgrades of bank-transfer subscriptions
 * waiting for theirs (decision 045: the same confirmation applies them), oldest first.
 */
const pendingBankTransferPage = preparedPerDatabase('list_pending_bank_transfers', (db, name) =>
  db
    .select({
      subscription: subscriptions,
      user: { id: users.id, email: users.email, company_name: companyProfiles.company_name },
      packageName: packages.name,
      upgrade: {
        net_amount: planChanges.net_amount,
        vat_rate: planChanges.vat_rate,
        created_at: planChanges.created_at,
      },
      total,
    })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.user_id))
    .leftJoin(companyProfiles, eq(companyProfiles.user_id, users.id))
    .leftJoin(
      planChanges,
      and(
        eq(planChanges.subscription_id, subscriptions.id),
        eq(planChanges.status, 'pending'),
        eq(planChanges.kind, 'upgrade'),
      ),
    )
    .innerJoin(
      packages,
      eq(packages.id, sql`coalesce(${planChanges.to_package_id}, ${subscriptions.package_id})`),
    )
    .where(
      and(
        eq(subscriptions.payment_option, 'Bank'),
        or(
          eq(subscriptions.status, 'pending'),
          and(eq(subscriptions.status, 'active'), isNotNull(planChanges.id)),
        ),
      ),
    )
    .orderBy(subscriptions.created_at, subscriptions.id)
    .limit(paged.limit)
    .offset(paged.offset)
    .prepare(name),
);

export async function listPendingBankTransfers(options: { db: Db; window: PageWindow }) {
  const { db, window } = options;
  const readPage = (page: PageSlice) =>
    pendingBankTransferPage(db).execute({ limit: page.limit, offset: page.offset });
  return readListPage(window, readPage, presentPendingBankTransfer);
}

/** Confirming receipt fulfils the purchase (active, invoice) and is written to the audit log. */
export async function confirmBankTransferReceipt(
  action: OperatorAction & { subscriptionId: number; billing: BillingContext },
) {
  const { db, operatorId, subscriptionId } = action;
  const result = await confirmBankTransfer({ db, subscriptionId, operatorId, billing: action.billing });
  if (result.changed) {
    await recordAudit(db, {
      actorId: operatorId,
      action: 'bank_transfer.confirm',
      entityType: 'subscription',
      entityId: subscriptionId,
      before: { status: 'pending' },
      after: { status: 'active', invoice: result.invoice.number },
      ip: action.ip,
    });
  }
  return presentBankTransferConfirmation(result.subscription, result.invoice);
}

/** Mail given up on (after its last retry, or its outcome unknown), the latest first. */
export async function listFailedMail(options: { db: Db; window: PageWindow }) {
  const { db, window } = options;
  return readListPage(
    window,
    (page) => readFailedMail({ db, ...page }),
    (row) => presentFailedMail(row),
  );
}

/**
 * Puts a failed mail back in the queue with its Message-ID (decision 056), audited, and starts
 * its delivery; a mail that is not failed (already resent, or never failed) is a conflict.
 */
export async function resendFailedMail(action: OperatorAction & { mailer: Mailer; mailId: number }) {
  const { db, operatorId, mailId } = action;
  const after = await db.transaction(async (tx) => {
    const requeued = await requeueFailedMail({ tx, mailId });
    if (!requeued.before) throw new AppError({ code: 'mail_not_found' });
    if (!requeued.after) throw new AppError({ code: 'mail_not_failed' });
    await recordAudit(tx, {
      actorId: operatorId,
      action: 'mail.resend',
      entityType: 'mail',
      entityId: mailId,
      before: {
        status: 'failed',
        attempts: requeued.before.attempts,
        last_error: requeued.before.last_error,
      },
      after: { status: 'pending' },
      ip: action.ip,
    });
    return requeued.after;
  });
  action.mailer.deliverSoon();
  return presentFailedMail(after);
}

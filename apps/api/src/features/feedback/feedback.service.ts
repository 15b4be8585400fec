import {
  FEEDBACK_CODE_DAYS,
  type FeedbackParticipant,
  type FeedbackRequestType,
  type Language,
  type ReferralType,
} from '@acorn/contracts';
import {
  companyProfiles,
  contentItems,
  type Db,
  type DbExecutor,
  feedbackRequests,
  referrals,
  reviews,
  users,
} from '@acorn/db';
import { and, count, eq, exists, gt, isNull, min, type SQL, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Mailer } from '../../integrations/mail/mail-queue';
import { renderMail } from '../../integrations/mail/mail-templates';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { AppError, invalidField } from '../../lib/errors';
import { randomSecret, secretDigest } from '../../lib/secrets';
import { listedCompany } from '../feed';
import { type NotificationMailConfig, notify } from '../notifications';
import {
  type FeedbackReplied,
  type FeedbackSwitch,
  presentFeedbackParticipant,
  presentFeedbackReplied,
  presentFeedbackSwitch,
} from './feedback.presenter';
import {
  claimDueReminders,
  companyDisplayName,
  findFeedbackParty,
  hideFeedbackRow,
  ownsFeedback,
  saveFeedbackReply,
  saveReminder,
  selectParticipants,
} from './feedback.queries';

/** What is asked for or given: a referral of a type, or a review. */
export type FeedbackSubject = ReferralType | 'review';
export type FeedbackKind = 'referral' | 'review';

const kindOf = (subject: FeedbackSubject): FeedbackKind => (subject === 'review' ? 'review' : 'referral');

const tableOf = (kind: FeedbackKind) => (kind === 'review' ? reviews : referrals);

const feedbackNotFound = (kind: FeedbackKind) =>
  new AppError({ code: kind === 'review' ? 'review_not_found' : 'referral_not_found' });

/**
 * Where a code is given (spec §2 give routes): a referral's on a member's form or a guest's without
 * a session, a review's on one page for both.
 */
const givePath = (kind: FeedbackKind, code: string, guest: boolean) =>
  `/give/${kind === 'review' ? 'review' : guest ? 'guest-referral' : 'referral'}/${encodeURIComponent(code)}`;

const CODE_LIFETIME_MS = FEEDBACK_CODE_DAYS * 86_400_000;

/** Asks one address receives, from every company together, in a day: enough to ask, too few to spam. */
const ASKS_PER_RECIPIENT = 5;
const ASK_WINDOW_MS = 86_400_000;

/** Who may answer a request: a member (`memberId`), or a guest by name and address. */
type FeedbackAnswerer = { memberId: number } | { guest: { name: string; email: string } };

/** A review request's project and the need of the company's it is about. */
export interface FeedbackProject {
  projectName: string;
  needId: number | null;
}

/** A member answers their own code; `null` answers a guest's, on the routes without a session. */
type AnswererId = number | null;

const answeredBy = (answerer: FeedbackAnswerer): SQL =>
  'memberId' in answerer
    ? eq(feedbackRequests.answerer_id, answerer.memberId)
    : sql`lower(${feedbackRequests.guest_email}) = lower(${answerer.guest.email})`;

const codeFor = (answererId: AnswererId): SQL =>
  answererId === null ? isNull(feedbackRequests.answerer_id) : eq(feedbackRequests.answerer_id, answererId);

/** A code that can still be used: of this kind, for this answerer, unused, unexpired, its company listed. */
const openCode = (options: { db: DbExecutor; kind: FeedbackKind; code: string; answererId: AnswererId }) =>
  and(
    eq(feedbackRequests.code_hash, secretDigest(options.code)),
    eq(feedbackRequests.kind, options.kind),
    codeFor(options.answererId),
    isNull(feedbackRequests.used_at),
    gt(feedbackRequests.expires_at, sql`now()`),
    exists(
      options.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, feedbackRequests.user_id), listedCompany())),
    ),
  ) as SQL;

/**
 * The caller as the company that asks or the member who gives: a listed company whose account
 * is not read-only (a read-only account takes no action towards others, spec §2).
 */
async function findFeedbackCaller(options: { db: Db; userId: number }) {
  const caller = await findFeedbackParty({ db: options.db, id: options.userId });
  if (!caller || caller.readOnly) throw new AppError({ code: 'forbidden' });
  return caller;
}

/** The listed company another member picked; never the caller's own. */
export async function findFeedbackCounterpart(options: { db: Db; userId: number; id: number }) {
  if (options.id === options.userId) throw new AppError({ code: 'feedback_own' });
  const company = await findFeedbackParty({ db: options.db, id: options.id });
  if (!company) throw new AppError({ code: 'company_not_found' });
  return company;
}

/**
 * Opens a request and answers its code, which only the answerer will hold: a newer request for
 * the same answerer, company and subject voids the older ones still open (DESIGN §7).
 */
async function openRequest(options: {
  tx: DbExecutor;
  subject: FeedbackSubject;
  requestType: FeedbackRequestType;
  companyId: number;
  answerer: FeedbackAnswerer;
  message?: string | null;
  project?: FeedbackProject;
}): Promise<string> {
  const { tx, subject, requestType, companyId, answerer } = options;
  const kind = kindOf(subject);
  const sameRequest = and(
    eq(feedbackRequests.kind, kind),
    kind === 'referral' ? eq(feedbackRequests.reffer_type, subject) : isNull(feedbackRequests.reffer_type),
    eq(feedbackRequests.request_type, requestType),
    eq(feedbackRequests.user_id, companyId),
    answeredBy(answerer),
    isNull(feedbackRequests.used_at),
  );
  await tx.update(feedbackRequests).set({ used_at: sql`now()` }).where(sameRequest);
  const code = randomSecret();
  await tx.insert(feedbackRequests).values({
    kind,
    reffer_type: kind === 'referral' ? subject : null,
    request_type: requestType,
    user_id: companyId,
    ...('memberId' in answerer
      ? { answerer_id: answerer.memberId }
      : { guest_name: answerer.guest.name, guest_email: answerer.guest.email }),
    message: options.message ?? null,
    project_name: options.project?.projectName ?? null,
    need_id: options.project?.needId ?? null,
    code_hash: secretDigest(code),
    expires_at: new Date(Date.now() + CODE_LIFETIME_MS),
  });
  return code;
}

/** Refuses an ask beyond what one address may receive in a day, saying when the next one may go. */
async function assertAskAllowed(options: { db: Db; answerer: FeedbackAnswerer }) {
  const [recent] = await options.db
    .select({ asks: count(), oldest: min(feedbackRequests.created_at) })
    .from(feedbackRequests)
    .where(
      and(
        answeredBy(options.answerer),
        eq(feedbackRequests.request_type, 'ask'),
        gt(feedbackRequests.created_at, new Date(Date.now() - ASK_WINDOW_MS)),
      ),
    );
  if (!recent || recent.asks < ASKS_PER_RECIPIENT || !recent.oldest) return;
  const waitMs = recent.oldest.getTime() + ASK_WINDOW_MS - Date.now();
  throw new AppError({
    code: 'rate_limited',
    headers: { 'retry-after': String(Math.max(1, Math.ceil(waitMs / 1000))) },
  });
}

/**
 * A company (`company`, the caller) asks a member or a guest for feedback: the request is
 * opened and the answerer mailed the give link with its code, in their language (a guest: the
 * asker's), in one transaction; a member is told as they chose (the link is also on the
 * notice's page). At most ASKS_PER_RECIPIENT asks reach one address a day.
 */
async function askForFeedback(options: {
  db: Db;
  config: NotificationMailConfig;
  mailer: Mailer;
  subject: FeedbackSubject;
  company: { id: number; name: string; language: Language };
  /** The member asked, or the guest. */
  recipient: { id: number; email: string; language: Language } | { name: string; email: string };
  message: string | null;
  /** A review's project and need. */
  project?: FeedbackProject;
}): Promise<void> {
  const { db, config, mailer, subject, company, recipient } = options;
  const answerer: FeedbackAnswerer =
    'id' in recipient
      ? { memberId: recipient.id }
      : { guest: { name: recipient.name, email: recipient.email } };
  await assertAskAllowed({ db, answerer });
  await db.transaction(async (tx) => {
    const code = await openRequest({
      tx,
      subject,
      requestType: 'ask',
      companyId: company.id,
      answerer,
      message: options.message,
      project: options.project,
    });
    const mail = renderMail('feedback-request', {
      language: 'language' in recipient ? recipient.language : company.language,
      brandName: config.brandName,
      data: {
        company: company.name,
        feedback: subject,
        ...('name' in recipient ? { name: recipient.name } : {}),
        ...(options.message ? { message: options.message } : {}),
        link: `${config.publicUrl}${givePath(kindOf(subject), code, !('id' in recipient))}`,
      },
    });
    if ('id' in recipient) {
      await notify({
        tx,
        userId: recipient.id,
        kind: 'feedback_requested',
        actorId: company.id,
        itemType: subject,
        itemTitle: company.name,
        message: options.message,
        mail: { to: recipient.email, ...mail },
        config,
      });
    } else {
      await mailer.enqueue(tx, { to: recipient.email, ...mail });
    }
  });
  mailer.deliverSoon();
}

/** A member starts giving feedback to a company: the code of their own give form. */
async function startGivingFeedback(options: {
  db: Db;
  subject: FeedbackSubject;
  giverId: number;
  companyId: number;
  /** A review's project and need. */
  project?: FeedbackProject;
}): Promise<string> {
  return options.db.transaction((tx) =>
    openRequest({
      tx,
      subject: options.subject,
      requestType: 'give',
      companyId: options.companyId,
      answerer: { memberId: options.giverId },
      project: options.project,
    }),
  );
}

/** What a request payload (addReferralPermit, addReviewPermit) says of whom it is for. */
export interface FeedbackRequestFields {
  participant?: number | undefined;
  request_type: FeedbackRequestType;
  public_request?: string | undefined;
  name: string | null;
  email: string | null;
  email_content: string | null;
}

/**
 * The caller asks a member or a guest for feedback on their company (mailed with the give link;
 * the code never reaches the asker, who cannot answer it), or gives it to a member company,
 * answered with the code of their own give form. `project` reads a review's project and need
 * for the company the feedback is about, once that company is known.
 */
export async function requestFeedback(options: {
  db: Db;
  config: Pick<Config, 'brandName' | 'publicUrl' | 'secretsKey'>;
  mailer: Mailer;
  userId: number;
  subject: FeedbackSubject;
  input: FeedbackRequestFields;
  project?: (companyId: number) => Promise<FeedbackProject>;
}): Promise<{ request_code?: string }> {
  const { db, config, mailer, userId, subject, input } = options;
  const caller = await findFeedbackCaller({ db, userId });
  const ask = async (recipient: Parameters<typeof askForFeedback>[0]['recipient']) => {
    const project = await options.project?.(userId);
    const message = input.email_content;
    await askForFeedback({
      db,
      config,
      mailer,
      subject,
      company: caller,
      recipient,
      message,
      project,
    });
    return {};
  };
  if (input.public_request === 'yes' && input.name && input.email) {
    return ask({ name: input.name, email: input.email });
  }
  if (input.participant === undefined) throw invalidField('participant', 'required');
  const other = await findFeedbackCounterpart({ db, userId, id: input.participant });
  if (input.request_type !== 'give') return ask(other);
  const project = await options.project?.(other.id);
  return {
    request_code: await startGivingFeedback({ db, subject, giverId: userId, companyId: other.id, project }),
  };
}

/** The Show Public switch of one of the caller's referrals or reviews; another's is not found. */
export async function changeFeedbackSwitch(options: {
  db: Db;
  kind: FeedbackKind;
  userId: number;
  id: number;
  showPublic: boolean;
}): Promise<FeedbackSwitch> {
  const table = tableOf(options.kind);
  const [row] = await options.db
    .update(table)
    .set({ show_public: options.showPublic })
    .where(and(eq(table.id, options.id), eq(table.user_id, options.userId)))
    .returning({ id: table.id, show_public: table.show_public });
  if (!row) throw feedbackNotFound(options.kind);
  return presentFeedbackSwitch(row);
}

/**
 * POST /api/reviews/{id}/reply, /api/referrals/{id}/reply: the company's one public answer to a
 * review or referral it received; another's is not found, a second answer reply_exists.
 */
export async function replyToFeedback(options: {
  db: Db;
  kind: FeedbackKind;
  userId: number;
  id: number;
  body: string;
}): Promise<FeedbackReplied> {
  const { db, kind, userId, id } = options;
  const table = tableOf(kind);
  const row = await saveFeedbackReply({ db, table, userId, id, body: options.body });
  if (row) return presentFeedbackReplied(row);
  throw (await ownsFeedback({ db, table, userId, id }))
    ? new AppError({ code: 'reply_exists' })
    : feedbackNotFound(kind);
}

/** Who wrote a piece of feedback: a member, or the guest it was asked of. */
type FeedbackAuthor =
  | { member: { id: number; email: string; language: Language } }
  | { guest: { name: string | null; email: string } };

/**
 * An operator hides a review or referral after a report, in the caller's transaction: no profile
 * shows it any more, and the company's list says why. Answers who is to be told (the company, and
 * the member who wrote it or the guest asked for it), or undefined when there is no such row.
 */
export async function hideFeedback(options: {
  tx: DbExecutor;
  kind: FeedbackKind;
  id: number;
  reason: string;
}) {
  const row = await hideFeedbackRow({ ...options, table: tableOf(options.kind) });
  if (!row) return undefined;
  const { member, guest } = row;
  const author: FeedbackAuthor | null = member
    ? { member: { id: member.id, email: member.email, language: member.language } }
    : guest?.email
      ? { guest: { name: guest.name, email: guest.email } }
      : null;
  return {
    id: row.id,
    subject: row.type as FeedbackSubject,
    company: row.company,
    author,
  };
}

/**
 * The open request behind a give link, with the company it is for; the code is for the caller
 * (`answererId`, null for a guest's). Unknown, used, voided or expired: invalid_feedback_code.
 */
export async function findFeedbackRequest(options: {
  db: Db;
  kind: FeedbackKind;
  code: string;
  answererId: AnswererId;
}) {
  const { db } = options;
  const [row] = await db
    .select({
      id: feedbackRequests.id,
      reffer_type: feedbackRequests.reffer_type,
      project_name: feedbackRequests.project_name,
      company: { id: users.id, company_name: companyDisplayName },
      need: { id: contentItems.id, title: contentItems.title },
    })
    .from(feedbackRequests)
    .innerJoin(users, eq(users.id, feedbackRequests.user_id))
    .leftJoin(companyProfiles, eq(companyProfiles.user_id, users.id))
    .leftJoin(contentItems, eq(contentItems.id, feedbackRequests.need_id))
    .where(openCode(options));
  if (!row) throw new AppError({ code: 'invalid_feedback_code' });
  return row;
}

/**
 * Uses up a give link's code inside the transaction that stores the feedback, answering the
 * request; the same refusal as findFeedbackRequest. Should the transaction fail, the code stays open.
 */
export async function claimFeedbackRequest(options: {
  tx: DbExecutor;
  kind: FeedbackKind;
  code: string;
  answererId: AnswererId;
}) {
  // Claiming the code in the update makes it single-use even under concurrent submits.
  const [claimed] = await options.tx
    .update(feedbackRequests)
    .set({ used_at: sql`now()` })
    .where(openCode({ ...options, db: options.tx }))
    .returning({
      id: feedbackRequests.id,
      companyId: feedbackRequests.user_id,
      reffer_type: feedbackRequests.reffer_type,
      project_name: feedbackRequests.project_name,
    });
  if (!claimed) throw new AppError({ code: 'invalid_feedback_code' });
  return claimed;
}

/** The companies a member may ask or give feedback to (GET /api/listOfParticipants?search=): other listed ones, by name. */
export async function listFeedbackParticipants(options: {
  db: Db;
  storage: FileStorage;
  userId: number;
  search?: string | undefined;
}): Promise<FeedbackParticipant[]> {
  const rows = await selectParticipants(options);
  return rows.map((row) => presentFeedbackParticipant(row, options.storage));
}

/**
 * Reminds, once, whoever has not answered an ask after a week: the code is stored hashed only,
 * so each reminder mints a new one (the old link stops working, the expiry stays) and mails its
 * link, in the transaction that claims the rows (FOR UPDATE SKIP LOCKED: two instances never
 * remind twice). Answers how many were reminded, at most `limit` a run.
 */
export async function remindUnansweredAsks(options: {
  db: Db;
  config: Pick<Config, 'brandName' | 'publicUrl'>;
  mailer: Mailer;
  limit?: number;
}): Promise<number> {
  const { db, config, mailer } = options;
  const reminded = await db.transaction(async (tx) => {
    const due = await claimDueReminders({ tx, limit: options.limit ?? 100 });
    for (const ask of due) {
      const code = randomSecret();
      await saveReminder({ tx, id: ask.id, codeHash: secretDigest(code) });
      const kind = ask.kind as FeedbackKind;
      const guest = ask.guest_email !== null;
      const to = ask.member?.email ?? ask.guest_email;
      // Every ask names a member or a guest (the table's check); nothing to send otherwise.
      if (!to) continue;
      const mail = renderMail('feedback-reminder', {
        // A guest reads it in the language of the company that asked, as the ask itself.
        language: ask.member?.language ?? ask.company.language,
        brandName: config.brandName,
        data: {
          company: ask.company.name,
          feedback: (ask.reffer_type ?? 'review') as FeedbackSubject,
          ...(ask.guest_name ? { name: ask.guest_name } : {}),
          link: `${config.publicUrl}${givePath(kind, code, guest)}`,
        },
      });
      await mailer.enqueue(tx, { to, ...mail });
    }
    return due.length;
  });
  if (reminded > 0) mailer.deliverSoon();
  return reminded;
}

import {
  type AddReviewPermitResponse,
  type MyReview,
  type Need,
  PUBLIC_FEEDBACK_LIMIT,
  type PublicReview,
  REVIEW_MESSAGES,
  type ReviewFields,
  type ReviewPermit,
  type ReviewPermitFields,
} from '@acorn/contracts';
import { contentItems, type Db, reviews, sectors, users } from '@acorn/db';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Mailer } from '../../integrations/mail/mail-queue';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { invalidField } from '../../lib/errors';
import { listedCompany } from '../feed';
import {
  claimFeedbackRequest,
  feedbackEvidence,
  findFeedbackCounterpart,
  findFeedbackRequest,
  givenByFormerMember,
  publicFeedback,
  requestFeedback,
} from '../feedback';
import { notify } from '../notifications';
import { assertReferencesExist } from '../reference';
import { giverColumns, joinGiver } from './feedback-giver';
import {
  presentMyReview,
  presentNeed,
  presentPublicReview,
  presentReviewPermit,
  presentReviewSummary,
  type ReviewSummary,
} from './reviews.presenter';

/** How many of the rows the statement reads gave `score`, over all of them (a window, like the total). */
const scored = (score: number) =>
  sql<number>`count(*) filter (where ${reviews.rating_value} = ${sql.raw(String(score))}) over ()`.mapWith(
    Number,
  );

/**
 * A listed company's public reviews (POST /api/listPublicReview), newest first, with the number,
 * average rating and count of each score of all of them, each with its evidence and reply: one
 * statement (the summary is a window over the same rows). Another company, or one that is not
 * listed, has none to show.
 */
export async function listPublicReviews(options: {
  db: Db;
  storage: FileStorage;
  userId: number;
}): Promise<{ items: PublicReview[]; summary: ReviewSummary }> {
  const { db, storage, userId } = options;
  const rows = await joinGiver(
    db
      .select({
        id: reviews.id,
        name: reviews.name,
        job_function: reviews.job_function,
        company_name: reviews.company_name,
        project_name: reviews.project_name,
        description: reviews.description,
        rating_value: reviews.rating_value,
        created_at: reviews.created_at,
        reply_body: reviews.reply_body,
        reply_at: reviews.reply_at,
        evidence: feedbackEvidence({ table: reviews, company: userId }),
        ...giverColumns(reviews.reviewer_id),
        total: sql<number>`count(*) over ()`.mapWith(Number),
        average: sql<string>`avg(${reviews.rating_value}) over ()`,
        histogram: {
          1: scored(1),
          2: scored(2),
          3: scored(3),
          4: scored(4),
          5: scored(5),
        },
      })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.user_id))
      .$dynamic(),
    reviews.reviewer_id,
  )
    .where(and(eq(reviews.user_id, userId), publicFeedback(reviews), listedCompany()))
    .orderBy(desc(reviews.created_at), desc(reviews.id))
    .limit(PUBLIC_FEEDBACK_LIMIT);
  const [first] = rows;
  return {
    items: rows.map((row) => presentPublicReview(row, storage)),
    summary: presentReviewSummary(first),
  };
}

/** A published opportunity ('I want to buy') of `companyId`: a need a review may be asked about. */
const needOf = (companyId: number) =>
  and(
    eq(contentItems.owner_id, companyId),
    eq(contentItems.type, 'opportunity'),
    eq(contentItems.status, 'published'),
  );

/**
 * POST /api/listofNeedsForReview: the needs the caller may tie an ask to `participant` to, its
 * own published opportunities, newest first; the participant must be another listed company.
 */
export async function listNeedsForReview(options: {
  db: Db;
  userId: number;
  participant: number;
}): Promise<Need[]> {
  const { db, userId } = options;
  await findFeedbackCounterpart({ db, userId, id: options.participant });
  const rows = await db
    .select({ id: contentItems.id, title: contentItems.title })
    .from(contentItems)
    .where(needOf(userId))
    .orderBy(desc(contentItems.created_at), desc(contentItems.id));
  return rows.map(presentNeed);
}

/** The need a request names must be one of the reviewed company's; anything else is optionInvalid. */
async function assertNeed(options: { db: Db; companyId: number; needId: number | undefined }) {
  if (options.needId === undefined) return null;
  const [need] = await options.db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(and(eq(contentItems.id, options.needId), needOf(options.companyId)));
  if (!need) throw invalidField('need_id', 'optionInvalid');
  return need.id;
}

/**
 * POST /api/addReviewPermit: the caller asks a member or a guest for a review of their company
 * about a project (mailed with the give link; the code never reaches the asker), or gives one to
 * a member company, answering the code of their own give form.
 */
export async function requestReview(options: {
  db: Db;
  config: Pick<Config, 'brandName' | 'publicUrl' | 'secretsKey'>;
  mailer: Mailer;
  userId: number;
  input: ReviewPermitFields;
}): Promise<AddReviewPermitResponse['success']> {
  const { db, input } = options;
  const project = async (companyId: number) => ({
    projectName: input.project_name,
    needId: await assertNeed({ db, companyId, needId: input.need_id }),
  });
  const answer = await requestFeedback({ ...options, subject: 'review', project });
  return { message: REVIEW_MESSAGES.requested, ...answer };
}

/** POST /api/validateReviewPermit(Guest): the company, project and need of an open code of the caller's. */
export async function validateReviewCode(options: {
  db: Db;
  code: string;
  /** The signed-in caller, or null on the guests' route. */
  answererId: number | null;
}): Promise<ReviewPermit> {
  return presentReviewPermit(await findFeedbackRequest({ ...options, kind: 'review' }));
}

/**
 * POST /api/addReview(Guest): uses up the code and stores the review for the company it was
 * asked by or offered to, with the member who wrote it (null for a guest) and the request's
 * project. The sector must be one of the list.
 */
export async function addReview(options: {
  db: Db;
  /** To mail the company, if it reads this kind by e-mail. */
  config: Pick<Config, 'brandName' | 'publicUrl' | 'secretsKey'>;
  answererId: number | null;
  input: ReviewFields;
}): Promise<{ id: number }> {
  const { db, config, answererId, input } = options;
  await assertReferencesExist({ db, table: sectors, ids: [input.sector], field: 'sector' });
  return db.transaction(async (tx) => {
    const request = await claimFeedbackRequest({ tx, kind: 'review', code: input.code, answererId });
    const [row] = await tx
      .insert(reviews)
      .values({
        user_id: request.companyId,
        reviewer_id: answererId,
        request_id: request.id,
        name: input.name,
        job_function: input.job_function,
        company_name: input.company_name,
        sector_id: input.sector,
        project_name: request.project_name,
        from_date: input.from_date,
        to_date: input.to_date,
        description: input.description,
        rating_value: input.rating_value,
      })
      .returning({ id: reviews.id });
    if (!row) throw new Error('no review inserted');
    await notify({
      tx,
      userId: request.companyId,
      kind: 'feedback_received',
      actorId: answererId,
      itemType: 'review',
      itemId: row.id,
      itemTitle: input.company_name || input.name,
      config,
    });
    return { id: row.id };
  });
}

/** GET /api/listmyReview: the reviews the caller's company received, newest first, with their evidence, reply and why one was hidden. */
export async function listMyReviews(options: { db: Db; userId: number }): Promise<MyReview[]> {
  const rows = await options.db
    .select({
      id: reviews.id,
      name: reviews.name,
      company_name: reviews.company_name,
      job_function: reviews.job_function,
      sector: sectors.name,
      project_name: reviews.project_name,
      from_date: reviews.from_date,
      to_date: reviews.to_date,
      description: reviews.description,
      rating_value: reviews.rating_value,
      show_public: reviews.show_public,
      created_at: reviews.created_at,
      reply_body: reviews.reply_body,
      reply_at: reviews.reply_at,
      hidden_reason: reviews.hidden_reason,
      evidence: feedbackEvidence({ table: reviews, company: options.userId }),
      former_member: givenByFormerMember(reviews.reviewer_id),
    })
    .from(reviews)
    .leftJoin(sectors, eq(sectors.id, reviews.sector_id))
    .where(eq(reviews.user_id, options.userId))
    .orderBy(desc(reviews.created_at), desc(reviews.id));
  return rows.map(presentMyReview);
}

import {
  type AddReferralPermitResponse,
  type MyReferral,
  type MyReferralQuery,
  PUBLIC_FEEDBACK_LIMIT,
  type PublicReferral,
  type ReferralFields,
  type ReferralPermit,
  type ReferralPermitFields,
  type ReferralType,
} from '@acorn/contracts';
import { companyProfiles, type Db, referrals, sectors, users } from '@acorn/db';
import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Config } from '../../config';
import type { Mailer } from '../../integrations/mail/mail-queue';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { invalidField } from '../../lib/errors';
import { listedCompany } from '../feed';
import {
  claimFeedbackRequest,
  feedbackEvidence,
  findFeedbackRequest,
  givenByFormerMember,
  publicFeedback,
  requestFeedback,
} from '../feedback';
import { notify } from '../notifications';
import { giverColumns, joinGiver } from '../reviews';
import { presentMyReferral, presentPublicReferral } from './referrals.presenter';

/**
 * A listed company's public recommendations or testimonials (POST /api/listPublicReferral),
 * newest first, each with its evidence and reply, in one statement. Another company, or one that is not
 * listed, has none to show.
 */
export async function listPublicReferrals(options: {
  db: Db;
  storage: FileStorage;
  userId: number;
  type: ReferralType;
}): Promise<PublicReferral[]> {
  const { db, storage, userId, type } = options;
  const rows = await joinGiver(
    db
      .select({
        id: referrals.id,
        reffer_type: referrals.reffer_type,
        name: referrals.name,
        job_function: referrals.job_function,
        company_name: referrals.company_name,
        project_name: referrals.project_name,
        from_date: referrals.from_date,
        to_date: referrals.to_date,
        description: referrals.description,
        created_at: referrals.created_at,
        reply_body: referrals.reply_body,
        reply_at: referrals.reply_at,
        evidence: feedbackEvidence({ table: referrals, company: userId }),
        ...giverColumns(referrals.reviewer_id),
      })
      .from(referrals)
      .innerJoin(users, eq(users.id, referrals.user_id))
      .$dynamic(),
    referrals.reviewer_id,
  )
    .where(
      and(
        eq(referrals.user_id, userId),
        eq(referrals.reffer_type, type),
        publicFeedback(referrals),
        listedCompany(),
      ),
    )
    .orderBy(desc(referrals.created_at), desc(referrals.id))
    .limit(PUBLIC_FEEDBACK_LIMIT);
  return rows.map((row) => presentPublicReferral({ ...row, reffer_type: type }, storage));
}

/**
 * POST /api/addReferralPermit: the caller asks a member or a guest for a referral of their
 * company (mailed with the give link; the code never reaches the asker, who cannot answer it), or
 * gives one to a member company, answering the code of their own give form.
 */
export async function requestReferral(options: {
  db: Db;
  config: Pick<Config, 'brandName' | 'publicUrl' | 'secretsKey'>;
  mailer: Mailer;
  userId: number;
  input: ReferralPermitFields;
}): Promise<AddReferralPermitResponse['data']> {
  return requestFeedback({ ...options, subject: options.input.reffer_type });
}

/** POST /api/validateReferralPermit(Guest): the give form's type and company, from an open code of the caller's. */
export async function validateReferralCode(options: {
  db: Db;
  code: string;
  /** The signed-in caller, or null on the guests' route. */
  answererId: number | null;
}): Promise<ReferralPermit> {
  const request = await findFeedbackRequest({ ...options, kind: 'referral' });
  return { reffertype: request.reffer_type as ReferralType, company: request.company };
}

/**
 * POST /api/addReferral(Guest): uses up the code and stores the referral for the company it
 * was asked by or offered to, with the member who wrote it (null for a guest). The form's type
 * must be the code's, so a testimonial always has its project and dates.
 */
export async function addReferral(options: {
  db: Db;
  /** To mail the company, if it reads this kind by e-mail. */
  config: Pick<Config, 'brandName' | 'publicUrl' | 'secretsKey'>;
  answererId: number | null;
  input: ReferralFields;
}): Promise<{ id: number; reffer_type: ReferralType }> {
  const { db, config, answererId, input } = options;
  return db.transaction(async (tx) => {
    const request = await claimFeedbackRequest({ tx, kind: 'referral', code: input.code, answererId });
    if (request.reffer_type !== input.reffertype) throw invalidField('reffertype', 'invalid');
    const [row] = await tx
      .insert(referrals)
      .values({
        user_id: request.companyId,
        reviewer_id: answererId,
        request_id: request.id,
        reffer_type: input.reffertype,
        name: input.name,
        job_function: input.job_function,
        company_name: input.company_name,
        project_name: input.project_name,
        from_date: input.from_date,
        to_date: input.to_date,
        description: input.description,
      })
      .returning({ id: referrals.id });
    if (!row) throw new Error('no referral inserted');
    await notify({
      tx,
      userId: request.companyId,
      kind: 'feedback_received',
      actorId: answererId,
      itemType: input.reffertype,
      itemId: row.id,
      itemTitle: input.company_name || input.name,
      config,
    });
    return { id: row.id, reffer_type: input.reffertype };
  });
}

const giverProfiles = alias(companyProfiles, 'giver_profiles');

/** POST /api/listmyReferral: the referrals of a type the caller's company received, newest first, with their evidence. */
export async function listMyReferrals(options: {
  db: Db;
  userId: number;
  query: MyReferralQuery;
}): Promise<MyReferral[]> {
  const { db, userId } = options;
  const type = options.query.reffer_type;
  const rows = await db
    .select({
      id: referrals.id,
      name: referrals.name,
      company_name: referrals.company_name,
      job_function: referrals.job_function,
      sector: sectors.name,
      project_name: referrals.project_name,
      from_date: referrals.from_date,
      to_date: referrals.to_date,
      description: referrals.description,
      show_public: referrals.show_public,
      created_at: referrals.created_at,
      reply_body: referrals.reply_body,
      reply_at: referrals.reply_at,
      hidden_reason: referrals.hidden_reason,
      evidence: feedbackEvidence({ table: referrals, company: userId }),
      former_member: givenByFormerMember(referrals.reviewer_id),
    })
    .from(referrals)
    .leftJoin(giverProfiles, eq(giverProfiles.user_id, referrals.reviewer_id))
    .leftJoin(sectors, eq(sectors.id, giverProfiles.company_sector_id))
    .where(and(eq(referrals.user_id, userId), eq(referrals.reffer_type, type)))
    .orderBy(desc(referrals.created_at), desc(referrals.id));
  return rows.map((row) => presentMyReferral({ ...row, reffer_type: type }));
}

import { PUBLIC_FEEDBACK_LIMIT, type PublicReferral, type ReferralType } from '@acorn/contracts';
import { type Db, referrals, users } from '@acorn/db';
import { and, desc, eq } from 'drizzle-orm';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { listedCompany } from '../feed';
import { giverColumns, joinGiver } from '../reviews';
import { presentPublicReferral } from './referrals.presenter';

/**
 * A listed company's public recommendations or testimonials (POST /api/listPublicReferral),
 * newest first, in one statement. Another company, or one that is not listed, has none to show.
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
        ...giverColumns,
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
        eq(referrals.show_public, true),
        listedCompany(),
      ),
    )
    .orderBy(desc(referrals.created_at), desc(referrals.id))
    .limit(PUBLIC_FEEDBACK_LIMIT);
  return rows.map((row) => presentPublicReferral({ ...row, reffer_type: type }, storage));
}

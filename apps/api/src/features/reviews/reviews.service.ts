import { PUBLIC_FEEDBACK_LIMIT, type PublicReview } from '@acorn/contracts';
import { type Db, reviews, users } from '@acorn/db';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { listedCompany } from '../feed';
import { giverColumns, joinGiver } from './feedback-giver';
import { presentPublicReview } from './reviews.presenter';

/**
 * A listed company's public reviews (POST /api/listPublicReview), newest first, with the number
 * and average rating of all of them: one statement (the summary is a window over the same rows).
 * Another company, or one that is not listed, has none to show.
 */
export async function listPublicReviews(options: {
  db: Db;
  storage: FileStorage;
  userId: number;
}): Promise<{ items: PublicReview[]; summary: { total: number; average: number | null } }> {
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
        ...giverColumns,
        total: sql<number>`count(*) over ()`.mapWith(Number),
        average: sql<string>`avg(${reviews.rating_value}) over ()`,
      })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.user_id))
      .$dynamic(),
    reviews.reviewer_id,
  )
    .where(and(eq(reviews.user_id, userId), eq(reviews.show_public, true), listedCompany()))
    .orderBy(desc(reviews.created_at), desc(reviews.id))
    .limit(PUBLIC_FEEDBACK_LIMIT);
  const [first] = rows;
  return {
    items: rows.map((row) => presentPublicReview(row, storage)),
    summary: {
      total: first?.total ?? 0,
      average: first ? Math.round(Number(first.average) * 10) / 10 : null,
    },
  };
}

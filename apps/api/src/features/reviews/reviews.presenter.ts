import type {
  FeedbackEvidence,
  MyReview,
  Need,
  PublicReview,
  PublicReviewList,
  ReviewPermit,
} from '@acorn/contracts';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { type MyFeedbackRow, presentFeedbackReply, presentMyFeedback } from '../feedback';
import { type GiverRow, presentGiver } from './feedback-giver';

export interface PublicReviewRow extends GiverRow {
  id: number;
  project_name: string | null;
  description: string;
  rating_value: number;
  created_at: Date;
  reply_body: string | null;
  reply_at: Date | null;
  evidence: FeedbackEvidence;
}

/** A review as a company's profile shows it: the score, the text and who gave it (an allowlist). */
export const presentPublicReview = (row: PublicReviewRow, storage: FileStorage): PublicReview => ({
  id: row.id,
  rating_value: row.rating_value,
  description: row.description,
  project_name: row.project_name,
  created_at: row.created_at.toISOString(),
  evidence: row.evidence,
  reply: presentFeedbackReply(row),
  ...presentGiver(row, storage),
});

export type ReviewSummary = PublicReviewList['summary'];

/**
 * The summary over a company's public reviews, from the windows any of its rows carries: the
 * number, the average to one decimal (null without any) and how many gave each score.
 */
export const presentReviewSummary = (
  row: { total: number; average: string | null; histogram: ReviewSummary['histogram'] } | undefined,
): ReviewSummary => ({
  total: row?.total ?? 0,
  average: row ? Math.round(Number(row.average) * 10) / 10 : null,
  histogram: row?.histogram ?? { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
});

export interface MyReviewRow extends MyFeedbackRow {
  rating_value: number;
}

/** One of the company's own reviews on /reviews (spec §3 My review item). */
export const presentMyReview = (row: MyReviewRow): MyReview => ({
  ...presentMyFeedback(row),
  rating_value: row.rating_value,
});

/** A need in the ask's picker (spec §3 Need). */
export const presentNeed = (row: { id: number; title: string }): Need => ({ id: row.id, title: row.title });

/** What a review's give form shows of its code: the company, the project and the need asked about. */
export const presentReviewPermit = (row: {
  company: { id: number; company_name: string };
  project_name: string | null;
  need: { id: number | null; title: string | null } | null;
}): ReviewPermit => ({
  company: row.company,
  project_name: row.project_name,
  need: row.need?.id != null && row.need.title != null ? { id: row.need.id, title: row.need.title } : null,
});

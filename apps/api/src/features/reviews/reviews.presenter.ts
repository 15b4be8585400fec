import type { FeedbackEvidence, MyReview, Need, PublicReview, ReviewPermit } from '@acorn/contracts';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { type MyFeedbackRow, presentMyFeedback } from '../feedback';
import { type GiverRow, presentGiver } from './feedback-giver';

export interface PublicReviewRow extends GiverRow {
  id: number;
  project_name: string | null;
  description: string;
  rating_value: number;
  created_at: Date;
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
  ...presentGiver(row, storage),
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

import type { FeedbackEvidence, MyReview, Need, PublicReview, ReviewPermit } from '@acorn/contracts';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { presentShowPublic } from '../feedback';
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

export interface MyReviewRow {
  id: number;
  name: string;
  company_name: string | null;
  job_function: string | null;
  sector: string | null;
  project_name: string | null;
  from_date: string | null;
  to_date: string | null;
  description: string;
  rating_value: number;
  show_public: boolean;
  created_at: Date;
  evidence: FeedbackEvidence;
}

/** One of the company's own reviews on /reviews (spec §3 My review item). */
export const presentMyReview = (row: MyReviewRow): MyReview => ({
  id: row.id,
  name: row.name,
  company_name: row.company_name,
  job_function: row.job_function,
  sector: { name: row.sector },
  project_name: row.project_name,
  from_date: row.from_date,
  to_date: row.to_date,
  description: row.description,
  rating_value: row.rating_value,
  show_public: presentShowPublic(row.show_public),
  evidence: row.evidence,
  created_at: row.created_at.toISOString(),
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

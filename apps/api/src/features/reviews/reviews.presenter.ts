import type { PublicReview } from '@acorn/contracts';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { type GiverRow, presentGiver } from './feedback-giver';

export interface PublicReviewRow extends GiverRow {
  id: number;
  project_name: string | null;
  description: string;
  rating_value: number;
  created_at: Date;
}

/** A review as a company's profile shows it: the score, the text and who gave it (an allowlist). */
export const presentPublicReview = (row: PublicReviewRow, storage: FileStorage): PublicReview => ({
  id: row.id,
  rating_value: row.rating_value,
  description: row.description,
  project_name: row.project_name,
  created_at: row.created_at.toISOString(),
  ...presentGiver(row, storage),
});

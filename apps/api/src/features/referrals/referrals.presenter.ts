import type { FeedbackEvidence, MyReferral, PublicReferral, ReferralType } from '@acorn/contracts';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { type MyFeedbackRow, presentFeedbackReply, presentMyFeedback } from '../feedback';
import { presentGiver } from '../reviews';

type GiverRow = Parameters<typeof presentGiver>[0];

interface ReferralRow {
  id: number;
  reffer_type: ReferralType;
  project_name: string | null;
  from_date: string | null;
  to_date: string | null;
  description: string;
  created_at: Date;
  reply_body: string | null;
  reply_at: Date | null;
  evidence: FeedbackEvidence;
}

export interface PublicReferralRow extends GiverRow, ReferralRow {}

/** A recommendation or testimonial as a company's profile shows it (an allowlist). */
export const presentPublicReferral = (row: PublicReferralRow, storage: FileStorage): PublicReferral => ({
  id: row.id,
  reffer_type: row.reffer_type,
  description: row.description,
  project_name: row.project_name,
  from_date: row.from_date,
  to_date: row.to_date,
  created_at: row.created_at.toISOString(),
  evidence: row.evidence,
  reply: presentFeedbackReply(row),
  ...presentGiver(row, storage),
});

export interface MyReferralRow extends MyFeedbackRow {
  reffer_type: ReferralType;
}

/** One of the company's own referrals on /referrals (spec §3 My referral item). */
export const presentMyReferral = (row: MyReferralRow): MyReferral => ({
  ...presentMyFeedback(row),
  reffer_type: row.reffer_type,
});

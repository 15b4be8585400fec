import {
  type FeedbackEvidence,
  type FeedbackParticipant,
  type FeedbackReply,
  FORMER_MEMBER_NAME,
  type MyFeedback,
} from '@acorn/contracts';
import type { files } from '@acorn/db';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { publicImageUrl } from '../files';

/** A company in the picker: its name and, when public, its logo (an allowlist). */
export const presentFeedbackParticipant = (
  row: { id: number; company_name: string; logo: typeof files.$inferSelect | null },
  storage: FileStorage,
): FeedbackParticipant => ({
  id: row.id,
  company_name: row.company_name,
  logo: publicImageUrl(row.logo, storage, 'thumb'),
});

/** The Show Public switch as the spec sends and reads it. */
const presentShowPublic = (value: boolean) => (value ? 'yes' : 'no');

export type FeedbackSwitch = { id: number; show_public: 'yes' | 'no' };

/** A review's or referral's Show Public switch after it changed. */
export const presentFeedbackSwitch = (row: { id: number; show_public: boolean }): FeedbackSwitch => ({
  id: row.id,
  show_public: presentShowPublic(row.show_public),
});

/** The company's answer under a review or referral, when it gave one. */
export const presentFeedbackReply = (row: {
  reply_body: string | null;
  reply_at: Date | null;
}): FeedbackReply =>
  row.reply_body !== null && row.reply_at !== null
    ? { body: row.reply_body, created_at: row.reply_at.toISOString() }
    : null;

export type FeedbackReplied = { id: number; reply: { body: string; created_at: string } };

/** The reply just given, with what it answers. */
export const presentFeedbackReplied = (row: { id: number; body: string; at: Date }): FeedbackReplied => ({
  id: row.id,
  reply: { body: row.body, created_at: row.at.toISOString() },
});

/** A received referral's or review's row on the company's own list. */
export interface MyFeedbackRow {
  id: number;
  name: string;
  company_name: string | null;
  job_function: string | null;
  sector: string | null;
  project_name: string | null;
  from_date: string | null;
  to_date: string | null;
  description: string;
  show_public: boolean;
  created_at: Date;
  evidence: FeedbackEvidence;
  reply_body: string | null;
  reply_at: Date | null;
  hidden_reason: string | null;
  former_member: boolean;
}

/** What the company's own lists show of every piece it received (an allowlist). */
export const presentMyFeedback = (row: MyFeedbackRow): MyFeedback => ({
  id: row.id,
  name: row.former_member ? FORMER_MEMBER_NAME : row.name,
  former_member: row.former_member,
  company_name: row.company_name,
  job_function: row.job_function,
  sector: { name: row.sector },
  project_name: row.project_name,
  from_date: row.from_date,
  to_date: row.to_date,
  description: row.description,
  show_public: presentShowPublic(row.show_public),
  evidence: row.evidence,
  reply: presentFeedbackReply(row),
  hidden_reason: row.hidden_reason,
  created_at: row.created_at.toISOString(),
});

import type { FeedbackParticipant } from '@acorn/contracts';
import type { files } from '@acorn/db';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { presentFile } from '../files';

/** A company in the picker: its name and, when public, its logo (an allowlist). */
export const presentFeedbackParticipant = (
  row: { id: number; company_name: string; logo: typeof files.$inferSelect | null },
  storage: FileStorage,
): FeedbackParticipant => ({
  id: row.id,
  company_name: row.company_name,
  // A logo is a public image; a private file's address is never handed to others.
  logo: row.logo?.visibility === 'public' ? presentFile(row.logo, storage).url : null,
});

/** The Show Public switch as the spec sends and reads it. */
export const presentShowPublic = (value: boolean) => (value ? 'yes' : 'no');

export type FeedbackSwitch = { id: number; show_public: 'yes' | 'no' };

/** A review's or referral's Show Public switch after it changed. */
export const presentFeedbackSwitch = (row: { id: number; show_public: boolean }): FeedbackSwitch => ({
  id: row.id,
  show_public: presentShowPublic(row.show_public),
});

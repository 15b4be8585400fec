import { z } from 'zod/mini';

/**
 * What referrals and reviews share (content-community §2 Referrals and Reviews, §3; decision 039):
 * a company asks a member or a guest for feedback, or a member gives it, through a single-use
 * code; how each piece came about is shown beside it (DESIGN §3b Trust).
 */

export const FEEDBACK_REQUEST_TYPES = ['ask', 'give'] as const;
export type FeedbackRequestType = (typeof FEEDBACK_REQUEST_TYPES)[number];

/** How long an e-mailed or answered code can be used (DESIGN §7: guest codes 30 days). */
export const FEEDBACK_CODE_DAYS = 30;

/**
 * How the feedback came about: the two companies dealt with each other on the platform (a Want,
 * a message, a giveaway application or an advisor who works with both), the company asked for it
 * with a code, or neither.
 */
export const FEEDBACK_EVIDENCE = ['verified_relationship', 'invited', 'none'] as const;
export type FeedbackEvidence = (typeof FEEDBACK_EVIDENCE)[number];
export const feedbackEvidenceSchema = z.enum(FEEDBACK_EVIDENCE);

/** The Show Public switch, as the spec sends and reads it. */
export const SHOW_PUBLIC_VALUES = ['yes', 'no'] as const;

/** The code of a give link (/give/referral/{code}, /give/guest-referral/{code}). */
export const feedbackCodeSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));

/** A company a member may ask or give feedback to (GET /api/listOfParticipants). */
export const feedbackParticipantSchema = z.object({
  id: z.int(),
  company_name: z.string(),
  /** The company's public logo, or null. */
  logo: z.nullable(z.string()),
});
export type FeedbackParticipant = z.infer<typeof feedbackParticipantSchema>;

export const feedbackParticipantListResponseSchema = z.object({
  success: z.array(feedbackParticipantSchema),
});

import { z } from 'zod/mini';
import { idSchema } from './common';
import { optionalText, requiredText } from './fields';
import { VALIDATION_CODES as V, whenValid } from './validation';

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

/** POST /api/validateReferralPermit(Guest), /api/validateReviewPermit(Guest): a give link's code. */
export const feedbackCodeInputSchema = z.object({ code: feedbackCodeSchema });

/** A company a member may ask or give feedback to (GET /api/listOfParticipants). */
export const feedbackParticipantSchema = z.object({
  id: z.int(),
  company_name: z.string(),
  /** The company's public logo, or null. */
  logo: z.nullable(z.string()),
});
export type FeedbackParticipant = z.infer<typeof feedbackParticipantSchema>;

/** GET /api/listOfParticipants?search=: the pickers' companies whose name holds the search. */
export const feedbackParticipantQuerySchema = z.object({
  search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
});
/** The most companies one answer of the picker holds (by name). */
export const FEEDBACK_PARTICIPANT_LIMIT = 50;

export const feedbackParticipantListResponseSchema = z.object({
  success: z.array(feedbackParticipantSchema),
});

/** A guest's address: optional, as a member is asked by `participant`. */
export const guestEmailSchema = z.pipe(optionalText(254), z.nullable(z.email(V.emailInvalid)));

/**
 * Who a request payload (referrals' and reviews') is for: a guest is asked with their name,
 * address and a message; a member is picked as `participant`.
 */
export const askedOrGiven = z.superRefine<{
  participant?: number | undefined;
  request_type: string;
  public_request?: string | undefined;
  name: string | null;
  email: string | null;
  email_content: string | null;
}>(
  (value, ctx) => {
    if (value.public_request !== 'yes') {
      if (value.participant === undefined)
        ctx.addIssue({ code: 'custom', path: ['participant'], message: V.required });
      return;
    }
    for (const field of ['name', 'email', 'email_content'] as const) {
      if (!value[field]) ctx.addIssue({ code: 'custom', path: [field], message: V.required });
    }
    // Someone outside the platform can only be asked: giving takes a member's account.
    if (value.request_type !== 'ask')
      ctx.addIssue({ code: 'custom', path: ['request_type'], message: V.invalid });
  },
  whenValid('participant', 'request_type', 'public_request', 'name', 'email', 'email_content'),
);

/** A project's end is never before its start (a referral's and a review's form). */
export const datesInOrder = z.superRefine<{ from_date: string | null; to_date: string | null }>(
  (value, ctx) => {
    if (value.from_date && value.to_date && value.to_date < value.from_date) {
      ctx.addIssue({ code: 'custom', path: ['to_date'], message: V.endBeforeStart });
    }
  },
  whenValid('from_date', 'to_date'),
);

/**
 * The reviewed company's one public answer to a review or referral, shown under it (DESIGN §3b
 * Trust), or null.
 */
export const feedbackReplySchema = z.nullable(z.object({ body: z.string(), created_at: z.string() }));
export type FeedbackReply = z.infer<typeof feedbackReplySchema>;

/** POST /api/reviews/{id}/reply, /api/referrals/{id}/reply: the company's answer, once. */
export const feedbackReplyInputSchema = z.object({ body: requiredText(1000) });
export const feedbackReplyResponseSchema = z.object({
  success: z.string(),
  data: z.object({ id: z.int(), reply: z.object({ body: z.string(), created_at: z.string() }) }),
});
export const FEEDBACK_REPLY_MESSAGE = 'Reply published';

/**
 * spec §3 My referral item, My review item: what the giver wrote, the sector of the giver's
 * company (a referral's) or the one they chose (a review's), the Show Public switch.
 */
export const myFeedbackSchema = z.object({
  id: z.int(),
  /** The name the giver typed; 'A former member' once a member giver erased their account. */
  name: z.string(),
  former_member: z.boolean(),
  company_name: z.nullable(z.string()),
  job_function: z.nullable(z.string()),
  sector: z.object({ name: z.nullable(z.string()) }),
  project_name: z.nullable(z.string()),
  from_date: z.nullable(z.string()),
  to_date: z.nullable(z.string()),
  description: z.string(),
  show_public: z.enum(SHOW_PUBLIC_VALUES),
  evidence: feedbackEvidenceSchema,
  reply: feedbackReplySchema,
  /** Why the operator hid it after a report (the Show Public switch no longer shows it), or null. */
  hidden_reason: z.nullable(z.string()),
  created_at: z.string(),
});
export type MyFeedback = z.infer<typeof myFeedbackSchema>;

/** POST /api/changeMyReferral, /api/changeMyReview: the Show Public switch of one of the caller's. */
export const feedbackSwitchInputSchema = z.object({
  id: idSchema,
  reffer_status: z.enum(SHOW_PUBLIC_VALUES),
});
export const feedbackSwitchResponseSchema = z.object({
  success: z.string(),
  data: z.object({ id: z.int(), show_public: z.enum(SHOW_PUBLIC_VALUES) }),
});

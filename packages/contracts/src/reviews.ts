import { z } from 'zod/mini';
import { idSchema, intSchema, optionalFilter } from './common';
import { isoDay } from './content';
import {
  askedOrGiven,
  datesInOrder,
  FEEDBACK_REQUEST_TYPES,
  feedbackCodeSchema,
  feedbackEvidenceSchema,
  feedbackReplySchema,
  guestEmailSchema,
  myFeedbackSchema,
} from './feedback';
import { optionalText, requiredText } from './fields';
import { VALIDATION_CODES as V, whenValid } from './validation';

/**
 * What a company's profile shows of the feedback others gave it (content-community §2 Credentials
 * tab, §3 Review and Recommendation or testimonial (display); DESIGN §3b): only what the company
 * chose to show (Show Public), never the giver's e-mail.
 */

/** Who gave a review or a referral, as the profile names them. */
export const feedbackGiverSchema = z.object({
  /** The giver's name and position, as they wrote them. */
  reviewer: z.object({ name: z.string(), position: z.nullable(z.string()) }),
  /**
   * The giver's company: a member's links to its profile (id, tier, logo); a guest's is the name
   * they typed, or null.
   */
  company: z.object({
    id: z.nullable(z.int()),
    name: z.nullable(z.string()),
    subscription: z.nullable(z.string()),
    image: z.nullable(z.string()),
  }),
  /**
   * The giver's account was erased (decision 055): the text stays, `reviewer.name` reads
   * FORMER_MEMBER_NAME and nothing else names them.
   */
  former_member: z.boolean(),
});

/** POST /api/listPublicReview: a company's public reviews. */
export const publicReviewQuerySchema = z.object({ user_id: idSchema });

export const RATING_SCALE = 5;

export const publicReviewSchema = z.extend(feedbackGiverSchema, {
  id: z.int(),
  /** 1 to RATING_SCALE. */
  rating_value: z.int(),
  description: z.string(),
  project_name: z.nullable(z.string()),
  created_at: z.string(),
  evidence: feedbackEvidenceSchema,
  reply: feedbackReplySchema,
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

export const publicReviewListResponseSchema = z.object({
  /** The newest public reviews, at most PUBLIC_FEEDBACK_LIMIT. */
  success: z.array(publicReviewSchema),
  /**
   * Over every public review: their number, average rating (null without any) and how many gave
   * each score.
   */
  summary: z.object({
    total: z.int(),
    average: z.nullable(z.number()),
    histogram: z.object({ 1: z.int(), 2: z.int(), 3: z.int(), 4: z.int(), 5: z.int() }),
  }),
});
export type PublicReviewList = z.infer<typeof publicReviewListResponseSchema>;

/** The most reviews or referrals of a kind a profile shows (the newest). */
export const PUBLIC_FEEDBACK_LIMIT = 60;

/** What the review calls answer (spec §8). */
export const REVIEW_MESSAGES = {
  requested: 'Request successfully send!',
  submitted: 'Review submitted',
  changed: 'Changes updated successfully',
} as const;

/** A member's ask carries a message, as a guest's does (spec §5 Review ask). */
const askHasMessage = z.superRefine<{ request_type: string; email_content: string | null }>(
  (value, ctx) => {
    if (value.request_type === 'ask' && !value.email_content)
      ctx.addIssue({ code: 'custom', path: ['email_content'], message: V.required });
  },
  whenValid('request_type', 'email_content'),
);

/**
 * POST /api/addReviewPermit (spec §3 Review request): ask a member (`participant`) or, with
 * public_request 'yes', someone outside the platform for a review of the caller's company about
 * a project (and optionally one of its needs); or give one to `participant`.
 */
export const addReviewPermitInputSchema = z
  .object({
    participant: optionalFilter(idSchema),
    request_type: z.enum(FEEDBACK_REQUEST_TYPES),
    need_id: optionalFilter(idSchema),
    project_name: requiredText(255),
    public_request: optionalFilter(z.enum(['yes', 'no'])),
    name: optionalText(255),
    email: guestEmailSchema,
    email_content: optionalText(2000),
  })
  .check(askedOrGiven, askHasMessage);
export type AddReviewPermitInput = z.input<typeof addReviewPermitInputSchema>;
export type ReviewPermitFields = z.output<typeof addReviewPermitInputSchema>;

/** The spec reads a give's code in `success.request_code`; an ask's code is only mailed. */
export const addReviewPermitResponseSchema = z.object({
  success: z.object({ message: z.string(), request_code: z.optional(z.string()) }),
});
export type AddReviewPermitResponse = z.infer<typeof addReviewPermitResponseSchema>;

/** What the give form shows: the company reviewed, and the project and need it was asked about. */
export const reviewPermitSchema = z.object({
  company: z.object({ id: z.int(), company_name: z.string() }),
  project_name: z.nullable(z.string()),
  need: z.nullable(z.object({ id: z.int(), title: z.string() })),
});
export type ReviewPermit = z.infer<typeof reviewPermitSchema>;
export const reviewPermitResponseSchema = z.object({ data: reviewPermitSchema });

/** POST /api/addReview, /api/addReviewGuest (spec §3 Review submission, §5). */
export const addReviewInputSchema = z
  .object({
    code: feedbackCodeSchema,
    description: requiredText(2000),
    from_date: isoDay,
    to_date: isoDay,
    name: requiredText(255),
    job_function: optionalText(255),
    company_name: optionalText(255),
    /** A sector's id (the reference list). */
    sector: intSchema({ message: V.required }),
    rating_value: intSchema({ max: RATING_SCALE, message: V.invalid }),
  })
  .check(datesInOrder);
export type AddReviewInput = z.input<typeof addReviewInputSchema>;
export type ReviewFields = z.output<typeof addReviewInputSchema>;
export const addReviewResponseSchema = z.object({
  success: z.string(),
  data: z.object({ id: z.int() }),
});

/** spec §3 My review item, with its score. */
export const myReviewSchema = z.extend(myFeedbackSchema, { rating_value: z.int() });
export type MyReview = z.infer<typeof myReviewSchema>;
/** GET /api/listmyReview: the reviews the caller's company received, newest first. */
export const myReviewListResponseSchema = z.object({ success: z.array(myReviewSchema) });

/** POST /api/listofNeedsForReview: the needs a review may be asked about (spec §3 Need). */
export const needsForReviewInputSchema = z.object({ participant: idSchema });
export const needSchema = z.object({ id: z.int(), title: z.string() });
export type Need = z.infer<typeof needSchema>;
export const needsForReviewResponseSchema = z.object({ data: z.array(needSchema) });

import { z } from 'zod/mini';
import { idSchema } from './common';

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
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

export const publicReviewListResponseSchema = z.object({
  /** The newest public reviews, at most PUBLIC_FEEDBACK_LIMIT. */
  success: z.array(publicReviewSchema),
  /** Over every public review: their number and average rating (null without any). */
  summary: z.object({ total: z.int(), average: z.nullable(z.number()) }),
});
export type PublicReviewList = z.infer<typeof publicReviewListResponseSchema>;

/** The most reviews or referrals of a kind a profile shows (the newest). */
export const PUBLIC_FEEDBACK_LIMIT = 60;

import { z } from 'zod/mini';
import { idSchema } from './common';
import { feedbackGiverSchema } from './reviews';

/** Recommendations and testimonials (content-community §2 Referrals, §3 Referral items). */
export const REFERRAL_TYPES = ['recommendation', 'testimonial'] as const;
export type ReferralType = (typeof REFERRAL_TYPES)[number];

/** POST /api/listPublicReferral: a company's public referrals of one type (DESIGN §3b). */
export const publicReferralQuerySchema = z.object({
  reffer_type: z.enum(REFERRAL_TYPES),
  user_id: idSchema,
});

export const publicReferralSchema = z.extend(feedbackGiverSchema, {
  id: z.int(),
  reffer_type: z.enum(REFERRAL_TYPES),
  description: z.string(),
  project_name: z.nullable(z.string()),
  /** The project's dates, yyyy-MM-dd. */
  from_date: z.nullable(z.string()),
  to_date: z.nullable(z.string()),
  created_at: z.string(),
});
export type PublicReferral = z.infer<typeof publicReferralSchema>;

/** The newest public referrals of the type, at most PUBLIC_FEEDBACK_LIMIT. */
export const publicReferralListResponseSchema = z.object({ success: z.array(publicReferralSchema) });

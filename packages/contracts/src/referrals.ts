import { z } from 'zod/mini';
import { idSchema, optionalFilter } from './common';
import { optionalDay } from './content';
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
import { feedbackGiverSchema } from './reviews';
import { VALIDATION_CODES as V, whenValid } from './validation';

/** Recommendations and testimonials (content-community §2 Referrals, §3 Referral items). */
export const REFERRAL_TYPES = ['recommendation', 'testimonial'] as const;
export type ReferralType = (typeof REFERRAL_TYPES)[number];

/** What the referral calls answer in `success` (spec §8). */
export const REFERRAL_MESSAGES = {
  requested: 'Request successfully send!',
  submitted: 'Referral submitted',
  changed: 'Changes updated successfully',
} as const;

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
  evidence: feedbackEvidenceSchema,
  reply: feedbackReplySchema,
});
export type PublicReferral = z.infer<typeof publicReferralSchema>;

/** The newest public referrals of the type, at most PUBLIC_FEEDBACK_LIMIT. */
export const publicReferralListResponseSchema = z.object({ success: z.array(publicReferralSchema) });

/**
 * POST /api/addReferralPermit (spec §3 Referral request payload): ask a member (`participant`)
 * or, with public_request 'yes', someone outside the platform for a referral of the caller's
 * company; or give one to `participant`.
 */
export const addReferralPermitInputSchema = z
  .object({
    participant: optionalFilter(idSchema),
    request_type: z.enum(FEEDBACK_REQUEST_TYPES),
    reffer_type: z.enum(REFERRAL_TYPES),
    public_request: optionalFilter(z.enum(['yes', 'no'])),
    name: optionalText(255),
    email: guestEmailSchema,
    email_content: optionalText(2000),
  })
  .check(askedOrGiven);
export type AddReferralPermitInput = z.input<typeof addReferralPermitInputSchema>;
export type ReferralPermitFields = z.output<typeof addReferralPermitInputSchema>;

/** A give answers its code, for the caller's own /give/referral/{code}; an ask's code is only mailed. */
export const addReferralPermitResponseSchema = z.object({
  success: z.string(),
  data: z.object({ request_code: z.optional(z.string()) }),
});
export type AddReferralPermitResponse = z.infer<typeof addReferralPermitResponseSchema>;

/** What the give form shows: its type (the page's title) and the company the referral is for. */
export const referralPermitSchema = z.object({
  reffertype: z.enum(REFERRAL_TYPES),
  company: z.object({ id: z.int(), company_name: z.string() }),
});
export type ReferralPermit = z.infer<typeof referralPermitSchema>;
export const referralPermitResponseSchema = z.object({ data: referralPermitSchema });

/** The project and its dates are a testimonial's (spec §5). */
const testimonialFields = z.superRefine<{
  reffertype: string;
  project_name: string | null;
  from_date: string | null;
  to_date: string | null;
}>(
  (value, ctx) => {
    if (value.reffertype === 'testimonial') {
      for (const field of ['project_name', 'from_date', 'to_date'] as const) {
        if (!value[field]) ctx.addIssue({ code: 'custom', path: [field], message: V.required });
      }
    }
  },
  whenValid('reffertype', 'project_name', 'from_date', 'to_date'),
);

/**
 * POST /api/addReferral, /api/addReferralGuest (spec §3 Referral submission). `reffertype` is
 * the type validating the code answered; the server refuses any other.
 */
export const addReferralInputSchema = z
  .object({
    code: feedbackCodeSchema,
    reffertype: z.enum(REFERRAL_TYPES),
    description: requiredText(2000),
    project_name: optionalText(255),
    from_date: optionalDay,
    to_date: optionalDay,
    name: requiredText(255),
    job_function: requiredText(255),
    company_name: requiredText(255),
  })
  .check(testimonialFields, datesInOrder);
export type AddReferralInput = z.input<typeof addReferralInputSchema>;
export type ReferralFields = z.output<typeof addReferralInputSchema>;

export const addReferralResponseSchema = z.object({
  success: z.string(),
  data: z.object({ id: z.int(), reffer_type: z.enum(REFERRAL_TYPES) }),
});

/** POST /api/listmyReferral: the caller's received referrals of a type. */
export const myReferralQuerySchema = z.object({ reffer_type: z.enum(REFERRAL_TYPES) });
export type MyReferralQuery = z.infer<typeof myReferralQuerySchema>;

/** spec §3 My referral item, with its type. */
export const myReferralSchema = z.extend(myFeedbackSchema, { reffer_type: z.enum(REFERRAL_TYPES) });
export type MyReferral = z.infer<typeof myReferralSchema>;
export const myReferralListResponseSchema = z.object({ success: z.array(myReferralSchema) });

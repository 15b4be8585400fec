import { z } from 'zod/mini';
import { advisorListingSchema } from './advisor-listings';
import { PAYMENT_REQUEST_STATUSES, paymentRequestFilterSchema } from './advisor-payments';
import { campaignSchema } from './campaigns';
import { idSchema, intSchema, optionalFilter, paginationQuerySchema } from './common';
import { FEATURES, REGISTRATION_COMPLETE_STEP, ROLES, STATUS_REASON_LENGTH } from './constants';
import { contentStatusSchema, contentTypeSchema } from './content';
import { requiredEmail } from './fields';
import { financialRiskSchema } from './financial-risk';
import { marketItemSchema } from './market';
import { postSchema } from './posts';
import { protocolSchema } from './protocols';
import { samplingSchema } from './samplings';
import { VALIDATION_CODES as V } from './validation';

export const operatorLoginResponseSchema = z.discriminatedUnion('mfa', [
  z.object({
    mfa: z.literal('enroll'),
    challenge: z.string(),
    /** Base32 secret to add to an authenticator app (also inside otpauth_url). */
    secret: z.string(),
    otpauth_url: z.string(),
  }),
  z.object({ mfa: z.literal('verify'), challenge: z.string() }),
]);
export type OperatorLoginResponse = z.infer<typeof operatorLoginResponseSchema>;

export const operatorMfaInputSchema = z.object({
  challenge: z.string().check(z.minLength(1, V.required), z.maxLength(200)),
  code: z.string().check(z.trim(), z.regex(/^\d{6}$/, V.mfaCodeFormat)),
});

export const adminUserQuerySchema = z.extend(paginationQuerySchema, {
  search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  // smallint columns: only the roles and steps there are, never a value they cannot hold.
  role: optionalFilter(intSchema({ max: ROLES.operator })),
  step: optionalFilter(intSchema({ max: REGISTRATION_COMPLETE_STEP })),
  status: optionalFilter(z.enum(['active', 'inactive'])),
  tier: optionalFilter(intSchema()),
});
export type AdminUserQuery = z.infer<typeof adminUserQuerySchema>;

export const adminUserSchema = z.object({
  id: z.int(),
  email: z.string(),
  name: z.nullable(z.string()),
  company_name: z.nullable(z.string()),
  cb_roles_id: z.int(),
  step: z.int(),
  status: z.int(),
  payment_status: z.nullable(z.string()),
  active: z.boolean(),
  tier: z.nullable(z.object({ id: z.int(), name: z.string() })),
  deactivation_reason: z.nullable(z.string()),
  created_at: z.string(),
  /** When its personal data was erased (decision 055); an erased account is never active again. */
  erased_at: z.nullable(z.string()),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserDetailSchema = z.extend(adminUserSchema, {
  /** A participant's financial risk as recorded (every field null without one); null for others. */
  financial_risk: z.nullable(financialRiskSchema),
  /** For an advisor: the participants they work with. For a participant: their advisors. */
  associations: z.array(
    z.object({
      id: z.int(),
      company_name: z.nullable(z.string()),
      name: z.nullable(z.string()),
      email: z.string(),
    }),
  ),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

/** Why an operator did something the person it touches is told about. */
export const operatorReason = z
  .string({ error: V.statusReasonTooShort })
  .check(
    z.trim(),
    z.minLength(STATUS_REASON_LENGTH.min, V.statusReasonTooShort),
    z.maxLength(STATUS_REASON_LENGTH.max),
  );

export const setUserStatusInputSchema = z.object({ active: z.boolean(), reason: operatorReason });

export const associationInputSchema = z.object({ participant_id: idSchema });

export const adminPaymentRequestQuerySchema = z.extend(paginationQuerySchema, {
  ...paymentRequestFilterSchema.shape,
  advisor_id: optionalFilter(idSchema),
});

export const adminPaymentRequestSchema = z.object({
  id: z.int(),
  month: z.int(),
  year: z.int(),
  status: z.enum(PAYMENT_REQUEST_STATUSES),
  /** `erased`: the advisor erased their account; the request stays for the legal period (decision 055). */
  advisor: z.object({ id: z.int(), name: z.nullable(z.string()), email: z.string(), erased: z.boolean() }),
  participant: z.object({ id: z.int(), company_name: z.nullable(z.string()) }),
  created_at: z.string(),
  approved_at: z.nullable(z.string()),
  approved_by: z.nullable(z.string()),
  paid_at: z.nullable(z.string()),
  paid_by: z.nullable(z.string()),
});
export type AdminPaymentRequest = z.infer<typeof adminPaymentRequestSchema>;

export const invitationInputSchema = z.object({
  email: requiredEmail,
  language: z._default(z.enum(['en', 'pt', 'es']), 'en'),
});

export const invitationSchema = z.object({
  id: z.int(),
  email: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  used_at: z.nullable(z.string()),
  invited_by: z.nullable(z.string()),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const auditEntrySchema = z.object({
  id: z.int(),
  actor: z.nullable(z.string()),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.nullable(z.string()),
  created_at: z.string(),
});
export type AuditEntryItem = z.infer<typeof auditEntrySchema>;

/**
 * GET /api/admin/failed-mail: mail given up on (after its last retry, or its outcome unknown),
 * the latest first; POST /api/admin/failed-mail/:id/resend answers it back in the queue.
 */
export const failedMailSchema = z.object({
  id: z.int(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(['failed', 'pending']),
  attempts: z.int(),
  /** Why the last attempt failed: the SMTP server's answer, or 'outcome unknown'. */
  last_error: z.nullable(z.string()),
  failed_at: z.nullable(z.string()),
});
export type FailedMail = z.infer<typeof failedMailSchema>;

export const pendingBankTransferSchema = z.object({
  subscription_id: z.int(),
  reference: z.string(),
  user: z.object({ id: z.int(), email: z.string(), company_name: z.nullable(z.string()) }),
  package: z.string(),
  substype: z.string(),
  /** Euros, VAT included: what the transfer must bring in. */
  total_amount: z.number(),
  created_at: z.string(),
});
export type PendingBankTransfer = z.infer<typeof pendingBankTransferSchema>;

export const bankTransferConfirmationSchema = z.object({
  subscription_id: z.int(),
  status: z.literal('active'),
  invoice_number: z.string(),
});

/** GET /api/admin/content: the moderation queue, pending first by default, oldest first. */
export const moderationQuerySchema = z.extend(paginationQuerySchema, {
  status: z._default(z.enum(['pending', 'published', 'denied']), 'pending'),
  type: optionalFilter(contentTypeSchema),
});
export type ModerationQuery = z.infer<typeof moderationQuerySchema>;

export const moderationItemSchema = z.object({
  id: z.int(),
  item_type: contentTypeSchema,
  title: z.string(),
  description: z.string(),
  status: contentStatusSchema,
  deny_reason: z.nullable(z.string()),
  owner: z.object({ id: z.int(), email: z.string(), company_name: z.nullable(z.string()) }),
  created_at: z.string(),
  decided_at: z.nullable(z.string()),
});
export type ModerationItem = z.infer<typeof moderationItemSchema>;

/** The path of one item under moderation: /admin/content/{type}/{id}/... */
export const contentParamsSchema = z.object({ type: contentTypeSchema, id: idSchema });

export const denyContentInputSchema = z.object({ reason: operatorReason });

/**
 * GET /api/admin/content/{type}/{id}: the whole item as its detail page shows it to members, in
 * whatever status, so the operator reviews every field, file and image before deciding.
 */
export const contentReviewResponseSchema = z.object({
  data: z.discriminatedUnion('item_type', [
    marketItemSchema,
    campaignSchema,
    samplingSchema,
    protocolSchema,
    postSchema,
    advisorListingSchema,
  ]),
});
export type ContentReviewItem = z.infer<typeof contentReviewResponseSchema>['data'];

/** GET /api/admin/packages: each tier, with its prices and the features the operator gave it. */
export const adminPackageSchema = z.object({
  id: z.int(),
  name: z.string(),
  name_prt: z.string(),
  name_spn: z.string(),
  /** Euros, VAT excluded. */
  monthly_cost: z.number(),
  yearly_cost: z.number(),
  available_features: z.array(z.enum(FEATURES)),
});
export type AdminPackage = z.infer<typeof adminPackageSchema>;

/**
 * PUT /api/admin/packages/{id}/features: the tier's whole set of features. Only known names;
 * repeats are dropped and the set is kept in the order of FEATURES, so equal sets read equal.
 */
export const packageFeaturesInputSchema = z.object({
  available_features: z.pipe(
    z
      .array(z.enum(FEATURES, { error: V.optionInvalid }), { error: V.required })
      .check(z.maxLength(FEATURES.length * 4)),
    z.transform((chosen) => FEATURES.filter((feature) => chosen.includes(feature))),
  ),
});
export type PackageFeaturesInput = z.input<typeof packageFeaturesInputSchema>;

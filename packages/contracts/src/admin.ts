import { z } from 'zod';
import { PAYMENT_REQUEST_STATUSES, paymentRequestFilterSchema } from './advisor-payments';
import { idSchema, intSchema, optionalFilter, paginationQuerySchema } from './common';
import { REGISTRATION_COMPLETE_STEP, ROLES, STATUS_REASON_LENGTH } from './constants';
import { requiredEmail } from './onboarding';
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
  challenge: z.string().min(1, V.required).max(200),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, V.mfaCodeFormat),
});

export const adminUserQuerySchema = paginationQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
  // smallint columns: only the roles and steps there are, never a value they cannot hold.
  role: optionalFilter(intSchema({ max: ROLES.operator })),
  step: optionalFilter(intSchema({ max: REGISTRATION_COMPLETE_STEP })),
  status: optionalFilter(z.enum(['active', 'inactive'])),
  tier: optionalFilter(intSchema()),
});
export type AdminUserQuery = z.infer<typeof adminUserQuerySchema>;

export const adminUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string().nullable(),
  company_name: z.string().nullable(),
  cb_roles_id: z.number().int(),
  step: z.number().int(),
  status: z.number().int(),
  payment_status: z.string().nullable(),
  active: z.boolean(),
  tier: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  deactivation_reason: z.string().nullable(),
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserDetailSchema = adminUserSchema.extend({
  /** For an advisor: the participants they work with. For a participant: their advisors. */
  associations: z.array(
    z.object({
      id: z.number().int(),
      company_name: z.string().nullable(),
      name: z.string().nullable(),
      email: z.string(),
    }),
  ),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const setUserStatusInputSchema = z.object({
  active: z.boolean(),
  reason: z
    .string({ error: V.statusReasonTooShort })
    .trim()
    .min(STATUS_REASON_LENGTH.min, V.statusReasonTooShort)
    .max(STATUS_REASON_LENGTH.max),
});

export const associationInputSchema = z.object({ participant_id: idSchema });

export const adminPaymentRequestQuerySchema = paginationQuerySchema.extend({
  ...paymentRequestFilterSchema.shape,
  advisor_id: optionalFilter(idSchema),
});

export const adminPaymentRequestSchema = z.object({
  id: z.number().int(),
  month: z.number().int(),
  year: z.number().int(),
  status: z.enum(PAYMENT_REQUEST_STATUSES),
  advisor: z.object({ id: z.number().int(), name: z.string().nullable(), email: z.string() }),
  participant: z.object({ id: z.number().int(), company_name: z.string().nullable() }),
  created_at: z.string(),
  approved_at: z.string().nullable(),
  approved_by: z.string().nullable(),
  paid_at: z.string().nullable(),
  paid_by: z.string().nullable(),
});
export type AdminPaymentRequest = z.infer<typeof adminPaymentRequestSchema>;

export const invitationInputSchema = z.object({
  email: requiredEmail,
  language: z.enum(['en', 'pt', 'es']).default('en'),
});

export const invitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  used_at: z.string().nullable(),
  invited_by: z.string().nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor: z.string().nullable(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  created_at: z.string(),
});
export type AuditEntryItem = z.infer<typeof auditEntrySchema>;

export const pendingBankTransferSchema = z.object({
  subscription_id: z.number().int(),
  reference: z.string(),
  user: z.object({ id: z.number().int(), email: z.string(), company_name: z.string().nullable() }),
  package: z.string(),
  substype: z.string(),
  /** Euros, VAT included: what the transfer must bring in. */
  total_amount: z.number(),
  created_at: z.string(),
});
export type PendingBankTransfer = z.infer<typeof pendingBankTransferSchema>;

export const bankTransferConfirmationSchema = z.object({
  subscription_id: z.number().int(),
  status: z.literal('active'),
  invoice_number: z.string(),
});

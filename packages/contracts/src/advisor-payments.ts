import { z } from 'zod/mini';
import { intSchema, optionalFilter } from './common';
import { idList } from './fields';
import { VALIDATION_CODES as V } from './validation';

export const PAYMENT_REQUEST_STATUSES = ['Submitted', 'Approved', 'Paid'] as const;
export type PaymentRequestStatus = (typeof PAYMENT_REQUEST_STATUSES)[number];
/** Year choices run from 2020 to the current year (accounts spec §9). */
export const PAYMENT_REQUEST_FIRST_YEAR = 2020;

const month = intSchema({ min: 1, max: 12, message: V.required });
const year = intSchema({
  min: PAYMENT_REQUEST_FIRST_YEAR,
  max: new Date().getFullYear() + 1,
  message: V.required,
});

export const paymentRequestFilterSchema = z.object({
  month: optionalFilter(month),
  year: optionalFilter(year),
  status: optionalFilter(z.enum(PAYMENT_REQUEST_STATUSES)),
});
export type PaymentRequestFilter = z.infer<typeof paymentRequestFilterSchema>;

export const addPaymentRequestInputSchema = z.object({
  month,
  year,
  participants: idList({ min: 1, max: 100 }),
  /** The form's declaration checkbox; older clients do not send it. */
  declaration: z.optional(z.boolean()),
});
export type AddPaymentRequestInput = z.infer<typeof addPaymentRequestInputSchema>;

export const associatedParticipantSchema = z.object({ id: z.int(), company_name: z.string() });
export type AssociatedParticipant = z.infer<typeof associatedParticipantSchema>;

export const paymentRequestSchema = z.object({
  id: z.int(),
  month: z.int(),
  year: z.int(),
  status: z.enum(PAYMENT_REQUEST_STATUSES),
  participant: associatedParticipantSchema,
  created_at: z.string(),
  approved_at: z.nullable(z.string()),
  paid_at: z.nullable(z.string()),
});
export type PaymentRequest = z.infer<typeof paymentRequestSchema>;

export const associatedParticipantsResponseSchema = z.object({ data: z.array(associatedParticipantSchema) });
export const paymentRequestListResponseSchema = z.object({ success: z.array(paymentRequestSchema) });
export const addPaymentRequestResponseSchema = z.object({
  success: z.string(),
  data: z.array(paymentRequestSchema),
});

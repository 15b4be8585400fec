import { z } from 'zod/mini';
import { idSchema, listMetaSchema, paginationQuerySchema } from './common';

/**
 * The notification centre (DESIGN §3b): every event that concerns a member, newest first, with
 * the number still unread. The words are the interface's, by `kind`; the row holds the facts.
 */
export const NOTIFICATION_KINDS = [
  'content_approved',
  'content_denied',
  'credential_approved',
  'credential_declined',
  'interest',
  'message',
  'feedback_hidden',
  'feedback_received',
  'feedback_requested',
  'sampling_application',
  'payment_request_status',
  'sampling_result',
  'subscription_renewed',
  'subscription_payment_failed',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The most notifications one call marks read by id. */
export const NOTIFICATIONS_READ_MAX = 100;

/** How long a message's excerpt in the list may be. */
export const NOTIFICATION_EXCERPT_LENGTH = 200;

/** GET /api/notifications: a page of the caller's notifications. */
export const notificationsQuerySchema = paginationQuerySchema;
export type NotificationsQuery = z.infer<typeof notificationsQuerySchema>;

export const notificationSchema = z.object({
  id: z.int(),
  /** A kind this version does not know reads as a generic notice. */
  kind: z.string(),
  /** Who caused it (the company that wanted, wrote, applied, gave or asked), when a member did. */
  actor: z.nullable(
    z.object({
      id: z.int(),
      /** The company's name, an advisor's name, or the contact's. */
      company_name: z.string(),
      logo: z.nullable(z.string()),
    }),
  ),
  /**
   * What it is about: a content type, 'award' | 'certificate', 'review' | 'referral' (hidden),
   * 'review' | 'recommendation' | 'testimonial' (given or asked), 'payment_request'; its title
   * when it happened.
   */
  item: z.nullable(z.object({ type: z.string(), id: z.nullable(z.int()), title: z.nullable(z.string()) })),
  /** A refusal's or hiding's reason; a payment request's new status. */
  reason: z.nullable(z.string()),
  /** The start of a message's text. */
  message: z.nullable(z.string()),
  read: z.boolean(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsResponseSchema = z.object({
  data: z.array(notificationSchema),
  meta: z.extend(listMetaSchema, { unread: z.int() }),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

/** POST /api/notifications/read: some of the caller's notifications by id, or all of them. */
export const markNotificationsReadInputSchema = z.union([
  z.object({ ids: z.array(idSchema).check(z.minLength(1), z.maxLength(NOTIFICATIONS_READ_MAX)) }),
  z.object({ all: z.literal(true) }),
]);
export type MarkNotificationsReadInput = z.infer<typeof markNotificationsReadInputSchema>;

/** How many of the caller's notifications are still unread. */
export const markNotificationsReadResponseSchema = z.object({ unread: z.int() });
export type MarkNotificationsReadResponse = z.infer<typeof markNotificationsReadResponseSchema>;

import { z } from 'zod/mini';
import { idSchema, listMetaSchema, paginationQuerySchema } from './common';
import { ROLES } from './constants';

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

/**
 * How a member hears of one kind of event: in the app only, in the app and by e-mail at once (a
 * message's e-mail waits a few minutes and is skipped once read), in the app and in the daily
 * digest, or not at all.
 */
export const NOTIFICATION_DELIVERIES = ['app', 'email', 'digest', 'off'] as const;
export type NotificationDelivery = (typeof NOTIFICATION_DELIVERIES)[number];

/**
 * A kind the member never chose: e-mail at once for what the product mailed before preferences
 * existed, and for what a member must act on (a giveaway application, a payment request's step,
 * a failed payment); in the app only for good news that asks nothing (a review received, a renewal).
 */
export const NOTIFICATION_DEFAULTS: Record<NotificationKind, NotificationDelivery> = {
  content_approved: 'email',
  content_denied: 'email',
  credential_approved: 'email',
  credential_declined: 'email',
  interest: 'email',
  message: 'email',
  feedback_hidden: 'email',
  feedback_received: 'app',
  feedback_requested: 'email',
  sampling_application: 'email',
  payment_request_status: 'email',
  sampling_result: 'email',
  subscription_renewed: 'app',
  subscription_payment_failed: 'email',
};

/** The kinds an advisor can receive: their listings' decisions, Wants and messages, hidden feedback they wrote, their payments. */
const ADVISOR_KINDS: readonly NotificationKind[] = [
  'content_approved',
  'content_denied',
  'interest',
  'message',
  'feedback_hidden',
  'feedback_requested',
  'payment_request_status',
];

/** The kinds a member of this role can receive, in the order the preferences list them. */
export const notificationKindsFor = (role: number): readonly NotificationKind[] =>
  role === ROLES.advisor
    ? ADVISOR_KINDS
    : NOTIFICATION_KINDS.filter((kind) => kind !== 'payment_request_status');

const notificationKindSchema = z.enum(NOTIFICATION_KINDS);
const notificationDeliverySchema = z.enum(NOTIFICATION_DELIVERIES);

export const notificationPreferenceSchema = z.object({
  kind: notificationKindSchema,
  delivery: notificationDeliverySchema,
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

/** GET /api/notification-preferences: every kind the caller can receive, with its delivery. */
export const notificationPreferencesResponseSchema = z.object({
  data: z.array(notificationPreferenceSchema),
});
export type NotificationPreferencesResponse = z.infer<typeof notificationPreferencesResponseSchema>;

/** PUT /api/notification-preferences: some kinds' deliveries; answers them all, as GET does. */
export const updateNotificationPreferencesInputSchema = z.object({
  preferences: z
    .array(notificationPreferenceSchema)
    .check(z.minLength(1), z.maxLength(NOTIFICATION_KINDS.length)),
});
export type UpdateNotificationPreferencesInput = z.infer<typeof updateNotificationPreferencesInputSchema>;

/** The one-click unsubscribe link's query (RFC 8058): a signed member and kind. */
export const notificationUnsubscribeQuerySchema = z.object({
  token: z.string().check(z.maxLength(200)),
});
export type NotificationUnsubscribeQuery = z.infer<typeof notificationUnsubscribeQuerySchema>;

/** Where a member chooses how they hear of each kind of event. */
export const NOTIFICATION_PREFERENCES_PATH = '/notifications/preferences';

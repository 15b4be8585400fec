import { FEED_ITEM_TYPES, type FeedItemType, type Notification } from '@acorn/contracts';
import { paths } from '../../config/paths';

/** A notification's sentence (a key of the `notifications` namespace and its values) and where it leads. */
export interface NotificationText {
  key: string;
  values: Record<string, string>;
  /** Values that are themselves words of the namespace (a status), by key. */
  valueKeys?: Record<string, string>;
  href: string | null;
}

const isItemType = (type: string | undefined): type is FeedItemType =>
  FEED_ITEM_TYPES.includes(type as FeedItemType);

const itemPage = (item: Notification['item']) =>
  item?.id && isItemType(item.type) ? paths.item(item.type, item.id) : null;

const feedbackPage = (type: string | undefined) =>
  type === 'review'
    ? paths.reviews()
    : type === 'referral' || type === 'recommendation' || type === 'testimonial'
      ? paths.referrals()
      : null;

/** The feedback kinds a sentence names, each worded with its own article in every language. */
const FEEDBACK_SUBJECTS = ['review', 'recommendation', 'testimonial'];
const PAYMENT_STATUSES = ['Submitted', 'Approved', 'Paid'];

/**
 * How a notification reads, by kind: who did it (the actor's company; a guest's name as written
 * for feedback), the item's title when it happened, the reason, and the page it concerns when
 * there is one. A kind this version does not know reads as a generic notice.
 */
export function notificationText(notification: Notification): NotificationText {
  const { kind, actor, item, reason } = notification;
  const title = item?.title ?? '';
  const company = actor?.company_name ?? item?.title ?? '';
  const actorPage = actor && actor.id > 0 ? paths.company(actor.id) : null;
  const values = { title, company, reason: reason ?? '' };
  const subject = FEEDBACK_SUBJECTS.includes(item?.type ?? '') ? (item?.type as string) : 'review';
  switch (kind) {
    case 'content_approved':
    case 'content_denied':
      return { key: `sentences.${kind}`, values, href: itemPage(item) };
    case 'credential_approved':
    case 'credential_declined': {
      const award = item?.type === 'award';
      return {
        key: `sentences.${kind}.${award ? 'award' : 'certificate'}`,
        values,
        href: award ? paths.awards() : paths.certifications(),
      };
    }
    case 'interest':
      return { key: 'sentences.interest', values, href: itemPage(item) ?? actorPage };
    case 'message':
      return {
        key: item ? 'sentences.message_about' : 'sentences.message',
        values,
        href: itemPage(item) ?? actorPage,
      };
    case 'feedback_received':
      return { key: `sentences.feedback_received.${subject}`, values, href: feedbackPage(item?.type) };
    case 'feedback_requested':
      return { key: `sentences.feedback_requested.${subject}`, values, href: actorPage };
    case 'feedback_hidden':
      return {
        key: `sentences.feedback_hidden.${item?.type === 'referral' ? 'referral' : 'review'}`,
        values,
        href: feedbackPage(item?.type),
      };
    case 'sampling_application':
      return {
        key: 'sentences.sampling_application',
        values,
        href: item?.id ? paths.item('sampling', item.id) : null,
      };
    case 'payment_request_status': {
      const status = PAYMENT_STATUSES.includes(reason ?? '') ? (reason as string) : 'Submitted';
      return {
        key: 'sentences.payment_request_status',
        values: { ...values, period: title },
        valueKeys: { status: `paymentStatus.${status}` },
        href: paths.sbaPaymentInformation(),
      };
    }
    case 'subscription_renewed':
      return { key: 'sentences.subscription_renewed', values, href: paths.invoices() };
    case 'subscription_payment_failed':
      return { key: 'sentences.subscription_payment_failed', values, href: paths.plans() };
    default:
      return { key: 'sentences.other', values, href: null };
  }
}

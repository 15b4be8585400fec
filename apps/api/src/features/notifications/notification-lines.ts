import { FEED_ITEM_TYPES, type FeedItemType, itemPagePath, type Language } from '@acorn/contracts';

/** The facts of one notification a mail words: its kind, who caused it, what it is about. */
export interface NotificationFacts {
  kind: string;
  actor: string | null;
  itemType: string | null;
  itemId: number | null;
  itemTitle: string | null;
  reason: string | null;
}

type Words = (facts: { actor: string; title: string; reason: string; type: string | null }) => string;

/**
 * The notification centre's sentences (the web's `notifications` namespace), for the mails the
 * server writes itself: a digest's lines, and the e-mail of a kind that has no mail of its own.
 */
const LINES: Record<Language, Record<string, Words> & { other: Words }> = {
  en: {
    content_approved: ({ title }) => `Your listing “${title}” was approved`,
    content_denied: ({ title, reason }) => `Your listing “${title}” was denied: ${reason}`,
    credential_approved: ({ title }) => `Your “${title}” was approved`,
    credential_declined: ({ title }) => `Your “${title}” was declined`,
    interest: ({ actor, title }) => `${actor} wants your “${title}”`,
    message: ({ actor }) => `${actor} sent you a message`,
    feedback_received: ({ actor }) => `${actor} gave you feedback`,
    feedback_requested: ({ actor }) => `${actor} asks you for feedback`,
    feedback_hidden: ({ title, reason }) => `Feedback about ${title} was hidden: ${reason}`,
    sampling_application: ({ actor, title }) => `${actor} applied for your giveaway “${title}”`,
    sampling_result: ({ title, reason }) => `Your application for “${title}”: ${reason}`,
    payment_request_status: ({ title, reason }) => `Your payment request for ${title}: ${reason}`,
    subscription_renewed: () => 'Your subscription was renewed',
    subscription_payment_failed: () => 'A payment for your subscription failed',
    other: () => 'You have a new notification',
  },
  pt: {
    content_approved: ({ title }) => `A sua publicação “${title}” foi aprovada`,
    content_denied: ({ title, reason }) => `A sua publicação “${title}” foi recusada: ${reason}`,
    credential_approved: ({ title }) => `O seu “${title}” foi aprovado`,
    credential_declined: ({ title }) => `O seu “${title}” foi recusado`,
    interest: ({ actor, title }) => `${actor} quer o seu “${title}”`,
    message: ({ actor }) => `${actor} enviou-lhe uma mensagem`,
    feedback_received: ({ actor }) => `${actor} deu-lhe uma opinião`,
    feedback_requested: ({ actor }) => `${actor} pede-lhe uma opinião`,
    feedback_hidden: ({ title, reason }) => `Uma opinião sobre ${title} foi ocultada: ${reason}`,
    sampling_application: ({ actor, title }) => `${actor} candidatou-se ao seu sorteio “${title}”`,
    sampling_result: ({ title, reason }) => `A sua candidatura a “${title}”: ${reason}`,
    payment_request_status: ({ title, reason }) => `O seu pedido de pagamento de ${title}: ${reason}`,
    subscription_renewed: () => 'A sua subscrição foi renovada',
    subscription_payment_failed: () => 'Um pagamento da sua subscrição falhou',
    other: () => 'Tem uma nova notificação',
  },
  es: {
    content_approved: ({ title }) => `Tu publicación «${title}» ha sido aprobada`,
    content_denied: ({ title, reason }) => `Tu publicación «${title}» ha sido rechazada: ${reason}`,
    credential_approved: ({ title }) => `Tu «${title}» ha sido aprobado`,
    credential_declined: ({ title }) => `Tu «${title}» ha sido rechazado`,
    interest: ({ actor, title }) => `${actor} quiere tu «${title}»`,
    message: ({ actor }) => `${actor} te ha enviado un mensaje`,
    feedback_received: ({ actor }) => `${actor} te ha dado su opinión`,
    feedback_requested: ({ actor }) => `${actor} te pide tu opinión`,
    feedback_hidden: ({ title, reason }) => `Una opinión sobre ${title} ha sido ocultada: ${reason}`,
    sampling_application: ({ actor, title }) => `${actor} se ha apuntado a tu sorteo «${title}»`,
    sampling_result: ({ title, reason }) => `Tu solicitud para «${title}»: ${reason}`,
    payment_request_status: ({ title, reason }) => `Tu solicitud de pago de ${title}: ${reason}`,
    subscription_renewed: () => 'Tu suscripción se ha renovado',
    subscription_payment_failed: () => 'Un pago de tu suscripción ha fallado',
    other: () => 'Tienes una notificación nueva',
  },
};

/** One notification as a sentence in the member's language; a kind this version does not know reads as a generic notice. */
export function notificationLine(facts: NotificationFacts, language: Language): string {
  const lines = LINES[language];
  const words = lines[facts.kind] ?? lines.other;
  return words({
    actor: facts.actor ?? '—',
    title: facts.itemTitle ?? '—',
    reason: facts.reason ?? '—',
    type: facts.itemType,
  });
}

const isFeedItemType = (type: string | null): type is FeedItemType =>
  (FEED_ITEM_TYPES as readonly string[]).includes(type ?? '');

/** Where a notification's link opens in the web app: its item's page, or the notification centre. */
export function notificationPath(facts: Pick<NotificationFacts, 'itemType' | 'itemId'>): string {
  return isFeedItemType(facts.itemType) && facts.itemId !== null
    ? itemPagePath(facts.itemType, facts.itemId)
    : '/notifications';
}

import {
  type Language,
  type MarkNotificationsReadInput,
  NOTIFICATION_DEFAULTS,
  NOTIFICATION_KINDS,
  NOTIFICATION_PREFERENCES_PATH,
  type NotificationKind,
  type NotificationPreferencesResponse,
  type NotificationsQuery,
  type NotificationsResponse,
  notificationKindsFor,
  PAGINATION,
  type UpdateNotificationPreferencesInput,
} from '@acorn/contracts';
import type { Db, DbExecutor } from '@acorn/db';
import type { Config } from '../../config';
import { enqueueMail, type Mailer } from '../../integrations/mail/mail-queue';
import { type RenderedMail, renderMail, withPreferencesFooter } from '../../integrations/mail/mail-templates';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { AppError } from '../../lib/errors';
import { listMeta, pageWindow } from '../../lib/pagination';
import { notificationLine, notificationPath } from './notification-lines';
import { presentNotification } from './notifications.presenter';
import {
  claimDigest,
  countUnread,
  insertNotification,
  markRead,
  selectActorName,
  selectDigestNotifications,
  selectNotifications,
  selectPreferences,
  selectRecipient,
  selectUserLanguage,
  upsertPreferences,
} from './notifications.queries';
import {
  readUnsubscribeToken,
  UNSUBSCRIBE_PATH,
  type UnsubscribeTopic,
  unsubscribeToken,
} from './unsubscribe-token';

/**
 * GET /api/notifications: a page of the caller's notifications, newest first, with the list's
 * total and how many are unread, read in one statement (a page past the end reads the first row
 * for them).
 */
export async function listNotifications(options: {
  db: Db;
  storage: FileStorage;
  userId: number;
  query: NotificationsQuery;
}): Promise<NotificationsResponse> {
  const { db, storage, userId } = options;
  const window = pageWindow(options.query, PAGINATION.defaultPerPage);
  const rows = await selectNotifications({ db, userId, slice: window });
  const counts =
    rows[0] ??
    (window.offset > 0
      ? (await selectNotifications({ db, userId, slice: { limit: 1, offset: 0 } }))[0]
      : undefined);
  return {
    data: rows.map((row) => presentNotification(row, storage)),
    meta: { ...listMeta(window, counts?.total ?? 0), unread: counts?.unread ?? 0 },
  };
}

/**
 * POST /api/notifications/read: marks the caller's notifications read, the ones named or all;
 * ids that are not the caller's are left alone. Answers how many stay unread.
 */
export async function markNotificationsRead(options: {
  db: Db;
  userId: number;
  input: MarkNotificationsReadInput;
}): Promise<{ unread: number }> {
  const { db, userId, input } = options;
  await markRead({ db, userId, ids: 'all' in input ? 'all' : input.ids });
  return { unread: await countUnread({ db, userId }) };
}

/** GET /api/notification-preferences: every kind the caller's role receives, with its delivery. */
export async function getNotificationPreferences(options: {
  db: DbExecutor;
  userId: number;
  role: number;
}): Promise<NotificationPreferencesResponse> {
  const chosen = await selectPreferences({ db: options.db, userId: options.userId });
  return {
    data: notificationKindsFor(options.role).map((kind) => ({
      kind,
      delivery: chosen.get(kind) ?? NOTIFICATION_DEFAULTS[kind],
    })),
  };
}

/**
 * PUT /api/notification-preferences: stores the deliveries given, all or nothing; a kind the
 * caller's role never receives is refused. Answers every kind, as GET does.
 */
export async function updateNotificationPreferences(options: {
  db: Db;
  userId: number;
  role: number;
  input: UpdateNotificationPreferencesInput;
}): Promise<NotificationPreferencesResponse> {
  const { db, userId, role, input } = options;
  const available = notificationKindsFor(role);
  const refused = input.preferences.find((p) => !available.includes(p.kind));
  if (refused) throw new AppError({ code: 'notification_kind_unavailable' });
  // One row per kind: the last of a repeated kind wins, as it would one write after another.
  const byKind = new Map(input.preferences.map((p) => [p.kind, p]));
  await upsertPreferences({ db, userId, preferences: [...byKind.values()] });
  return getNotificationPreferences({ db, userId, role });
}

/** What a notification mail needs of the configuration: its links, its brand and the unsubscribe key. */
export type NotificationMailConfig = Pick<Config, 'publicUrl' | 'brandName' | 'secretsKey'>;

/** The rendered mail an event sends by itself; notify() decides whether it goes. */
interface NotificationMail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

/** A message's e-mail waits this long: read in the app meanwhile, it is not sent. */
export const MESSAGE_MAIL_DELAY_SECONDS = 5 * 60;

/** The one-click unsubscribe address of a member's mail of one topic (RFC 8058). */
export const unsubscribeUrl = (config: NotificationMailConfig, userId: number, topic: UnsubscribeTopic) =>
  `${config.publicUrl}${UNSUBSCRIBE_PATH}?token=${unsubscribeToken(config, userId, topic)}`;

/** A notification mail as it goes: the preferences in its footer, one-click unsubscribe in its headers. */
function asNotificationMail(
  config: NotificationMailConfig,
  mail: RenderedMail & { to: string },
  recipient: { userId: number; language: Language; topic: UnsubscribeTopic },
) {
  return {
    to: mail.to,
    ...withPreferencesFooter(mail, {
      language: recipient.language,
      link: `${config.publicUrl}${NOTIFICATION_PREFERENCES_PATH}`,
    }),
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl(config, recipient.userId, recipient.topic)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

const asLanguage = (language: string): Language => (language === 'pt' || language === 'es' ? language : 'en');

type NotifyOptions = {
  tx: DbExecutor;
  userId: number;
  kind: NotificationKind;
  actorId?: number | null;
  itemType?: string | null;
  itemId?: number | null;
  itemTitle?: string | null;
  reason?: string | null;
  message?: string | null;
} & (
  | {
      /**
       * The mail the event sends, rendered in the member's language; goes only if the member
       * reads this kind by e-mail. Without it (but with `config`), such a member gets the
       * notification centre's sentence by e-mail.
       */
      mail?: NotificationMail;
      config: NotificationMailConfig;
    }
  | { mail?: undefined; config?: undefined }
);

/**
 * Tells a member of an event, inside the transaction of the event itself, so the notice and its
 * mail exist exactly when the event does, as the member chose for its kind: 'off' writes nothing;
 * 'app' and 'digest' write the notice (the digest mails it later); 'email' also queues the mail,
 * with one-click unsubscribe, at once, except a message's, which waits a few minutes and is
 * skipped if the notice is read by then. Never to the member who caused it. The caller calls
 * `mailer.deliverSoon()` once the transaction has committed.
 */
export async function notify(options: NotifyOptions): Promise<void> {
  const { tx, userId, kind } = options;
  if (options.actorId === userId) return;
  const recipient = await selectRecipient({ tx, userId, kind });
  if (!recipient || recipient.delivery === 'off') return;
  const id = await insertNotification({
    tx,
    values: {
      user_id: userId,
      kind,
      actor_id: options.actorId ?? null,
      item_type: options.itemType ?? null,
      item_id: options.itemId ?? null,
      item_title: options.itemTitle ?? null,
      reason: options.reason ?? null,
      message: options.message ?? null,
    },
  });
  if (recipient.delivery !== 'email' || !options.config) return;
  const { config } = options;
  const language = asLanguage(recipient.language);
  const facts = {
    kind,
    actor: options.actorId ? await selectActorName({ tx, actorId: options.actorId }) : null,
    itemType: options.itemType ?? null,
    itemId: options.itemId ?? null,
    itemTitle: options.itemTitle ?? null,
    reason: options.reason ?? null,
  };
  const mail = options.mail ?? {
    to: recipient.email,
    ...renderMail('notification', {
      language,
      brandName: config.brandName,
      data: {
        line: notificationLine(facts, language),
        link: `${config.publicUrl}${notificationPath(facts)}`,
      },
    }),
  };
  await enqueueMail(tx, {
    ...asNotificationMail(config, mail, { userId, language, topic: kind }),
    ...(kind === 'message' ? { delaySeconds: MESSAGE_MAIL_DELAY_SECONDS, notificationId: id } : {}),
  });
}

/** The UTC day of a moment, as the digests' table keys it. */
const utcDay = (moment: Date) => moment.toISOString().slice(0, 10);

/**
 * The daily digest: one mail per member and day listing, in their language and with links, the
 * unread notifications of the kinds they read in the digest, created since their last digest.
 * Whoever inserts the member's (user, day) row sends it, in the same transaction, so workers
 * running at once send once, and a second run the same day sends nothing. Answers how many went.
 */
export async function sendDailyDigests(options: {
  db: Db;
  mailer: Pick<Mailer, 'deliverSoon'>;
  config: NotificationMailConfig;
  now?: Date;
}): Promise<number> {
  const { db, mailer, config } = options;
  const now = options.now ?? new Date();
  const day = utcDay(now);
  const rows = await selectDigestNotifications({ db, now });
  const byMember = new Map<number, typeof rows>();
  for (const row of rows) byMember.set(row.userId, [...(byMember.get(row.userId) ?? []), row]);
  let sent = 0;
  for (const [userId, items] of byMember) {
    const first = items[0]!;
    const language = asLanguage(first.language);
    const claimed = await db.transaction(async (tx) => {
      if (!(await claimDigest({ tx, userId, day, items: items.length, now }))) return false;
      const digest = renderMail('notification-digest', {
        language,
        brandName: config.brandName,
        data: {
          items: items.map((item) => ({
            text: notificationLine(item, language),
            link: `${config.publicUrl}${notificationPath(item)}`,
          })),
          link: `${config.publicUrl}/notifications`,
        },
      });
      await enqueueMail(
        tx,
        asNotificationMail(config, { to: first.email, ...digest }, { userId, language, topic: 'digest' }),
      );
      return true;
    });
    if (claimed) sent += 1;
  }
  if (sent > 0) mailer.deliverSoon();
  return sent;
}

/**
 * Whose unsubscribe link this is, for its page: the member's language, or undefined for a token
 * this server did not sign (or a member who no longer exists).
 */
export async function readUnsubscribeLink(options: {
  db: DbExecutor;
  config: NotificationMailConfig;
  token: string;
}): Promise<{ userId: number; topic: UnsubscribeTopic; language: Language } | undefined> {
  const link = readUnsubscribeToken(options.config, options.token);
  if (!link) return undefined;
  const language = await selectUserLanguage({ db: options.db, userId: link.userId });
  return language === undefined ? undefined : { ...link, language: asLanguage(language) };
}

/**
 * One-click unsubscribe (RFC 8058): what the link's mail told of stops being mailed and stays in
 * the app ('app', not 'off': the member asked for fewer e-mails, not to lose the notice; 'off'
 * is one choice away in the preferences). A kind's link stops that kind's e-mail and digest; the
 * digest's link moves every kind read in the digest to the app. A kind already off stays off.
 */
export async function unsubscribe(options: {
  db: Db;
  config: NotificationMailConfig;
  token: string;
}): Promise<{ language: Language } | undefined> {
  const { db } = options;
  const link = await readUnsubscribeLink(options);
  if (!link) return undefined;
  const chosen = await selectPreferences({ db, userId: link.userId });
  const delivery = (kind: NotificationKind) => chosen.get(kind) ?? NOTIFICATION_DEFAULTS[kind];
  const kinds =
    link.topic === 'digest'
      ? NOTIFICATION_KINDS.filter((kind) => delivery(kind) === 'digest')
      : delivery(link.topic) === 'off'
        ? []
        : [link.topic];
  await upsertPreferences({
    db,
    userId: link.userId,
    preferences: kinds.map((kind) => ({ kind, delivery: 'app' as const })),
  });
  return { language: link.language };
}

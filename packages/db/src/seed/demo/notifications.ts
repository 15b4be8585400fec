import { and, asc, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import type { DbExecutor } from '../../client';
import {
  advisorPaymentRequests,
  companyProfiles,
  contentItems,
  conversationMembers,
  conversations,
  credentials,
  feedbackRequests,
  interests,
  messages,
  notifications,
  referrals,
  reviews,
  samplingApplications,
} from '../../schema/index';
import type { DemoSeedOptions } from './content';

type NotificationRow = typeof notifications.$inferInsert;
/** A notice as the API writes it, and whether its member has read it (an hour after it came). */
type DemoNotice = Omit<NotificationRow, 'read_at' | 'created_at'> & { created_at: Date; read: boolean };

const HOUR = 3_600_000;

/**
 * What the notification centre shows each demo company and the advisor, read and unread: the
 * decisions on their listings and credentials, Wants, messages, feedback asked and received,
 * giveaway applications and the advisor's payment request steps. Each notice is tied to the row
 * it tells of and dated when that happened; the ones of the last days are unread.
 */
export async function seedNotifications(options: DemoSeedOptions & { advisorId?: number }): Promise<void> {
  const { tx, ownerIds, now } = options;
  const notices: DemoNotice[] = [
    ...(await decisionNotices(tx, ownerIds, now)),
    ...(await credentialNotices(tx, ownerIds)),
    ...(await applicationNotices(tx, ownerIds, now)),
    ...(await feedbackNotices(tx, ownerIds, now)),
    ...(await wantNotices(tx, ownerIds)),
    ...(await messageNotices(tx, ownerIds)),
    ...(options.advisorId === undefined ? [] : await paymentNotices(tx, options.advisorId)),
  ];
  if (notices.length === 0) return;
  await tx.insert(notifications).values(
    notices.map(({ read, ...notice }) => ({
      ...notice,
      read_at: read ? new Date(notice.created_at.getTime() + HOUR) : null,
    })),
  );
}

/** The last week's notices are unread, older ones read. */
const recent = (now: Date, at: Date) => now.getTime() - at.getTime() < 7 * 24 * HOUR;

/** The operators' decisions on the companies' listings (approved ones of the last month, every denial). */
async function decisionNotices(
  tx: DbExecutor,
  ownerIds: Map<string, number>,
  now: Date,
): Promise<DemoNotice[]> {
  const owners = [...ownerIds.values()];
  if (owners.length === 0) return [];
  const decided = await tx
    .select()
    .from(contentItems)
    .where(
      and(
        inArray(contentItems.owner_id, owners),
        inArray(contentItems.status, ['published', 'denied']),
        isNotNull(contentItems.decided_at),
      ),
    )
    .orderBy(asc(contentItems.id));
  return decided.flatMap((item) => {
    const at = item.decided_at as Date;
    const denied = item.status === 'denied';
    if (!denied && now.getTime() - at.getTime() > 30 * 24 * HOUR) return [];
    return [
      {
        user_id: item.owner_id,
        kind: denied ? 'content_denied' : 'content_approved',
        item_type: item.type,
        item_id: item.id,
        item_title: item.title,
        reason: denied ? item.deny_reason : null,
        created_at: at,
        read: !recent(now, at),
      },
    ];
  });
}

/** The operators' decisions on awards and certificates. */
async function credentialNotices(tx: DbExecutor, ownerIds: Map<string, number>): Promise<DemoNotice[]> {
  const owners = [...ownerIds.values()];
  if (owners.length === 0) return [];
  const decided = await tx
    .select()
    .from(credentials)
    .where(and(inArray(credentials.user_id, owners), isNotNull(credentials.decided_at)));
  return decided.map((credential) => ({
    user_id: credential.user_id,
    kind: credential.admin_status === 'approved' ? 'credential_approved' : 'credential_declined',
    item_type: credential.kind,
    item_id: credential.id,
    item_title: credential.title,
    reason: credential.admin_status === 'approved' ? null : credential.deny_reason,
    created_at: credential.decided_at as Date,
    read: true,
  }));
}

/** A giveaway's owner is told of each application. */
async function applicationNotices(
  tx: DbExecutor,
  ownerIds: Map<string, number>,
  now: Date,
): Promise<DemoNotice[]> {
  const owners = [...ownerIds.values()];
  if (owners.length === 0) return [];
  const applications = await tx
    .select({ application: samplingApplications, item: contentItems })
    .from(samplingApplications)
    .innerJoin(contentItems, eq(contentItems.id, samplingApplications.content_id))
    .where(inArray(contentItems.owner_id, owners));
  return applications.map(({ application, item }) => ({
    user_id: item.owner_id,
    kind: 'sampling_application',
    actor_id: application.user_id,
    item_type: 'sampling',
    item_id: item.id,
    item_title: item.title,
    created_at: application.created_at,
    read: !recent(now, application.created_at),
  }));
}

/** Reviews and referrals received by the companies, and the asks waiting for a member's answer. */
async function feedbackNotices(
  tx: DbExecutor,
  ownerIds: Map<string, number>,
  now: Date,
): Promise<DemoNotice[]> {
  const owners = [...ownerIds.values()];
  if (owners.length === 0) return [];
  const given = [
    ...(await tx.select().from(reviews).where(inArray(reviews.user_id, owners))).map((row) => ({
      row,
      type: 'review',
    })),
    ...(await tx.select().from(referrals).where(inArray(referrals.user_id, owners))).map((row) => ({
      row,
      type: row.reffer_type,
    })),
  ];
  const received = given.map(({ row, type }) => ({
    user_id: row.user_id,
    kind: 'feedback_received',
    actor_id: row.reviewer_id,
    item_type: type,
    item_id: row.id,
    item_title: row.company_name || row.name,
    created_at: row.created_at,
    read: !recent(now, row.created_at),
  }));
  const asks = await tx
    .select({ ask: feedbackRequests, company: companyProfiles.company_name })
    .from(feedbackRequests)
    .innerJoin(companyProfiles, eq(companyProfiles.user_id, feedbackRequests.user_id))
    .where(and(inArray(feedbackRequests.user_id, owners), isNotNull(feedbackRequests.answerer_id)));
  const asked = asks.flatMap(({ ask, company }) => {
    if (ask.answerer_id === null || ask.used_at !== null) return [];
    return [
      {
        user_id: ask.answerer_id,
        kind: 'feedback_requested',
        actor_id: ask.user_id,
        item_type: ask.kind === 'review' ? 'review' : (ask.reffer_type ?? 'recommendation'),
        item_title: company,
        message: ask.message,
        created_at: ask.created_at,
        read: false,
      },
    ];
  });
  return [...received, ...asked];
}

/** An owner is told of each Want on their items. */
async function wantNotices(tx: DbExecutor, ownerIds: Map<string, number>): Promise<DemoNotice[]> {
  const owners = [...ownerIds.values()];
  if (owners.length === 0) return [];
  const wants = await tx
    .select({ want: interests, item: contentItems })
    .from(interests)
    .innerJoin(contentItems, eq(contentItems.id, interests.content_id))
    .where(inArray(contentItems.owner_id, owners));
  return wants.map(({ want, item }) => ({
    user_id: item.owner_id,
    kind: 'interest',
    actor_id: want.user_id,
    item_type: item.type,
    item_id: item.id,
    item_title: item.title,
    created_at: want.created_at,
    read: true,
  }));
}

/** Each message of the demo conversations, told to the member it went to; read as far as they read. */
async function messageNotices(tx: DbExecutor, ownerIds: Map<string, number>): Promise<DemoNotice[]> {
  const owners = [...ownerIds.values()];
  if (owners.length === 0) return [];
  const received = await tx
    .select({ message: messages, conversation: conversations, reader: conversationMembers })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversation_id))
    .innerJoin(
      conversationMembers,
      and(
        eq(conversationMembers.conversation_id, messages.conversation_id),
        ne(conversationMembers.user_id, messages.sender_id),
      ),
    )
    .where(inArray(messages.sender_id, owners))
    .orderBy(asc(messages.id));
  return received.map(({ message, conversation, reader }) => ({
    user_id: reader.user_id,
    kind: 'message',
    actor_id: message.sender_id,
    item_type: conversation.item_type,
    item_id: conversation.item_id,
    item_title: conversation.item_title,
    message: message.body,
    created_at: message.created_at,
    read: message.id <= reader.last_read_message_id,
  }));
}

/** The advisor is told of each step the operators took on her payment requests; the last one is unread. */
async function paymentNotices(tx: DbExecutor, advisorId: number): Promise<DemoNotice[]> {
  const requests = await tx
    .select()
    .from(advisorPaymentRequests)
    .where(eq(advisorPaymentRequests.advisor_id, advisorId));
  return requests.flatMap((request) => {
    const period = `${request.year}-${String(request.month).padStart(2, '0')}`;
    const step = (status: 'Approved' | 'Paid', at: Date | null, read: boolean): DemoNotice[] =>
      at
        ? [
            {
              user_id: advisorId,
              kind: 'payment_request_status',
              item_type: 'payment_request',
              item_id: request.id,
              item_title: period,
              reason: status,
              created_at: at,
              read,
            },
          ]
        : [];
    return [
      ...step('Approved', request.approved_at, request.status !== 'Approved'),
      ...step('Paid', request.paid_at, true),
    ];
  });
}

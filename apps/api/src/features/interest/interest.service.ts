import {
  CONTENT_TYPE_FEATURES,
  type ContentType,
  type InterestResponse,
  itemPagePath,
  type Language,
  type MessageTargetType,
  type WantableType,
} from '@acorn/contracts';
import { contentItems, type Db, interests } from '@acorn/db';
import { and, eq, exists } from 'drizzle-orm';
import type { Mailer } from '../../integrations/mail/mail-queue';
import { renderMail } from '../../integrations/mail/mail-templates';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { AppError } from '../../lib/errors';
import { requireFeature } from '../../lib/tiers';
import { visibleTo } from '../content';
import { startConversation } from '../conversations';
import { type NotificationMailConfig, notify } from '../notifications';
import { findCompany, findSender, findTargetItem, wasToldOfInterest } from './interest.queries';

/** What telling an owner needs: the mail queue, and the brand and address the mail names. */
export interface Notifier {
  db: Db;
  config: NotificationMailConfig;
  mailer: Mailer;
  /** The caller: the company that wants the item or writes the message. */
  userId: number;
}

type Item = { item_id: number; item_type: WantableType };
type Message = { item_id: number; item_type: MessageTargetType; message: string };

const companyPage = (config: Notifier['config'], id: number) => `${config.publicUrl}/company/${id}`;

/** The caller as a sender; a read-only account takes no action on others' items (spec §2). */
async function sender(options: { db: Db; userId: number }) {
  const row = await findSender(options);
  if (!row || row.readOnly) throw new AppError({ code: 'forbidden' });
  return row;
}

/**
 * Want: records the caller's interest in another's item they may see, once (a repeat changes
 * nothing), and tells the owner in the app and by e-mail, only the first time this company wants
 * this item however often it takes it back. A giveaway is wanted by applying for a sample instead
 * (surpriseBoxAdd), which the schema's types leave out.
 */
export async function wantItem(options: Notifier & { input: Item }): Promise<InterestResponse['data']> {
  const { db, config, mailer, userId, input } = options;
  const answer = { item_id: input.item_id, item_type: input.item_type, wanted: true };
  const from = await sender({ db, userId });
  // A type the caller's tier cannot open is shown locked, and cannot be wanted either.
  await requireFeature({ db, userId, feature: CONTENT_TYPE_FEATURES[input.item_type] });
  const mailed = await db.transaction(async (tx) => {
    const item = await findTargetItem({
      db: tx,
      id: input.item_id,
      type: input.item_type,
      visible: visibleTo(userId),
    });
    if (!item) throw new AppError({ code: 'content_not_found' });
    if (item.ownerId === userId) throw new AppError({ code: 'interest_own' });
    const [already] = await tx
      .select({ id: interests.content_id })
      .from(interests)
      .where(and(eq(interests.user_id, userId), eq(interests.content_id, item.id)));
    if (already) return false;
    // Two Wants at once: the primary key lets one in, and only that one tells the owner.
    const added = await tx
      .insert(interests)
      .values({ user_id: userId, content_id: item.id })
      .onConflictDoNothing()
      .returning({ id: interests.content_id });
    if (added.length === 0) return false;
    if (await wasToldOfInterest({ db: tx, actorId: userId, itemId: item.id })) return false;
    const mail = renderMail('interest-received', {
      language: item.language as Language,
      brandName: config.brandName,
      data: {
        company: from.name,
        title: item.title,
        itemLink: `${config.publicUrl}${itemPagePath(input.item_type, item.id)}`,
        link: companyPage(config, userId),
      },
    });
    await notify({
      tx,
      userId: item.ownerId,
      kind: 'interest',
      actorId: userId,
      itemType: item.type,
      itemId: item.id,
      itemTitle: item.title,
      mail: { to: item.email, ...mail },
      config,
    });
    return true;
  });
  if (mailed) mailer.deliverSoon();
  return answer;
}

/** Whether the caller wants an item now (a detail page's Want button). */
export async function wantOf(options: {
  db: Db;
  userId: number;
  input: Item;
}): Promise<InterestResponse['data']> {
  const { db, userId, input } = options;
  const [row] = await db
    .select({ id: interests.content_id })
    .from(interests)
    .innerJoin(contentItems, eq(contentItems.id, interests.content_id))
    .where(
      and(
        eq(interests.user_id, userId),
        eq(interests.content_id, input.item_id),
        eq(contentItems.type, input.item_type),
      ),
    );
  return { item_id: input.item_id, item_type: input.item_type, wanted: row !== undefined };
}

/** Takes a Want back: the caller's interest in the item is gone (whether or not there was one). */
export async function unwantItem(options: {
  db: Db;
  userId: number;
  input: Item;
}): Promise<InterestResponse['data']> {
  const { db, userId, input } = options;
  await db.delete(interests).where(
    and(
      eq(interests.user_id, userId),
      eq(interests.content_id, input.item_id),
      exists(
        db
          .select({ id: contentItems.id })
          .from(contentItems)
          .where(and(eq(contentItems.id, input.item_id), eq(contentItems.type, input.item_type))),
      ),
    ),
  );
  return { item_id: input.item_id, item_type: input.item_type, wanted: false };
}

/**
 * 'Send an email' on a card, a detail page or a company's page: the message starts (or continues)
 * the caller's conversation with the owner of an item the caller may see, about that item, or
 * with a company itself; the old e-mail relay is now the message's notification (decision 043).
 * Never to oneself.
 */
export async function sendInterestedNotification(
  options: Notifier & { storage: FileStorage; input: Message },
): Promise<void> {
  const { db, userId, input } = options;
  await sender({ db, userId });
  const to = await findRecipient({ db, userId, input });
  await startConversation({
    ...options,
    input: {
      to_user_id: to.id,
      ...(to.item ? { item_type: to.item.type, item_id: to.item.id } : {}),
      body: input.message,
    },
  });
}

/** Who a message goes to: a registered company, or the owner of an item the caller may see. */
async function findRecipient(options: { db: Db; userId: number; input: Message }) {
  const { db, userId, input } = options;
  if (input.item_type === 'company') {
    if (input.item_id === userId) throw new AppError({ code: 'message_to_self' });
    const company = await findCompany({ db, id: input.item_id });
    if (!company) throw new AppError({ code: 'company_not_found' });
    return { id: input.item_id, item: undefined };
  }
  const item = await findTargetItem({
    db,
    id: input.item_id,
    type: input.item_type,
    visible: visibleTo(userId),
  });
  if (!item) throw new AppError({ code: 'content_not_found' });
  if (item.ownerId === userId) throw new AppError({ code: 'message_to_self' });
  return { id: item.ownerId, item: { type: item.type as ContentType, id: item.id } };
}

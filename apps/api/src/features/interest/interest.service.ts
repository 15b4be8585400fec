import {
  type ContentType,
  type InterestResponse,
  itemPagePath,
  type Language,
  type MessageTargetType,
  type WantableType,
} from '@acorn/contracts';
import { contentItems, type Db, interests, notifications } from '@acorn/db';
import { and, eq, exists } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Mailer } from '../../integrations/mail/mail-queue';
import { renderMail } from '../../integrations/mail/mail-templates';
import { AppError } from '../../lib/errors';
import { visibleTo } from '../content';
import { findCompany, findSender, findTargetItem, wasToldOfInterest } from './interest.queries';

/** What telling an owner needs: the mail queue, and the brand and address the mail names. */
export interface Notifier {
  db: Db;
  config: Pick<Config, 'brandName' | 'publicUrl'>;
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
    await tx.insert(notifications).values({
      user_id: item.ownerId,
      kind: 'interest',
      actor_id: userId,
      item_type: item.type,
      item_id: item.id,
      item_title: item.title,
    });
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
    await mailer.enqueue(tx, { to: item.email, ...mail });
    return true;
  });
  if (mailed) mailer.deliverSoon();
  return answer;
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
 * E-mails a message to the owner of an item the caller may see, or to a company, through the
 * platform: the mail names the sender's company and quotes the message, its button opens the
 * sender's page to answer the same way; neither side's e-mail address reaches the other. The
 * recipient also gets it in the app. Never to oneself.
 */
export async function sendInterestedNotification(options: Notifier & { input: Message }): Promise<void> {
  const { db, config, mailer, userId, input } = options;
  const from = await sender({ db, userId });
  const recipient = await findRecipient({ db, userId, input });
  await db.transaction(async (tx) => {
    await tx.insert(notifications).values({
      user_id: recipient.id,
      kind: 'message',
      actor_id: userId,
      item_type: recipient.item?.type ?? null,
      item_id: recipient.item?.id ?? null,
      item_title: recipient.item?.title ?? null,
      message: input.message,
    });
    const mail = renderMail('owner-message', {
      language: recipient.language as Language,
      brandName: config.brandName,
      data: {
        company: from.name,
        message: input.message,
        link: companyPage(config, userId),
        ...(recipient.item
          ? {
              title: recipient.item.title,
              itemLink: `${config.publicUrl}${itemPagePath(recipient.item.type, recipient.item.id)}`,
            }
          : {}),
      },
    });
    await mailer.enqueue(tx, { to: recipient.email, ...mail });
  });
  mailer.deliverSoon();
}

/** Who a message goes to: a registered company, or the owner of an item the caller may see. */
async function findRecipient(options: { db: Db; userId: number; input: Message }) {
  const { db, userId, input } = options;
  if (input.item_type === 'company') {
    if (input.item_id === userId) throw new AppError({ code: 'message_to_self' });
    const company = await findCompany({ db, id: input.item_id });
    if (!company) throw new AppError({ code: 'company_not_found' });
    return { id: input.item_id, ...company, item: undefined };
  }
  const item = await findTargetItem({
    db,
    id: input.item_id,
    type: input.item_type,
    visible: visibleTo(userId),
  });
  if (!item) throw new AppError({ code: 'content_not_found' });
  if (item.ownerId === userId) throw new AppError({ code: 'message_to_self' });
  const type = item.type as ContentType;
  return { id: item.ownerId, email: item.email, language: item.language, item: { ...item, type } };
}

import { randomBytes } from 'node:crypto';
import {
  contentItems,
  conversationMembers,
  conversations,
  credentials,
  type Db,
  educations,
  expertises,
  interests,
  invoices,
  mailQueue,
  messages,
  notifications,
  posts,
} from '@acorn/db';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { createUser } from '../../test/factories/accounts';
import { createPublishedOffer, createReferral, createReview } from '../../test/factories/feedback';
import { createFile } from '../../test/factories/files';
import { createSubscription } from '../../test/factories/payments';

/** The bytes of the member's uploaded file, to find again in the archive. */
export const UPLOADED_BYTES = Buffer.from('%PDF-1.4 the member’s brochure');

/**
 * A member with data of every kind, and another member it dealt with: a company profile, a bank
 * account, a published offer and a draft post, a credential, an education and an expertise, a
 * review and a referral received and given, a conversation, notifications, a Want, an invoice,
 * consent, a session and an uploaded file with its bytes in the storage.
 */
export async function seedMemberWithEverything(options: { db: Db; storage: FileStorage }) {
  const { db, storage } = options;
  const member = await createUser({
    db,
    name: 'Helena Marques',
    profile: {
      company_name: 'Marques Têxteis',
      company_legal_name: 'Marques Têxteis, Lda.',
      vatnumber: `PT${randomBytes(5).toString('hex').toUpperCase()}`,
      contact_email: 'helena@marques.example',
      phone_number: '+351 912 345 678',
      headline: 'Linen for hotels',
    },
    secrets: { payment_account_iban: 'PT50000201231234567890154', totp_secret: 'NEVER-EXPORTED-SECRET' },
  });
  const other = await createUser({ db, name: 'Other Person', profile: { company_name: 'Other Company' } });
  const file = await createFile({
    db,
    owner: member,
    original_name: 'brochure.pdf',
    size: UPLOADED_BYTES.length,
  });
  await storage.put(file.storage_key, UPLOADED_BYTES, {
    visibility: 'private',
    contentType: 'application/pdf',
  });
  const offer = await createPublishedOffer({ db, owner: member, title: 'Hotel linen in bulk' });
  const [post] = await db
    .insert(contentItems)
    .values({ type: 'post', owner_id: member.id, title: 'Our linen story', status: 'draft' })
    .returning();
  await db.insert(posts).values({ content_id: post!.id, published: false });
  const othersOffer = await createPublishedOffer({ db, owner: other, title: 'Other member offer' });
  await db.insert(interests).values({ user_id: member.id, content_id: othersOffer.id });
  await db.insert(credentials).values({
    user_id: member.id,
    kind: 'certificate',
    title: 'ISO 9001',
    description: 'Quality management',
    file_id: file.id,
  });
  await db.insert(educations).values({ user_id: member.id, academy: 'Universidade do Minho', degree: 'MSc' });
  await db.insert(expertises).values({
    user_id: member.id,
    company_name: 'Fábrica Antiga',
    position: 'Director',
    init_date: '2015-01-01',
  });
  const reviewReceived = await createReview({ db, company: member, name: 'Guest Reviewer' });
  const reviewGiven = await createReview({
    db,
    company: other,
    reviewer_id: member.id,
    name: 'Helena Marques',
    company_name: 'Marques Têxteis',
    description: 'Helena’s review of the other company.',
  });
  const referralReceived = await createReferral({ db, company: member });
  const referralGiven = await createReferral({
    db,
    company: other,
    reviewer_id: member.id,
    name: 'Helena Marques',
    description: 'Helena recommends them.',
  });
  const [conversation] = await db
    .insert(conversations)
    .values({ started_by: member.id, recipient_id: other.id })
    .returning();
  await db.insert(conversationMembers).values([
    { conversation_id: conversation!.id, user_id: member.id, other_user_id: other.id },
    { conversation_id: conversation!.id, user_id: other.id, other_user_id: member.id },
  ]);
  await db.insert(messages).values([
    { conversation_id: conversation!.id, sender_id: member.id, body: 'Hello from Helena' },
    { conversation_id: conversation!.id, sender_id: other.id, body: 'Hello back' },
  ]);
  await db.insert(notifications).values([
    { user_id: member.id, kind: 'interest', actor_id: other.id, item_title: 'Hotel linen in bulk' },
    { user_id: other.id, kind: 'message', actor_id: member.id, message: 'Hello from Helena' },
    {
      user_id: other.id,
      kind: 'feedback_received',
      actor_id: member.id,
      item_type: 'review',
      item_title: 'Helena Marques',
    },
  ]);
  const subscription = await createSubscription({
    db,
    buyer: { userId: member.id, token: member.token, email: member.email, vatnumber: 'PT1' },
    status: 'active',
  });
  const [invoice] = await db
    .insert(invoices)
    .values({
      number: `T${member.id}-0001`,
      year: 2026,
      sequence: 100_000 + member.id,
      user_id: member.id,
      subscription_id: subscription.id,
      period_start: new Date('2026-01-01T00:00:00Z'),
      period_end: new Date('2026-02-01T00:00:00Z'),
      seller: { name: 'Acorn', address: ['Lisboa'] },
      buyer: {
        name: 'Marques Têxteis',
        legalName: 'Marques Têxteis, Lda.',
        vatnumber: 'PT509876543',
        address: ['Rua Augusta 1', '1100-048 Lisboa'],
        email: member.email,
      },
      lines: [{ description: 'Gold, monthly', quantity: 1, unitAmount: 499, amount: 499 }],
      net_amount: 499,
      vat_rate: 23,
      vat_amount: 114.77,
      total_amount: 613.77,
    })
    .returning();
  await db
    .insert(mailQueue)
    .values({ to_address: member.email, subject: 'Welcome', html: '<p>Hi</p>', text: 'Hi' });
  return {
    member,
    other,
    file,
    offer,
    post: post!,
    othersOffer,
    reviewReceived,
    reviewGiven,
    referralReceived,
    referralGiven,
    conversation: conversation!,
    invoice: invoice!,
  };
}

export type SeededMember = Awaited<ReturnType<typeof seedMemberWithEverything>>;

import { contentItems, type Db, feedbackRequests, referrals, reviews } from '@acorn/db';
import { randomSecret, secretDigest } from '../../lib/secrets';
import { createUser, type TestUser } from './accounts';

type FeedbackValues<T extends typeof reviews | typeof referrals> = Partial<
  Omit<T['$inferInsert'], 'user_id'>
>;

/**
 * A review straight in the database, public on its company's profile unless told otherwise; the
 * company is a new participant unless given, the giver a guest unless `reviewer_id` names a member.
 */
export async function createReview(options: { db: Db; company?: TestUser } & FeedbackValues<typeof reviews>) {
  const { db, company: _company, ...values } = options;
  const company = options.company ?? (await createUser({ db }));
  const [review] = await db
    .insert(reviews)
    .values({
      user_id: company.id,
      name: 'Inês Duarte',
      company_name: 'Quinta Azul',
      description: 'Delivered on every milestone.',
      rating_value: 4,
      show_public: true,
      ...values,
    })
    .returning();
  if (!review) throw new Error('no review inserted');
  return { ...review, company };
}

/**
 * A recommendation straight in the database, public unless told otherwise; with `guestEmail`, the
 * answer to an ask of that guest (its request holds the address).
 */
export async function createReferral(
  options: { db: Db; company?: TestUser; guestEmail?: string } & FeedbackValues<typeof referrals>,
) {
  const { db, company: _company, guestEmail, ...values } = options;
  const company = options.company ?? (await createUser({ db }));
  const [request] = guestEmail
    ? await db
        .insert(feedbackRequests)
        .values({
          kind: 'referral',
          reffer_type: 'recommendation',
          request_type: 'ask',
          user_id: company.id,
          guest_name: 'Rui Lopes',
          guest_email: guestEmail,
          code_hash: secretDigest(randomSecret()),
          expires_at: new Date(Date.now() + 86_400_000),
          used_at: new Date(),
        })
        .returning({ id: feedbackRequests.id })
    : [];
  const [referral] = await db
    .insert(referrals)
    .values({
      user_id: company.id,
      request_id: request?.id ?? null,
      reffer_type: 'recommendation',
      name: guestEmail ? 'Rui Lopes' : 'Marta Gil',
      description: 'A reliable partner.',
      show_public: true,
      ...values,
    })
    .returning();
  if (!referral) throw new Error('no referral inserted');
  return { ...referral, company };
}

/** A published offer straight in the database; its owner is a new participant unless given. */
export async function createPublishedOffer(
  options: { db: Db; owner?: TestUser } & Partial<(typeof contentItems)['$inferInsert']>,
) {
  const { db, owner: _owner, ...values } = options;
  const owner = options.owner ?? (await createUser({ db }));
  const [item] = await db
    .insert(contentItems)
    .values({ type: 'offer', status: 'published', title: 'Cork stoppers', owner_id: owner.id, ...values })
    .returning();
  if (!item) throw new Error('no item inserted');
  return { ...item, owner };
}

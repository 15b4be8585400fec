import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { contentItems, feedbackRequests, interests } from '../../schema/index';
import { DEMO_DOMAIN } from './accounts';
import type { DemoSeedOptions } from './content';
import { daysAgo } from './dates';

/** The digest of a random code that went nowhere, so nobody can use it. */
export const unusableCodeHash = () =>
  createHash('sha256').update(randomBytes(32).toString('base64url')).digest('hex');

const CODE_DAYS = 30;

/**
 * What the referral and review pages show beyond the given feedback: Nortejo's asks still waiting
 * (a review of Lumen Arquitectura, a member, and a recommendation of a guest), and a Want between
 * Tecnimetal and Nortejo, so what Tecnimetal gave Nortejo reads as a verified relationship.
 */
export async function seedFeedback(options: DemoSeedOptions): Promise<void> {
  const { tx, ownerIds, now } = options;
  const consulting = ownerIds.get('consulting');
  if (consulting === undefined) return;
  const silver = ownerIds.get('silver');
  const asks = [
    ...(silver === undefined
      ? []
      : [
          {
            kind: 'review',
            answerer_id: silver,
            project_name: 'Office fit-out feasibility study',
            message: 'Javier, would you review the feasibility study we did for your Porto office?',
            sentDaysAgo: 2,
          },
        ]),
    {
      kind: 'referral',
      reffer_type: 'recommendation',
      guest_name: 'João Pinto',
      guest_email: `joao.pinto@${DEMO_DOMAIN}`,
      message: 'João, a short recommendation of our work on your funding application would help us a lot.',
      sentDaysAgo: 3,
    },
  ];
  for (const { sentDaysAgo, ...ask } of asks) {
    const sentAt = daysAgo(now, sentDaysAgo);
    await tx.insert(feedbackRequests).values({
      ...ask,
      request_type: 'ask',
      user_id: consulting,
      code_hash: unusableCodeHash(),
      expires_at: new Date(sentAt.getTime() + CODE_DAYS * 86_400_000),
      created_at: sentAt,
    });
  }

  const gold = ownerIds.get('gold');
  const [item] = await tx
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(and(eq(contentItems.owner_id, consulting), eq(contentItems.status, 'published')))
    .orderBy(asc(contentItems.created_at))
    .limit(1);
  if (gold !== undefined && item) {
    await tx
      .insert(interests)
      .values({ user_id: gold, content_id: item.id, created_at: daysAgo(now, 60) })
      .onConflictDoNothing();
  }
}

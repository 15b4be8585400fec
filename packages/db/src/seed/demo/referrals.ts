import { feedbackRequests, referrals } from '../../schema/index';
import { DEMO_DOMAIN } from './accounts';
import type { DemoSeedOptions } from './content';
import { daysAgo, isoDay } from './dates';
import { unusableCodeHash } from './feedback';

interface DemoReferral {
  /** The company referred and, for a member, the one that wrote it, by e-mail local part. */
  company: string;
  by?: string;
  type: 'recommendation' | 'testimonial';
  name: string;
  jobFunction: string;
  companyName: string;
  project?: { name: string; fromDaysAgo: number; toDaysAgo: number };
  description: string;
  createdDaysAgo: number;
  /** Kept off the profile by the company. */
  hidden?: boolean;
  /** The company's public answer, a day after. */
  reply?: string;
  /** A guest's, given through the company's ask mailed to this address. */
  askedOf?: string;
}

/** Recommendations and testimonials on the companies' credentials tabs, from members and guests. */
const REFERRALS: DemoReferral[] = [
  {
    company: 'consulting',
    by: 'platinum',
    type: 'testimonial',
    name: 'Miguel Sousa Tavares',
    jobFunction: 'Managing director',
    companyName: 'Corticeira Atlântica',
    project: { name: 'Export plan for acoustic panels', fromDaysAgo: 260, toDaysAgo: 80 },
    description:
      'We came to Nortejo with a product and no plan for selling it abroad. They left us with two distributors, a price list per market and a team that knows how to run the next negotiation on its own.',
    createdDaysAgo: 50,
  },
  {
    company: 'consulting',
    type: 'testimonial',
    name: 'Sofia Lopes',
    jobFunction: 'Chief financial officer',
    companyName: 'Atlântico Foods',
    project: { name: 'Cost review of the logistics contracts', fromDaysAgo: 200, toDaysAgo: 140 },
    description: 'Clear numbers, clear recommendations, and savings we could see in the first quarter.',
    createdDaysAgo: 30,
    askedOf: `sofia.lopes@${DEMO_DOMAIN}`,
    reply: 'Thank you, Sofia. The second review is already in the calendar.',
  },
  {
    company: 'consulting',
    by: 'gold',
    type: 'recommendation',
    name: 'Carmen Ruiz Otero',
    jobFunction: 'Commercial director',
    companyName: 'Tecnimetal Ibérica',
    description: 'I recommend Nortejo to any industrial company preparing to sell in Portugal.',
    createdDaysAgo: 20,
  },
  {
    company: 'consulting',
    by: 'seafood',
    type: 'recommendation',
    name: 'Álvaro Gutiérrez Pardo',
    jobFunction: 'Managing director',
    companyName: 'Mariscos del Cantábrico',
    description: 'Helpful with our first Portuguese customers.',
    createdDaysAgo: 4,
    hidden: true,
  },
  {
    company: 'platinum',
    by: 'crystal',
    type: 'recommendation',
    name: 'Inês Carvalho',
    jobFunction: 'Owner',
    companyName: 'Quinta do Vale Verde',
    description: 'Our stopper supplier for five harvests: reliable, and quick to answer.',
    createdDaysAgo: 15,
  },
];

/**
 * Inserts the demo referrals between the companies created in this seed, all but one shown on
 * the profiles; a guest's answer to an ask comes with its request (used), so it reads 'invited'.
 */
export async function seedReferrals(options: DemoSeedOptions): Promise<void> {
  const { tx, ownerIds, now } = options;
  const rows = [];
  for (const item of REFERRALS) {
    const userId = ownerIds.get(item.company);
    if (userId === undefined) continue;
    const request = item.askedOf
      ? await insertUsedAsk({ tx, userId, type: item.type, name: item.name, email: item.askedOf, now, item })
      : null;
    rows.push({
      user_id: userId,
      reviewer_id: item.by === undefined ? null : (ownerIds.get(item.by) ?? null),
      reffer_type: item.type,
      name: item.name,
      job_function: item.jobFunction,
      company_name: item.companyName,
      project_name: item.project?.name ?? null,
      from_date: item.project ? isoDay(daysAgo(now, item.project.fromDaysAgo)) : null,
      to_date: item.project ? isoDay(daysAgo(now, item.project.toDaysAgo)) : null,
      description: item.description,
      show_public: !item.hidden,
      created_at: daysAgo(now, item.createdDaysAgo),
      request_id: request,
      reply_body: item.reply ?? null,
      reply_at: item.reply === undefined ? null : daysAgo(now, item.createdDaysAgo - 1),
    });
  }
  if (rows.length > 0) await tx.insert(referrals).values(rows);
}

/** The ask a guest answered: sent a week before the answer, used by it; its code went nowhere. */
async function insertUsedAsk(options: {
  tx: DemoSeedOptions['tx'];
  userId: number;
  type: DemoReferral['type'];
  name: string;
  email: string;
  now: Date;
  item: DemoReferral;
}) {
  const sentAt = daysAgo(options.now, options.item.createdDaysAgo + 7);
  const [request] = await options.tx
    .insert(feedbackRequests)
    .values({
      kind: 'referral',
      reffer_type: options.type,
      request_type: 'ask',
      user_id: options.userId,
      guest_name: options.name,
      guest_email: options.email,
      message: 'Would you write a few words about the work we did together?',
      code_hash: unusableCodeHash(),
      expires_at: new Date(sentAt.getTime() + 30 * 86_400_000),
      used_at: daysAgo(options.now, options.item.createdDaysAgo),
      created_at: sentAt,
    })
    .returning({ id: feedbackRequests.id });
  return request?.id ?? null;
}

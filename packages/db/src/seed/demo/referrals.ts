import { referrals } from '../../schema/index';
import type { DemoSeedOptions } from './content';
import { daysAgo, isoDay } from './dates';

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

/** Inserts the demo referrals between the companies created in this seed, all shown on the profiles. */
export async function seedReferrals(options: DemoSeedOptions): Promise<void> {
  const { tx, ownerIds, now } = options;
  const rows = REFERRALS.flatMap((item) => {
    const userId = ownerIds.get(item.company);
    if (userId === undefined) return [];
    return [
      {
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
        show_public: true,
        created_at: daysAgo(now, item.createdDaysAgo),
      },
    ];
  });
  if (rows.length > 0) await tx.insert(referrals).values(rows);
}

import { reviews } from '../../schema/index';
import type { DemoSeedOptions } from './content';
import { daysAgo } from './dates';

interface DemoReview {
  /** The company reviewed and, for a member, the one that reviewed it, by e-mail local part. */
  company: string;
  by?: string;
  name: string;
  jobFunction: string;
  companyName: string;
  projectName: string;
  description: string;
  rating: number;
  showPublic: boolean;
  createdDaysAgo: number;
  /** The company's public answer, a day after the review. */
  reply?: string;
}

/**
 * Reviews on the companies' credentials tabs: from members (linked to their profiles) and from
 * guests, with every score but one so the summary's histogram has shape, some answered by the
 * company, one it keeps off its profile.
 */
const REVIEWS: DemoReview[] = [
  {
    company: 'consulting',
    by: 'platinum',
    name: 'Miguel Sousa Tavares',
    jobFunction: 'Managing director',
    companyName: 'Corticeira Atlântica',
    projectName: 'Export plan for acoustic panels',
    description:
      'Nortejo mapped the building-materials distributors in Spain and France, set up the first meetings and stayed with us through the negotiations. Within six months we had two distributors signed and a clear price list per market. Their weekly reports were short and useful, and they were honest when a lead was not worth our time.',
    rating: 5,
    showPublic: true,
    createdDaysAgo: 40,
    reply: 'Thank you, Miguel: it was a pleasure to open those markets with your team.',
  },
  {
    company: 'consulting',
    by: 'gold',
    name: 'Carmen Ruiz Otero',
    jobFunction: 'Commercial director',
    companyName: 'Tecnimetal Ibérica',
    projectName: 'Lean review of the welding line',
    description: 'A practical team: the changes they proposed cut our rework by a third.',
    rating: 4,
    showPublic: true,
    createdDaysAgo: 18,
  },
  {
    company: 'consulting',
    name: 'Ana Ribeiro',
    jobFunction: 'Founder',
    companyName: 'Ribeiro Têxteis',
    projectName: 'Funding application',
    description: 'Good advice on the application, although the timeline slipped by two weeks.',
    rating: 4,
    showPublic: true,
    createdDaysAgo: 7,
  },
  {
    company: 'consulting',
    by: 'analytics',
    name: 'Aoife Brennan',
    jobFunction: 'Chief executive',
    companyName: 'Brightwave Analytics',
    projectName: 'Partner search in northern Portugal',
    description: 'They found us three candidate partners; one worked out. Useful, if slower than we hoped.',
    rating: 3,
    showPublic: true,
    createdDaysAgo: 12,
    reply: 'Thanks for the honest words, Aoife. We have since shortened our first-round shortlists.',
  },
  {
    company: 'consulting',
    name: 'Hugo Pereira',
    jobFunction: 'Plant manager',
    companyName: 'Pereira Plásticos',
    projectName: 'Lean programme, injection moulding',
    description: 'Changeover times halved in four months, and the team kept the habits after they left.',
    rating: 5,
    showPublic: true,
    createdDaysAgo: 5,
  },
  {
    company: 'consulting',
    name: 'Paulo Matos',
    jobFunction: 'Owner',
    companyName: 'Matos & Filhos',
    projectName: 'Market study',
    description: 'The study came late.',
    rating: 2,
    showPublic: false,
    createdDaysAgo: 3,
  },
  {
    company: 'platinum',
    by: 'crystal',
    name: 'Inês Carvalho',
    jobFunction: 'Owner',
    companyName: 'Quinta do Vale Verde',
    projectName: 'Natural stoppers for the 2025 harvest',
    description: 'Consistent quality across 60,000 stoppers and delivery on the agreed day.',
    rating: 5,
    showPublic: true,
    createdDaysAgo: 25,
  },
];

/** Inserts the demo reviews between the companies created in this seed. */
export async function seedReviews(options: DemoSeedOptions): Promise<void> {
  const { tx, ownerIds, now } = options;
  const rows = REVIEWS.flatMap((item) => {
    const userId = ownerIds.get(item.company);
    if (userId === undefined) return [];
    return [
      {
        user_id: userId,
        reviewer_id: item.by === undefined ? null : (ownerIds.get(item.by) ?? null),
        name: item.name,
        job_function: item.jobFunction,
        company_name: item.companyName,
        project_name: item.projectName,
        description: item.description,
        rating_value: item.rating,
        show_public: item.showPublic,
        created_at: daysAgo(now, item.createdDaysAgo),
        reply_body: item.reply ?? null,
        reply_at: item.reply === undefined ? null : daysAgo(now, item.createdDaysAgo - 1),
      },
    ];
  });
  if (rows.length > 0) await tx.insert(reviews).values(rows);
}

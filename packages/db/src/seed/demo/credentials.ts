import { credentials } from '../../schema/index';
import { type DemoSeedOptions, demoDecision } from './content';
import { daysAgo } from './dates';

interface DemoCredential {
  /** The company, by its e-mail's local part. */
  owner: string;
  kind: 'award' | 'certificate';
  title: string;
  description: string;
  user_status: 'publish' | 'unpublish';
  admin_status: 'underreview' | 'approved' | 'declined';
  denyReason?: string;
  createdDaysAgo: number;
}

/**
 * Awards and certificates as members meet them on a company's credentials tab (published and
 * approved), and the operators' queue with one waiting and one declined. Without documents: the
 * demo has no uploads of its own.
 */
const CREDENTIALS: DemoCredential[] = [
  {
    owner: 'consulting',
    kind: 'certificate',
    title: 'ISO 9001:2015 Quality Management',
    description:
      'Quality management system for business consulting and training services, certified by an accredited body and audited every year.',
    user_status: 'publish',
    admin_status: 'approved',
    createdDaysAgo: 60,
  },
  {
    owner: 'consulting',
    kind: 'award',
    title: 'PME Excelência 2024',
    description:
      'Awarded by IAPMEI to small and medium enterprises with the best economic and financial results.',
    user_status: 'publish',
    admin_status: 'approved',
    createdDaysAgo: 45,
  },
  {
    owner: 'consulting',
    kind: 'certificate',
    title: 'ISO 27001:2022 Information Security',
    description: 'Information security management for our client data and reporting platform.',
    user_status: 'publish',
    admin_status: 'underreview',
    createdDaysAgo: 2,
  },
  {
    owner: 'platinum',
    kind: 'award',
    title: 'Cork Innovation Award 2023',
    description: 'Given by the Portuguese Cork Association for our acoustic cork composite panels.',
    user_status: 'publish',
    admin_status: 'approved',
    createdDaysAgo: 90,
  },
  {
    owner: 'platinum',
    kind: 'certificate',
    title: 'FSC Chain of Custody',
    description: 'Our cork comes from responsibly managed forests, from the producer to the stopper.',
    user_status: 'publish',
    admin_status: 'declined',
    denyReason: 'The certificate number is missing; add it to the description or attach the certificate.',
    createdDaysAgo: 12,
  },
  {
    owner: 'gold',
    kind: 'certificate',
    title: 'EN ISO 3834-2 Welding Quality',
    description: 'Comprehensive quality requirements for fusion welding of metallic materials.',
    user_status: 'unpublish',
    admin_status: 'underreview',
    createdDaysAgo: 1,
  },
];

/** Inserts the demo awards and certificates of the companies created in this seed. */
export async function seedCredentials(options: DemoSeedOptions): Promise<void> {
  const { tx, ownerIds, operatorId, now } = options;
  const rows = CREDENTIALS.flatMap((item) => {
    const userId = ownerIds.get(item.owner);
    if (userId === undefined) return [];
    const createdAt = daysAgo(now, item.createdDaysAgo);
    return [
      {
        user_id: userId,
        kind: item.kind,
        title: item.title,
        description: item.description,
        user_status: item.user_status,
        admin_status: item.admin_status,
        deny_reason: item.denyReason ?? null,
        ...demoDecision({
          decided: item.admin_status !== 'underreview',
          createdDaysAgo: item.createdDaysAgo,
          operatorId,
          now,
        }),
        created_at: createdAt,
        updated_at: createdAt,
      },
    ];
  });
  if (rows.length > 0) await tx.insert(credentials).values(rows);
}

import type { PaymentRequestStatus } from '@acorn/contracts';
import type { DbExecutor } from '../../client';
import { advisorParticipants, advisorPaymentRequests, educations, expertises } from '../../schema/index';
import { countryIdByCode } from '../reference/countries';
import { sectorIdByName } from '../reference/sectors';
import { ADVISOR_EMAIL, DEMO_DOMAIN, type DemoAdvisor } from './accounts';
import { type DemoAuditEntry, operatorAction } from './audit';
import { dayAfterMonth, daysAgo, monthsBefore } from './dates';

export const DEMO_ADVISOR: DemoAdvisor = {
  role: 'advisor',
  label:
    'Strategic business advisor (associated with Quinta do Vale Verde, Tecnimetal Ibérica, Corticeira Atlântica)',
  row: { email: ADVISOR_EMAIL, language: 'pt', name: 'Marta Albuquerque' },
  registeredDaysAgo: 210,
  profile: {
    company_name: 'Albuquerque Advisory',
    company_legal_name: 'Albuquerque Advisory, Unipessoal Lda.',
    vatnumber: 'PT515270946',
    company_sector_id: sectorIdByName('Professional Services & Consulting'),
    country_id: countryIdByCode('PT'),
    address1: 'Rua Castilho 39, 5.º Esq.',
    postal_code: '1250-068',
    city: 'Lisboa',
    state: 'Lisboa',
    job_function: 'Strategic Business Advisor',
    phone_number: '+351 213 870 244',
    personal_email: 'marta@albuquerque-advisory.example.pt',
    linkedin: 'https://www.linkedin.com/in/marta-albuquerque',
    website: 'https://albuquerque-advisory.example.pt',
    bio: 'Former sales director in the food and industrial sectors with 20 years of experience taking Iberian SMEs into new export markets.',
  },
  services: [
    'Business Strategy & Planning',
    'Market Research & Intelligence',
    'Partnerships & Distribution Channels',
  ],
  // A valid Portuguese IBAN (national and IBAN check digits) at an invented account.
  bank: { iban: 'PT50003305124512873690192', bic: 'BCOMPTPL' },
};

/** Participants the demo advisor works with. */
const ADVISED_EMAILS = [`crystal@${DEMO_DOMAIN}`, `gold@${DEMO_DOMAIN}`, `platinum@${DEMO_DOMAIN}`];

/**
 * The advisor's requests, by months before the first seed: older months approved and paid, the
 * month before last partly approved, partly waiting in the operators' queue. Last month, and
 * Corticeira Atlântica's month before it, are left open for requests made in the app.
 */
const REQUESTS: { back: number; email: string; status: PaymentRequestStatus }[] = [
  ...[4, 3].flatMap((back) => ADVISED_EMAILS.map((email) => ({ back, email, status: 'Paid' as const }))),
  { back: 2, email: `crystal@${DEMO_DOMAIN}`, status: 'Approved' },
  { back: 2, email: `gold@${DEMO_DOMAIN}`, status: 'Submitted' },
];

/** When the operators linked the advisor to its companies: before any request. */
const LINKED_DAYS_AGO = 175;

/** The operator's two steps on a request, each with its audit entry. */
const STEPS = [
  { at: 'approved_at', action: 'payment_request.approve', from: 'Submitted', to: 'Approved' },
  { at: 'paid_at', action: 'payment_request.pay', from: 'Approved', to: 'Paid' },
] as const;

/**
 * The new advisor's history: the operator links it to its companies, it requests payment for
 * them, and the operator approves and pays (submitted at the start of the next month, approved
 * days later, paid mid-month). Answers the operator's audit entries for each of those actions.
 */
export async function seedAdvisorHistory(options: {
  tx: DbExecutor;
  advisorId: number;
  participantIds: Map<string, number>;
  operatorId: number;
  now: Date;
}): Promise<DemoAuditEntry[]> {
  const { tx, advisorId, participantIds, operatorId, now } = options;
  const advisor = { type: 'advisor', id: advisorId };
  const linkedAt = daysAgo(now, LINKED_DAYS_AGO);
  const linked = ADVISED_EMAILS.flatMap((email) => participantIds.get(email) ?? []);
  if (linked.length === 0) return [];
  await tx
    .insert(advisorParticipants)
    .values(linked.map((id) => ({ advisor_id: advisorId, participant_id: id, created_at: linkedAt })));

  const rows = REQUESTS.flatMap(({ back, email, status }, index) => {
    const participantId = participantIds.get(email);
    if (participantId === undefined) return [];
    const month = monthsBefore(now, back);
    // Minutes apart, so the lists order the requests the same way every time.
    const at = (day: number, hour: number) =>
      new Date(dayAfterMonth(month, day, hour).getTime() + index * 60_000);
    const approved = status !== 'Submitted';
    const paid = status === 'Paid';
    return [
      {
        advisor_id: advisorId,
        participant_id: participantId,
        ...month,
        status,
        created_at: at(2, 9),
        approved_at: approved ? at(6, 11) : null,
        approved_by: approved ? operatorId : null,
        paid_at: paid ? at(14, 15) : null,
        paid_by: paid ? operatorId : null,
      },
    ];
  });
  const requests = await tx.insert(advisorPaymentRequests).values(rows).returning();

  return [
    ...linked.map((id) =>
      operatorAction('advisor.link_participant', advisor, { after: { participant_id: id } }, linkedAt),
    ),
    ...requests.flatMap((request) =>
      STEPS.flatMap((step) => {
        const at = request[step.at];
        const change = { before: { status: step.from }, after: { status: step.to } };
        return at
          ? [operatorAction(step.action, { type: 'payment_request', id: request.id }, change, at)]
          : [];
      }),
    ),
  ];
}

/**
 * The advisor's CV on her public profile: a degree and a master's (keys of the degree-types and
 * fields-of-study lists), and three jobs, the current one her own firm.
 */
const EDUCATIONS: Omit<typeof educations.$inferInsert, 'user_id'>[] = [
  {
    academy: 'Universidade do Porto, Faculdade de Economia',
    degree: 'Master in Economics and Management of Innovation',
    type_of_degree: 'master',
    field_of_study: 'economics',
    description: 'Thesis on how small Portuguese food producers enter export markets.',
    init_date: '2003-09-15',
    end_date: '2005-07-22',
  },
  {
    academy: 'Universidade Católica Portuguesa',
    degree: 'Licenciatura em Gestão',
    type_of_degree: 'bachelor',
    field_of_study: 'business-administration',
    description: null,
    init_date: '1999-09-20',
    end_date: '2003-07-15',
  },
];

const JOBS: Omit<typeof expertises.$inferInsert, 'user_id'>[] = [
  {
    company_name: 'Albuquerque Advisory',
    position: 'Founder and strategic business advisor',
    highlights: 'Advises Iberian SMEs on export strategy, distribution partners and pricing.',
    current_job: true,
    init_date: '2019-02-01',
    end_date: null,
  },
  {
    company_name: 'Sovena Group',
    position: 'Export sales director',
    highlights: 'Opened eight markets in Latin America and doubled export revenue in five years.',
    current_job: false,
    init_date: '2011-03-01',
    end_date: '2019-01-31',
  },
  {
    company_name: 'Metalúrgica do Norte',
    position: 'Key account manager',
    highlights: 'Managed the Spanish and French industrial accounts.',
    current_job: false,
    init_date: '2005-09-05',
    end_date: '2011-02-28',
  },
];

/** The new advisor's education and jobs. */
export async function seedAdvisorSections(options: { tx: DbExecutor; advisorId: number }): Promise<void> {
  const { tx, advisorId } = options;
  await tx.insert(educations).values(EDUCATIONS.map((item) => ({ ...item, user_id: advisorId })));
  await tx.insert(expertises).values(JOBS.map((item) => ({ ...item, user_id: advisorId })));
}

import { REGISTRATION_COMPLETE_STEP, ROLES, TIERS } from '@acorn/contracts';
import { hash } from '@node-rs/argon2';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { advisorParticipants, advisorProfiles, companyProfiles, users } from '../schema/index';
import { countryIdByCode } from './reference/countries';
import { sectorIdByName } from './reference/sectors';

export interface DemoAccount {
  email: string;
  password: string;
  role: 'participant' | 'advisor' | 'operator';
  /** Who the account is, for the sign-in list printed at start-up. */
  label: string;
}

/** One documented password for every demo account; it satisfies the sign-up rule. */
const DEMO_PASSWORD = 'Acorn-demo-2026';

const DOMAIN = 'demo.acorn.example';

type UserInsert = typeof users.$inferInsert;
type ProfileInsert = Omit<typeof companyProfiles.$inferInsert, 'user_id'>;

interface DemoUser {
  role: DemoAccount['role'];
  label: string;
  row: Pick<UserInsert, 'email' | 'package_id' | 'language' | 'name'>;
  /** A participant's company profile or an advisor's profile; operators have none. */
  profile?: ProfileInsert;
}

function demoUsers(brandName: string): DemoUser[] {
  return [
    {
      role: 'participant',
      label: 'Crystal participant (Quinta do Vale Verde, Portugal)',
      row: {
        email: `crystal@${DOMAIN}`,
        package_id: TIERS.crystal,
        language: 'pt',
        name: 'Inês Carvalho',
      },
      profile: {
        company_name: 'Quinta do Vale Verde',
        company_sector_id: sectorIdByName('Food & Beverage'),
        country_id: countryIdByCode('PT'),
        job_function: 'Managing Director',
        phone_number: '+351 254 310 482',
        bio: 'Family estate in the Douro Valley producing DOC red and white wines and extra virgin olive oil since 1978, now exporting to nine countries.',
      },
    },
    {
      role: 'participant',
      label: 'Silver participant (Lumen Arquitectura, Spain)',
      row: {
        email: `silver@${DOMAIN}`,
        package_id: TIERS.silver,
        language: 'es',
        name: 'Javier Morales',
      },
      profile: {
        company_name: 'Lumen Arquitectura',
        company_sector_id: sectorIdByName('Construction & Real Estate'),
        country_id: countryIdByCode('ES'),
        job_function: 'Founding Partner',
        phone_number: '+34 954 218 736',
        bio: 'Seville studio of 22 architects and engineers designing energy-efficient offices, schools and residential refurbishments across Andalusia.',
      },
    },
    {
      role: 'participant',
      label: 'Gold participant (Tecnimetal Ibérica, Spain)',
      row: {
        email: `gold@${DOMAIN}`,
        package_id: TIERS.gold,
        language: 'es',
        name: 'Carmen Ruiz Otero',
      },
      profile: {
        company_name: 'Tecnimetal Ibérica',
        company_sector_id: sectorIdByName('Manufacturing'),
        country_id: countryIdByCode('ES'),
        job_function: 'Chief Operating Officer',
        phone_number: '+34 943 557 120',
        bio: 'Precision sheet-metal and CNC machining for the automotive and railway industries, with two plants in the Basque Country and ISO 9001 and IATF 16949 certification.',
      },
    },
    {
      role: 'participant',
      label: 'Platinum participant (Corticeira Atlântica, Portugal)',
      row: {
        email: `platinum@${DOMAIN}`,
        package_id: TIERS.platinum,
        language: 'pt',
        name: 'Miguel Sousa Tavares',
      },
      profile: {
        company_name: 'Corticeira Atlântica',
        company_sector_id: sectorIdByName('Wood, Cork & Paper'),
        country_id: countryIdByCode('PT'),
        job_function: 'Chief Executive Officer',
        phone_number: '+351 256 402 915',
        bio: 'Natural cork stoppers and cork composites for wineries and the construction industry, produced in Santa Maria da Feira and sold in over 30 markets.',
      },
    },
    {
      role: 'participant',
      label: 'Gold participant and seller (Nortejo Consulting, Portugal)',
      row: {
        email: `consulting@${DOMAIN}`,
        package_id: TIERS.gold,
        language: 'pt',
        name: 'Rui Fonseca',
      },
      profile: {
        is_seller: true,
        company_name: 'Nortejo Consulting',
        company_sector_id: sectorIdByName('Professional Services & Consulting'),
        country_id: countryIdByCode('PT'),
        job_function: 'Managing Partner',
        phone_number: '+351 223 406 781',
        bio: 'Porto consultancy helping industrial SMEs with internationalisation strategy, EU funding applications and lean operations.',
      },
    },
    {
      role: 'participant',
      label: 'Silver participant and seller (Brightwave Analytics, Ireland)',
      row: {
        email: `analytics@${DOMAIN}`,
        package_id: TIERS.silver,
        language: 'en',
        name: 'Aoife Brennan',
      },
      profile: {
        is_seller: true,
        company_name: 'Brightwave Analytics',
        company_sector_id: sectorIdByName('Information Technology'),
        country_id: countryIdByCode('IE'),
        job_function: 'Head of Sales',
        phone_number: '+353 1 482 6630',
        bio: 'Dublin software company building sales forecasting and customer analytics dashboards for mid-sized distributors and manufacturers.',
      },
    },
    {
      role: 'participant',
      label: 'Crystal participant (Rheinfracht Logistik, Germany)',
      row: {
        email: `logistics@${DOMAIN}`,
        package_id: TIERS.crystal,
        language: 'en',
        name: 'Jonas Weber',
      },
      profile: {
        company_name: 'Rheinfracht Logistik',
        company_sector_id: sectorIdByName('Logistics & Transportation'),
        country_id: countryIdByCode('DE'),
        job_function: 'Business Development Manager',
        phone_number: '+49 221 3374 5810',
        bio: 'Cologne-based road and inland-waterway freight forwarder with weekly groupage lines between the Rhine region and the Iberian Peninsula.',
      },
    },
    {
      role: 'participant',
      label: 'Platinum participant (Salud Mediterránea, Spain)',
      row: {
        email: `health@${DOMAIN}`,
        package_id: TIERS.platinum,
        language: 'es',
        name: 'Lucía Ferrer Vidal',
      },
      profile: {
        company_name: 'Grupo Salud Mediterránea',
        company_sector_id: sectorIdByName('Healthcare'),
        country_id: countryIdByCode('ES'),
        job_function: 'Chief Financial Officer',
        phone_number: '+34 963 841 275',
        bio: 'Network of five outpatient clinics and a diagnostic imaging centre in the Valencia region, with 340 healthcare professionals.',
      },
    },
    {
      role: 'advisor',
      label:
        'Strategic business advisor (associated with Quinta do Vale Verde, Tecnimetal Ibérica, Corticeira Atlântica)',
      row: {
        email: ADVISOR_EMAIL,
        language: 'pt',
        name: 'Marta Albuquerque',
      },
      profile: {
        company_name: 'Albuquerque Advisory',
        company_sector_id: sectorIdByName('Professional Services & Consulting'),
        country_id: countryIdByCode('PT'),
        job_function: 'Strategic Business Advisor',
        phone_number: '+351 213 870 244',
        bio: 'Former sales director in the food and industrial sectors with 20 years of experience taking Iberian SMEs into new export markets.',
      },
    },
    {
      role: 'operator',
      label: `${brandName} operator (moderation and catalogues)`,
      row: {
        email: `operator@${DOMAIN}`,
        language: 'en',
        name: `${brandName} Operations`,
      },
    },
  ];
}

const ADVISOR_EMAIL = `advisor@${DOMAIN}`;
/** Participants the demo advisor works with. */
const ADVISED_EMAILS = [`crystal@${DOMAIN}`, `gold@${DOMAIN}`, `platinum@${DOMAIN}`];

const ROLE_IDS: Record<DemoAccount['role'], number> = {
  participant: ROLES.participant,
  advisor: ROLES.advisor,
  operator: ROLES.operator,
};

/**
 * Creates the demo accounts missing from the database and links the advisor to its companies.
 * Needs the reference data (sectors, countries, packages) to be seeded first. Existing accounts
 * are left as they are, so a demo user's changes survive restarts.
 */
export async function seedDemoData(db: Db, options: { brandName: string }): Promise<DemoAccount[]> {
  const demo = demoUsers(options.brandName);
  const emails = demo.map((user) => user.row.email);

  await db.transaction(async (tx) => {
    const existing = await tx
      .select({ email: users.email })
      .from(users)
      .where(inArray(sql`lower(${users.email})`, emails));
    const existingEmails = new Set(existing.map((user) => user.email.toLowerCase()));
    const missing = demo.filter((user) => !existingEmails.has(user.row.email));

    if (missing.length > 0) {
      const rows: UserInsert[] = await Promise.all(
        missing.map(async (user) => ({
          ...user.row,
          password_hash: await hashPassword(DEMO_PASSWORD),
          cb_roles_id: ROLE_IDS[user.role],
          step: REGISTRATION_COMPLETE_STEP,
          status: 0,
          accept_rgpd: true,
        })),
      );
      const created = await tx
        .insert(users)
        .values(rows)
        .onConflictDoNothing()
        .returning({ id: users.id, email: users.email });
      const idOf = new Map(created.map((user) => [user.email, user.id]));
      const profiles = (role: DemoAccount['role']) =>
        missing.flatMap((user) => {
          const userId = idOf.get(user.row.email);
          return user.role === role && user.profile && userId ? [{ ...user.profile, user_id: userId }] : [];
        });
      const companies = profiles('participant');
      const advisors = profiles('advisor');
      if (companies.length > 0) await tx.insert(companyProfiles).values(companies);
      if (advisors.length > 0) await tx.insert(advisorProfiles).values(advisors);
    }

    const accounts = await tx
      .select({ id: users.id, email: sql<string>`lower(${users.email})` })
      .from(users)
      .where(inArray(sql`lower(${users.email})`, [ADVISOR_EMAIL, ...ADVISED_EMAILS]));
    const advisor = accounts.find((account) => account.email === ADVISOR_EMAIL);
    const participants = accounts.filter((account) => ADVISED_EMAILS.includes(account.email));
    if (advisor && participants.length > 0) {
      await tx
        .insert(advisorParticipants)
        .values(
          participants.map((participant) => ({ advisor_id: advisor.id, participant_id: participant.id })),
        )
        .onConflictDoNothing();
    }
  });

  return demo.map((user) => ({
    email: user.row.email,
    password: DEMO_PASSWORD,
    role: user.role,
    label: user.label,
  }));
}

/** Argon2id; the package types `Algorithm` as an ambient const enum, which isolatedModules cannot read. */
const ARGON2ID = 2;

function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 });
}

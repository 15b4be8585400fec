import { REGISTRATION_COMPLETE_STEP, ROLES } from '@acorn/contracts';
import { hash } from '@node-rs/argon2';
import { inArray, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../client';
import {
  advisorProfiles,
  companyProfiles,
  type InvoiceParty,
  userExpertiseSectors,
  userOperatingCountries,
  userSecrets,
  userServices,
  users,
} from '../schema/index';
import { ADVISOR_EMAIL, type DemoUser, OPERATOR_EMAIL } from './demo/accounts';
import { DEMO_ADVISOR, seedAdvisorHistory, seedAdvisorSections } from './demo/advisor';
import { seedAdvisorListings } from './demo/advisor-listings';
import { recordOperatorActions } from './demo/audit';
import { accountPaymentState, seedPurchases } from './demo/billing';
import { seedCampaigns } from './demo/campaigns';
import { DEMO_COMPANIES } from './demo/companies';
import { seedConversations } from './demo/conversations';
import { seedCredentials } from './demo/credentials';
import { daysAgo } from './demo/dates';
import { seedFeedback } from './demo/feedback';
import { seedProfilePictures } from './demo/images';
import { seedMarket } from './demo/market';
import { seedNotifications } from './demo/notifications';
import { demoOperator, seedInvitation } from './demo/operator';
import { seedPosts } from './demo/posts';
import { seedProtocols } from './demo/protocols';
import { seedReferrals } from './demo/referrals';
import { seedReviews } from './demo/reviews';
import { seedSamplings } from './demo/samplings';
import type { SeedFileStore } from './file-store';
import { countryIdByCode } from './reference/countries';
import { sectorIdByName } from './reference/sectors';
import { serviceIdByName } from './reference/services';

export interface DemoAccount {
  email: string;
  password: string;
  role: 'participant' | 'advisor' | 'operator';
  /** Who the account is, for the sign-in list printed at start-up. */
  label: string;
}

export interface SeedDemoOptions {
  brandName: string;
  /** The seller the demo invoices name: the one the API's configuration names. */
  seller: InvoiceParty;
  /**
   * Where the logos, photos and items' pictures drawn for the demo are stored (the API's upload
   * storage); without it the demo has none.
   */
  files?: SeedFileStore;
}

/** One documented password for every demo account; it satisfies the sign-up rule. */
const DEMO_PASSWORD = 'Acorn-demo-2026';

const ROLE_IDS: Record<DemoAccount['role'], number> = {
  participant: ROLES.participant,
  advisor: ROLES.advisor,
  operator: ROLES.operator,
};

type Created = { user: DemoUser; id: number };

/** The profile rows of accounts just created: profile, bank details, services, sectors, countries. */
async function saveProfiles(tx: DbExecutor, created: Created[]) {
  const companies = created.flatMap(({ user, id }) =>
    user.role === 'participant' ? [{ ...user.company, user_id: id }] : [],
  );
  const advisors = created.flatMap(({ user, id }) =>
    user.role === 'advisor' ? [{ ...user.profile, user_id: id }] : [],
  );
  const secrets = created.flatMap(({ user, id }) =>
    user.role === 'advisor'
      ? [{ user_id: id, payment_account_iban: user.bank.iban, payment_account_swift: user.bank.bic }]
      : [],
  );
  const services = created.flatMap(({ user, id }) =>
    (user.role === 'operator' ? [] : (user.services ?? [])).map((name) => ({
      user_id: id,
      service_id: serviceIdByName(name),
    })),
  );
  const sectors = created.flatMap(({ user, id }) =>
    (user.role === 'participant' ? (user.expertises ?? []) : []).map((name) => ({
      user_id: id,
      sector_id: sectorIdByName(name),
    })),
  );
  const countries = created.flatMap(({ user, id }) =>
    (user.role === 'participant' ? user.countries : []).map((code) => ({
      user_id: id,
      country_id: countryIdByCode(code),
    })),
  );
  if (companies.length > 0) await tx.insert(companyProfiles).values(companies);
  if (advisors.length > 0) await tx.insert(advisorProfiles).values(advisors);
  if (secrets.length > 0) await tx.insert(userSecrets).values(secrets);
  if (services.length > 0) await tx.insert(userServices).values(services);
  if (sectors.length > 0) await tx.insert(userExpertiseSectors).values(sectors);
  if (countries.length > 0) await tx.insert(userOperatingCountries).values(countries);
}

/**
 * Creates the demo accounts missing from the database, each whole and with its history: the
 * companies' purchases and invoices, content, awards and certificates, the advisor's companies,
 * payment requests, education and jobs, the operator's invitation, the operator's audit entries
 * for what the history says they did, the conversations between the companies, and the notifications all of it brought the members.
 * Needs the reference data (sectors, countries, services, packages) seeded first. Existing
 * accounts are left as they are, so a demo user's changes survive restarts.
 */
export async function seedDemoData(db: Db, options: SeedDemoOptions): Promise<DemoAccount[]> {
  const demo: DemoUser[] = [...DEMO_COMPANIES, DEMO_ADVISOR, demoOperator(options.brandName)];
  const emails = demo.map((user) => user.row.email);
  const now = new Date();

  await db.transaction(async (tx) => {
    const existing = await tx
      .select({ email: sql<string>`lower(${users.email})` })
      .from(users)
      .where(inArray(sql`lower(${users.email})`, emails));
    const existingEmails = new Set(existing.map((user) => user.email));
    const missing = demo.filter((user) => !existingEmails.has(user.row.email));
    if (missing.length === 0) return;

    const rows: (typeof users.$inferInsert)[] = await Promise.all(
      missing.map(async (user) => ({
        ...user.row,
        ...(user.role === 'participant' ? accountPaymentState(user.plan) : {}),
        password_hash: await hashPassword(DEMO_PASSWORD),
        cb_roles_id: ROLE_IDS[user.role],
        step: REGISTRATION_COMPLETE_STEP,
        status: 0,
        accept_rgpd: true,
        created_at: daysAgo(now, user.registeredDaysAgo),
      })),
    );
    const inserted = await tx
      .insert(users)
      .values(rows)
      .onConflictDoNothing()
      .returning({ id: users.id, email: users.email });
    const created = missing.flatMap((user) => {
      const id = inserted.find((row) => row.email === user.row.email)?.id;
      return id === undefined ? [] : [{ user, id }];
    });
    await saveProfiles(tx, created);

    const accounts = await tx
      .select({ id: users.id, email: sql<string>`lower(${users.email})` })
      .from(users)
      .where(inArray(sql`lower(${users.email})`, emails));
    const idByEmail = new Map(accounts.map((account) => [account.email, account.id]));
    const operatorId = idByEmail.get(OPERATOR_EMAIL);
    if (operatorId === undefined) throw new Error('The demo operator account is missing');
    const createdId = (email: string) => created.find(({ user }) => user.row.email === email)?.id;
    const advisorId = createdId(ADVISOR_EMAIL);
    const buyers = created.flatMap(({ user, id }) => (user.role === 'participant' ? [{ user, id }] : []));

    const entries = [
      ...(await seedPurchases({ tx, buyers, seller: options.seller, now })),
      ...(advisorId === undefined
        ? []
        : await seedAdvisorHistory({ tx, advisorId, participantIds: idByEmail, operatorId, now })),
      ...(createdId(OPERATOR_EMAIL) === undefined ? [] : await seedInvitation({ tx, operatorId, now })),
    ];
    await recordOperatorActions({ tx, operatorId, entries });
    const companyIds = new Map(
      buyers.map(({ user, id }) => [user.row.email.slice(0, user.row.email.indexOf('@')), id] as const),
    );
    const { files } = options;
    if (files) {
      const advisor = created.find(({ user }) => user.role === 'advisor');
      await seedProfilePictures({
        tx,
        files,
        companies: buyers.map(({ user, id }) => ({
          id,
          localPart: user.row.email.slice(0, user.row.email.indexOf('@')),
          registeredDaysAgo: user.registeredDaysAgo,
        })),
        advisor: advisor && {
          id: advisor.id,
          name: advisor.user.row.name ?? ADVISOR_EMAIL,
          registeredDaysAgo: advisor.user.registeredDaysAgo,
        },
        now,
      });
    }
    await seedMarket({ tx, ownerIds: companyIds, operatorId, now });
    await seedProtocols({ tx, ownerIds: companyIds, operatorId, now });
    await seedSamplings({ tx, ownerIds: companyIds, operatorId, now, files });
    await seedCampaigns({ tx, ownerIds: companyIds, operatorId, now, files });
    await seedPosts({ tx, ownerIds: companyIds, operatorId, now, files });
    await seedAdvisorListings({ tx, ownerIds: companyIds, operatorId, now, files });
    await seedCredentials({ tx, ownerIds: companyIds, operatorId, now });
    await seedReviews({ tx, ownerIds: companyIds, operatorId, now });
    await seedReferrals({ tx, ownerIds: companyIds, operatorId, now });
    await seedFeedback({ tx, ownerIds: companyIds, operatorId, now });
    if (advisorId !== undefined) await seedAdvisorSections({ tx, advisorId });
    await seedConversations({ tx, ownerIds: companyIds, operatorId, now });
    await seedNotifications({ tx, ownerIds: companyIds, operatorId, now, advisorId });
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

import {
  advisorProfileSchema,
  advisorStep2Schema,
  companyInformationSchema,
  contactInformationSchema,
  mainProfileSchema,
  participantStep2Schema,
  periodPrice,
  TIERS,
  vatBreakdown,
  vatRateForCountry,
} from '@acorn/contracts';
import { PGlite } from '@electric-sql/pglite';
import { verify } from '@node-rs/argon2';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { checkVAT, countries as jsvatCountries } from 'jsvat';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../client';
import {
  advisorListingLanguages,
  advisorListings,
  advisorParticipants,
  advisorPaymentRequests,
  advisorProfiles,
  auditLog,
  campaigns,
  companyProfiles,
  contentCategories,
  contentFiles,
  contentItems,
  contentServices,
  conversationMembers,
  conversations,
  countries,
  credentials,
  educations,
  expertises,
  feedbackRequests,
  files as filesTable,
  type InvoiceParty,
  interests,
  invitationCodes,
  invoiceSequences,
  invoices,
  languages,
  marketItems,
  messages,
  notifications,
  optionItems,
  packages,
  pages,
  pomCategories,
  posts,
  proposalFactors,
  protocols,
  referrals,
  reviews,
  samplingApplications,
  samplings,
  sectors,
  services,
  subscriptions,
  userExpertiseSectors,
  userOperatingCountries,
  userSecrets,
  userServices,
  users,
} from '../schema/index';
import {
  type DemoAccount,
  renderPolicyPdf,
  type SeedFileStore,
  seedDemoData,
  seedReferenceData,
} from './index';
import { parsePolicyHtml } from './policy-pdf';

const stored = filesTable;

import { countryRows } from './reference/countries';

function memoryFileStore() {
  const files = new Map<string, { data: Buffer; contentType: string }>();
  let puts = 0;
  const store: SeedFileStore = {
    exists: async (key) => files.has(key),
    put: async (key, data, contentType) => {
      puts += 1;
      files.set(key, { data, contentType });
    },
    publicUrl: (key) => `/uploads/${key}`,
  };
  return { store, files, puts: () => puts };
}

const TABLES: Record<string, PgTable> = {
  countries,
  sectors,
  services,
  pomCategories,
  proposalFactors,
  languages,
  optionItems,
  packages,
  pages,
  users,
  companyProfiles,
  advisorProfiles,
  userSecrets,
  userServices,
  userExpertiseSectors,
  userOperatingCountries,
  advisorParticipants,
  subscriptions,
  invoices,
  invoiceSequences,
  advisorPaymentRequests,
  invitationCodes,
  auditLog,
  credentials,
  educations,
  expertises,
  reviews,
  referrals,
  feedbackRequests,
  interests,
  notifications,
  conversations,
  conversationMembers,
  messages,
};

let database: Database;
const files = memoryFileStore();

/** Every row of every seeded table with its xmin, which moves whenever PostgreSQL rewrites the row. */
async function snapshot(): Promise<Record<string, string[]>> {
  const tables: Record<string, string[]> = {};
  for (const [name, table] of Object.entries(TABLES)) {
    const rows = await database.db
      .select({ row: sql<string>`xmin::text || ' ' || row_to_json(${table})::text` })
      .from(table);
    tables[name] = rows.map((r) => r.row).sort();
  }
  return tables;
}

/** Stands in for the API's allowlist and leaves a mark, so the test sees every page went through it. */
const sanitized = new Set<string>();
const sanitizeHtml = (html: string) => {
  sanitized.add(html);
  return html;
};

beforeAll(async () => {
  database = await openDatabase({ pglite: await PGlite.create() });
  await database.migrate();
  await seedReferenceData(database.db, { brandName: 'Acorn', files: files.store, sanitizeHtml });
}, 60_000);

afterAll(async () => {
  await database.close();
});

describe('seedReferenceData', () => {
  it('builds the alphabetical country list with fixed ids for Portugal and Spain', async () => {
    const rows = await database.db.select().from(countries).orderBy(asc(countries.id));
    expect(rows.length).toBeGreaterThanOrEqual(190);
    expect(rows.length).toBeLessThanOrEqual(200);
    expect(rows.every((row) => row.id >= 11 && row.id <= 210 && row.status === 1)).toBe(true);
    const names = rows.map((row) => row.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(rows.find((row) => row.code === 'PT')).toMatchObject({ id: 152, name_pt: 'Portugal' });
    expect(rows.find((row) => row.code === 'ES')).toMatchObject({ id: 179, name_es: 'España' });
    expect(rows.find((row) => row.code === 'DE')).toMatchObject({ name_pt: 'Alemanha', name_es: 'Alemania' });
    expect(rows.filter((row) => row.is_eu)).toHaveLength(26);
    expect(rows.find((row) => row.code === 'CY')?.is_eu).toBe(false);
  });

  it('fills the catalogues in three languages', async () => {
    const [serviceRows, sectorRows, categoryRows, factorRows, languageRows] = await Promise.all([
      database.db.select().from(services).orderBy(asc(services.position)),
      database.db.select().from(sectors),
      database.db.select().from(pomCategories),
      database.db.select().from(proposalFactors),
      database.db.select().from(languages),
    ]);
    expect(serviceRows.map((row) => row.position)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(sectorRows.length).toBeGreaterThanOrEqual(25);
    expect(categoryRows.length).toBeGreaterThanOrEqual(8);
    expect(factorRows.length).toBeGreaterThanOrEqual(12);
    expect(languageRows.find((row) => row.code === 'pt')).toMatchObject({
      name: 'Portuguese',
      name_pt: 'Português',
      name_es: 'Portugués',
    });
    for (const row of [...serviceRows, ...sectorRows, ...categoryRows, ...factorRows, ...languageRows]) {
      expect(row.name && row.name_pt && row.name_es).toBeTruthy();
    }
  });

  it('creates the four tiers with their prices and cumulative features', async () => {
    const rows = await database.db.select().from(packages).orderBy(asc(packages.id));
    expect(rows.map((row) => [row.id, row.name, row.monthly_cost, row.yearly_cost])).toEqual([
      [1, 'Crystal', 49, 490],
      [2, 'Silver', 149, 1490],
      [3, 'Gold', 499, 4990],
      [4, 'Platinum', 1200, 12000],
    ]);
    const [crystal, silver, gold, platinum] = rows.map((row) => row.available_features);
    expect(crystal).toEqual(['REGISTER_FEATURE', 'REVIEWS_FEATURE', 'CONTENTS_BLOG_FEATURE']);
    expect(silver).toEqual([
      ...(crystal ?? []),
      'SAMPLING_FEATURE',
      'SCORING_BOARD_FEATURE',
      'LOG_MARKET_FEATURE',
    ]);
    expect(gold).toEqual([
      ...(silver ?? []),
      'PROTOCOLS_FEATURE',
      'CAMPAIGNS_FEATURE',
      'CONTENTS_PUBLICATIONS_FEATURE',
      'NEEDS_AND_LEADS_FEATURE',
    ]);
    expect(platinum).toEqual([...(gold ?? []), 'ADVISOR_FEATURE']);
    for (const row of rows) {
      expect(row.services_prt.split('\n').length).toBeGreaterThan(2);
      expect(row.full_description_spn.split('\n\n').length).toBeGreaterThanOrEqual(2);
    }
  });

  it('publishes the policy pages with content and PDFs in three languages', async () => {
    const all = await database.db.select().from(pages).orderBy(asc(pages.id));
    expect(all.map((row) => [row.id, row.slug])).toEqual([
      [2, 'privacy-policy'],
      [3, 'terms-of-use'],
      [4, 'cookies-policy'],
      [5, 'participants-terms-of-service'],
      [6, 'how-reviews-work'],
    ]);
    const rows = all.filter((row) => row.slug !== 'how-reviews-work');
    for (const row of rows) {
      for (const content of [row.content, row.content_pt, row.content_es]) {
        expect(sanitized.has(content)).toBe(true);
        expect(content).toContain('<h2>');
        expect(content).toContain('Acorn');
        expect(content).not.toMatch(/<(?!\/?(h2|h3|p|ul|ol|li|strong|em|a)\b)[a-z]/i);
      }
      const words = row.content
        .replace(/<[^>]+>/g, ' ')
        .split(/\s+/)
        .filter(Boolean).length;
      expect(words).toBeGreaterThanOrEqual(500);
      expect(words).toBeLessThanOrEqual(1000);
      for (const [url, language] of [
        [row.upload_pdf, 'en'],
        [row.upload_pdf_pr, 'pt'],
        [row.upload_pdf_es, 'es'],
      ] as const) {
        const key = `pages/${row.slug}-${language}.pdf`;
        expect(url).toBe(`/uploads/${key}`);
        const file = files.files.get(key);
        expect(file?.contentType).toBe('application/pdf');
        expect(file?.data.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      }
    }
    expect(files.puts()).toBe(12);
  });

  it('publishes how reviews work in three languages, without PDFs', async () => {
    const [row] = await database.db.select().from(pages).where(eq(pages.slug, 'how-reviews-work'));
    expect(row).toMatchObject({ id: 6, upload_pdf: null, upload_pdf_pr: null, upload_pdf_es: null });
    for (const content of [row?.content, row?.content_pt, row?.content_es]) {
      expect(sanitized.has(content ?? '')).toBe(true);
      expect(content).toContain('<h2>');
      expect(content).toContain('Acorn');
      expect(content).not.toMatch(/<(?!\/?(h2|h3|p|ul|ol|li|strong|em|a)\b)[a-z]/i);
    }
    expect(new Set([row?.name, row?.name_pt, row?.name_es]).size).toBe(3);
  });

  it('creates the option lists with stable keys', async () => {
    const rows = await database.db
      .select()
      .from(optionItems)
      .orderBy(asc(optionItems.list_key), asc(optionItems.position));
    const keys = (list: string) => rows.filter((row) => row.list_key === list).map((row) => row.key);
    expect(keys('company-size')).toEqual(['1-10', '11-50', '51-200', '200+']);
    expect(keys('revenue')).toEqual(['0-2', '2-10', '10-50', '50+']);
    expect(keys('functions')).toHaveLength(8);
    expect(keys('seniority')).toHaveLength(4);
    expect(keys('degree-types')).toEqual([
      'bachelor',
      'master',
      'doctoral',
      'academic',
      'executive',
      'otherDegree',
    ]);
    expect(keys('business-case')).toEqual(['undisputed', 'favorable', 'fair', 'doubtful']);
    const fields = rows.filter((row) => row.list_key === 'fields-of-study');
    expect(fields.length).toBeGreaterThanOrEqual(35);
    expect(new Set(fields.map((row) => row.group_key))).toEqual(
      new Set(['applied-sciences', 'formal-sciences', 'humanities-social-sciences', 'natural-sciences']),
    );
    expect(rows.find((row) => row.key === '200+')?.name).toBe('200 and above');
  });

  it('rewrites no row and no file when run again, and keeps operator edits to packages', async () => {
    await database.db.update(packages).set({ monthly_cost: 59 }).where(eq(packages.id, 1));
    const before = await snapshot();
    const putsBefore = files.puts();

    await seedReferenceData(database.db, { brandName: 'Acorn', files: files.store, sanitizeHtml });

    expect(await snapshot()).toEqual(before);
    expect(files.puts()).toBe(putsBefore);
    const [crystal] = await database.db.select().from(packages).where(eq(packages.id, 1));
    expect(crystal?.monthly_cost).toBe(59);
  });

  it('brings reference rows that drifted back to the seeded values', async () => {
    await database.db.update(sectors).set({ name_pt: 'Agricultura' }).where(eq(sectors.id, 2));

    await seedReferenceData(database.db, { brandName: 'Acorn', files: files.store, sanitizeHtml });

    const [row] = await database.db.select().from(sectors).where(eq(sectors.id, 2));
    expect(row?.name_pt).toBe('Agricultura e Agronegócio');
  });

  it('lets new catalogue rows take ids after the seeded ones', async () => {
    const [row] = await database.db
      .insert(sectors)
      .values({ name: 'Space Industry', name_pt: 'Indústria Espacial', name_es: 'Industria Espacial' })
      .returning();
    expect(row?.id).toBeGreaterThan(30);
    await database.db.delete(sectors).where(eq(sectors.id, row?.id ?? 0));
  });
});

describe('renderPolicyPdf', () => {
  it('renders the same bytes for the same page', async () => {
    const input = {
      title: 'Política de Privacidad',
      html: '<h2>1. Quiénes somos</h2><p>Texto con <strong>negrita</strong> y <a href="mailto:privacy@acorn.example">enlace</a>.</p><ul><li>Uno</li><li>Dos</li></ul>',
      language: 'es' as const,
      brandName: 'Acorn',
    };
    const first = await renderPolicyPdf(input);
    const second = await renderPolicyPdf(input);
    expect(first.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(first.equals(second)).toBe(true);
  });

  it('reads the pages’ HTML into headings, paragraphs and list items', () => {
    const blocks = parsePolicyHtml(
      '<h2>Rights</h2>\n<p>Write to <a href="mailto:a@b.example">us</a> &amp; wait.</p>\n<ol><li><strong>Access</strong> to data</li></ol>',
    );
    expect(blocks).toEqual([
      { kind: 'heading', level: 2, runs: [{ text: 'Rights', bold: false, italic: false, link: null }] },
      {
        kind: 'paragraph',
        runs: [
          { text: 'Write to ', bold: false, italic: false, link: null },
          { text: 'us', bold: false, italic: false, link: 'mailto:a@b.example' },
          { text: ' & wait.', bold: false, italic: false, link: null },
        ],
      },
      {
        kind: 'item',
        marker: '1.',
        depth: 0,
        runs: [
          { text: 'Access', bold: true, italic: false, link: null },
          { text: ' to data', bold: false, italic: false, link: null },
        ],
      },
    ]);
  });
});

const SELLER: InvoiceParty = {
  name: 'Acorn',
  legalName: 'Acorn Growth Network, Lda.',
  vatnumber: 'PT512345678',
  address: ['Avenida da Liberdade 110, 3.º', '1250-146 Lisboa', 'Portugal'],
  email: 'hello@acorn.example',
};

type UserRow = typeof users.$inferSelect;
type CompanyRow = typeof companyProfiles.$inferSelect;
type AdvisorRow = typeof advisorProfiles.$inferSelect;

const idsOf = <Row extends { user_id: number }>(rows: Row[], userId: number, pick: (row: Row) => number) =>
  rows.filter((row) => row.user_id === userId).map(pick);

/**
 * A participant's three profile forms as GET /api/profile presents the rows and the forms send
 * them back untouched (apps/web profiles/lib/form-values.ts), with the wizard's address step.
 */
async function participantForms(user: UserRow, company: CompanyRow) {
  const [serviceRows, sectorRows, countryRows] = await Promise.all([
    database.db.select().from(userServices),
    database.db.select().from(userExpertiseSectors),
    database.db.select().from(userOperatingCountries),
  ]);
  const seller = company.is_seller;
  return {
    main: {
      is_seller: seller,
      pomservicesseller: company.pomservicesseller,
      services: seller ? idsOf(serviceRows, user.id, (row) => row.service_id) : [],
      expertises: seller ? idsOf(sectorRows, user.id, (row) => row.sector_id) : [],
      name: user.name,
      email: company.personal_email ?? user.email,
      job_function: company.job_function,
      country_code: company.country_code,
      phone: company.phone_number,
      personal_linkedin: company.personal_linkedin,
      personal_facebook: company.personal_facebook,
      personal_twitter: company.personal_twitter,
      personal_instagram: company.personal_instagram,
      personal_youtube: company.personal_youtube,
      personal_website: company.personal_website,
      personal_online_presence: company.personal_online_presence ?? [],
    },
    company: {
      company_name: company.company_name,
      company_email: company.company_email,
      company_phone: company.company_phone,
      company_logo: null,
      remove_logo: 0,
      company_sector: company.company_sector_id,
      company_legal_name: company.company_legal_name,
      last_year_turnover: company.last_year_turnover,
      no_of_emplyees: company.no_of_emplyees,
      country_of_operation: idsOf(countryRows, user.id, (row) => row.country_id),
      address1: company.address1,
      address2: company.address2,
      postal_code: company.postal_code,
      state: company.state,
      city: company.city,
      country: company.country_id,
      linkedin: company.linkedin,
      facebook: company.facebook,
      youtube: company.youtube,
      instagram: company.instagram,
      twitter: company.twitter,
      website: company.website,
      online_presence: company.online_presence ?? [],
    },
    contact: {
      headline: company.headline,
      about_company: company.about_company,
      contact_name: company.contact_name,
      contact_email: company.contact_email,
      contact_phone: company.contact_phone,
      contact_job_function: company.contact_job_function,
      contact_another_information: company.contact_another_information ?? [],
      company_another_email: company.company_another_email,
      company_another_phone: company.company_another_phone,
      company_another_address: company.company_another_address,
      company_email_share_status: company.company_email_share_status,
      company_phone_share_status: company.company_phone_share_status,
      company_address_share_status: company.company_address_share_status,
    },
    address: {
      company_legal_name: company.company_legal_name,
      vatnumber: company.vatnumber,
      address1: company.address1,
      address2: company.address2,
      postal_code: company.postal_code,
      state: company.state,
      city: company.city,
      country: company.country_id,
    },
  };
}

/** The advisor's profile form as GET /api/profile presents it and the form sends it back. */
async function advisorForm(user: UserRow, profile: AdvisorRow) {
  const [serviceRows, [secrets]] = await Promise.all([
    database.db.select().from(userServices),
    database.db.select().from(userSecrets).where(eq(userSecrets.user_id, user.id)),
  ]);
  return {
    first_name: user.name,
    company_name: profile.company_name,
    company_legal_name: profile.company_legal_name,
    job_function: profile.job_function,
    email: profile.personal_email ?? user.email,
    phone: profile.phone_number,
    photo: null,
    cv: null,
    remove_photo: 0,
    remove_cv: 0,
    linkedin: profile.linkedin,
    facebook: profile.facebook,
    twitter: profile.twitter,
    instagram: profile.instagram,
    youtube: profile.youtube,
    website: profile.website,
    bio: profile.bio,
    company_sector: profile.company_sector_id,
    services: idsOf(serviceRows, user.id, (row) => row.service_id),
    payment_account_iban: secrets?.payment_account_iban,
    payment_account_swift: secrets?.payment_account_swift,
    address1: profile.address1,
    address2: profile.address2,
    state: profile.state,
    city: profile.city,
    postal_code: profile.postal_code,
    country: profile.country_id,
    vatnumber: profile.vatnumber,
  };
}

/** The field paths a schema refuses in a body, so a failure names them. */
const problems = (
  schema: { safeParse(body: unknown): { error?: { issues: { path: PropertyKey[]; message: string }[] } } },
  body: unknown,
) =>
  schema
    .safeParse(body)
    .error?.issues.map((issue) => `${issue.path.map(String).join('.')}: ${issue.message}`) ?? [];

describe('seedDemoData', () => {
  let accounts: DemoAccount[];
  let operatorId: number;
  const seededAt = new Date();

  beforeAll(async () => {
    accounts = await seedDemoData(database.db, { brandName: 'Acorn', seller: SELLER, files: files.store });
    const [operator] = await database.db.select().from(users).where(eq(users.cb_roles_id, 3));
    operatorId = operator!.id;
  }, 60_000);

  it('creates active accounts over the four tiers, and one awaiting its transfer, whose passwords verify', async () => {
    expect(accounts.map((account) => account.role).sort()).toEqual([
      'advisor',
      'operator',
      ...Array(9).fill('participant'),
    ]);
    const rows = await database.db.select().from(users);
    expect(rows).toHaveLength(accounts.length);
    for (const account of accounts) {
      const row = rows.find((user) => user.email === account.email);
      expect(row).toMatchObject({ step: 4, status: 0, accept_rgpd: true });
      expect(row?.email.endsWith('@demo.acorn.example')).toBe(true);
      expect(row?.password_hash?.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true);
      expect(await verify(row?.password_hash ?? '', account.password)).toBe(true);
      expect(row!.created_at.getTime()).toBeLessThan(seededAt.getTime());
    }
    const participants = rows.filter((row) => row.cb_roles_id === 1);
    const paying = participants.filter((row) => row.package_id !== null);
    expect(new Set(paying.map((row) => row.package_id))).toEqual(new Set([1, 2, 3, 4]));
    expect(paying.every((row) => row.payment_status === 'ok')).toBe(true);
    expect(participants.filter((row) => row.package_id === null)).toEqual([
      expect.objectContaining({
        email: 'seafood@demo.acorn.example',
        payment_status: 'Bank transfer pending',
      }),
    ]);
    expect(rows.filter((row) => row.cb_roles_id === 2)).toHaveLength(1);
    expect(rows.filter((row) => row.cb_roles_id === 3)).toHaveLength(1);
  });

  it('fills every field the participant forms require: each saves as it is shown', async () => {
    const companies = await database.db
      .select({ user: users, company: companyProfiles })
      .from(companyProfiles)
      .innerJoin(users, eq(users.id, companyProfiles.user_id));
    expect(companies).toHaveLength(9);
    expect(companies.every((row) => row.user.cb_roles_id === 1)).toBe(true);
    const options = await database.db.select().from(optionItems);
    const keys = (list: string) => options.filter((row) => row.list_key === list).map((row) => row.key);
    for (const { user, company } of companies) {
      const forms = await participantForms(user, company);
      expect(problems(mainProfileSchema, forms.main), `${user.email} Profile`).toEqual([]);
      expect(problems(companyInformationSchema, forms.company), `${user.email} Company Info`).toEqual([]);
      expect(problems(contactInformationSchema, forms.contact), `${user.email} Contact Info`).toEqual([]);
      expect(problems(participantStep2Schema, forms.address), `${user.email} address`).toEqual([]);
      // The form's choices are the option lists' keys.
      expect(keys('revenue')).toContain(company.last_year_turnover);
      expect(keys('company-size')).toContain(company.no_of_emplyees);
      expect(company.bio).toEqual(expect.any(String));
    }
    const profiles = companies.map((row) => row.company);
    expect(profiles.filter((row) => row.is_seller)).toHaveLength(2);
    expect(profiles.filter((row) => row.country_id === 152).length).toBeGreaterThanOrEqual(2);
    expect(profiles.filter((row) => row.country_id === 179).length).toBeGreaterThanOrEqual(2);
    expect(new Set(profiles.map((row) => row.company_sector_id)).size).toBeGreaterThanOrEqual(6);
  });

  it('gives the advisor a complete profile with a bank account the form accepts', async () => {
    const advisors = await database.db
      .select({ user: users, profile: advisorProfiles })
      .from(advisorProfiles)
      .innerJoin(users, eq(users.id, advisorProfiles.user_id));
    expect(advisors).toHaveLength(1);
    const [{ user, profile }] = advisors as [(typeof advisors)[number]];
    expect(user.cb_roles_id).toBe(2);
    expect(profile).toMatchObject({ company_name: 'Albuquerque Advisory', country_id: 152 });
    const form = await advisorForm(user, profile);
    expect(problems(advisorProfileSchema, form)).toEqual([]);
    expect(problems(advisorStep2Schema, form)).toEqual([]);
  });

  it('gives every company and the advisor a valid VAT number of its own country', async () => {
    const rows = [
      ...(await database.db.select().from(companyProfiles)),
      ...(await database.db.select().from(advisorProfiles)),
    ];
    const codes = new Map(countryRows().map((country) => [country.id, country.code]));
    for (const row of rows) {
      const check = checkVAT(row.vatnumber ?? '', jsvatCountries);
      expect(check.isValid, `${row.company_name} ${row.vatnumber}`).toBe(true);
      expect(row.vatnumber?.slice(0, 2)).toBe(codes.get(row.country_id ?? 0));
      expect(row.vatnumber).toMatch(/^[A-Z]{2}[A-Z0-9]+$/);
    }
    expect(new Set(rows.map((row) => row.vatnumber)).size).toBe(rows.length);
  });

  it('backs every paying member’s tier with an active subscription at its price and VAT, and its invoices', async () => {
    const [members, subscriptionRows, invoiceRows, packageRows] = await Promise.all([
      database.db
        .select({ user: users, company: companyProfiles })
        .from(users)
        .innerJoin(companyProfiles, eq(companyProfiles.user_id, users.id)),
      database.db.select().from(subscriptions),
      database.db.select().from(invoices),
      database.db.select().from(packages),
    ]);
    for (const { user, company } of members.filter((row) => row.user.package_id !== null)) {
      const active = subscriptionRows.filter((row) => row.user_id === user.id && row.status === 'active');
      expect(active, user.email).toHaveLength(1);
      const [subscription] = active as [(typeof active)[number]];
      const pkg = packageRows.find((row) => row.id === subscription.package_id)!;
      expect(subscription.package_id).toBe(user.package_id);
      expect(subscription.net_amount).toBe(periodPrice(pkg, subscription.period as 'annual' | 'monthly'));
      expect(subscription.vat_rate).toBe(vatRateForCountry(company.country_id));
      expect(subscription.current_period_start!.getTime()).toBeLessThanOrEqual(seededAt.getTime());
      expect(subscription.current_period_end!.getTime()).toBeGreaterThan(seededAt.getTime());
      const own = invoiceRows.filter((row) => row.user_id === user.id);
      expect(own.length, user.email).toBeGreaterThanOrEqual(1);
      expect(own.some((row) => row.subscription_id === subscription.id)).toBe(true);
      for (const invoice of own) {
        const paid = subscriptionRows.find((row) => row.id === invoice.subscription_id)!;
        const amounts = vatBreakdown(paid.net_amount, paid.vat_rate);
        expect(invoice).toMatchObject({
          net_amount: amounts.net,
          vat_rate: amounts.vatRate,
          vat_amount: amounts.vat,
          total_amount: amounts.total,
          currency: 'eur',
          seller: SELLER,
          pdf_storage_key: null,
        });
        expect(invoice.buyer).toMatchObject({ name: company.company_name, vatnumber: company.vatnumber });
        expect(invoice.lines).toEqual([
          expect.objectContaining({ quantity: 1, unitAmount: amounts.net, amount: amounts.net }),
        ]);
        expect(invoice.lines[0]?.description).toMatch(
          new RegExp(`^${pkg.name} subscription, ${paid.period} \\(`),
        );
        expect(invoice.issued_at.getTime()).toBeLessThanOrEqual(seededAt.getTime());
        expect(invoice.period_end.getTime()).toBeGreaterThan(invoice.period_start.getTime());
      }
    }
  });

  it('numbers the invoices in order of issue, without gaps, and leaves each year’s counter at the highest', async () => {
    const invoiceRows = await database.db.select().from(invoices).orderBy(asc(invoices.issued_at));
    const counters = await database.db.select().from(invoiceSequences);
    const years = [...new Set(invoiceRows.map((row) => row.year))];
    expect(counters.map((row) => row.year).sort()).toEqual(years.sort());
    for (const year of years) {
      const issued = invoiceRows.filter((row) => row.year === year);
      expect(issued.map((row) => row.sequence)).toEqual(issued.map((_, index) => index + 1));
      expect(issued.map((row) => row.number)).toEqual(
        issued.map((row) => `ACN-${year}-${String(row.sequence).padStart(6, '0')}`),
      );
      expect(issued.every((row) => row.issued_at.getUTCFullYear() === year)).toBe(true);
      expect(counters.find((row) => row.year === year)?.last_number).toBe(issued.length);
    }
  });

  it('puts a Platinum annual bank transfer from a Spanish company in the operators’ queue', async () => {
    const [buyer] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'seafood@demo.acorn.example'));
    const own = await database.db.select().from(subscriptions).where(eq(subscriptions.user_id, buyer!.id));
    expect(own).toEqual([
      expect.objectContaining({
        package_id: 4,
        period: 'annual',
        payment_option: 'Bank',
        status: 'pending',
        net_amount: 12000,
        vat_rate: 21,
        current_period_start: null,
      }),
    ]);
    expect(await database.db.$count(invoices, eq(invoices.user_id, buyer!.id))).toBe(0);
  });

  it('gives the advisor requests in every status, handled by the operator and written to the audit log', async () => {
    const [advisor] = await database.db.select().from(users).where(eq(users.cb_roles_id, 2));
    const requests = await database.db
      .select()
      .from(advisorPaymentRequests)
      .where(eq(advisorPaymentRequests.advisor_id, advisor!.id));
    expect(new Set(requests.map((row) => row.status))).toEqual(new Set(['Submitted', 'Approved', 'Paid']));
    const links = await database.db.select().from(advisorParticipants);
    const audit = await database.db.select().from(auditLog);
    const entry = (action: string, id: number) =>
      audit.filter((row) => row.action === action && row.entity_id === String(id));
    for (const request of requests) {
      expect(links.some((link) => link.participant_id === request.participant_id)).toBe(true);
      const month = Date.UTC(request.year, request.month - 1);
      expect(request.created_at.getTime()).toBeGreaterThan(month);
      expect(request.created_at.getTime()).toBeLessThan(seededAt.getTime());
      const approved = request.status !== 'Submitted';
      const paid = request.status === 'Paid';
      expect(request).toMatchObject({
        approved_by: approved ? operatorId : null,
        paid_by: paid ? operatorId : null,
      });
      expect(entry('payment_request.approve', request.id)).toEqual(
        approved ? [expect.objectContaining({ actor_id: operatorId, created_at: request.approved_at })] : [],
      );
      expect(entry('payment_request.pay', request.id)).toEqual(
        paid ? [expect.objectContaining({ actor_id: operatorId, created_at: request.paid_at })] : [],
      );
      if (approved) expect(request.approved_at!.getTime()).toBeGreaterThan(request.created_at.getTime());
      if (paid) expect(request.paid_at!.getTime()).toBeGreaterThan(request.approved_at!.getTime());
      if (approved)
        expect((paid ? request.paid_at : request.approved_at)!.getTime()).toBeLessThan(seededAt.getTime());
    }
    expect(entry('advisor.link_participant', advisor!.id)).toHaveLength(links.length);
    // Every entry is the demo operator's, and each transfer confirmation names its invoice.
    expect(audit.every((row) => row.actor_id === operatorId)).toBe(true);
    const invoiceNumbers = (await database.db.select().from(invoices)).map((row) => row.number);
    for (const confirmation of audit.filter((row) => row.action === 'bank_transfer.confirm')) {
      expect(invoiceNumbers).toContain((confirmation.after as { invoice: string }).invoice);
    }
  });

  it('associates the advisor with three companies', async () => {
    const links = await database.db
      .select({ role: users.cb_roles_id })
      .from(advisorParticipants)
      .innerJoin(users, eq(users.id, advisorParticipants.participant_id));
    expect(links).toEqual([{ role: 1 }, { role: 1 }, { role: 1 }]);
  });

  it('leaves an invitation the operator sent to an advisor open, stored as a hash only', async () => {
    const rows = await database.db.select().from(invitationCodes);
    expect(rows).toEqual([
      expect.objectContaining({
        invited_by: operatorId,
        used_at: null,
        code_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      }),
    ]);
    expect(rows[0]!.expires_at.getTime()).toBeGreaterThan(seededAt.getTime());
    const [sent] = await database.db.select().from(auditLog).where(eq(auditLog.action, 'invitation.send'));
    expect(sent).toMatchObject({ entity_id: String(rows[0]!.id), after: { email: rows[0]!.email } });
  });

  it('fills the market: published, pending, denied with its reason and expired items, searchable', async () => {
    const items = await database.db
      .select()
      .from(contentItems)
      .where(inArray(contentItems.type, ['offer', 'opportunity']))
      .orderBy(asc(contentItems.id));
    const statuses = items.map((item) => item.status);
    expect(statuses.filter((status) => status === 'published').length).toBeGreaterThanOrEqual(4);
    expect(statuses.filter((status) => status === 'pending')).toHaveLength(2);
    expect(items.find((item) => item.status === 'denied')?.deny_reason).toMatch(/contact details/);
    const today = new Date().toISOString().slice(0, 10);
    expect(items.some((item) => item.status === 'published' && (item.deadline ?? '') < today)).toBe(true);
    expect(items.every((item) => item.decided_by === (item.status === 'pending' ? null : operatorId))).toBe(
      true,
    );
    const found = await database.db
      .select({ title: contentItems.title })
      .from(contentItems)
      .where(sql`${contentItems.search} @@ to_tsquery('simple', 'internacionalizacao:*')`);
    expect(found.map((row) => row.title)).toEqual(['Estratégia de internacionalização para PME industriais']);
    const links = await database.db.select().from(marketItems);
    expect(links).toHaveLength(items.length);
  });

  it('fills the sampling listing: giveaways with applications, samples left to match, one pending', async () => {
    const listed = await database.db
      .select({
        id: samplings.content_id,
        total: samplings.no_of_offers,
        left: samplings.available,
        status: contentItems.status,
      })
      .from(samplings)
      .innerJoin(contentItems, eq(contentItems.id, samplings.content_id));
    const applications = await database.db.select().from(samplingApplications);
    expect(listed.filter((item) => item.status === 'published').length).toBeGreaterThanOrEqual(3);
    expect(listed.filter((item) => item.status === 'pending')).toHaveLength(1);
    expect(applications.length).toBeGreaterThanOrEqual(3);
    for (const item of listed) {
      const taken = applications.filter((row) => row.content_id === item.id).length;
      expect(item.left).toBe(item.total - taken);
    }
    expect(listed.some((item) => item.left === 0)).toBe(true);
  });

  it('fills the campaigns: published with their services and roles, one pending', async () => {
    const rows = await database.db
      .select({ id: campaigns.content_id, status: contentItems.status, roles: campaigns.decision_maker })
      .from(campaigns)
      .innerJoin(contentItems, eq(contentItems.id, campaigns.content_id));
    expect(rows.filter((row) => row.status === 'published').length).toBeGreaterThanOrEqual(2);
    expect(rows.filter((row) => row.status === 'pending')).toHaveLength(1);
    expect(rows.every((row) => row.roles.length > 0)).toBe(true);
    const linked = await database.db
      .select({ id: contentServices.content_id })
      .from(contentServices)
      .innerJoin(campaigns, eq(campaigns.content_id, contentServices.content_id));
    expect(new Set(linked.map((row) => row.id))).toEqual(new Set(rows.map((row) => row.id)));
  });

  it('fills the blog: published posts without a closing date, one pending, one draft', async () => {
    const rows = await database.db
      .select({ status: contentItems.status, deadline: contentItems.deadline, published: posts.published })
      .from(posts)
      .innerJoin(contentItems, eq(contentItems.id, posts.content_id));
    expect(rows.filter((row) => row.status === 'published').length).toBeGreaterThanOrEqual(2);
    expect(rows.filter((row) => row.status === 'draft')).toEqual([
      { status: 'draft', deadline: null, published: false },
    ]);
    expect(rows.every((row) => row.deadline === null)).toBe(true);
  });

  it('draws every company a logo, the advisor a photo, and the posts, giveaways, campaigns and advisor listings their pictures', async () => {
    const pngSize = (key: string) => {
      const data = files.files.get(key)?.data;
      expect(data?.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
      return [data?.readUInt32BE(16), data?.readUInt32BE(20)];
    };
    // Variants are encoded as uploads' are (IMAGE_VARIANT_ENCODING).
    const variantSize = async (key: string) => {
      const { format, width, height } = await sharp(files.files.get(key)?.data).metadata();
      expect(format).toBe('webp');
      return [width, height];
    };
    const logos = await database.db
      .select({ file: stored })
      .from(companyProfiles)
      .leftJoin(stored, eq(stored.id, companyProfiles.company_logo_file_id));
    expect(logos.length).toBeGreaterThan(0);
    for (const { file } of logos) {
      expect(file).toMatchObject({ visibility: 'public', content_type: 'image/png' });
      expect(pngSize(file?.storage_key ?? '')).toEqual([256, 256]);
      expect(await variantSize(file?.variants.thumb ?? '')).toEqual([128, 128]);
    }
    const [photo] = await database.db
      .select({ file: stored })
      .from(advisorProfiles)
      .innerJoin(stored, eq(stored.id, advisorProfiles.photo_file_id));
    expect(pngSize(photo?.file.storage_key ?? '')).toEqual([400, 400]);

    const pictures = await database.db
      .select({
        id: contentItems.id,
        type: contentItems.type,
        role: contentFiles.role,
        key: stored.storage_key,
        variants: stored.variants,
      })
      .from(contentItems)
      .leftJoin(contentFiles, eq(contentFiles.content_id, contentItems.id))
      .leftJoin(stored, eq(stored.id, contentFiles.file_id))
      .where(inArray(contentItems.type, ['post', 'sampling', 'campaign', 'advisor']));
    const roles = {
      post: ['header_image', 'thumbnail_image'],
      sampling: ['header_image'],
      campaign: ['image'],
      advisor: ['avatar'],
    };
    for (const [type, expected] of Object.entries(roles)) {
      const rolesById = new Map<number, string[]>();
      for (const row of pictures.filter((picture) => picture.type === type)) {
        rolesById.set(row.id, [...(rolesById.get(row.id) ?? []), ...(row.role ? [row.role] : [])]);
      }
      expect(rolesById.size, type).toBeGreaterThan(0);
      for (const found of rolesById.values()) expect(found.sort(), type).toEqual([...expected].sort());
    }
    const header = pictures.find((row) => row.role === 'header_image');
    expect(pngSize(header?.key ?? '')).toEqual([1200, 630]);
    expect(await variantSize(header?.variants?.medium ?? '')).toEqual([512, 269]);
    expect(await variantSize(header?.variants?.large ?? '')).toEqual([1024, 538]);
    expect(pngSize(pictures.find((row) => row.role === 'thumbnail_image')?.key ?? '')).toEqual([600, 338]);
  });

  it('fills the protocols directory: published with their categories, one pending and one past its validity', async () => {
    const items = await database.db
      .select({ id: contentItems.id, status: contentItems.status, deadline: contentItems.deadline })
      .from(contentItems)
      .where(eq(contentItems.type, 'protocol'));
    const today = new Date().toISOString().slice(0, 10);
    expect(
      items.filter((item) => item.status === 'published' && (item.deadline ?? '') >= today).length,
    ).toBeGreaterThanOrEqual(3);
    expect(items.filter((item) => item.status === 'pending')).toHaveLength(1);
    expect(items.some((item) => item.status === 'published' && (item.deadline ?? '') < today)).toBe(true);
    const own = await database.db.select().from(protocols);
    expect(own).toHaveLength(items.length);
    expect(own.every((row) => row.user_status === 'Published')).toBe(true);
    const categories = await database.db
      .select({ id: contentCategories.content_id })
      .from(contentCategories)
      .innerJoin(protocols, eq(protocols.content_id, contentCategories.content_id));
    expect(new Set(categories.map((row) => row.id))).toEqual(new Set(items.map((item) => item.id)));
  });

  it('fills the advisor directory: published listings of Platinum companies, one hidden, one pending', async () => {
    const rows = await database.db
      .select({
        id: contentItems.id,
        owner: contentItems.owner_id,
        title: contentItems.title,
        status: contentItems.status,
        hidden: advisorListings.hide_identity,
      })
      .from(advisorListings)
      .innerJoin(contentItems, eq(contentItems.id, advisorListings.content_id));
    expect(rows.filter((row) => row.status === 'published').length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((row) => row.status === 'pending')).toHaveLength(1);
    // A hidden name is never the item's title, which search reads.
    expect(rows.filter((row) => row.hidden).map((row) => row.title)).toEqual(['Nondisclosure']);
    const owners = await database.db
      .select({ package: users.package_id })
      .from(users)
      .where(
        inArray(
          users.id,
          rows.map((row) => row.owner),
        ),
      );
    expect(owners.every((owner) => owner.package === TIERS.platinum)).toBe(true);
    const spoken = await database.db.select().from(advisorListingLanguages);
    expect(new Set(spoken.map((row) => row.content_id))).toEqual(new Set(rows.map((row) => row.id)));
  });

  it('gives companies awards and certificates: approved and published ones, one waiting, one declined with its reason', async () => {
    const rows = await database.db
      .select({ credential: credentials, email: users.email })
      .from(credentials)
      .innerJoin(users, eq(users.id, credentials.user_id));
    const of = (email: string) => rows.filter((row) => row.email === email).map((row) => row.credential);
    expect(of('consulting@demo.acorn.example')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'certificate',
          title: 'ISO 9001:2015 Quality Management',
          user_status: 'publish',
          admin_status: 'approved',
          decided_by: operatorId,
        }),
        expect.objectContaining({ kind: 'award', user_status: 'publish', admin_status: 'approved' }),
        expect.objectContaining({ admin_status: 'underreview', decided_by: null }),
      ]),
    );
    expect(of('platinum@demo.acorn.example')).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'award', admin_status: 'approved' })]),
    );
    const declined = rows.filter((row) => row.credential.admin_status === 'declined');
    expect(declined.length).toBeGreaterThanOrEqual(1);
    expect(declined.every((row) => (row.credential.deny_reason ?? '').length > 0)).toBe(true);
  });

  it('gives Nortejo feedback in every state: asks waiting, given and kept off the profile, public with replies, a guest’s invited testimonial, a verified relationship', async () => {
    const [nortejo] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'consulting@demo.acorn.example'));
    if (!nortejo) throw new Error('no demo company');
    const asks = await database.db
      .select()
      .from(feedbackRequests)
      .where(eq(feedbackRequests.user_id, nortejo.id));
    const waiting = asks.filter((ask) => ask.used_at === null);
    expect(waiting.map((ask) => [ask.kind, ask.answerer_id === null ? 'guest' : 'member']).sort()).toEqual([
      ['referral', 'guest'],
      ['review', 'member'],
    ]);
    const given = await database.db.select().from(reviews).where(eq(reviews.user_id, nortejo.id));
    const histogram = [1, 2, 3, 4, 5].map(
      (score) => given.filter((review) => review.show_public && review.rating_value === score).length,
    );
    expect(histogram.filter((count) => count > 0).length).toBeGreaterThanOrEqual(3);
    expect(given.some((review) => !review.show_public)).toBe(true);
    expect(given.some((review) => review.show_public && review.reply_body)).toBe(true);
    const referred = await database.db.select().from(referrals).where(eq(referrals.user_id, nortejo.id));
    expect(referred.some((referral) => !referral.show_public)).toBe(true);
    const invited = referred.find((referral) => referral.request_id !== null);
    expect(invited).toMatchObject({
      reffer_type: 'testimonial',
      reviewer_id: null,
      reply_body: expect.any(String),
    });
    expect(asks.find((ask) => ask.id === invited?.request_id)).toMatchObject({
      request_type: 'ask',
      used_at: expect.any(Date),
      guest_email: expect.stringContaining('@'),
    });
    const wants = await database.db
      .select({ user: interests.user_id })
      .from(interests)
      .innerJoin(contentItems, eq(contentItems.id, interests.content_id))
      .where(eq(contentItems.owner_id, nortejo.id));
    const givers = new Set(given.map((review) => review.reviewer_id));
    expect(wants.some((want) => givers.has(want.user))).toBe(true);
  });

  it('gives the advisor a CV: two degrees with keys of the option lists, and three jobs, the current one first', async () => {
    const [advisor] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'advisor@demo.acorn.example'));
    if (!advisor) throw new Error('no demo advisor');
    const studies = await database.db.select().from(educations).where(eq(educations.user_id, advisor.id));
    expect(studies).toHaveLength(2);
    expect(studies).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          academy: expect.stringContaining('Universidade do Porto'),
          type_of_degree: 'master',
        }),
      ]),
    );
    const options = await database.db.select().from(optionItems);
    for (const study of studies) {
      expect(options).toContainEqual(
        expect.objectContaining({ list_key: 'degree-types', key: study.type_of_degree }),
      );
      expect(options).toContainEqual(
        expect.objectContaining({ list_key: 'fields-of-study', key: study.field_of_study }),
      );
      expect(study.end_date && study.init_date && study.end_date > study.init_date).toBe(true);
    }
    const jobs = await database.db
      .select()
      .from(expertises)
      .where(eq(expertises.user_id, advisor.id))
      .orderBy(sql`${expertises.current_job} desc`, sql`${expertises.init_date} desc`);
    expect(jobs.map((job) => [job.current_job, job.end_date === null])).toEqual([
      [true, true],
      [false, false],
      [false, false],
    ]);
  });

  it('gives the companies and the advisor notifications read and unread, each tied to what it tells of', async () => {
    const rows = await database.db
      .select({ notice: notifications, email: users.email })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.user_id));
    const kinds = new Set(rows.map((row) => row.notice.kind));
    for (const kind of [
      'content_approved',
      'content_denied',
      'credential_approved',
      'credential_declined',
      'interest',
      'message',
      'feedback_received',
      'feedback_requested',
      'sampling_application',
      'payment_request_status',
    ]) {
      expect(kinds, kind).toContain(kind);
    }
    expect(rows.some((row) => row.notice.read_at === null)).toBe(true);
    expect(rows.some((row) => row.notice.read_at !== null)).toBe(true);
    const items = await database.db.select().from(contentItems);
    for (const { notice } of rows) {
      expect(notice.created_at.getTime()).toBeLessThan(seededAt.getTime());
      expect(notice.actor_id).not.toBe(notice.user_id);
      if (notice.kind === 'content_denied') expect(notice.reason).toEqual(expect.any(String));
      if (notice.item_type === 'sampling' || notice.kind.startsWith('content_')) {
        expect(items.find((item) => item.id === notice.item_id)).toMatchObject({
          owner_id: notice.user_id,
          title: notice.item_title,
        });
      }
    }
    const advisor = rows.filter((row) => row.email === 'advisor@demo.acorn.example');
    expect(advisor.map((row) => row.notice.kind)).toEqual(advisor.map(() => 'payment_request_status'));
    expect(advisor.some((row) => row.notice.read_at === null)).toBe(true);
    // Each demo company has something in its centre, and most something still unread.
    const companies = accounts.filter((account) => account.role === 'participant').map((a) => a.email);
    const unread = new Set(rows.filter((row) => row.notice.read_at === null).map((row) => row.email));
    for (const email of companies)
      expect(
        rows.some((row) => row.email === email),
        email,
      ).toBe(true);
    expect(unread.size).toBeGreaterThanOrEqual(companies.length - 2);
  });

  it('gives the companies conversations: about an offer, one a Want started, a request, some unread', async () => {
    const threads = await database.db
      .select({ conversation: conversations, starter: users.email })
      .from(conversations)
      .innerJoin(users, eq(users.id, conversations.started_by));
    const items = await database.db.select().from(contentItems);
    const about = (type: string) =>
      threads.filter(
        ({ conversation }) => items.find((item) => item.id === conversation.item_id)?.type === type,
      );
    expect(about('offer').length).toBeGreaterThan(0);
    expect(threads.filter(({ conversation }) => conversation.status === 'request')).toHaveLength(1);
    const wanted = await database.db.select().from(interests);
    expect(
      threads.some(({ conversation }) =>
        wanted.some(
          (want) =>
            want.content_id === conversation.item_id &&
            want.user_id === conversation.recipient_id &&
            items.find((item) => item.id === want.content_id)?.owner_id === conversation.started_by,
        ),
      ),
    ).toBe(true);
    for (const { conversation } of threads) {
      const item = items.find((row) => row.id === conversation.item_id);
      if (item) expect([conversation.started_by, conversation.recipient_id]).toContain(item.owner_id);
    }
    const members = await database.db.select().from(conversationMembers);
    const written = await database.db.select().from(messages);
    expect(members).toHaveLength(threads.length * 2);
    const unread = members.filter((member) =>
      written.some(
        (message) =>
          message.conversation_id === member.conversation_id &&
          message.sender_id !== member.user_id &&
          message.id > member.last_read_message_id,
      ),
    );
    expect(unread.length).toBeGreaterThan(0);
    expect(unread.length).toBeLessThan(members.length);
    const notices = await database.db.select().from(notifications).where(eq(notifications.kind, 'message'));
    expect(notices).toHaveLength(written.length);
  });

  it('creates or rewrites nothing when run again', async () => {
    const before = await snapshot();

    const putsBefore = files.puts();

    const again = await seedDemoData(database.db, { brandName: 'Acorn', seller: SELLER, files: files.store });

    expect(again).toEqual(accounts);
    expect(await snapshot()).toEqual(before);
    expect(files.puts()).toBe(putsBefore);
  });
});

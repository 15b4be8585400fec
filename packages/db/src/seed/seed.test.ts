import { PGlite } from '@electric-sql/pglite';
import { verify } from '@node-rs/argon2';
import { asc, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../client';
import {
  advisorParticipants,
  advisorProfiles,
  companyProfiles,
  countries,
  languages,
  optionItems,
  packages,
  pages,
  pomCategories,
  proposalFactors,
  sectors,
  services,
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
  advisorParticipants,
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
    const rows = await database.db.select().from(pages).orderBy(asc(pages.id));
    expect(rows.map((row) => [row.id, row.slug])).toEqual([
      [2, 'privacy-policy'],
      [3, 'terms-of-use'],
      [4, 'cookies-policy'],
      [5, 'participants-terms-of-service'],
    ]);
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

describe('seedDemoData', () => {
  let accounts: DemoAccount[];

  beforeAll(async () => {
    accounts = await seedDemoData(database.db, { brandName: 'Acorn' });
  }, 60_000);

  it('creates complete, active accounts over the four tiers whose passwords verify', async () => {
    expect(accounts.map((account) => account.role).sort()).toEqual([
      'advisor',
      'operator',
      ...Array(8).fill('participant'),
    ]);
    const rows = await database.db.select().from(users);
    expect(rows).toHaveLength(accounts.length);
    for (const account of accounts) {
      const row = rows.find((user) => user.email === account.email);
      expect(row).toMatchObject({ step: 4, status: 0, accept_rgpd: true });
      expect(row?.email.endsWith('@demo.acorn.example')).toBe(true);
      expect(row?.password_hash?.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true);
      expect(await verify(row?.password_hash ?? '', account.password)).toBe(true);
    }
    const participants = rows.filter((row) => row.cb_roles_id === 1);
    expect(new Set(participants.map((row) => row.package_id))).toEqual(new Set([1, 2, 3, 4]));
    expect(rows.filter((row) => row.cb_roles_id === 2)).toHaveLength(1);
    expect(rows.filter((row) => row.cb_roles_id === 3)).toHaveLength(1);
  });

  it('gives every company and the advisor a complete profile', async () => {
    const companies = await database.db
      .select({ profile: companyProfiles, role: users.cb_roles_id })
      .from(companyProfiles)
      .innerJoin(users, eq(users.id, companyProfiles.user_id));
    expect(companies).toHaveLength(8);
    expect(companies.every((row) => row.role === 1)).toBe(true);
    const profiles = companies.map((row) => row.profile);
    for (const profile of profiles) {
      expect(profile).toMatchObject({
        company_name: expect.any(String),
        job_function: expect.any(String),
        phone_number: expect.any(String),
        bio: expect.any(String),
      });
    }
    expect(profiles.filter((row) => row.is_seller)).toHaveLength(2);
    expect(profiles.filter((row) => row.country_id === 152).length).toBeGreaterThanOrEqual(2);
    expect(profiles.filter((row) => row.country_id === 179).length).toBeGreaterThanOrEqual(2);
    expect(new Set(profiles.map((row) => row.company_sector_id)).size).toBeGreaterThanOrEqual(6);
    const advisors = await database.db
      .select({ profile: advisorProfiles, role: users.cb_roles_id })
      .from(advisorProfiles)
      .innerJoin(users, eq(users.id, advisorProfiles.user_id));
    expect(advisors).toEqual([
      {
        role: 2,
        profile: expect.objectContaining({
          company_name: 'Albuquerque Advisory',
          company_sector_id: expect.any(Number),
          country_id: 152,
          bio: expect.any(String),
        }),
      },
    ]);
  });

  it('associates the advisor with three companies', async () => {
    const links = await database.db
      .select({ role: users.cb_roles_id })
      .from(advisorParticipants)
      .innerJoin(users, eq(users.id, advisorParticipants.participant_id));
    expect(links).toEqual([{ role: 1 }, { role: 1 }, { role: 1 }]);
  });

  it('creates or rewrites nothing when run again', async () => {
    const before = await snapshot();

    const again = await seedDemoData(database.db, { brandName: 'Acorn' });

    expect(again).toEqual(accounts);
    expect(await snapshot()).toEqual(before);
  });
});

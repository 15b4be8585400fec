import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  advisorProfiles,
  companyProfiles,
  type Database,
  migrationsFolder,
  openDatabase,
  userSecrets,
  users,
} from '@acorn/db';
import { PGlite } from '@electric-sql/pglite';
import { eq, getTableColumns } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

/** The last migration before the users row was split (0008_profile_tables). */
const BEFORE_SPLIT = '0007_login_throttles_per_client';

const updatedAt = new Date('2026-03-14T09:26:53.000Z');
const onlinePresence = [{ level: 'LinkedIn', value: 'https://www.linkedin.com/company/quinta' }];

/** Each column both profile tables share, with a value of its own per role. */
const shared = (role: string, ids: { sector: number; country: number }) => ({
  job_function: `${role} job function`,
  phone_number: `${role} phone`,
  personal_email: `${role}.personal@example.com`,
  company_name: `${role} company`,
  company_sector_id: ids.sector,
  country_id: ids.country,
  company_legal_name: `${role} legal name`,
  vatnumber: `PT${role === 'company' ? '501964843' : '509876543'}`,
  address1: `${role} address 1`,
  address2: `${role} address 2`,
  postal_code: `${role} postal code`,
  state: `${role} state`,
  city: `${role} city`,
  linkedin: `https://linkedin.example/${role}`,
  facebook: `https://facebook.example/${role}`,
  twitter: `https://twitter.example/${role}`,
  instagram: `https://instagram.example/${role}`,
  youtube: `https://youtube.example/${role}`,
  website: `https://${role}.example`,
  bio: `${role} bio`,
  updated_at: updatedAt,
});

/** A fresh database of the engine this run tests, migrated through `BEFORE_SPLIT` only. */
async function databaseBeforeSplit(): Promise<{ database: Database; run: Run; close: () => Promise<void> }> {
  const journalPath = join(migrationsFolder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag === BEFORE_SPLIT);
  const folder = await mkdtemp(join(tmpdir(), 'acorn-migrations-'));
  await cp(migrationsFolder, folder, { recursive: true });
  await writeFile(
    join(folder, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut + 1) }),
  );
  const template = inject('databaseTemplate');
  try {
    if (template.engine === 'pglite') {
      const pglite = await PGlite.create();
      await migratePglite(drizzlePglite({ client: pglite }), { migrationsFolder: folder });
      const database = await openDatabase({ pglite });
      return {
        database,
        run: async (text, params) => (await pglite.query<Record<string, unknown>>(text, params)).rows,
        close: () => database.close(),
      };
    }
    const name = `acorn_migration_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: template.adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(template.adminUrl);
    url.pathname = `/${name}`;
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    await migratePg(drizzlePg({ client }), { migrationsFolder: folder });
    const database = await openDatabase({ url: url.toString(), poolSize: 2 });
    return {
      database,
      run: async (text, params) => (await client.query(text, params)).rows,
      close: async () => {
        await client.end();
        await database.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

type Run = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

/** An INSERT into the users table as it was: every column given, jsonb as JSON text. */
async function insertOldUser(run: Run, row: Record<string, unknown>) {
  const columns = Object.keys(row);
  const values = Object.values(row).map((value) =>
    value === null || value instanceof Date || typeof value !== 'object' ? value : JSON.stringify(value),
  );
  await run(
    `insert into users (${columns.map((column) => `"${column}"`).join(', ')}) values (${columns
      .map((_, index) => `$${index + 1}`)
      .join(', ')})`,
    values,
  );
}

const columnsOf = (table: Parameters<typeof getTableColumns>[0]) =>
  Object.keys(getTableColumns(table)).sort();

let subject: Awaited<ReturnType<typeof databaseBeforeSplit>>;
const ids = { participant: 9001, advisor: 9002, operator: 9003, newcomer: 9004 };
let company: Record<string, unknown>;
let advisor: Record<string, unknown>;
let advisorSecrets: Record<string, unknown>;
let operatorSecrets: Record<string, unknown>;

beforeAll(async () => {
  subject = await databaseBeforeSplit();
  const { run } = subject;
  await run(
    `insert into sectors (id, name, name_pt, name_es) values (7, 'Food', 'Alimentação', 'Alimentación')`,
  );
  await run(
    `insert into countries (id, code, name, name_pt, name_es, is_eu) values (152, 'PT', 'Portugal', 'Portugal', 'Portugal', true)`,
  );
  for (const id of [101, 102, 103, 104]) {
    await run(
      `insert into files (id, storage_key, visibility, original_name, content_type, size) values ($1, $2, 'public', 'f.png', 'image/png', 1)`,
      [id, `uploads/f-${id}.png`],
    );
  }
  const refs = { sector: 7, country: 152 };
  company = {
    ...shared('company', refs),
    is_seller: true,
    pomservicesseller: true,
    country_code: '+351',
    personal_linkedin: 'https://linkedin.example/in/marta',
    personal_facebook: 'https://facebook.example/marta',
    personal_twitter: 'https://twitter.example/marta',
    personal_instagram: 'https://instagram.example/marta',
    personal_youtube: 'https://youtube.example/marta',
    personal_website: 'https://marta.example',
    personal_online_presence: [{ level: 'Blog', value: 'https://marta.example/blog' }],
    headline: 'Family estate since 1921',
    about_company: 'We make wine.',
    company_email: 'hello@quinta.example',
    company_phone: '+351 254 000 000',
    company_logo_file_id: 101,
    last_year_turnover: '1-5',
    no_of_emplyees: '10-49',
    online_presence: onlinePresence,
    certificate_file_id: 102,
    contact_name: 'Maria Silva',
    contact_email: 'maria@quinta.example',
    contact_phone: '+351 912 345 678',
    contact_job_function: 'Sales',
    contact_another_information: [
      {
        another_name: 'Rui',
        another_job_function: 'Export',
        another_email: 'rui@quinta.example',
        another_phone: '+351 913 000 000',
      },
    ],
    company_another_email: 'orders@quinta.example',
    company_another_phone: '+351 254 000 001',
    company_another_address: 'Warehouse, Régua',
    company_email_share_status: true,
    company_phone_share_status: true,
    company_address_share_status: true,
  };
  advisor = { ...shared('advisor', refs), photo_file_id: 103, cv_file_id: 104 };
  advisorSecrets = { payment_account_iban: 'PT50000201231234567890154', payment_account_swift: 'BCOMPTPL' };
  operatorSecrets = {
    totp_secret: 'v1.sealed-secret',
    totp_enabled_at: new Date('2026-02-01T10:00:00.000Z'),
    totp_last_counter: 59_000_000,
  };
  const account = (id: number, role: number, name: string) => ({
    id,
    email: `user-${id}@example.com`,
    cb_roles_id: role,
    step: 4,
    name,
    updated_at: updatedAt,
  });
  await insertOldUser(run, {
    ...account(ids.participant, 1, 'Marta Sousa'),
    ref: 'REF-1',
    voucher_code: 'WELCOME10',
    ...Object.fromEntries(Object.entries(company).filter(([key]) => key !== 'updated_at')),
  });
  await insertOldUser(run, {
    ...account(ids.advisor, 2, 'Rita Lopes'),
    ...Object.fromEntries(Object.entries(advisor).filter(([key]) => key !== 'updated_at')),
    ...advisorSecrets,
  });
  await insertOldUser(run, { ...account(ids.operator, 3, 'Olga Operator'), ...operatorSecrets });
  await insertOldUser(run, { ...account(ids.newcomer, 1, 'New Comer'), step: 1 });
  await subject.database.migrate();
});
afterAll(async () => {
  await subject?.close();
});

/** Company columns added after 0008 (financial risk 0025, documents 0026), as a carried-over row has them. */
const LATER_COMPANY_COLUMNS = {
  delinquency_rating: null,
  failure_rating: null,
  tax_debts: null,
  social_security_debts: null,
  brochure_file_id: null,
  financial_report_file_id: null,
};
/** Advisor columns added after 0008, at their defaults for an advisor carried over. */
const LATER_ADVISOR_COLUMNS = { hide_identity: false };

describe('0008_profile_tables carries the users columns over', () => {
  it('gives each participant a company profile with every value it had', async () => {
    // The expected rows name every column of the new tables, so none is left unchecked.
    // `search` came later (0018), generated from the name and headline; so did the columns of
    // LATER_COMPANY_COLUMNS, empty for a company carried over.
    expect(
      ['user_id', ...Object.keys(company), 'search', ...Object.keys(LATER_COMPANY_COLUMNS)].sort(),
    ).toEqual(columnsOf(companyProfiles));
    const [row] = await subject.database.db
      .select()
      .from(companyProfiles)
      .where(eq(companyProfiles.user_id, ids.participant));
    expect(row).toEqual({
      user_id: ids.participant,
      ...company,
      ...LATER_COMPANY_COLUMNS,
      search: expect.stringContaining("'estate':"),
    });
    const [empty] = await subject.database.db
      .select()
      .from(companyProfiles)
      .where(eq(companyProfiles.user_id, ids.newcomer));
    expect(empty).toMatchObject({ company_name: null, is_seller: false, vatnumber: null });
  });

  it('gives each advisor an advisor profile, and its bank details to user_secrets', async () => {
    expect(['user_id', ...Object.keys(advisor), ...Object.keys(LATER_ADVISOR_COLUMNS)].sort()).toEqual(
      columnsOf(advisorProfiles),
    );
    const [row] = await subject.database.db
      .select()
      .from(advisorProfiles)
      .where(eq(advisorProfiles.user_id, ids.advisor));
    expect(row).toEqual({ user_id: ids.advisor, ...advisor, ...LATER_ADVISOR_COLUMNS });
    const secrets = await subject.database.db.select().from(userSecrets).orderBy(userSecrets.user_id);
    expect(
      ['user_id', 'updated_at', ...Object.keys(advisorSecrets), ...Object.keys(operatorSecrets)].sort(),
    ).toEqual(columnsOf(userSecrets));
    expect(secrets).toEqual([
      {
        user_id: ids.advisor,
        ...advisorSecrets,
        totp_secret: null,
        totp_enabled_at: null,
        totp_last_counter: null,
        updated_at: updatedAt,
      },
      {
        user_id: ids.operator,
        payment_account_iban: null,
        payment_account_swift: null,
        ...operatorSecrets,
        updated_at: updatedAt,
      },
    ]);
  });

  it('keeps the account in users, and no profile for an operator', async () => {
    const rows = await subject.database.db.select().from(users).orderBy(users.id);
    expect(rows.map((row) => [row.id, row.name, row.cb_roles_id])).toEqual([
      [ids.participant, 'Marta Sousa', 1],
      [ids.advisor, 'Rita Lopes', 2],
      [ids.operator, 'Olga Operator', 3],
      [ids.newcomer, 'New Comer', 1],
    ]);
    expect(rows[0]).toMatchObject({ ref: 'REF-1', voucher_code: 'WELCOME10', step: 4 });
    // The moved columns are gone from users: what is left is exactly the account.
    const left = await subject.run(
      `select column_name from information_schema.columns where table_name = 'users'`,
    );
    expect(left.map((column) => column.column_name).sort()).toEqual(columnsOf(users));
    const [operatorProfile] = await subject.database.db
      .select()
      .from(companyProfiles)
      .where(eq(companyProfiles.user_id, ids.operator));
    expect(operatorProfile).toBeUndefined();
  });
});

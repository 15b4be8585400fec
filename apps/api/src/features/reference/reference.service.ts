import type { Language, ListMeta, OptionListKey } from '@acorn/contracts';
import {
  countries,
  type Db,
  type DbExecutor,
  languages,
  optionItems,
  packages,
  pomCategories,
  proposalFactors,
  sectors,
  services,
} from '@acorn/db';
import { asc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { invalidField } from '../../lib/errors';
import { listMeta, type PageWindow } from '../../lib/pagination';
import { preparedPerDatabase } from '../../lib/prepared';
import {
  presentCountry,
  presentLanguage,
  presentOption,
  presentPackage,
  presentPomCategory,
  presentProposalFactor,
  presentSector,
  presentService,
} from './reference.presenter';

interface ListOptions {
  db: Db;
  window: PageWindow;
  language: Language;
}

/** Localized name columns sort by the language asked for. */
const byName = (table: { name: PgColumn; name_pt: PgColumn; name_es: PgColumn }) => (language: Language) =>
  asc(language === 'pt' ? table.name_pt : language === 'es' ? table.name_es : table.name);

/**
 * One page of a reference table and its total in a single query (count(*) over the whole result).
 * A page past the end has no rows to carry the total, so only then a count is asked for.
 */
async function listReference<T extends PgTable, Item>(
  { db, window, language }: ListOptions,
  table: T,
  orderBy: SQL,
  present: (row: T['$inferSelect'], language: Language) => Item,
  where?: SQL,
): Promise<{ data: Item[]; meta: ListMeta }> {
  const rows = await db
    .select({ ...getTableColumns(table), total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(table as PgTable)
    .where(where)
    .orderBy(orderBy)
    .limit(window.limit)
    .offset(window.offset);
  const total = rows[0]?.total ?? (window.offset > 0 ? await db.$count(table as PgTable, where) : 0);
  return {
    data: rows.map(({ total: _total, ...row }) => present(row as T['$inferSelect'], language)),
    meta: listMeta(window, total),
  };
}

export const listCountries = (options: ListOptions) =>
  listReference(options, countries, asc(countries.id), presentCountry);

export const listSectors = (options: ListOptions) =>
  listReference(options, sectors, byName(sectors)(options.language), presentSector);

export const listServices = (options: ListOptions) =>
  listReference(options, services, asc(services.position), presentService);

export const listPomCategories = (options: ListOptions) =>
  listReference(options, pomCategories, byName(pomCategories)(options.language), presentPomCategory);

export const listProposalFactors = (options: ListOptions) =>
  listReference(options, proposalFactors, asc(proposalFactors.id), presentProposalFactor);

export const listLanguages = (options: ListOptions) =>
  listReference(options, languages, byName(languages)(options.language), presentLanguage);

/**
 * The tiers' page: the one reference list read on every request (reference.routes `fresh`), so its
 * statement is built once; the same select as listReference's, the offset always sent.
 */
const packagesPage = preparedPerDatabase('list_packages', (db, name) =>
  db
    .select({ ...getTableColumns(packages), total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(packages)
    .orderBy(asc(packages.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name),
);

export async function listPackages({ db, window }: ListOptions) {
  const rows = await packagesPage(db).execute({ limit: window.limit, offset: window.offset });
  const total = rows[0]?.total ?? (window.offset > 0 ? await db.$count(packages) : 0);
  return {
    data: rows.map(({ total: _total, ...row }) => presentPackage(row)),
    meta: listMeta(window, total),
  };
}

export const listOptions = (options: ListOptions & { list: OptionListKey }) =>
  listReference(
    options,
    optionItems,
    asc(optionItems.position),
    presentOption,
    eq(optionItems.list_key, options.list),
  );

/** The reference tables a form's ids may point at. */
export type ReferenceTable =
  | typeof sectors
  | typeof countries
  | typeof services
  | typeof pomCategories
  | typeof proposalFactors
  | typeof languages;

/**
 * Refuses `field` with 'optionInvalid' unless every id is a row of `table`: an unknown id would
 * otherwise break the link's foreign key, a 500 instead of the form's field error.
 */
export async function assertReferencesExist(options: {
  db: DbExecutor;
  table: ReferenceTable;
  ids: readonly number[];
  field: string;
}): Promise<void> {
  const { db, table, field } = options;
  const ids = [...new Set(options.ids)];
  if (ids.length === 0) return;
  const found = await db
    .select({ id: table.id })
    .from(table as typeof sectors)
    .where(inArray(table.id, ids));
  if (found.length !== ids.length) throw invalidField(field, 'optionInvalid');
}

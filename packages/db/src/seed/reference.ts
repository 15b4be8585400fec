import { LANGUAGES, type Language } from '@acorn/contracts';
import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { IndexColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import {
  countries,
  languages,
  optionItems,
  packages,
  pages,
  pomCategories,
  proposalFactors,
  sectors,
  services,
} from '../schema/index';
import type { SeedFileStore } from './file-store';
import { renderPolicyPdf } from './policy-pdf';
import { countryRows } from './reference/countries';
import { languageRows } from './reference/languages';
import { optionItemRows } from './reference/option-lists';
import { packageRows } from './reference/packages';
import { type PolicyPageSeed, policyPages } from './reference/pages';
import { POM_CATEGORIES } from './reference/pom-categories';
import { PROPOSAL_FACTORS } from './reference/proposal-factors';
import { SECTORS } from './reference/sectors';
import { SERVICES } from './reference/services';

export interface SeedReferenceOptions {
  /** Replaces the brand in the policy pages and packages (BRAND_NAME). */
  brandName: string;
  files: SeedFileStore;
  /** The API's rich-text allowlist: page HTML is stored as every other stored HTML is. */
  sanitizeHtml: (html: string) => string;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Fills the catalogues every environment needs. Safe to run on every start: reference lists are
 * upserted by their natural key (rows already equal are left untouched), while packages and policy
 * pages are only inserted when missing, so operators' edits to prices and texts survive.
 */
export async function seedReferenceData(db: Db, options: SeedReferenceOptions): Promise<void> {
  const policies = policyPages(options.brandName);
  // Files are written before the transaction: a rolled-back seed leaves at worst an unused PDF.
  const pdfUrls = await storePolicyPdfs(policies, options);

  await db.transaction(async (tx) => {
    await upsert(tx, countries, countries.id, countryRows());
    await upsert(
      tx,
      sectors,
      sectors.id,
      SECTORS.map((s) => ({ id: s.id, name: s.name.en, name_pt: s.name.pt, name_es: s.name.es })),
    );
    await upsert(
      tx,
      services,
      services.id,
      SERVICES.map((s) => ({
        id: s.id,
        name: s.name.en,
        name_pt: s.name.pt,
        name_es: s.name.es,
        stage: s.stage.en,
        stage_pt: s.stage.pt,
        stage_es: s.stage.es,
        position: s.position,
      })),
    );
    await upsert(
      tx,
      pomCategories,
      pomCategories.id,
      POM_CATEGORIES.map((c) => ({ id: c.id, name: c.name.en, name_pt: c.name.pt, name_es: c.name.es })),
    );
    await upsert(
      tx,
      proposalFactors,
      proposalFactors.id,
      PROPOSAL_FACTORS.map((f) => ({
        id: f.id,
        name: f.name.en,
        name_pt: f.name.pt,
        name_es: f.name.es,
        stage: f.stage.en,
        stage_pt: f.stage.pt,
        stage_es: f.stage.es,
      })),
    );
    await upsert(tx, languages, languages.code, languageRows());
    await upsert(tx, optionItems, [optionItems.list_key, optionItems.key], optionItemRows());

    // The rows above carry explicit ids in serial columns; move the sequences past them so rows
    // operators add later get fresh ids.
    await tx.execute(
      sql`select ${sql.join(
        [sectors, services, pomCategories, proposalFactors].map(
          (table) =>
            sql`setval(pg_get_serial_sequence(${getTableName(table)}, 'id'), (select coalesce(max(id), 1) from ${table}))`,
        ),
        sql`, `,
      )}`,
    );

    await tx.insert(packages).values(packageRows(options.brandName)).onConflictDoNothing();
    await tx
      .insert(pages)
      .values(
        policies.map((page) => ({
          id: page.id,
          slug: page.slug,
          name: page.name.en,
          name_pt: page.name.pt,
          name_es: page.name.es,
          content: options.sanitizeHtml(page.content.en),
          content_pt: options.sanitizeHtml(page.content.pt),
          content_es: options.sanitizeHtml(page.content.es),
          upload_pdf: pdfUrls.get(page.slug)?.en,
          upload_pdf_pr: pdfUrls.get(page.slug)?.pt,
          upload_pdf_es: pdfUrls.get(page.slug)?.es,
        })),
      )
      .onConflictDoNothing();
  });
}

/** Key under which a policy page's PDF is stored, e.g. `pages/privacy-policy-en.pdf`. */
function policyPdfKey(slug: string, language: Language): string {
  return `pages/${slug}-${language}.pdf`;
}

async function storePolicyPdfs(
  policies: PolicyPageSeed[],
  { brandName, files }: SeedReferenceOptions,
): Promise<Map<string, Record<Language, string>>> {
  const urls = new Map<string, Record<Language, string>>();
  for (const page of policies) {
    if (!page.pdfs) continue;
    const pageUrls = {} as Record<Language, string>;
    for (const language of LANGUAGES) {
      const key = policyPdfKey(page.slug, language);
      if (!(await files.exists(key))) {
        const pdf = await renderPolicyPdf({
          title: page.name[language],
          html: page.content[language],
          language,
          brandName,
        });
        await files.put(key, pdf, 'application/pdf');
      }
      pageUrls[language] = files.publicUrl(key);
    }
    urls.set(page.slug, pageUrls);
  }
  return urls;
}

/**
 * One multi-row `insert ... on conflict do update` that rewrites only the rows whose values differ,
 * so reseeding unchanged data writes nothing.
 */
async function upsert<T extends PgTable>(
  tx: Tx,
  table: T,
  target: IndexColumn | IndexColumn[],
  rows: T['$inferInsert'][],
): Promise<void> {
  const targetNames = new Set((Array.isArray(target) ? target : [target]).map((column) => column.name));
  const columns = Object.entries(getTableColumns(table)).filter(
    ([key, column]) => !targetNames.has(column.name) && key in (rows[0] ?? {}),
  );
  const set: Record<string, SQL> = {};
  for (const [key, column] of columns) set[key] = sql`excluded.${sql.identifier(column.name)}`;
  const current = sql.join(
    columns.map(([, column]) => column),
    sql`, `,
  );
  const incoming = sql.join(
    columns.map(([key]) => set[key] as SQL),
    sql`, `,
  );
  await tx
    .insert(table)
    .values(rows)
    .onConflictDoUpdate({ target, set, setWhere: sql`(${current}) is distinct from (${incoming})` });
}

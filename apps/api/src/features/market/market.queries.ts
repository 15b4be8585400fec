import {
  companyProfiles,
  contentCountries,
  contentFiles,
  contentItems,
  contentSectors,
  countries,
  type DbExecutor,
  files,
  marketItemProposalFactors,
  marketItems,
  proposalFactors,
  sectors,
  services,
} from '@acorn/db';
import { eq, getTableColumns, type SQL, sql } from 'drizzle-orm';

/** A localized reference: the presenter picks the language's name. */
export type LocalizedRef = {
  id: number;
  name: string;
  name_pt: string;
  name_es: string;
};

type FileRow = (typeof files)['$inferSelect'];

/** The shared row without its search columns: never answered, and the widest part of a row. */
const {
  search: _search,
  search_title: _title,
  search_body: _body,
  ...itemColumns
} = getTableColumns(contentItems);

/** JSON rows of a link table, ordered, in the same statement as the item (no query per item). */
const linked = (json: SQL, from: SQL, order: SQL): SQL =>
  sql`coalesce((select json_agg(${json} order by ${order}) ${from}), '[]'::json)`;

/**
 * Everything a market item's answer needs, in one select: the shared row, the market row, the
 * owner's company name, the service, and its sectors, countries, proposal factors and files.
 */
export const marketItemColumns = {
  item: itemColumns,
  market: marketItems,
  company_name: companyProfiles.company_name,
  service: { id: services.id, name: services.name, name_pt: services.name_pt, name_es: services.name_es },
  sectors: linked(
    sql`json_build_object('id', ${sectors.id}, 'name', ${sectors.name}, 'name_pt', ${sectors.name_pt}, 'name_es', ${sectors.name_es})`,
    sql`from ${contentSectors} join ${sectors} on ${sectors.id} = ${contentSectors.sector_id} where ${contentSectors.content_id} = ${contentItems.id}`,
    sql`${sectors.name}`,
  ).mapWith((value) => value as LocalizedRef[]),
  countries: linked(
    sql`json_build_object('id', ${countries.id}, 'name', ${countries.name}, 'name_pt', ${countries.name_pt}, 'name_es', ${countries.name_es})`,
    sql`from ${contentCountries} join ${countries} on ${countries.id} = ${contentCountries.country_id} where ${contentCountries.content_id} = ${contentItems.id}`,
    sql`${countries.name}`,
  ).mapWith((value) => value as LocalizedRef[]),
  proposal_factors: linked(
    sql`to_json(${proposalFactors})`,
    sql`from ${marketItemProposalFactors} join ${proposalFactors} on ${proposalFactors.id} = ${marketItemProposalFactors.proposal_factor_id} where ${marketItemProposalFactors.content_id} = ${contentItems.id}`,
    sql`${proposalFactors.id}`,
  ).mapWith((value) => value as Array<(typeof proposalFactors)['$inferSelect']>),
  files: linked(
    sql`to_json(${files})`,
    sql`from ${contentFiles} join ${files} on ${files.id} = ${contentFiles.file_id} where ${contentFiles.content_id} = ${contentItems.id}`,
    sql`${contentFiles.position}`,
  ).mapWith((value) => value as FileRow[]),
};

/** Market items with everything their answer needs; the caller adds where, order and paging. */
export const selectMarketItems = (db: DbExecutor) =>
  db
    .select(marketItemColumns)
    .from(contentItems)
    .innerJoin(marketItems, eq(marketItems.content_id, contentItems.id))
    .leftJoin(companyProfiles, eq(companyProfiles.user_id, contentItems.owner_id))
    .leftJoin(services, eq(services.id, marketItems.service_id))
    .$dynamic();

export type MarketRow = Awaited<ReturnType<typeof selectMarketItems>>[number];

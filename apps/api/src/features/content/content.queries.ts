import type { Language } from '@acorn/contracts';
import {
  companyProfiles,
  contentCategories,
  contentCountries,
  contentFiles,
  contentItems,
  contentSectors,
  contentServices,
  countries,
  files,
  type languages,
  pomCategories,
  sectors,
  services,
} from '@acorn/db';
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import { localized } from '../../lib/language';

/** A localized reference: the presenter picks the language's name. */
export type LocalizedRef = {
  id: number;
  name: string;
  name_pt: string;
  name_es: string;
};

export type FileRow = (typeof files)['$inferSelect'];

/** The shared row without its search columns (the widest part of a row), owner state and filter ids: never answered. */
const {
  search: _search,
  search_title: _title,
  search_body: _body,
  search_owner: _owner,
  owner_active: _active,
  sector_ids: _sectorIds,
  country_ids: _countryIds,
  ...itemColumns
} = getTableColumns(contentItems);

/** JSON rows of a link table, ordered, in the same statement as the item (no query per item). */
export const linked = (json: SQL, from: SQL, order: SQL): SQL =>
  sql`coalesce((select json_agg(${json} order by ${order}) ${from}), '[]'::json)`;

/** An item's links to a localized reference list (`link` holds `content_id` and `linkColumn`), by name. */
export const localizedRefs = (
  table: typeof sectors | typeof countries | typeof pomCategories | typeof services | typeof languages,
  link: SQL,
  linkColumn: SQL,
) =>
  linked(
    sql`json_build_object('id', ${table.id}, 'name', ${table.name}, 'name_pt', ${table.name_pt}, 'name_es', ${table.name_es})`,
    sql`from ${link} join ${table} on ${table.id} = ${linkColumn} where ${link}.content_id = ${contentItems.id}`,
    sql`${table.name}`,
  ).mapWith((value) => value as LocalizedRef[]);

/** An item's uploads of one role ('file', 'brochure', 'image', ...), in their order. */
export const filesOfRole = (role: string) =>
  linked(
    sql`to_json(${files})`,
    sql`from ${contentFiles} join ${files} on ${files.id} = ${contentFiles.file_id} where ${contentFiles.content_id} = ${contentItems.id} and ${contentFiles.role} = ${role}`,
    sql`${contentFiles.position}`,
  ).mapWith((value) => value as FileRow[]);

/**
 * What every type's answer reads, in the one select of its items: the shared row, the owner's
 * company name, sectors and countries. A type adds its own table and links beside these.
 */
export const contentColumns = {
  item: itemColumns,
  company_name: companyProfiles.company_name,
  sectors: localizedRefs(sectors, sql`${contentSectors}`, sql`${contentSectors.sector_id}`),
  countries: localizedRefs(countries, sql`${contentCountries}`, sql`${contentCountries.country_id}`),
};

/** An item's service categories (a protocol's), for a type that has them. */
export const categoriesColumn = localizedRefs(
  pomCategories,
  sql`${contentCategories}`,
  sql`${contentCategories.category_id}`,
);

/** An item's 20LOG services (a campaign's 'log choice'). */
export const servicesColumn = localizedRefs(
  services,
  sql`${contentServices}`,
  sql`${contentServices.service_id}`,
);

/** A localized reference as answers carry it: its id and the name in the caller's language. */
export const namedRef = (ref: LocalizedRef, language: Language) => ({
  id: ref.id,
  name: localized(ref, 'name', language),
});

import { PUBLIC_CONTENT_TYPES, type PublicContentType } from '@acorn/contracts';
import {
  companyProfiles,
  contentCountries,
  contentItems,
  contentSectors,
  countries,
  credentials,
  type Db,
  files,
  sectors,
  services,
  userServices,
  users,
} from '@acorn/db';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { type FileRow, filesOfRole, isPublicNow, type LocalizedRef, linked, localizedRefs } from '../content';
import { isListedCompany } from './share.queries';

/** The newest items a company's preview lists. */
const COMPANY_PREVIEW_ITEMS = 6;

/** The picture each previewed type shows; market items have none a visitor may see. */
const IMAGE_ROLE: Partial<Record<PublicContentType, string>> = { campaign: 'image', post: 'header_image' };

/** A company's picture beside its item (an alias: the item has files of its own). */
const ownerLogos = sql`owner_logo`;

export interface PublicContentRow {
  id: number;
  type: string;
  title: string;
  description: string;
  created_at: Date;
  deadline: string | null;
  images: FileRow[];
  sectors: LocalizedRef[];
  countries: LocalizedRef[];
  owner: { id: number; name: string | null; logo: FileRow | null; listed: boolean };
}

/** A published item of an active owner, with only what its preview shows; undefined otherwise. */
export async function findPublicContent(
  db: Db,
  options: { type: PublicContentType; id: number },
): Promise<PublicContentRow | undefined> {
  const role = IMAGE_ROLE[options.type];
  const [row] = await db
    .select({
      id: contentItems.id,
      type: contentItems.type,
      title: contentItems.title,
      description: contentItems.description,
      created_at: contentItems.created_at,
      deadline: contentItems.deadline,
      images: role ? filesOfRole(role) : sql<FileRow[]>`'[]'::json`.mapWith((value) => value as FileRow[]),
      sectors: localizedRefs(sectors, sql`${contentSectors}`, sql`${contentSectors.sector_id}`),
      countries: localizedRefs(countries, sql`${contentCountries}`, sql`${contentCountries.country_id}`),
      owner: {
        id: users.id,
        name: companyProfiles.company_name,
        logo: sql<FileRow | null>`(select to_json(${ownerLogos}) from ${files} as ${ownerLogos} where ${ownerLogos}.id = ${companyProfiles.company_logo_file_id})`,
        listed: sql<boolean>`coalesce(${isListedCompany()}, false)`,
      },
    })
    .from(contentItems)
    .innerJoin(users, eq(users.id, contentItems.owner_id))
    .leftJoin(companyProfiles, eq(companyProfiles.user_id, users.id))
    .where(and(eq(contentItems.id, options.id), eq(contentItems.type, options.type), isPublicNow()))
    .limit(1);
  return row;
}

export interface PublicCompanyRow {
  id: number;
  created_at: Date;
  name: string | null;
  headline: string | null;
  about: string | null;
  logo: FileRow | null;
  sector: LocalizedRef | null;
  country: LocalizedRef | null;
  services: LocalizedRef[];
  certificates: number;
  awards: number;
  items: Array<{ id: number; type: string; title: string }>;
}

/** Published and approved credentials of one kind: what others may see of them. */
const shownCredentials = (kind: 'certificate' | 'award') =>
  sql<number>`(select count(*)::int from ${credentials} where ${credentials.user_id} = ${users.id} and ${credentials.kind} = ${kind} and ${credentials.user_status} = 'publish' and ${credentials.admin_status} = 'approved')`;

/** A listed company's public face and its newest published items, or undefined. */
export async function findPublicCompany(db: Db, id: number): Promise<PublicCompanyRow | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      created_at: users.created_at,
      name: companyProfiles.company_name,
      headline: companyProfiles.headline,
      about: companyProfiles.about_company,
      logo: files,
      sector: sectors,
      country: countries,
      services: linked(
        sql`json_build_object('id', ${services.id}, 'name', ${services.name}, 'name_pt', ${services.name_pt}, 'name_es', ${services.name_es})`,
        sql`from ${userServices} join ${services} on ${services.id} = ${userServices.service_id} where ${userServices.user_id} = ${users.id}`,
        sql`${services.name}`,
      ).mapWith((value) => value as LocalizedRef[]),
      certificates: shownCredentials('certificate'),
      awards: shownCredentials('award'),
    })
    .from(users)
    .innerJoin(companyProfiles, eq(companyProfiles.user_id, users.id))
    .leftJoin(files, eq(files.id, companyProfiles.company_logo_file_id))
    .leftJoin(sectors, eq(sectors.id, companyProfiles.company_sector_id))
    .leftJoin(countries, eq(countries.id, companyProfiles.country_id))
    .where(and(eq(users.id, id), isListedCompany()))
    .limit(1);
  if (!row?.name) return undefined;
  const items = await db
    .select({ id: contentItems.id, type: contentItems.type, title: contentItems.title })
    .from(contentItems)
    .where(
      and(
        eq(contentItems.owner_id, id),
        inArray(contentItems.type, [...PUBLIC_CONTENT_TYPES]),
        isPublicNow(),
      ),
    )
    .orderBy(desc(contentItems.created_at), desc(contentItems.id))
    .limit(COMPANY_PREVIEW_ITEMS);
  return { ...row, items };
}

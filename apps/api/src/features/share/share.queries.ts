import { hasPlainDescription, REGISTRATION_COMPLETE_STEP, ROLES } from '@acorn/contracts';
import { companyProfiles, contentItems, type Db, files, pages, users } from '@acorn/db';
import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { ACTIVE_STATUS } from '../accounts';
import { type FileRow, filesOfRole, isPublicNow } from '../content';

/** The content types with a page of their own that a visitor may be sent to. */
export type SharedContentType = 'campaign' | 'post';

/** The upload a link preview shows for each shared type. */
const PREVIEW_IMAGE_ROLE: Record<SharedContentType, string> = { campaign: 'image', post: 'header_image' };

/** What a link preview shows of a page: its title, its text and its picture. */
export interface SharedSubject {
  title: string;
  description: string;
  /** The description is rich text (HTML); otherwise plain text, as typed. */
  html: boolean;
  image: FileRow | null;
}

/** A company anyone may be sent to: an active participant that finished registering. */
export const isListedCompany = () =>
  and(
    eq(users.cb_roles_id, ROLES.participant),
    eq(users.status, ACTIVE_STATUS),
    gte(users.step, REGISTRATION_COMPLETE_STEP),
  );

/** A published item of the type, or undefined: strangers never learn of a pending one. */
export async function findSharedContent(
  db: Db,
  options: { type: SharedContentType; id: number },
): Promise<SharedSubject | undefined> {
  const [row] = await db
    .select({
      title: contentItems.title,
      description: contentItems.description,
      images: filesOfRole(PREVIEW_IMAGE_ROLE[options.type]),
    })
    .from(contentItems)
    .where(and(eq(contentItems.id, options.id), eq(contentItems.type, options.type), isPublicNow()))
    .limit(1);
  return (
    row && {
      title: row.title,
      description: row.description,
      html: !hasPlainDescription(options.type),
      image: row.images[0] ?? null,
    }
  );
}

export async function findSharedCompany(db: Db, id: number): Promise<SharedSubject | undefined> {
  const [row] = await db
    .select({
      name: companyProfiles.company_name,
      headline: companyProfiles.headline,
      about: companyProfiles.about_company,
      logo: files,
    })
    .from(users)
    .innerJoin(companyProfiles, eq(companyProfiles.user_id, users.id))
    .leftJoin(files, eq(files.id, companyProfiles.company_logo_file_id))
    .where(and(eq(users.id, id), isListedCompany()))
    .limit(1);
  if (!row?.name) return undefined;
  return { title: row.name, description: row.headline || row.about || '', html: false, image: row.logo };
}

/** The most URLs one sitemap file may list (sitemaps.org). */
const SITEMAP_LIMIT = 50_000;

export interface SitemapEntry {
  kind: SharedContentType | 'company' | 'page';
  key: string | number;
  updatedAt: Date;
}

/** Every page a visitor may open, newest first: policy pages, published campaigns and posts, companies. */
export async function listSitemapEntries(db: Db): Promise<SitemapEntry[]> {
  const [policyPages, content, companies] = await Promise.all([
    db.select({ key: pages.slug, updatedAt: pages.updated_at }).from(pages),
    db
      .select({ kind: contentItems.type, key: contentItems.id, updatedAt: contentItems.updated_at })
      .from(contentItems)
      .where(and(inArray(contentItems.type, ['campaign', 'post']), isPublicNow()))
      .orderBy(desc(contentItems.updated_at))
      .limit(SITEMAP_LIMIT),
    db
      .select({
        key: users.id,
        updatedAt: sql<Date>`greatest(${users.updated_at}, ${companyProfiles.updated_at})`,
      })
      .from(users)
      .innerJoin(companyProfiles, eq(companyProfiles.user_id, users.id))
      .where(isListedCompany())
      .orderBy(desc(users.id))
      .limit(SITEMAP_LIMIT),
  ]);
  return [
    ...policyPages.map((page) => ({ kind: 'page' as const, ...page })),
    ...content.map((item) => ({ ...item, kind: item.kind as SharedContentType })),
    ...companies.map((company) => ({ kind: 'company' as const, ...company })),
  ].slice(0, SITEMAP_LIMIT - 1);
}

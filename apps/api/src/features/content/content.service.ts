import type { ContentStatus, ContentType } from '@acorn/contracts';
import {
  contentCountries,
  contentItems,
  contentSectors,
  contentServices,
  type Db,
  type DbExecutor,
  searchableText,
} from '@acorn/db';
import { and, desc, eq, gte, isNull, or, type SQL, sql } from 'drizzle-orm';
import { sanitizeRichText } from '../../lib/sanitize';

export { searchableText };

/**
 * The engine every content type stands on (decision 021): the shared row, its links, the search
 * document, who may see it and the approval decision. A type's own service (the market's, the
 * campaigns', ...) adds its table and presents the answer.
 */

export type ContentRow = (typeof contentItems)['$inferSelect'];

export interface ContentFields {
  title: string;
  /** Rich text as sent; stored sanitized. */
  description: string;
  opening_date?: string | null;
  deadline?: string | null;
}

/** Reference ids an item points at; a list that is left out is left as it is. */
export interface ContentLinks {
  sectors?: number[];
  countries?: number[];
  services?: number[];
}

/**
 * A search box's words as a query for the 'simple' configuration: every word must match the
 * start of a word of the item, so results narrow as the user types. Null when nothing is left.
 */
export function searchQuery(text: string): string | null {
  const words = searchableText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  return words.length > 0 ? words.map((word) => `${word}:*`).join(' & ') : null;
}

/** Items anyone signed in may see: approved and not past their last day. */
export const isPublicNow = (): SQL =>
  and(
    eq(contentItems.status, 'published'),
    or(isNull(contentItems.deadline), gte(contentItems.deadline, sql`current_date`)),
  ) as SQL;

/** What a viewer may open: public items, and every item of their own whatever its status. */
export const visibleTo = (viewerId: number): SQL =>
  or(isPublicNow(), eq(contentItems.owner_id, viewerId)) as SQL;

/** Matches the search box's words, best matches ranked by `searchRank`. */
export const matchesSearch = (query: string): SQL =>
  sql`${contentItems.search} @@ to_tsquery('simple', ${query})`;
export const searchRank = (query: string): SQL =>
  sql`ts_rank(${contentItems.search}, to_tsquery('simple', ${query}))`;

/** The status an item shows: a published item past its deadline reads 'expired'. */
export function contentStatus(row: Pick<ContentRow, 'status' | 'deadline'>, today: string): ContentStatus {
  if (row.status === 'published' && row.deadline !== null && row.deadline < today) return 'expired';
  return row.status as ContentStatus;
}

function storedFields(fields: ContentFields) {
  const description = sanitizeRichText(fields.description);
  return {
    title: fields.title,
    description,
    ...(fields.opening_date === undefined ? {} : { opening_date: fields.opening_date }),
    ...(fields.deadline === undefined ? {} : { deadline: fields.deadline }),
    search_title: searchableText(fields.title),
    search_body: searchableText(description),
  };
}

async function replaceLinks(tx: DbExecutor, contentId: number, links: ContentLinks): Promise<void> {
  const tables = [
    [links.sectors, contentSectors, 'sector_id'],
    [links.countries, contentCountries, 'country_id'],
    [links.services, contentServices, 'service_id'],
  ] as const;
  for (const [ids, table, column] of tables) {
    if (ids === undefined) continue;
    await tx.delete(table).where(eq(table.content_id, contentId));
    const unique = [...new Set(ids)];
    if (unique.length > 0) {
      await tx.insert(table).values(unique.map((id) => ({ content_id: contentId, [column]: id }) as never));
    }
  }
}

/** A new item of `type`, waiting for approval. Runs inside the type's transaction. */
export async function createContentItem(options: {
  tx: DbExecutor;
  ownerId: number;
  type: ContentType;
  fields: ContentFields;
  links?: ContentLinks;
}): Promise<ContentRow> {
  const { tx, ownerId, type, fields, links = {} } = options;
  const [row] = await tx
    .insert(contentItems)
    .values({ type, owner_id: ownerId, status: 'pending', ...storedFields(fields) })
    .returning();
  if (!row) throw new Error('no content item inserted');
  await replaceLinks(tx, row.id, links);
  return row;
}

/**
 * The owner's changes to their item; null when the item is not theirs (or not of this type).
 * An approved item stays published unless `reapprove` (the types whose edits the operator sees
 * again) sends it back to pending.
 */
export async function updateContentItem(options: {
  tx: DbExecutor;
  ownerId: number;
  type: ContentType;
  id: number;
  fields: ContentFields;
  links?: ContentLinks;
  reapprove?: boolean;
}): Promise<ContentRow | null> {
  const { tx, ownerId, type, id, fields, links = {}, reapprove = false } = options;
  const [row] = await tx
    .update(contentItems)
    .set({
      ...storedFields(fields),
      updated_at: sql`now()`,
      ...(reapprove ? { status: 'pending', deny_reason: null } : {}),
    })
    .where(and(eq(contentItems.id, id), eq(contentItems.type, type), eq(contentItems.owner_id, ownerId)))
    .returning();
  if (!row) return null;
  await replaceLinks(tx, row.id, links);
  return row;
}

/** Deletes the owner's item; false when there was none of theirs. */
export async function deleteContentItem(options: {
  db: Db;
  ownerId: number;
  type: ContentType;
  id: number;
}): Promise<boolean> {
  const { db, ownerId, type, id } = options;
  const deleted = await db
    .delete(contentItems)
    .where(and(eq(contentItems.id, id), eq(contentItems.type, type), eq(contentItems.owner_id, ownerId)))
    .returning({ id: contentItems.id });
  return deleted.length > 0;
}

/** One item as `viewerId` may see it, or null (absent, or another's item not public). */
export async function findContentItem(options: {
  db: Db;
  viewerId: number;
  type: ContentType;
  id: number;
}): Promise<ContentRow | null> {
  const { db, viewerId, type, id } = options;
  const [row] = await db
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.id, id), eq(contentItems.type, type), visibleTo(viewerId)));
  return row ?? null;
}

/** A page of the owner's items of a type, newest first, with the total. */
export async function listOwnContent(options: {
  db: Db;
  ownerId: number;
  type: ContentType;
  page: number;
  perPage: number;
}): Promise<{ rows: ContentRow[]; total: number }> {
  const { db, ownerId, type, page, perPage } = options;
  const where = and(eq(contentItems.owner_id, ownerId), eq(contentItems.type, type));
  const rows = await db
    .select({ item: contentItems, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(contentItems)
    .where(where)
    .orderBy(desc(contentItems.created_at), desc(contentItems.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return { rows: rows.map((row) => row.item), total: rows[0]?.total ?? 0 };
}

/**
 * The operator's decision on an item: approved items are published, denied ones keep the reason
 * the owner is told. Null when there is no such item.
 */
export async function decideContent(options: {
  db: DbExecutor;
  operatorId: number;
  type: ContentType;
  id: number;
  decision: { approve: true } | { approve: false; reason: string };
}): Promise<ContentRow | null> {
  const { db, operatorId, type, id, decision } = options;
  const [row] = await db
    .update(contentItems)
    .set({
      status: decision.approve ? 'published' : 'denied',
      deny_reason: decision.approve ? null : decision.reason,
      decided_at: sql`now()`,
      decided_by: operatorId,
    })
    .where(and(eq(contentItems.id, id), eq(contentItems.type, type)))
    .returning();
  return row ?? null;
}

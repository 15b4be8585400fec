import type {
  Language,
  ListMeta,
  MarketItem,
  MarketListQuery,
  MarketType,
  OfferInput,
  OpportunityInput,
} from '@acorn/contracts';
import {
  contentFiles,
  contentItems,
  type Db,
  type DbExecutor,
  files,
  marketItemProposalFactors,
  marketItems,
} from '@acorn/db';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { AppError, invalidField } from '../../lib/errors';
import { listMeta, pageWindow } from '../../lib/pagination';
import { requireFeature } from '../../lib/tiers';
import {
  type ContentFields,
  createContentItem,
  deleteContentItem,
  isPublicNow,
  matchesSearch,
  searchQuery,
  searchRank,
  updateContentItem,
  visibleTo,
} from '../content';
import { presentMarketItem } from './market.presenter';
import { selectMarketItems } from './market.queries';

/** The market's pages and calls belong to the tiers with the 20 LOG market. */
const FEATURE = 'LOG_MARKET_FEATURE';
export const MARKET_PER_PAGE = { default: 10, max: 50 } as const;
export const MARKET_MESSAGES = { removed: 'Remove successfully' } as const;

/** What a market call parsed from its body (the schemas' output). */
type MarketInput = Omit<
  OfferInput & OpportunityInput,
  'sectors' | 'countries' | 'service_id' | 'proposalFactors' | 'files'
> & {
  service_id: number;
  sectors: number[];
  countries: number[];
  proposalFactors: number[];
  files: number[];
};

interface Presenting {
  db: Db;
  storage: FileStorage;
  userId: number;
  language: Language;
}

const today = () => new Date().toISOString().slice(0, 10);

function contentFields(input: MarketInput): ContentFields {
  return {
    title: input.title,
    description: input.description,
    deadline: input.deadline,
    opening_date: input.opening_date ?? null,
  };
}

function marketColumns(type: MarketType, input: MarketInput) {
  return {
    service_id: input.service_id,
    target_company_size: input.target_company_size ?? null,
    target_company_revenue: input.target_company_revenue ?? null,
    need: type === 'opportunity' ? (input.need ?? null) : null,
    what_brand_famous: type === 'offer' ? (input.what_brand_famous ?? null) : null,
    innovation_areas: input.innovation_areas ?? null,
    strengths: input.strengths ?? null,
    scoring_board_reviews: Boolean(input.scoring_board_reviews),
    scoring_board_testimonials: Boolean(input.scoring_board_testimonials),
    scoring_board_recommendations: Boolean(input.scoring_board_recommendations),
    scoring_board_certificates: Boolean(input.scoring_board_certificates),
    scoring_board_awards: Boolean(input.scoring_board_awards),
    scoring_board_publications: Boolean(input.scoring_board_publications),
  };
}

/** Attaches the factors and files, replacing earlier ones. Files must be the owner's own uploads. */
async function saveAttachments(
  tx: DbExecutor,
  options: { contentId: number; userId: number; input: MarketInput },
) {
  const { contentId, userId, input } = options;
  if (input.files.length > 0) {
    const usable = await tx
      .select({ id: files.id })
      .from(files)
      .where(and(inArray(files.id, input.files), eq(files.owner_id, userId)));
    if (usable.length !== input.files.length) throw invalidField('files', 'invalid');
  }
  await tx.delete(marketItemProposalFactors).where(eq(marketItemProposalFactors.content_id, contentId));
  if (input.proposalFactors.length > 0) {
    await tx
      .insert(marketItemProposalFactors)
      .values(input.proposalFactors.map((id) => ({ content_id: contentId, proposal_factor_id: id })));
  }
  await tx.delete(contentFiles).where(eq(contentFiles.content_id, contentId));
  if (input.files.length > 0) {
    await tx
      .insert(contentFiles)
      .values(
        input.files.map((id, position) => ({ content_id: contentId, file_id: id, role: 'file', position })),
      );
  }
}

const links = (input: MarketInput) => ({
  sectors: input.sectors,
  countries: input.countries,
  services: [input.service_id],
});

/** One item as the caller may see it; 404 `content_not_found` otherwise. */
export async function getMarketItem(
  options: Presenting & { type: MarketType; id: number },
): Promise<MarketItem> {
  const { db, userId, type, id } = options;
  await requireFeature({ db, userId, feature: FEATURE });
  const [row] = await selectMarketItems(db).where(
    and(eq(contentItems.id, id), eq(contentItems.type, type), visibleTo(userId)),
  );
  if (!row) throw new AppError({ code: 'content_not_found' });
  return presentMarketItem(row, { ...options, viewerId: userId, today: today() });
}

/** A new offer or opportunity, pending the operator's approval. */
export async function createMarketItem(
  options: Presenting & { type: MarketType; input: MarketInput },
): Promise<MarketItem> {
  const { db, userId, type, input } = options;
  await requireFeature({ db, userId, feature: FEATURE });
  const id = await db.transaction(async (tx) => {
    const row = await createContentItem({
      tx,
      ownerId: userId,
      type,
      fields: contentFields(input),
      links: links(input),
    });
    await tx.insert(marketItems).values({ content_id: row.id, ...marketColumns(type, input) });
    await saveAttachments(tx, { contentId: row.id, userId, input });
    return row.id;
  });
  return getMarketItem({ ...options, id });
}

/** The owner's edit; a published item stays published (spec §4: edits need no approval). */
export async function updateMarketItem(
  options: Presenting & { type: MarketType; id: number; input: MarketInput },
): Promise<MarketItem> {
  const { db, userId, type, id, input } = options;
  await requireFeature({ db, userId, feature: FEATURE });
  await db.transaction(async (tx) => {
    const row = await updateContentItem({
      tx,
      ownerId: userId,
      type,
      id,
      fields: contentFields(input),
      links: links(input),
    });
    if (!row) throw new AppError({ code: 'content_not_found' });
    await tx.update(marketItems).set(marketColumns(type, input)).where(eq(marketItems.content_id, id));
    await saveAttachments(tx, { contentId: id, userId, input });
  });
  return getMarketItem(options);
}

/** Deletes the owner's item; 404 when it is not theirs. Allowed whatever the tier, so nothing is kept against one's will. */
export async function deleteMarketItem(options: { db: Db; userId: number; type: MarketType; id: number }) {
  const { db, userId, type, id } = options;
  if (!(await deleteContentItem({ db, ownerId: userId, type, id })))
    throw new AppError({ code: 'content_not_found' });
}

/**
 * A page of the market: the public items of one side, newest first (most relevant first with a
 * search), or one company's items (`user`); one's own items in every status.
 */
export async function listMarketItems(
  options: Presenting & { type: MarketType; query: MarketListQuery },
): Promise<{ data: MarketItem[]; meta: ListMeta }> {
  const { db, userId, type, query } = options;
  await requireFeature({ db, userId, feature: FEATURE });
  const conditions: SQL[] = [eq(contentItems.type, type)];
  if (query.user === userId) conditions.push(eq(contentItems.owner_id, userId));
  else {
    conditions.push(isPublicNow());
    if (query.user !== undefined) conditions.push(eq(contentItems.owner_id, query.user));
  }
  const words = query.search ? searchQuery(query.search) : null;
  if (words) conditions.push(matchesSearch(words));
  const where = and(...conditions);
  const window = pageWindow(query, MARKET_PER_PAGE.default);
  const order = [
    ...(words ? [desc(searchRank(words))] : []),
    desc(contentItems.created_at),
    desc(contentItems.id),
  ];
  // The page's ids first, from the index alone; then the ten items with their links. Building
  // every skipped row's links for a later page cost a query per row it passed.
  const pageIds = db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(where)
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset);
  const [rows, [counted]] = await Promise.all([
    selectMarketItems(db)
      .where(inArray(contentItems.id, pageIds))
      .orderBy(...order),
    db.select({ total: count() }).from(contentItems).where(where),
  ]);
  const presenting = { ...options, viewerId: userId, today: today() };
  return {
    data: rows.map((row) => presentMarketItem(row, presenting)),
    meta: listMeta(window, counted?.total ?? 0),
  };
}

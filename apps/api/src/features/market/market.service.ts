import type {
  FeedCard,
  ListMeta,
  MarketBrowseQuery,
  MarketItem,
  MarketType,
  OfferInput,
  OpportunityInput,
} from '@acorn/contracts';
import { type DbExecutor, marketItemProposalFactors, marketItems, proposalFactors } from '@acorn/db';
import { eq } from 'drizzle-orm';
import { requireFeature } from '../../lib/tiers';
import { type ContentFields, contentTypeService, replaceContentFiles } from '../content';
import { type FeedCaller, listFeed } from '../feed';
import { assertReferencesExist } from '../reference';
import { presentMarketItem } from './market.presenter';
import { type MarketRow, selectMarketItems } from './market.queries';

const MARKET_PER_PAGE = { default: 10, max: 50 } as const;

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

/** The market row, its proposal factors and files, replacing earlier ones. */
async function saveMarketRow(
  tx: DbExecutor,
  options: { contentId: number; userId: number; type: MarketType; input: MarketInput; created: boolean },
) {
  const { contentId, userId, type, input, created } = options;
  if (created) await tx.insert(marketItems).values({ content_id: contentId, ...marketColumns(type, input) });
  else
    await tx.update(marketItems).set(marketColumns(type, input)).where(eq(marketItems.content_id, contentId));
  await replaceContentFiles({
    tx,
    contentId,
    ownerId: userId,
    byRole: { file: { field: 'files', ids: input.files } },
  });
  await assertReferencesExist({
    db: tx,
    table: proposalFactors,
    ids: input.proposalFactors,
    field: 'proposalFactors',
  });
  await tx.delete(marketItemProposalFactors).where(eq(marketItemProposalFactors.content_id, contentId));
  if (input.proposalFactors.length > 0) {
    await tx
      .insert(marketItemProposalFactors)
      .values(input.proposalFactors.map((id) => ({ content_id: contentId, proposal_factor_id: id })));
  }
}

/**
 * The 20 LOG market's offers and opportunities, for the tiers with the market: one company's
 * items or the public ones, newest first (best match first with a search). Edits need no new
 * approval (spec §4), so a published item stays published.
 */
export const market = contentTypeService<MarketRow, MarketItem, MarketInput>({
  feature: 'LOG_MARKET_FEATURE',
  perPage: MARKET_PER_PAGE.default,
  read: (db, where, order) =>
    selectMarketItems(db)
      .where(where)
      .orderBy(...order),
  present: presentMarketItem,
  fields: contentFields,
  links: (input) => ({
    sectors: { field: 'sectors', ids: input.sectors },
    countries: { field: 'countries', ids: input.countries },
    services: { field: 'service_id', ids: [input.service_id] },
  }),
  save: (tx, options) => saveMarketRow(tx, { ...options, type: options.type as MarketType }),
});

/**
 * The market to browse (GET /api/market): one side's published, unexpired items of other
 * companies, searched and filtered as in the feed, as the feed's cards; for the tiers with the
 * market only.
 */
export async function browseMarket(
  options: FeedCaller & { query: MarketBrowseQuery },
): Promise<{ data: FeedCard[]; meta: ListMeta }> {
  await requireFeature({ db: options.db, userId: options.viewerId, feature: market.feature });
  return listFeed({ ...options, othersOnly: true });
}

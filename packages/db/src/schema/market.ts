import { boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { contentItemKey } from './content';
import { proposalFactors, services } from './reference';

/** What only the market's offers (I want to sell) and opportunities (I want to buy) have. */
export const marketItems = pgTable('market_items', {
  content_id: contentItemKey(),
  /** The business service (spec: businessService, service_id). */
  service_id: integer('service_id').references(() => services.id, { onDelete: 'set null' }),
  /** Option keys of the company-size and revenue lists. */
  target_company_size: text('target_company_size'),
  target_company_revenue: text('target_company_revenue'),
  /** Opportunities only. */
  need: text('need'),
  innovation_areas: text('innovation_areas'),
  strengths: text('strengths'),
  /** Offers only. */
  what_brand_famous: text('what_brand_famous'),
  /** The scoring board: which credentials the offer has, or the opportunity asks for. */
  scoring_board_reviews: boolean('scoring_board_reviews').notNull().default(false),
  scoring_board_testimonials: boolean('scoring_board_testimonials').notNull().default(false),
  scoring_board_recommendations: boolean('scoring_board_recommendations').notNull().default(false),
  scoring_board_certificates: boolean('scoring_board_certificates').notNull().default(false),
  scoring_board_awards: boolean('scoring_board_awards').notNull().default(false),
  scoring_board_publications: boolean('scoring_board_publications').notNull().default(false),
});

/** Up to three proposal factors of a market item. */
export const marketItemProposalFactors = pgTable(
  'market_item_proposal_factors',
  {
    content_id: integer('content_id')
      .notNull()
      .references(() => marketItems.content_id, { onDelete: 'cascade' }),
    proposal_factor_id: integer('proposal_factor_id')
      .notNull()
      .references(() => proposalFactors.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.content_id, t.proposal_factor_id] })],
);

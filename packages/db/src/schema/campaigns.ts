import { sql } from 'drizzle-orm';
import { boolean, pgTable, text } from 'drizzle-orm/pg-core';
import { contentItemKey } from './content';

/**
 * What only campaigns have (content-community §3, Campaign form fields): its texts, the job
 * functions playing each of the five buyer and five team roles, whether it answers a problem or
 * an opportunity, the business case and the scoring board. Its 20LOG services, sectors and
 * countries are the item's links; its publication and closing dates, the item's dates.
 */
export const campaigns = pgTable('campaigns', {
  content_id: contentItemKey(),
  /** 'problem' | 'opportunity' */
  campaign_will: text('campaign_will'),
  /** An option key of the business-case list (undisputed, favorable, fair, doubtful). */
  business_case: text('business_case'),
  product: text('product'),
  advantage: text('advantage'),
  pains: text('pains'),
  gains: text('gains'),
  problem: text('problem'),
  problem_use_context: text('problem_use_context'),
  pain_relievers: text('pain_relievers'),
  gain_creators: text('gain_creators'),
  areas_of_innovation: text('areas_of_innovation'),
  strengths: text('strengths'),
  brand_fame: text('brand_fame'),
  improves_clients_competitiveness: text('improves_clients_competitiveness'),
  improves_clients_results: text('improves_clients_results'),
  reduces_clients_risks: text('reduces_clients_risks'),
  potential_objections: text('potential_objections'),
  potential_competitors: text('potential_competitors'),
  special_conditions: text('special_conditions'),
  decision_maker: text('decision_maker').array().notNull().default(sql`'{}'::text[]`),
  financier: text('financier').array().notNull().default(sql`'{}'::text[]`),
  purchaser: text('purchaser').array().notNull().default(sql`'{}'::text[]`),
  end_user: text('end_user').array().notNull().default(sql`'{}'::text[]`),
  influencer: text('influencer').array().notNull().default(sql`'{}'::text[]`),
  business_caser: text('business_caser').array().notNull().default(sql`'{}'::text[]`),
  devils_advocate: text('devils_advocate').array().notNull().default(sql`'{}'::text[]`),
  early_adopter: text('early_adopter').array().notNull().default(sql`'{}'::text[]`),
  friend: text('friend').array().notNull().default(sql`'{}'::text[]`),
  diplomat: text('diplomat').array().notNull().default(sql`'{}'::text[]`),
  scoring_board_reviews: boolean('scoring_board_reviews').notNull().default(false),
  scoring_board_testimonials: boolean('scoring_board_testimonials').notNull().default(false),
  scoring_board_recommendations: boolean('scoring_board_recommendations').notNull().default(false),
  scoring_board_certificates: boolean('scoring_board_certificates').notNull().default(false),
  scoring_board_awards: boolean('scoring_board_awards').notNull().default(false),
  scoring_board_publications: boolean('scoring_board_publications').notNull().default(false),
});

import { z } from 'zod/mini';
import { itemResponseSchema, listResponseSchema } from './common';
import {
  type ContentListQuery,
  contentItemFields,
  contentListQuerySchema,
  fieldsOf,
  isoDay,
  optionalDay,
  referenceList,
  requiredRichText,
} from './content';
import { feedQuerySchema } from './feed';
import { idRefSchema, optionalText, requiredText } from './fields';
import { uploadedFileSchema } from './files';
import { preprocess } from './preprocess';
import { VALIDATION_CODES as V } from './validation';

/** The market's two sides: offers (I want to sell, spec "iws") and opportunities (I want to buy, "iwb"). */
export const MARKET_TYPES = ['offer', 'opportunity'] as const;
export type MarketType = (typeof MARKET_TYPES)[number];

export const MARKET_LIMITS = { proposalFactors: 3, files: 5 } as const;

const YES = new Set(['yes', '1', 'true']);
const NO = new Set(['no', '0', 'false', '']);

/** The scoring board's credentials, by server name: which the offer has, or the opportunity asks for. */
export const SCORING_BOARD_FLAGS = [
  'scoring_board_reviews',
  'scoring_board_testimonials',
  'scoring_board_recommendations',
  'scoring_board_certificates',
  'scoring_board_awards',
  'scoring_board_publications',
] as const;

/** A yes/no answer of the scoring board: true/false, or the forms' Yes/No (any case); absent is no. */
export const yesNoFlagSchema = preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    const word = value.trim().toLowerCase();
    return YES.has(word) ? true : NO.has(word) ? false : value;
  },
  z._default(z.boolean(), false),
);

const fields = {
  title: requiredText(255),
  description: requiredRichText,
  service_id: idRefSchema,
  sectors: referenceList({ min: 1, max: 50 }),
  countries: referenceList({ min: 1, max: 250 }),
  target_company_size: optionalText(40),
  target_company_revenue: optionalText(40),
  innovation_areas: optionalText(2000),
  strengths: optionalText(2000),
  proposalFactors: z._default(
    referenceList({ min: 0, max: MARKET_LIMITS.proposalFactors, tooMany: V.maxThreeChoices }),
    [],
  ),
  files: z._default(referenceList({ min: 0, max: MARKET_LIMITS.files, tooMany: V.maxFiveFiles }), []),
  deadline: isoDay,
  opening_date: optionalDay,
  ...fieldsOf(SCORING_BOARD_FLAGS, () => yesNoFlagSchema),
};

/** An offer as the create and edit forms send it; unknown fields (status, owner) are dropped. */
export const offerInputSchema = z.object({ ...fields, what_brand_famous: optionalText(2000) });
export type OfferInput = z.input<typeof offerInputSchema>;

/** An opportunity as the forms send it: what the buyer needs instead of brand fame. */
export const opportunityInputSchema = z.object({ ...fields, need: optionalText(2000) });
export type OpportunityInput = z.input<typeof opportunityInputSchema>;

/** DELETE bodies: the spec names the id after the side; both read as `{ id }`. */
export const deleteOfferInputSchema = z.pipe(
  z.object({ offerId: idRefSchema }),
  z.transform(({ offerId }) => ({ id: offerId })),
);
export const deleteOpportunityInputSchema = z.pipe(
  z.object({ opportunityId: idRefSchema }),
  z.transform(({ opportunityId }) => ({ id: opportunityId })),
);

/** A market item as its detail page, the owner's list and the feed's card read it. */
export const marketItemSchema = z.object({
  ...contentItemFields,
  item_type: z.enum(MARKET_TYPES),
  service: z.nullable(z.object({ id: z.int(), service_name: z.string() })),
  target_company_size: z.nullable(z.string()),
  target_company_revenue: z.nullable(z.string()),
  need: z.nullable(z.string()),
  what_brand_famous: z.nullable(z.string()),
  innovation_areas: z.nullable(z.string()),
  strengths: z.nullable(z.string()),
  proposalFactors: z.array(z.object({ id: z.int(), factorName: z.string(), factorStage: z.string() })),
  files: z.array(uploadedFileSchema),
  ...fieldsOf(SCORING_BOARD_FLAGS, () => z.boolean()),
  deadline: z.nullable(z.string()),
  opening_date: z.nullable(z.string()),
});
export type MarketItem = z.infer<typeof marketItemSchema>;
export const marketItemResponseSchema = itemResponseSchema(marketItemSchema);
export const marketItemListResponseSchema = listResponseSchema(marketItemSchema);

/** GET /api/market/{offers|opportunities}: the public market, or one company's items (`user`). */
export const marketListQuerySchema = contentListQuerySchema;
export type MarketListQuery = ContentListQuery;

/** The market's sides as the browse's tabs name them (the feed's tab names). */
export const MARKET_SIDES = ['offers', 'opportunities'] as const;
export type MarketSide = (typeof MARKET_SIDES)[number];

/**
 * GET /api/market: the market to browse, one side at a time: other companies' published offers or
 * opportunities with the feed's search box and filters, as the feed's cards.
 */
export const marketBrowseQuerySchema = z.extend(feedQuerySchema, { type: z.enum(MARKET_SIDES) });
export type MarketBrowseQuery = z.infer<typeof marketBrowseQuerySchema>;

import { z } from 'zod/mini';
import { idSchema, intSchema, itemResponseSchema, listResponseSchema, paginationQuerySchema } from './common';
import { contentStatusSchema } from './content';
import { uploadedFileSchema } from './files';
import { idRefSchema, optionalText, requiredText } from './onboarding';
import { preprocess } from './preprocess';
import { VALIDATION_CODES as V } from './validation';

/** The market's two sides: offers (I want to sell, spec "iws") and opportunities (I want to buy, "iwb"). */
export const MARKET_TYPES = ['offer', 'opportunity'] as const;
export type MarketType = (typeof MARKET_TYPES)[number];

export const MARKET_LIMITS = { proposalFactors: 3, files: 5, descriptionLength: 20_000 } as const;

/** Lists arrive as arrays or, from older clients, as text split on ';' ("3; 5"). */
const splitList = (value: unknown) =>
  typeof value === 'string'
    ? value
        .split(';')
        .map((part) => part.trim())
        .filter(Boolean)
    : value;

const unique = (ids: number[]) => [...new Set(ids)];

const referenceList = ({ min, max, tooMany }: { min: number; max: number; tooMany?: string }) =>
  preprocess(
    splitList,
    z.pipe(
      z
        .array(idRefSchema, { error: V.required })
        .check(z.minLength(min, V.required), z.maxLength(max, tooMany)),
      z.transform(unique),
    ),
  );

/** A day as the date fields send it (YYYY-MM-DD), checked to exist. */
const isoDay = z.string({ error: V.required }).check(
  z.refine((value) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
    const day = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
  }, V.dateInvalid),
);

const optionalDay = z.pipe(
  z.nullish(z.union([isoDay, z.literal('')])),
  z.transform((value) => value || null),
);

const YES = new Set(['yes', '1', 'true']);
const NO = new Set(['no', '0', 'false', '']);

/** The scoring board's flags: true/false, or the 'Yes'/'No' the spec's forms send (any case). */
const flag = preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    const word = value.trim().toLowerCase();
    return YES.has(word) ? true : NO.has(word) ? false : value;
  },
  z._default(z.boolean(), false),
);

const fields = {
  title: requiredText(255),
  description: z.string({ error: V.required }).check(
    z.refine((value) => value.replace(/<[^>]*>|&nbsp;|\s/g, '').length > 0, V.required),
    z.maxLength(MARKET_LIMITS.descriptionLength, V.maxLength2000),
  ),
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
  scoring_board_reviews: flag,
  scoring_board_testimonials: flag,
  scoring_board_recommendations: flag,
  scoring_board_certificates: flag,
  scoring_board_awards: flag,
  scoring_board_publications: flag,
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

const named = z.object({ id: z.int(), name: z.string() });

/** A market item as its detail page, the owner's list and the feed's card read it. */
export const marketItemSchema = z.object({
  id: z.int(),
  item_type: z.enum(MARKET_TYPES),
  title: z.string(),
  description: z.string(),
  /** 'expired' once the closing date has passed; only the owner sees other than 'published'. */
  status: contentStatusSchema,
  /** The operator's reason, for the owner of a denied item; null for everyone else. */
  deny_reason: z.nullable(z.string()),
  service: z.nullable(z.object({ id: z.int(), service_name: z.string() })),
  sectors: z.array(named),
  countries: z.array(named),
  target_company_size: z.nullable(z.string()),
  target_company_revenue: z.nullable(z.string()),
  need: z.nullable(z.string()),
  what_brand_famous: z.nullable(z.string()),
  innovation_areas: z.nullable(z.string()),
  strengths: z.nullable(z.string()),
  proposalFactors: z.array(z.object({ id: z.int(), factorName: z.string(), factorStage: z.string() })),
  files: z.array(uploadedFileSchema),
  scoring_board_reviews: z.boolean(),
  scoring_board_testimonials: z.boolean(),
  scoring_board_recommendations: z.boolean(),
  scoring_board_certificates: z.boolean(),
  scoring_board_awards: z.boolean(),
  scoring_board_publications: z.boolean(),
  deadline: z.nullable(z.string()),
  opening_date: z.nullable(z.string()),
  createdAt: z.string(),
  user: z.object({ id: z.int(), company_name: z.nullable(z.string()) }),
});
export type MarketItem = z.infer<typeof marketItemSchema>;
export const marketItemResponseSchema = itemResponseSchema(marketItemSchema);
export const marketItemListResponseSchema = listResponseSchema(marketItemSchema);

/** GET /api/market/{offers|opportunities}: the public market, or one company's items (`user`). */
export const marketListQuerySchema = z.extend(paginationQuerySchema, {
  perPage: z.optional(intSchema({ max: 50 })),
  user: z.optional(idSchema),
  search: z.optional(z.string().check(z.maxLength(200))),
});
export type MarketListQuery = z.infer<typeof marketListQuerySchema>;

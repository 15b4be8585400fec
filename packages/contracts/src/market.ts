import { z } from 'zod/mini';
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

/** The scoring board's flags: true/false, or the 'yes'/'no' of older clients. */
const flag = preprocess(
  (value) =>
    value === 'yes' || value === '1' ? true : value === 'no' || value === '0' || value === '' ? false : value,
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

/** DELETE bodies: the spec names the id after the side. */
export const deleteOfferInputSchema = z.object({ offerId: idRefSchema });
export const deleteOpportunityInputSchema = z.object({ opportunityId: idRefSchema });

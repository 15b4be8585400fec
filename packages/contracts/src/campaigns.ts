import { z } from 'zod/mini';
import { itemResponseSchema, listResponseSchema } from './common';
import { contentItemFields, fieldsOf, isoDay, optionKeys, referenceList } from './content';
import { idRefSchema, optionalIdRef, optionalText, requiredText } from './fields';
import { uploadedFileSchema } from './files';
import { SCORING_BOARD_FLAGS, yesNoFlagSchema } from './market';
import { VALIDATION_CODES as V } from './validation';

/** The campaign's texts in the form's groups (content-community §3, Campaign form fields), by server name. */
export const CAMPAIGN_TEXT_GROUPS = {
  offer: ['product', 'advantage', 'pains', 'gains'],
  story: [
    'problem',
    'problem_use_context',
    'pain_relievers',
    'gain_creators',
    'areas_of_innovation',
    'strengths',
    'brand_fame',
  ],
  case: [
    'improves_clients_competitiveness',
    'improves_clients_results',
    'reduces_clients_risks',
    'potential_objections',
    'potential_competitors',
    'special_conditions',
  ],
} as const;
export const CAMPAIGN_TEXTS = Object.values(CAMPAIGN_TEXT_GROUPS).flat();
export type CampaignText = (typeof CAMPAIGN_TEXTS)[number];

/** The texts a campaign needs before it is sent (spec §5: 'many campaign fields'). */
export const CAMPAIGN_REQUIRED_TEXTS: readonly CampaignText[] = ['product', 'advantage', 'pains', 'gains'];

/** The five buyer roles and the five team roles: each the job functions that play it. */
export const CAMPAIGN_ROLES = [
  'decision_maker',
  'financier',
  'purchaser',
  'end_user',
  'influencer',
  'business_caser',
  'devils_advocate',
  'early_adopter',
  'friend',
  'diplomat',
] as const;
export type CampaignRole = (typeof CAMPAIGN_ROLES)[number];

export const CAMPAIGN_WILL = ['problem', 'opportunity'] as const;
/** Spec §5: up to three 20LOG services (the 'log choice'); up to 8 functions per role. */
export const CAMPAIGN_LIMITS = { services: 3, functionsPerRole: 8 } as const;

const roleChoice = optionKeys(CAMPAIGN_LIMITS.functionsPerRole);

const requiredTexts = CAMPAIGN_TEXTS.filter((key) => CAMPAIGN_REQUIRED_TEXTS.includes(key));
const optionalTexts = CAMPAIGN_TEXTS.filter((key) => !CAMPAIGN_REQUIRED_TEXTS.includes(key));

/**
 * A campaign as the create and edit forms send it, by the server's names; unknown fields
 * (status, owner) are dropped. The business case is a single choice (spec §5).
 */
export const campaignInputSchema = z.object({
  title: requiredText(255),
  sectors: referenceList({ min: 1, max: 50 }),
  countries: referenceList({ min: 1, max: 250 }),
  services: referenceList({ min: 1, max: CAMPAIGN_LIMITS.services, tooMany: V.maxThreeChoices }),
  campaign_will: z.enum(CAMPAIGN_WILL, { error: V.required }),
  business_case: requiredText(40),
  ...fieldsOf(requiredTexts, () => requiredText(2000)),
  ...fieldsOf(optionalTexts, () => optionalText(2000)),
  ...fieldsOf(CAMPAIGN_ROLES, () => roleChoice),
  ...fieldsOf(SCORING_BOARD_FLAGS, () => yesNoFlagSchema),
  image: optionalIdRef,
  opening_date: isoDay,
  deadline: isoDay,
});
export type CampaignInput = z.input<typeof campaignInputSchema>;

/** DELETE /api/campaigns/{id} takes the id in the path; a body's id is ignored. */
export const campaignIdSchema = z.object({ id: idRefSchema });

const named = z.object({ id: z.int(), name: z.string() });

/** A campaign as its detail page, the list and the owner's channel read it. */
export const campaignSchema = z.object({
  ...contentItemFields,
  item_type: z.literal('campaign'),
  services: z.array(named),
  campaign_will: z.nullable(z.enum(CAMPAIGN_WILL)),
  business_case: z.nullable(z.string()),
  ...fieldsOf(CAMPAIGN_TEXTS, () => z.nullable(z.string())),
  ...fieldsOf(CAMPAIGN_ROLES, () => z.array(z.string())),
  ...fieldsOf(SCORING_BOARD_FLAGS, () => z.boolean()),
  image: z.nullable(uploadedFileSchema),
  opening_date: z.nullable(z.string()),
  deadline: z.nullable(z.string()),
});
export type Campaign = z.infer<typeof campaignSchema>;
export const campaignResponseSchema = itemResponseSchema(campaignSchema);
export const campaignListResponseSchema = listResponseSchema(campaignSchema);

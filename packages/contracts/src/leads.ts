import { z } from 'zod/mini';
import { intSchema, listMetaSchema, paginationQuerySchema } from './common';
import { CONTENT_TYPES } from './content-types';

/**
 * Needs & Leads (NEEDS_AND_LEADS_FEATURE, DESIGN §3b). Leads: what others did about my items (a
 * Want, a conversation started about one, a giveaway application). Needs: published opportunities
 * of others that match what I sell, ranked by a weighted count of what they share with me.
 */
export const LEAD_KINDS = ['want', 'message', 'application'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/** The most leads or needs one page holds. */
export const LEADS_MAX_PER_PAGE = 50;

/** GET /api/leads: a page of the caller's leads, newest first, optionally of one kind. */
export const leadsQuerySchema = z.extend(paginationQuerySchema, {
  perPage: z.optional(intSchema({ max: LEADS_MAX_PER_PAGE })),
  kind: z.optional(z.enum(LEAD_KINDS)),
});
export type LeadsQuery = z.infer<typeof leadsQuerySchema>;

/** How long a message's excerpt in a lead may be. */
export const LEAD_EXCERPT_LENGTH = 200;

/** Who a lead or a need comes from: a company (its id opens /company/{id}), or a hidden advisor (id 0). */
export const leadPartySchema = z.object({
  id: z.int(),
  name: z.string(),
  logo: z.nullable(z.string()),
});
export type LeadParty = z.infer<typeof leadPartySchema>;

export const leadSchema = z.object({
  kind: z.enum(LEAD_KINDS),
  created_at: z.string(),
  from: leadPartySchema,
  item: z.object({ type: z.enum(CONTENT_TYPES), id: z.int(), title: z.string() }),
  /** The start of the first message, for a message. */
  message: z.nullable(z.string()),
  /** The conversation between the two members about the item, when there is one: Reply opens it. */
  conversation_id: z.nullable(z.int()),
});
export type Lead = z.infer<typeof leadSchema>;

export const leadsResponseSchema = z.object({ data: z.array(leadSchema), meta: listMetaSchema });
export type LeadsResponse = z.infer<typeof leadsResponseSchema>;

/**
 * What a need shares with me, each worth its weight in the score: one of my services (mine or my
 * offers'), one of my sectors, one of my countries.
 */
export const NEED_REASON_KINDS = ['service', 'sector', 'country'] as const;
export type NeedReasonKind = (typeof NEED_REASON_KINDS)[number];
export const NEED_REASON_WEIGHTS: Record<NeedReasonKind, number> = { service: 3, sector: 2, country: 1 };

/** GET /api/needs: a page of the opportunities that match the caller, best match first. */
export const needsQuerySchema = z.extend(paginationQuerySchema, {
  perPage: z.optional(intSchema({ max: LEADS_MAX_PER_PAGE })),
  search: z.optional(z.string().check(z.maxLength(200))),
});
export type NeedsQuery = z.infer<typeof needsQuerySchema>;

export const needReasonSchema = z.object({
  kind: z.enum(NEED_REASON_KINDS),
  id: z.int(),
  /** In the language asked for. */
  name: z.string(),
});
export type NeedReason = z.infer<typeof needReasonSchema>;

export const matchedNeedSchema = z.object({
  id: z.int(),
  title: z.string(),
  owner: leadPartySchema,
  /** The opportunity's target sectors and countries, named in the language asked for. */
  sectors: z.array(z.string()),
  countries: z.array(z.string()),
  deadline: z.nullable(z.string()),
  created_at: z.string(),
  /** The sum of the reasons' weights (NEED_REASON_WEIGHTS); always above 0. */
  score: z.int(),
  reasons: z.array(needReasonSchema),
});
export type MatchedNeed = z.infer<typeof matchedNeedSchema>;

export const needsResponseSchema = z.object({ data: z.array(matchedNeedSchema), meta: listMetaSchema });
export type NeedsResponse = z.infer<typeof needsResponseSchema>;

/** A saved alert: new matching needs by e-mail once a day or a week; null, none. */
export const NEED_ALERT_FREQUENCIES = ['daily', 'weekly'] as const;
export type NeedAlertFrequency = (typeof NEED_ALERT_FREQUENCIES)[number];

/** PUT /api/need-alerts: saves the alert, or deletes it with null. */
export const needAlertInputSchema = z.object({ frequency: z.nullable(z.enum(NEED_ALERT_FREQUENCIES)) });
export type NeedAlertInput = z.infer<typeof needAlertInputSchema>;

/** GET and PUT /api/need-alerts: the caller's alert. */
export const needAlertResponseSchema = z.object({ data: needAlertInputSchema });
export type NeedAlertResponse = z.infer<typeof needAlertResponseSchema>;

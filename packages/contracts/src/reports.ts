import { z } from 'zod/mini';
import { operatorReason } from './admin';
import { idSchema, paginationQuerySchema } from './common';
import { requiredText } from './fields';

/**
 * Reports (DESIGN §3b Trust): any signed-in member may report a review, a referral or a piece of
 * content with a reason; the operator keeps it, or hides it with a reason the owner and the author
 * are told. A conversation is reported by one of its two members; hiding it blocks the other
 * member for the reporter (decision 043).
 */
export const REPORT_ITEM_TYPES = ['review', 'referral', 'content', 'conversation'] as const;
export type ReportItemType = (typeof REPORT_ITEM_TYPES)[number];

/** POST /api/reports: a member's report; a repeat of one's own open report answers the same. */
export const reportInputSchema = z.object({
  item_type: z.enum(REPORT_ITEM_TYPES),
  item_id: idSchema,
  reason: requiredText(1000),
});
export type ReportInput = z.input<typeof reportInputSchema>;
export type ReportFields = z.output<typeof reportInputSchema>;
export const reportResponseSchema = z.object({ success: z.string() });
export const REPORT_MESSAGES = { received: 'Report received' } as const;

export const REPORT_STATUSES = ['open', 'kept', 'hidden'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** GET /api/admin/reports: the reports queue, open first by default, oldest first. */
export const adminReportQuerySchema = z.extend(paginationQuerySchema, {
  status: z._default(z.enum(REPORT_STATUSES), 'open'),
});
export type AdminReportQuery = z.infer<typeof adminReportQuerySchema>;

export const adminReportSchema = z.object({
  id: z.int(),
  item_type: z.enum(REPORT_ITEM_TYPES),
  item_id: z.int(),
  reason: z.string(),
  reporter: z.object({ id: z.int(), company_name: z.nullable(z.string()) }),
  /**
   * What was reported, as it reads now: its title (content) or giver, its text, whose it is; for a
   * conversation, its item's title (or 'Conversation'), its last messages and the other member.
   * A giver who erased their account is `former_member`, titled 'A former member'.
   */
  item: z.object({
    title: z.string(),
    former_member: z.boolean(),
    text: z.string(),
    owner: z.object({ id: z.int(), company_name: z.nullable(z.string()) }),
  }),
  status: z.enum(REPORT_STATUSES),
  decision_reason: z.nullable(z.string()),
  created_at: z.string(),
  decided_at: z.nullable(z.string()),
});
export type AdminReport = z.infer<typeof adminReportSchema>;

export const reportParamsSchema = z.object({ id: idSchema });
/** POST /api/admin/reports/{id}/hide: why, told to the owner and the author. */
export const hideReportedInputSchema = z.object({ reason: operatorReason });

import { z } from 'zod/mini';

/** Tax and social security debts in a company's credit report (spec §9): none, or some. */
export const DEBT_STATUSES = ['OK', 'NOK'] as const;
/** The highest delinquency rating (high risk) and failure score (high risk) of spec §9. */
export const DELINQUENCY_RATING_MAX = 5;
export const FAILURE_RATING_MAX = 4;

/** A company's financial risk (spec §9); each null is 'no information'. */
export const financialRiskSchema = z.object({
  delinquency_rating: z.nullable(z.int()),
  failure_rating: z.nullable(z.int()),
  tax_debts: z.nullable(z.enum(DEBT_STATUSES)),
  social_security_debts: z.nullable(z.enum(DEBT_STATUSES)),
});
export type FinancialRisk = z.infer<typeof financialRiskSchema>;

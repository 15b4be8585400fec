import { z } from 'zod/mini';
import { itemResponseSchema, listResponseSchema } from './common';
import { FEATURES } from './constants';

export const countrySchema = z.object({
  id: z.int(),
  name: z.string(),
  code: z.string().check(z.length(2)),
  status: z.int(),
  /** Member of the European Union (the spec's UE flag). */
  UE: z.boolean(),
  /** E.164 country calling code without '+' ('351'). */
  calling_code: z.string(),
});
export type Country = z.infer<typeof countrySchema>;

export const sectorSchema = z.object({ id: z.int(), name: z.string() });
export type Sector = z.infer<typeof sectorSchema>;

export const serviceSchema = z.object({
  id: z.int(),
  service_name: z.string(),
  service_stage: z.string(),
});
export type Service = z.infer<typeof serviceSchema>;

export const pomCategorySchema = z.object({ id: z.int(), category_name: z.string() });
export type PomCategory = z.infer<typeof pomCategorySchema>;

export const proposalFactorSchema = z.object({
  id: z.int(),
  factorName: z.string(),
  factorStage: z.string(),
});
export type ProposalFactor = z.infer<typeof proposalFactorSchema>;

export const languageSchema = z.object({ id: z.int(), name: z.string(), code: z.string() });
export type LanguageItem = z.infer<typeof languageSchema>;

export const packageSchema = z.object({
  id: z.int(),
  name: z.string(),
  name_prt: z.string(),
  name_spn: z.string(),
  /** Short list of what the tier includes, one item per line. */
  services: z.string(),
  services_prt: z.string(),
  services_spn: z.string(),
  full_description: z.string(),
  full_description_prt: z.string(),
  full_description_spn: z.string(),
  /** Euros, VAT excluded. */
  monthly_cost: z.number(),
  yearly_cost: z.number(),
  available_features: z.array(z.enum(FEATURES)),
});
export type Package = z.infer<typeof packageSchema>;

export const pageSchema = z.object({
  id: z.int(),
  slug: z.string(),
  name: z.string(),
  title: z.string(),
  /** Sanitized HTML in the requested language. */
  content: z.string(),
  upload_pdf: z.nullable(z.string()),
  upload_pdf_pr: z.nullable(z.string()),
  upload_pdf_es: z.nullable(z.string()),
});
export type Page = z.infer<typeof pageSchema>;

export const optionItemSchema = z.object({
  key: z.string(),
  label: z.string(),
  group: z.nullable(z.string()),
});
export type OptionItem = z.infer<typeof optionItemSchema>;

export const countryListResponseSchema = listResponseSchema(countrySchema);
export const sectorListResponseSchema = listResponseSchema(sectorSchema);
export const serviceListResponseSchema = listResponseSchema(serviceSchema);
export const pomCategoryListResponseSchema = listResponseSchema(pomCategorySchema);
export const proposalFactorListResponseSchema = listResponseSchema(proposalFactorSchema);
export const languageListResponseSchema = listResponseSchema(languageSchema);
export const packageListResponseSchema = listResponseSchema(packageSchema);
export const optionListResponseSchema = listResponseSchema(optionItemSchema);
export const pageResponseSchema = itemResponseSchema(pageSchema);

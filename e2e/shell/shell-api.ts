import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';

/** What the journeys read from the API, to compare the pages with the data they show. */

export type Language = 'en' | 'pt' | 'es';

export interface PolicyPage {
  id: number;
  slug: string;
  title: string;
  content: string;
  upload_pdf: string;
  upload_pdf_pr: string;
  upload_pdf_es: string;
}

export interface Tier {
  id: number;
  name: string;
  name_prt: string;
  name_spn: string;
  monthly_cost: number;
  yearly_cost: number;
}

export interface AppConfig {
  brandName: string;
  contactEmail: string;
  social: Record<'linkedin' | 'facebook' | 'youtube' | 'twitter' | 'instagram', string>;
}

/** The four policy pages the footer links to (contracts' POLICY_PAGES), in footer order. */
export const POLICY_SLUGS = [
  'privacy-policy',
  'terms-of-use',
  'cookies-policy',
  'participants-terms-of-service',
] as const;

async function getJson<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  return (await response.json()) as T;
}

export const fetchPolicyPage = async (request: APIRequestContext, slug: string, lang: Language) =>
  (await getJson<{ data: PolicyPage }>(request, `/api/page/${slug}?lang=${lang}`)).data;

export const fetchTiers = async (request: APIRequestContext) =>
  (await getJson<{ data: Tier[] }>(request, '/api/packages')).data;

export const fetchAppConfig = (request: APIRequestContext) => getJson<AppConfig>(request, '/api/app-config');

/** The price as the tier cards print it (whole euros without decimals). */
export const formatEuros = (amount: number, language: Language): string =>
  new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);

/** Shown until GET /api/app-config answers with the deployment's brandName. */
export const DEFAULT_BRAND_NAME = 'Acorn';

import { z } from 'zod/mini';

/** What the web app needs to know about this deployment; served by GET /api/app-config. */
export const appConfigSchema = z.object({
  brandName: z.string(),
  contactEmail: z.string(),
  /** False: the deployment sells by bank transfer only (CARD_PAYMENTS=false). */
  cardPayments: z.boolean(),
  social: z.object({
    linkedin: z.string(),
    facebook: z.string(),
    youtube: z.string(),
    twitter: z.string(),
    instagram: z.string(),
  }),
  /** Social sign-in providers configured on the server; the web shows a button for each. */
  oidcProviders: z.array(z.string()),
  /** What the browser needs to start each provider's sign-in (the client id is public). */
  oidcClients: z.array(
    z.object({
      provider: z.string(),
      clientId: z.string(),
      authorizationEndpoint: z.string(),
      /** `code`: the provider answers a code that POST /api/socialToken redeems. */
      responseType: z.enum(['id_token', 'code']),
    }),
  ),
});
export type AppConfig = z.infer<typeof appConfigSchema>;

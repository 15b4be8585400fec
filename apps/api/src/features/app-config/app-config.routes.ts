import { appConfigSchema } from '@acorn/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';

/** Public facts about this deployment the web app renders (brand, contact, enabled sign-in providers). */
export const appConfigRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { config }) => {
  const body = {
    brandName: config.brandName,
    contactEmail: config.contactEmail,
    cardPayments: config.cardPayments,
    social: config.social,
    oidcProviders: Object.keys(config.oidcProviders),
    oidcClients: Object.entries(config.oidcProviders).flatMap(
      ([provider, { clientId, authorizationEndpoint, codeFlow }]) =>
        authorizationEndpoint
          ? [
              {
                provider,
                clientId,
                authorizationEndpoint,
                responseType: codeFlow ? 'code' : 'id_token',
              } as const,
            ]
          : [],
    ),
  };
  app.get(
    '/app-config',
    { schema: { tags: ['app'], response: { 200: appConfigSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return body;
    },
  );
};

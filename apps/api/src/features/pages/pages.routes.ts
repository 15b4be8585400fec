import {
  errorResponseSchema,
  idParamsSchema,
  languageCodeSchema,
  pageResponseSchema,
} from '@acorn/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { requestLanguage } from '../../lib/language';
import { getPage } from './pages.service';

const langQuery = z.object({ lang: z.optional(languageCodeSchema) });
const responses = { 200: pageResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema };

/** Policy and content pages, readable without signing in. */
export const pagesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { database }) => {
  app.get(
    '/pages/:id',
    {
      schema: {
        tags: ['pages'],
        params: idParamsSchema,
        querystring: langQuery,
        response: responses,
      },
    },
    async (request, reply) => {
      reply.header('vary', 'accept-language');
      const language = requestLanguage(request, request.query.lang);
      return { data: await getPage({ db: database.db, language, by: { id: request.params.id } }) };
    },
  );

  app.get(
    '/page/:slug',
    {
      schema: {
        tags: ['pages'],
        params: z.object({ slug: z.string().regex(/^[a-z0-9-]{1,100}$/) }),
        querystring: langQuery,
        response: responses,
      },
    },
    async (request, reply) => {
      reply.header('vary', 'accept-language');
      const language = requestLanguage(request, request.query.lang);
      return { data: await getPage({ db: database.db, language, by: { slug: request.params.slug } }) };
    },
  );
};

import {
  companyListQuerySchema,
  feedQuerySchema,
  feedResponseSchema,
  latestCompaniesQuerySchema,
  latestCompaniesResponseSchema,
  ROLES,
} from '@acorn/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requireRole } from '../../lib/auth';
import { requestLanguage } from '../../lib/language';
import { contentErrorResponses } from '../content';
import { listCompanies, listFeed } from './feed.service';

const security = [{ bearer: [] }];

/**
 * The signed-in participants' feed (GET /api/feed) of every content type and of companies, and
 * the directories' companies (GET /api/companies, /api/companies/latest).
 */
export const feedRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { reader, storage }) => {
  const caller = (request: FastifyRequest) => ({
    db: reader(request),
    storage,
    viewerId: requireRole(request, ROLES.participant).userId,
    language: requestLanguage(request),
  });

  app.get(
    '/feed',
    {
      schema: {
        tags: ['feed'],
        security,
        querystring: feedQuerySchema,
        response: { 200: feedResponseSchema, ...contentErrorResponses },
      },
    },
    async (request) => listFeed({ ...caller(request), query: request.query }),
  );

  app.get(
    '/companies',
    {
      schema: {
        tags: ['feed'],
        security,
        querystring: companyListQuerySchema,
        response: { 200: feedResponseSchema, ...contentErrorResponses },
      },
    },
    async (request) => listCompanies({ ...caller(request), query: request.query }),
  );

  app.get(
    '/companies/latest',
    {
      schema: {
        tags: ['feed'],
        security,
        querystring: latestCompaniesQuerySchema,
        response: { 200: latestCompaniesResponseSchema, ...contentErrorResponses },
      },
    },
    async (request) => {
      const { data } = await listCompanies({
        ...caller(request),
        query: { page: 1, perPage: request.query.number },
      });
      return { data };
    },
  );
};

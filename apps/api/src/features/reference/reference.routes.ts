import {
  countryListResponseSchema,
  errorResponseSchema,
  languageListResponseSchema,
  OPTION_LISTS,
  optionListResponseSchema,
  packageListResponseSchema,
  pomCategoryListResponseSchema,
  proposalFactorListResponseSchema,
  referenceListQuerySchema,
  sectorListResponseSchema,
  serviceListResponseSchema,
} from '@acorn/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { requestLanguage } from '../../lib/language';
import { pageWindow } from '../../lib/pagination';
import * as reference from './reference.service';

const REFERENCE_CACHE = 'public, max-age=300';

/** Shared filter lists every form and directory reads (countries, sectors, services, ...). */
export const referenceRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { database }) => {
  const lists = [
    { path: '/countries', response: countryListResponseSchema, list: reference.listCountries },
    { path: '/sectors', response: sectorListResponseSchema, list: reference.listSectors },
    { path: '/services', response: serviceListResponseSchema, list: reference.listServices },
    { path: '/pom_categories', response: pomCategoryListResponseSchema, list: reference.listPomCategories },
    {
      path: '/proposal-factors',
      response: proposalFactorListResponseSchema,
      list: reference.listProposalFactors,
    },
    { path: '/languages', response: languageListResponseSchema, list: reference.listLanguages },
    { path: '/packages', response: packageListResponseSchema, list: reference.listPackages },
  ] as const;

  for (const { path, response, list } of lists) {
    app.get(
      path,
      { schema: { tags: ['reference'], querystring: referenceListQuerySchema, response: { 200: response } } },
      async (request, reply) => {
        reply.header('cache-control', REFERENCE_CACHE).header('vary', 'accept-language');
        return list({
          db: database.db,
          window: pageWindow(request.query),
          language: requestLanguage(request, request.query.lang),
        }) as never;
      },
    );
  }

  app.get(
    '/options/:list',
    {
      schema: {
        tags: ['reference'],
        params: z.object({ list: z.enum(OPTION_LISTS) }),
        querystring: referenceListQuerySchema,
        response: { 200: optionListResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', REFERENCE_CACHE).header('vary', 'accept-language');
      return reference.listOptions({
        db: database.db,
        list: request.params.list,
        window: pageWindow(request.query),
        language: requestLanguage(request, request.query.lang),
      });
    },
  );
};

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
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { requestLanguage } from '../../lib/language';
import { pageWindow } from '../../lib/pagination';
import * as reference from './reference.service';

const REFERENCE_CACHE = 'public, max-age=300';
/** Browsers and proxies ask again every time: see `fresh` below. */
const FRESH = 'no-cache';

/** The body was encoded with the route's response schema (when it was cached, or just now). */
const sendEncoded = (reply: FastifyReply, body: string, cacheControl = REFERENCE_CACHE) =>
  reply
    .header('cache-control', cacheControl)
    .header('vary', 'accept-language')
    .type('application/json; charset=utf-8')
    .send(body);

/**
 * Encoded bodies kept for `ttlMs` in this process (0: not kept), concurrent misses sharing one
 * read. Only for data every caller sees the same: an instance may answer an operator's edit up to
 * `ttlMs` late, the price of not reading and encoding the same rows on every request (decision 005).
 */
function encodedBodies(ttlMs: number): (key: string, encode: () => Promise<string>) => Promise<string> {
  if (ttlMs === 0) return (_key, encode) => encode();
  const bodies = new LRUCache<string, string, () => Promise<string>>({
    max: 500,
    ttl: ttlMs,
    fetchMethod: (_key, _stale, { context: encode }) => encode(),
    // A body evicted while it is being read still answers the requests waiting for it.
    ignoreFetchAbort: true,
  });
  return (key, encode) => bodies.forceFetch(key, { context: encode });
}

/** Shared filter lists every form and directory reads (countries, sectors, services, ...). */
export const referenceRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { database, config }) => {
  const cached = encodedBodies(config.referenceCacheMs);
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
    // Packages carry the tiers' features, which the operator edits in the console and the server
    // enforces at once (lib/tiers.ts): four rows read on every request, so no instance, browser or
    // proxy shows a tier the way it was (decision 005).
    { path: '/packages', response: packageListResponseSchema, list: reference.listPackages, fresh: true },
  ] as const;

  for (const { path, response, list, ...options } of lists) {
    const fresh = 'fresh' in options && options.fresh;
    app.get(
      path,
      { schema: { tags: ['reference'], querystring: referenceListQuerySchema, response: { 200: response } } },
      async (request, reply) => {
        const language = requestLanguage(request, request.query.lang);
        const { page, perPage } = request.query;
        const encode = async () => {
          const result = await list({ db: database.db, window: pageWindow(request.query), language });
          return JSON.stringify(z.encode(response, result as never));
        };
        if (fresh) return sendEncoded(reply, await encode(), FRESH);
        const body = await cached(`${path}|${language}|${page}|${perPage ?? ''}`, encode);
        return sendEncoded(reply, body);
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
      const language = requestLanguage(request, request.query.lang);
      const { page, perPage } = request.query;
      const { list } = request.params;
      const body = await cached(`options/${list}|${language}|${page}|${perPage ?? ''}`, async () => {
        const result = await reference.listOptions({
          db: database.db,
          list,
          window: pageWindow(request.query),
          language,
        });
        return JSON.stringify(z.encode(optionListResponseSchema, result));
      });
      return sendEncoded(reply, body);
    },
  );
};

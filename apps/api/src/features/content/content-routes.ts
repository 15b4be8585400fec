import {
  type ContentListQuery,
  type ContentType,
  errorResponseSchema,
  idParamsSchema,
  type Language,
  ROLES,
} from '@acorn/contracts';
import type { Db } from '@acorn/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod/mini';
import type { AppDeps } from '../../app-deps';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { requireRole } from '../../lib/auth';
import { requestLanguage } from '../../lib/language';
import { contentErrorResponses, REMOVED_MESSAGE, removedResponseSchema } from './content-responses';
import type { contentTypeService } from './content-type';

type Service<Item, Input, Query extends ContentListQuery> = ReturnType<
  typeof contentTypeService<unknown, Item, Input, Query>
>;

type Schema = z.ZodMiniType;

/**
 * One content type on the API, its descriptor (`<feature>/<feature>.descriptor.ts`): its name (the
 * contracts' descriptor holds what the web shares: feed tab, tier feature, item page), its service
 * on the content engine (its table and reads, its answer), and where its calls live and what they
 * take and answer (the spec names them per type).
 */
export interface ContentTypeApi<Item, Input, Query extends ContentListQuery> {
  type: ContentType;
  /** The OpenAPI document's tags of its calls. */
  tags: string[];
  service: Service<Item, Input, Query>;
  /** GET: a page of items. */
  list: { path: string; query: Schema; response: Schema };
  /** GET `path/:id`: one item. */
  detail: { path: string; response: Schema };
  /** POST: a new item, answered 201. */
  create: { path: string; body: Schema };
  /** `method` `path/:id`: the owner's edit. */
  update: { path: string; method: 'PUT' | 'POST'; body: Schema };
  /**
   * DELETE with the id in the body under the spec's name (the schema reads it as `{ id }`), or
   * without a body at `path/:id`.
   */
  remove: { path: string; body?: Schema };
  /** Visitors (and signed-in non-participants) read the list and details too, without a tier: the blog. */
  openToVisitors?: boolean;
  /** The type's calls beyond the five (a giveaway's application), registered after them. */
  routes?: FastifyPluginAsyncZod<AppDeps>;
}

/** A content type as the app serves it: what `app.ts` registers and the operator's review reads. */
export interface ServedContentType {
  type: ContentType;
  /** Its calls: the five of every type, then its own. */
  routes: FastifyPluginAsyncZod<AppDeps>;
  /** One item in whatever status, as its detail answers it to a member who does not own it. */
  review(options: { db: Db; storage: FileStorage; language: Language; id: number }): Promise<unknown>;
}

/** The type `descriptor` describes, ready to serve. */
export function defineContentType<Item, Input, Query extends ContentListQuery>(
  descriptor: ContentTypeApi<Item, Input, Query>,
): ServedContentType {
  const { type, service } = descriptor;
  return {
    type,
    routes: async (app, deps) => {
      registerContentRoutes(
        app,
        { db: deps.database.db, reader: deps.reader, storage: deps.storage },
        descriptor,
      );
      await descriptor.routes?.(app, deps);
    },
    review: (options) => service.review({ ...options, type }),
  };
}

const security = [{ bearer: [] }];
/** The session is optional: a visitor reads without one. */
const optionalSecurity: Array<Record<string, string[]>> = [{}, { bearer: [] }];
const errors = { ...contentErrorResponses, 409: errorResponseSchema };

/**
 * Registers a content type's five calls for participants (the tier is the service's check):
 * the schema checks every parameter and body, the service does the rest, the answer is
 * `{ data }` (a list: `{ data, meta }`; a delete: the spec's 'Remove successfully').
 */
function registerContentRoutes<Item, Input, Query extends ContentListQuery>(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'reader' | 'storage'> & { db: Db },
  routes: ContentTypeApi<Item, Input, Query>,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { service, tags, type } = routes;
  const caller = (request: FastifyRequest) => ({
    db: deps.db,
    storage: deps.storage,
    userId: requireRole(request, ROLES.participant).userId,
    language: requestLanguage(request),
    type,
  });
  const idOf = (request: FastifyRequest) => (request.params as z.infer<typeof idParamsSchema>).id;
  /** A visitor, or the participant calling; reading from what `deps.reader` picks for the request. */
  const viewer = (request: FastifyRequest) => ({
    ...(routes.openToVisitors && request.principal?.role !== ROLES.participant
      ? { storage: deps.storage, userId: 0, visitor: true, language: requestLanguage(request), type }
      : caller(request)),
    db: deps.reader(request),
  });
  const readSecurity = routes.openToVisitors ? optionalSecurity : security;
  // Reading, creating and editing need the type's tier feature; deleting does not (content-type.ts).
  const tier = { 'x-feature': service.feature } as const;

  api.get(
    routes.list.path,
    {
      schema: {
        tags,
        ...tier,
        security: readSecurity,
        querystring: routes.list.query,
        response: { 200: routes.list.response, ...errors },
      },
    },
    async (request) => service.list({ ...viewer(request), query: request.query as Query }),
  );

  api.get(
    `${routes.detail.path}/:id`,
    {
      schema: {
        tags,
        ...tier,
        security: readSecurity,
        params: idParamsSchema,
        response: { 200: routes.detail.response, ...errors },
      },
    },
    async (request) => ({ data: await service.get({ ...viewer(request), id: idOf(request) }) }),
  );

  api.post(
    routes.create.path,
    {
      schema: {
        tags,
        ...tier,
        security,
        body: routes.create.body,
        response: { 201: routes.detail.response, ...errors },
      },
    },
    async (request, reply) => {
      const data = await service.create({ ...caller(request), input: request.body as Input });
      return reply.status(201).send({ data });
    },
  );

  api.route({
    method: routes.update.method,
    url: `${routes.update.path}/:id`,
    schema: {
      tags,
      ...tier,
      security,
      params: idParamsSchema,
      body: routes.update.body,
      response: { 200: routes.detail.response, ...errors },
    },
    handler: async (request) => ({
      data: await service.update({ ...caller(request), id: idOf(request), input: request.body as Input }),
    }),
  });

  const removeBody = routes.remove.body;
  api.delete(
    removeBody ? routes.remove.path : `${routes.remove.path}/:id`,
    {
      schema: {
        tags,
        security,
        ...(removeBody ? { body: removeBody } : { params: idParamsSchema }),
        response: { 200: removedResponseSchema, ...errors },
      },
    },
    async (request) => {
      const id = removeBody ? (request.body as { id: number }).id : idOf(request);
      await service.remove({ ...caller(request), id });
      return { success: REMOVED_MESSAGE };
    },
  );
}

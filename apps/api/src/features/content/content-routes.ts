import {
  type ContentListQuery,
  type ContentType,
  errorResponseSchema,
  idParamsSchema,
  ROLES,
} from '@acorn/contracts';
import type { Db } from '@acorn/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod/mini';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { requireRole } from '../../lib/auth';
import { requestLanguage } from '../../lib/language';
import { contentErrorResponses, REMOVED_MESSAGE, removedResponseSchema } from './content-responses';
import type { contentTypeService } from './content-type';

type Service<Item, Input, Query extends ContentListQuery> = ReturnType<
  typeof contentTypeService<unknown, Item, Input, Query>
>;

type Schema = z.ZodMiniType;

/** Where one type's calls live and what they take and answer (the spec names them per type). */
export interface ContentRoutes<Item, Input, Query extends ContentListQuery> {
  type: ContentType;
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
export function registerContentRoutes<Item, Input, Query extends ContentListQuery>(
  app: FastifyInstance,
  deps: { db: Db; storage: FileStorage },
  routes: ContentRoutes<Item, Input, Query>,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { service, tags, type } = routes;
  const caller = (request: FastifyRequest) => ({
    ...deps,
    userId: requireRole(request, ROLES.participant).userId,
    language: requestLanguage(request),
    type,
  });
  const idOf = (request: FastifyRequest) => (request.params as z.infer<typeof idParamsSchema>).id;
  const reader = (request: FastifyRequest) =>
    routes.openToVisitors && request.principal?.role !== ROLES.participant
      ? { ...deps, userId: 0, visitor: true, language: requestLanguage(request), type }
      : caller(request);
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
    async (request) => service.list({ ...reader(request), query: request.query as Query }),
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
    async (request) => ({ data: await service.get({ ...reader(request), id: idOf(request) }) }),
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

import {
  CREDENTIAL_MESSAGES,
  credentialRemovedResponseSchema,
  type Education,
  type EducationFields,
  type Expertise,
  type ExpertiseFields,
  educationInputSchema,
  educationListResponseSchema,
  educationSavedResponseSchema,
  expertiseInputSchema,
  expertiseListResponseSchema,
  expertiseSavedResponseSchema,
  idParamsSchema,
  idSchema,
  type ProfileSection,
  ROLES,
} from '@acorn/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import type { AppDeps } from '../../app-deps';
import { allowRoles, requireRole, requireUser } from '../../lib/auth';
import { errors, security, tags } from './route-options';
import * as sections from './sections.service';

/** GET {section}/{userId}: whose items to read. */
const advisorParamsSchema = z.object({ userId: idSchema });

type Storage = AppDeps['storage'];
interface Owner {
  db: AppDeps['database']['db'];
  storage: Storage;
  userId: number;
}

/** One section: where its calls are, the schemas of its body and answers, and its service calls. */
interface Section<Fields extends object, Item> {
  name: ProfileSection;
  path: string;
  input: z.core.$ZodType<Fields>;
  list: z.core.$ZodType<{ data: Item[] }>;
  saved: z.core.$ZodType<{ success: Item; message: string }>;
  listOwn(options: Owner): Promise<Item[]>;
  listAdvisor(options: Omit<Owner, 'userId'> & { advisorId: number; viewerId: number }): Promise<Item[]>;
  add(options: Owner & { input: Fields }): Promise<Item>;
  update(options: Owner & { id: number; input: Fields }): Promise<Item>;
}

const EDUCATION: Section<EducationFields, Education> = {
  name: 'education',
  path: '/advisors/educations',
  input: educationInputSchema,
  list: educationListResponseSchema,
  saved: educationSavedResponseSchema,
  listOwn: sections.listEducations,
  listAdvisor: sections.listAdvisorEducations,
  add: sections.addEducation,
  update: sections.updateEducation,
};

const EXPERTISE: Section<ExpertiseFields, Expertise> = {
  name: 'expertise',
  path: '/advisors/expertises',
  input: expertiseInputSchema,
  list: expertiseListResponseSchema,
  saved: expertiseSavedResponseSchema,
  listOwn: sections.listExpertises,
  listAdvisor: sections.listAdvisorExpertises,
  add: sections.addExpertise,
  update: sections.updateExpertise,
};

/**
 * An advisor's education and work experience, the generic section list page's two sections
 * (content-community §2, §7): the advisor's own list, add, edit (PUT by id) and delete (DELETE by
 * id), and any signed-in member's read of an advisor's. The paths are static segments, so they
 * win over the advisor profile's `/advisors/{id}`.
 */
export const sectionsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { database, storage }) => {
  const db = database.db;
  const advisors = allowRoles(ROLES.advisor);
  /** A call about one of the advisor's items: PUT and DELETE {section}/{id}. */
  const ownItem = { onRequest: advisors, schema: { tags, security, params: idParamsSchema } };
  const owner = (request: FastifyRequest): Owner => ({
    db,
    storage,
    userId: requireRole(request, ROLES.advisor).userId,
  });

  function sectionRoutes<Fields extends object, Item>(section: Section<Fields, Item>) {
    const { name, path } = section;
    // The body was parsed by `section.input`; Fastify's types cannot see through a generic schema.
    const fields = (request: { body: unknown }) => request.body as Fields;
    app.get(
      path,
      { onRequest: advisors, schema: { tags, security, response: { 200: section.list, ...errors } } },
      async (request) => ({ data: await section.listOwn(owner(request)) }),
    );
    app.get(
      `${path}/:userId`,
      {
        onRequest: async (request) => {
          requireUser(request);
        },
        schema: { tags, security, params: advisorParamsSchema, response: { 200: section.list, ...errors } },
      },
      async (request) => ({
        data: await section.listAdvisor({
          db,
          storage,
          advisorId: request.params.userId,
          viewerId: requireUser(request).userId,
        }),
      }),
    );
    app.post(
      path,
      {
        onRequest: advisors,
        schema: { tags, security, body: section.input, response: { 201: section.saved, ...errors } },
      },
      async (request, reply) => {
        const item = await section.add({ ...owner(request), input: fields(request) });
        return reply.status(201).send({ success: item, message: CREDENTIAL_MESSAGES.added });
      },
    );
    app.put(
      `${path}/:id`,
      {
        ...ownItem,
        schema: { ...ownItem.schema, body: section.input, response: { 200: section.saved, ...errors } },
      },
      async (request) => {
        const item = await section.update({
          ...owner(request),
          id: request.params.id,
          input: fields(request),
        });
        return { success: item, message: CREDENTIAL_MESSAGES.saved };
      },
    );
    app.delete(
      `${path}/:id`,
      {
        ...ownItem,
        schema: { ...ownItem.schema, response: { 200: credentialRemovedResponseSchema, ...errors } },
      },
      async (request) => {
        await sections.deleteSectionItem({
          db,
          section: name,
          userId: owner(request).userId,
          id: request.params.id,
        });
        return { success: CREDENTIAL_MESSAGES.removed };
      },
    );
  }

  sectionRoutes(EDUCATION);
  sectionRoutes(EXPERTISE);
};

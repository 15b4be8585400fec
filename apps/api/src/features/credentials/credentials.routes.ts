import {
  CREDENTIAL_KINDS,
  CREDENTIAL_MESSAGES,
  type CredentialKind,
  credentialDeleteSchema,
  credentialEditSchema,
  credentialInputSchema,
  credentialListResponseSchema,
  credentialRemovedResponseSchema,
  credentialSavedResponseSchema,
  errorResponseSchema,
  publicCredentialListResponseSchema,
  ROLES,
  userCredentialsQuerySchema,
} from '@acorn/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { allowRoles, requireRole, requireUser } from '../../lib/auth';
import * as credentials from './credentials.service';
import { errors, security, tags } from './route-options';

const OWNER_ROLES = [ROLES.participant, ROLES.advisor];

/**
 * A save may carry its file as data (spec §3 'uploadedfile'): a 10 MiB PDF is a third more in
 * base64 (decision 038).
 */
const SAVE_BODY_LIMIT = 15 * 1024 * 1024;
/** A file sent as data can also be too large, or past the caller's daily upload quota. */
const saveErrors = { ...errors, 413: errorResponseSchema, 429: errorResponseSchema };

/** The spec's calls of each kind (content-community §7). */
const PATHS: Record<
  CredentialKind,
  { list: string; add: string; edit: string; remove: string; visitors: string }
> = {
  award: {
    list: '/listAwards',
    add: '/addAward',
    edit: '/editAward',
    remove: '/deleteAward',
    visitors: '/userAwardsList',
  },
  certificate: {
    list: '/listCertificates',
    add: '/addCertificate',
    edit: '/editCertificate',
    remove: '/deleteCertificate',
    visitors: '/userCertificatesList',
  },
};

/**
 * Awards and certificates: the owner's editor (participants and advisors) and what other members
 * see of someone's (published and approved only).
 */
export const credentialsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { database, storage }) => {
  const db = database.db;
  const owners = allowRoles(...OWNER_ROLES);
  const owner = (request: FastifyRequest) => ({
    db,
    storage,
    userId: requireRole(request, ...OWNER_ROLES).userId,
  });

  for (const kind of CREDENTIAL_KINDS) {
    const paths = PATHS[kind];

    app.route({
      method: ['GET', 'POST'],
      url: paths.list,
      onRequest: owners,
      schema: { tags, security, response: { 200: credentialListResponseSchema, ...errors } },
      handler: async (request) => ({
        data: await credentials.listOwnCredentials({ ...owner(request), kind }),
      }),
    });

    app.post(
      paths.add,
      {
        onRequest: owners,
        bodyLimit: SAVE_BODY_LIMIT,
        schema: {
          tags,
          security,
          body: credentialInputSchema,
          response: { 201: credentialSavedResponseSchema, ...saveErrors },
        },
      },
      async (request, reply) => {
        const item = await credentials.addCredential({ ...owner(request), kind, input: request.body });
        return reply.status(201).send({ success: item, message: CREDENTIAL_MESSAGES.added });
      },
    );

    app.post(
      paths.edit,
      {
        onRequest: owners,
        bodyLimit: SAVE_BODY_LIMIT,
        schema: {
          tags,
          security,
          body: credentialEditSchema,
          response: { 200: credentialSavedResponseSchema, ...saveErrors },
        },
      },
      async (request) => {
        const { id, ...input } = request.body;
        const item = await credentials.editCredential({ ...owner(request), kind, id, input });
        return { success: item, message: CREDENTIAL_MESSAGES.saved };
      },
    );

    app.post(
      paths.remove,
      {
        onRequest: owners,
        schema: {
          tags,
          security,
          body: credentialDeleteSchema,
          response: { 200: credentialRemovedResponseSchema, ...errors },
        },
      },
      async (request) => {
        await credentials.deleteCredential({ ...owner(request), kind, id: request.body.id });
        return { success: CREDENTIAL_MESSAGES.removed };
      },
    );

    app.post(
      paths.visitors,
      {
        onRequest: async (request) => {
          requireUser(request);
        },
        schema: {
          tags,
          security,
          body: userCredentialsQuerySchema,
          response: { 200: publicCredentialListResponseSchema, ...errors },
        },
      },
      async (request) => ({
        data: await credentials.listPublicCredentials({ db, storage, userId: request.body.user_id, kind }),
      }),
    );
  }
};

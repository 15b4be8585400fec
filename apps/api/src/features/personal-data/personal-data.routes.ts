import {
  eraseAccountInputSchema,
  errorResponseSchema,
  messageResponseSchema,
  PERSONAL_DATA_MESSAGES,
  ROLES,
} from '@acorn/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { requireRole, requireUser } from '../../lib/auth';
import { requestLanguage } from '../../lib/language';
import * as personalData from './personal-data.service';

const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
};
const tags = ['personal-data'];
const security = [{ bearer: [] }];

/** A member's own data (DESIGN §3b Personal data): take it away, or erase it. */
export const personalDataRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { database, storage }) => {
  const db = database.db;

  app.get(
    '/me/export',
    {
      schema: { tags, security, response: { 200: z.any().describe('application/zip'), ...errors } },
    },
    async (request, reply) => {
      const { userId } = requireRole(request, ROLES.participant, ROLES.advisor);
      const archive = await personalData.exportPersonalData({
        db,
        storage,
        userId,
        language: requestLanguage(request),
      });
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${archive.fileName}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(archive.body);
    },
  );

  app.post(
    '/me/delete',
    {
      // A password check: the same count per address as sign-in and password changes (DESIGN §7).
      onRequest: app.limitCredentials,
      schema: {
        tags,
        security,
        body: eraseAccountInputSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      await personalData.eraseOwnAccount({ db, storage, userId, input: request.body, ip: request.ip });
      return { success: PERSONAL_DATA_MESSAGES.erased };
    },
  );
};

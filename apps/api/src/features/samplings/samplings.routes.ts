import {
  deleteSamplingInputSchema,
  errorResponseSchema,
  ROLES,
  samplingApplyInputSchema,
  samplingApplyResponseSchema,
  samplingInputSchema,
  samplingListQuerySchema,
  samplingListResponseSchema,
  samplingResponseSchema,
} from '@acorn/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requireRole } from '../../lib/auth';
import { requestLanguage } from '../../lib/language';
import { contentErrorResponses, registerContentRoutes } from '../content';
import { applyForSampling, samplings } from './samplings.service';

/** The spec words no success for an application; this is what the dialog shows. */
const APPLIED_MESSAGE = 'Your application has been sent';

/** The spec's giveaway ("surprise box") calls (content-community §7), for participants whose tier has them. */
export const samplingRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { config, database, mailer, storage },
) => {
  const db = database.db;
  registerContentRoutes(
    app,
    { db, storage },
    {
      type: 'sampling',
      tags: ['samplings'],
      service: samplings,
      list: {
        path: '/listOtherSurpriseBox',
        query: samplingListQuerySchema,
        response: samplingListResponseSchema,
      },
      detail: { path: '/surpriseBoxDetail', response: samplingResponseSchema },
      create: { path: '/addSurpriseBox', body: samplingInputSchema },
      update: { path: '/editSurpriseBox', method: 'POST', body: samplingInputSchema },
      remove: { path: '/deleteSurpriseBox', body: deleteSamplingInputSchema },
    },
  );

  app.post(
    '/surpriseBoxAdd',
    {
      schema: {
        tags: ['samplings'],
        'x-feature': samplings.feature,
        security: [{ bearer: [] }],
        body: samplingApplyInputSchema,
        response: { 200: samplingApplyResponseSchema, ...contentErrorResponses, 409: errorResponseSchema },
      },
    },
    async (request) => ({
      success: APPLIED_MESSAGE,
      data: await applyForSampling({
        db,
        storage,
        userId: requireRole(request, ROLES.participant).userId,
        language: requestLanguage(request),
        id: request.body.surprise_id,
        config,
        mailer,
      }),
    }),
  );
};

import {
  errorResponseSchema,
  ROLES,
  samplingApplyInputSchema,
  samplingApplyResponseSchema,
} from '@acorn/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requireRole } from '../../lib/auth';
import { requestLanguage } from '../../lib/language';
import { contentErrorResponses } from '../content';
import { applyForSampling, samplings } from './samplings.service';

/** The spec words no success for an application; this is what the dialog shows. */
const APPLIED_MESSAGE = 'Your application has been sent';

/** A company applies for a giveaway (the spec's surpriseBoxAdd), for participants whose tier has them. */
export const samplingApplicationRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { config, database, mailer, storage },
) => {
  const db = database.db;
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

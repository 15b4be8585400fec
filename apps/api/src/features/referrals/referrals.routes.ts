import {
  addReferralInputSchema,
  addReferralPermitInputSchema,
  addReferralPermitResponseSchema,
  addReferralResponseSchema,
  errorResponseSchema,
  myReferralListResponseSchema,
  myReferralQuerySchema,
  publicReferralListResponseSchema,
  publicReferralQuerySchema,
  REFERRAL_MESSAGES,
  referralPermitResponseSchema,
} from '@acorn/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requireUser } from '../../lib/auth';
import { registerFeedbackRoutes } from '../feedback';
import {
  addReferral,
  listMyReferrals,
  listPublicReferrals,
  requestReferral,
  validateReferralCode,
} from './referrals.service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 422: errorResponseSchema };

/**
 * Recommendations and testimonials (content-community §2 Referrals, §7): what members read on a
 * profile, and the calls every kind of feedback has, under the spec's referral names.
 */
export const referralsRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { config, database, mailer, storage },
) => {
  const db = database.db;
  const tags = ['referrals'];

  app.post(
    '/listPublicReferral',
    {
      onRequest: async (request) => {
        requireUser(request);
      },
      schema: {
        tags,
        security: [{ bearer: [] }],
        body: publicReferralQuerySchema,
        response: {
          200: publicReferralListResponseSchema,
          ...errors,
        },
      },
    },
    async (request) => ({
      success: await listPublicReferrals({
        db,
        storage,
        userId: request.body.user_id,
        type: request.body.reffer_type,
      }),
    }),
  );

  registerFeedbackRoutes(
    app,
    { db, config, mailer },
    {
      kind: 'referral',
      tags,
      paths: {
        permit: '/addReferralPermit',
        validate: '/validateReferralPermit',
        validateGuest: '/validateReferralPermitGuest',
        add: '/addReferral',
        addGuest: '/addReferralGuest',
        listMine: '/listmyReferral',
        change: '/changeMyReferral',
        reply: '/referrals/:id/reply',
      },
      schemas: {
        permit: { body: addReferralPermitInputSchema, response: addReferralPermitResponseSchema },
        validate: { response: referralPermitResponseSchema },
        add: { body: addReferralInputSchema, response: addReferralResponseSchema },
        listMine: { query: myReferralQuerySchema, response: myReferralListResponseSchema },
      },
      messages: REFERRAL_MESSAGES,
      permitted: (data) => ({ success: REFERRAL_MESSAGES.requested, data }),
      service: {
        request: requestReferral,
        validateCode: validateReferralCode,
        add: addReferral,
        listMine: listMyReferrals,
      },
    },
  );
};

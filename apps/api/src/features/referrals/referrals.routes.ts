import {
  addReferralInputSchema,
  addReferralPermitInputSchema,
  addReferralPermitResponseSchema,
  addReferralResponseSchema,
  changeMyReferralInputSchema,
  changeMyReferralResponseSchema,
  errorResponseSchema,
  myReferralListResponseSchema,
  myReferralQuerySchema,
  publicReferralListResponseSchema,
  publicReferralQuerySchema,
  REFERRAL_MESSAGES,
  ROLES,
  referralCodeInputSchema,
  referralPermitResponseSchema,
} from '@acorn/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { allowRoles, requireUser } from '../../lib/auth';
import {
  addReferral,
  changeMyReferral,
  listMyReferrals,
  listPublicReferrals,
  requestReferral,
  validateReferralCode,
} from './referrals.service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 422: errorResponseSchema };
const memberErrors = { ...errors, 403: errorResponseSchema };
/** A code's refusal is a 422; the endpoints taking a code share the stricter count per address. */
const codeErrors = { 400: errorResponseSchema, 422: errorResponseSchema, 429: errorResponseSchema };

/** Every ask mails someone: a member sends a few an hour, counted where every instance sees it. */
const REQUEST_LIMIT = { max: 20, timeWindow: 60 * 60_000 };

/**
 * Recommendations and testimonials (content-community §2 Referrals, §7): what members read on a
 * profile, asking and giving with codes (members signed in, guests with theirs), and the
 * company's own list with its Show Public switch. Role 1 only for the signed-in calls (§6).
 */
export const referralsRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { config, database, mailer, storage },
) => {
  const db = database.db;
  const tags = ['referrals'];
  const security = [{ bearer: [] }];
  const participant = allowRoles(ROLES.participant);

  app.post(
    '/listPublicReferral',
    {
      onRequest: async (request) => {
        requireUser(request);
      },
      schema: {
        tags,
        security,
        body: publicReferralQuerySchema,
        response: { 200: publicReferralListResponseSchema, ...errors },
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

  app.post(
    '/addReferralPermit',
    {
      onRequest: participant,
      config: { rateLimit: REQUEST_LIMIT },
      schema: {
        tags,
        security,
        body: addReferralPermitInputSchema,
        response: {
          200: addReferralPermitResponseSchema,
          ...memberErrors,
          404: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      success: REFERRAL_MESSAGES.requested,
      data: await requestReferral({
        db,
        config,
        mailer,
        userId: requireUser(request).userId,
        input: request.body,
      }),
    }),
  );

  app.post(
    '/validateReferralPermit',
    {
      onRequest: [participant, app.limitCredentials],
      schema: {
        tags,
        security,
        body: referralCodeInputSchema,
        response: { 200: referralPermitResponseSchema, ...memberErrors, ...codeErrors },
      },
    },
    async (request) => ({
      data: await validateReferralCode({
        db,
        code: request.body.code,
        answererId: requireUser(request).userId,
      }),
    }),
  );

  app.post(
    '/validateReferralPermitGuest',
    {
      onRequest: app.limitCredentials,
      schema: {
        tags,
        body: referralCodeInputSchema,
        response: { 200: referralPermitResponseSchema, ...codeErrors },
      },
    },
    async (request) => ({
      data: await validateReferralCode({ db, code: request.body.code, answererId: null }),
    }),
  );

  app.post(
    '/addReferral',
    {
      onRequest: [participant, app.limitCredentials],
      schema: {
        tags,
        security,
        body: addReferralInputSchema,
        response: { 200: addReferralResponseSchema, ...memberErrors, ...codeErrors },
      },
    },
    async (request) => ({
      success: REFERRAL_MESSAGES.submitted,
      data: await addReferral({ db, answererId: requireUser(request).userId, input: request.body }),
    }),
  );

  app.post(
    '/addReferralGuest',
    {
      onRequest: app.limitCredentials,
      schema: {
        tags,
        body: addReferralInputSchema,
        response: { 200: addReferralResponseSchema, ...codeErrors },
      },
    },
    async (request) => ({
      success: REFERRAL_MESSAGES.submitted,
      data: await addReferral({ db, answererId: null, input: request.body }),
    }),
  );

  app.post(
    '/listmyReferral',
    {
      onRequest: participant,
      schema: {
        tags,
        security,
        body: myReferralQuerySchema,
        response: { 200: myReferralListResponseSchema, ...memberErrors },
      },
    },
    async (request) => ({
      success: await listMyReferrals({
        db,
        userId: requireUser(request).userId,
        type: request.body.reffer_type,
      }),
    }),
  );

  app.post(
    '/changeMyReferral',
    {
      onRequest: participant,
      schema: {
        tags,
        security,
        body: changeMyReferralInputSchema,
        response: { 200: changeMyReferralResponseSchema, ...memberErrors, 404: errorResponseSchema },
      },
    },
    async (request) => ({
      success: REFERRAL_MESSAGES.changed,
      data: await changeMyReferral({
        db,
        userId: requireUser(request).userId,
        id: request.body.id,
        showPublic: request.body.reffer_status === 'yes',
      }),
    }),
  );
};

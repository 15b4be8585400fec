import {
  addReviewInputSchema,
  addReviewPermitInputSchema,
  addReviewPermitResponseSchema,
  addReviewResponseSchema,
  changeMyReviewInputSchema,
  changeMyReviewResponseSchema,
  errorResponseSchema,
  myReviewListResponseSchema,
  needsForReviewInputSchema,
  needsForReviewResponseSchema,
  publicReviewListResponseSchema,
  publicReviewQuerySchema,
  REVIEW_MESSAGES,
  ROLES,
  reviewCodeInputSchema,
  reviewPermitResponseSchema,
} from '@acorn/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { allowRoles, requireUser } from '../../lib/auth';
import {
  addReview,
  changeMyReview,
  listMyReviews,
  listNeedsForReview,
  listPublicReviews,
  requestReview,
  validateReviewCode,
} from './reviews.service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 422: errorResponseSchema };
const memberErrors = { ...errors, 403: errorResponseSchema };
/** A code's refusal is a 422; the endpoints taking a code share the stricter count per address. */
const codeErrors = { 400: errorResponseSchema, 422: errorResponseSchema, 429: errorResponseSchema };

/** Every ask mails someone: a member sends a few an hour, counted where every instance sees it. */
const REQUEST_LIMIT = { max: 20, timeWindow: 60 * 60_000 };

/**
 * Reviews (content-community §2 Reviews, §7): what members read on a profile, asking and giving
 * with codes (members signed in, guests with theirs, one give page for both), and the company's
 * own list with its Show Public switch. Role 1 only for the signed-in calls (§6).
 */
export const reviewsRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { config, database, mailer, storage },
) => {
  const db = database.db;
  const tags = ['reviews'];
  const security = [{ bearer: [] }];
  const participant = allowRoles(ROLES.participant);

  app.post(
    '/listPublicReview',
    {
      onRequest: async (request) => {
        requireUser(request);
      },
      schema: {
        tags,
        security,
        body: publicReviewQuerySchema,
        response: { 200: publicReviewListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { items, summary } = await listPublicReviews({ db, storage, userId: request.body.user_id });
      return { success: items, summary };
    },
  );

  app.post(
    '/listofNeedsForReview',
    {
      onRequest: participant,
      schema: {
        tags,
        security,
        body: needsForReviewInputSchema,
        response: { 200: needsForReviewResponseSchema, ...memberErrors, 404: errorResponseSchema },
      },
    },
    async (request) => ({
      data: await listNeedsForReview({
        db,
        userId: requireUser(request).userId,
        participant: request.body.participant,
      }),
    }),
  );

  app.post(
    '/addReviewPermit',
    {
      onRequest: participant,
      config: { rateLimit: REQUEST_LIMIT },
      schema: {
        tags,
        security,
        body: addReviewPermitInputSchema,
        response: {
          200: addReviewPermitResponseSchema,
          ...memberErrors,
          404: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      success: await requestReview({
        db,
        config,
        mailer,
        userId: requireUser(request).userId,
        input: request.body,
      }),
    }),
  );

  app.post(
    '/validateReviewPermit',
    {
      onRequest: [participant, app.limitCredentials],
      schema: {
        tags,
        security,
        body: reviewCodeInputSchema,
        response: { 200: reviewPermitResponseSchema, ...memberErrors, ...codeErrors },
      },
    },
    async (request) => ({
      data: await validateReviewCode({
        db,
        code: request.body.code,
        answererId: requireUser(request).userId,
      }),
    }),
  );

  app.post(
    '/validateReviewPermitGuest',
    {
      onRequest: app.limitCredentials,
      schema: {
        tags,
        body: reviewCodeInputSchema,
        response: { 200: reviewPermitResponseSchema, ...codeErrors },
      },
    },
    async (request) => ({
      data: await validateReviewCode({ db, code: request.body.code, answererId: null }),
    }),
  );

  app.post(
    '/addReview',
    {
      onRequest: [participant, app.limitCredentials],
      schema: {
        tags,
        security,
        body: addReviewInputSchema,
        response: { 200: addReviewResponseSchema, ...memberErrors, ...codeErrors },
      },
    },
    async (request) => ({
      success: REVIEW_MESSAGES.submitted,
      data: await addReview({ db, answererId: requireUser(request).userId, input: request.body }),
    }),
  );

  app.post(
    '/addReviewGuest',
    {
      onRequest: app.limitCredentials,
      schema: {
        tags,
        body: addReviewInputSchema,
        response: { 200: addReviewResponseSchema, ...codeErrors },
      },
    },
    async (request) => ({
      success: REVIEW_MESSAGES.submitted,
      data: await addReview({ db, answererId: null, input: request.body }),
    }),
  );

  app.get(
    '/listmyReview',
    {
      onRequest: participant,
      schema: {
        tags,
        security,
        response: { 200: myReviewListResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => ({ success: await listMyReviews({ db, userId: requireUser(request).userId }) }),
  );

  app.post(
    '/changeMyReview',
    {
      onRequest: participant,
      schema: {
        tags,
        security,
        body: changeMyReviewInputSchema,
        response: { 200: changeMyReviewResponseSchema, ...memberErrors, 404: errorResponseSchema },
      },
    },
    async (request) => ({
      success: REVIEW_MESSAGES.changed,
      data: await changeMyReview({
        db,
        userId: requireUser(request).userId,
        id: request.body.id,
        showPublic: request.body.reffer_status === 'yes',
      }),
    }),
  );
};

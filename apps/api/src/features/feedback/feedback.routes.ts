import {
  errorResponseSchema,
  FEEDBACK_REPLY_MESSAGE,
  feedbackCodeInputSchema,
  feedbackParticipantListResponseSchema,
  feedbackParticipantQuerySchema,
  feedbackReplyInputSchema,
  feedbackReplyResponseSchema,
  feedbackSwitchInputSchema,
  feedbackSwitchResponseSchema,
  idParamsSchema,
  ROLES,
} from '@acorn/contracts';
import type { Db } from '@acorn/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod/mini';
import type { AppDeps } from '../../app-deps';
import type { Config } from '../../config';
import type { Mailer } from '../../integrations/mail/mail-queue';
import { allowRoles, requireUser } from '../../lib/auth';
import {
  changeFeedbackSwitch,
  type FeedbackKind,
  listFeedbackParticipants,
  replyToFeedback,
} from './feedback.service';

/** What the referral and review pages share: the companies their pickers offer, searched by name. */
export const feedbackRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { database, storage }) => {
  app.get(
    '/listOfParticipants',
    {
      onRequest: allowRoles(ROLES.participant),
      schema: {
        tags: ['feedback'],
        security: [{ bearer: [] }],
        querystring: feedbackParticipantQuerySchema,
        response: {
          200: feedbackParticipantListResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      success: await listFeedbackParticipants({
        db: database.db,
        storage,
        userId: requireUser(request).userId,
        search: request.query.search,
      }),
    }),
  );
};

type Schema = z.ZodMiniType;

/** Where one kind's request and code calls live, what they take and answer (the spec names them per kind). */
export interface FeedbackRoutes<PermitInput, Permitted, Permit, AddInput, Added, MineQuery, Mine> {
  kind: FeedbackKind;
  tags: string[];
  paths: {
    permit: string;
    validate: string;
    validateGuest: string;
    add: string;
    addGuest: string;
    listMine: string;
    change: string;
    /** The company's one reply, `/{kind}s/:id/reply`. */
    reply: string;
  };
  schemas: {
    permit: { body: Schema; response: Schema };
    validate: { response: Schema };
    add: { body: Schema; response: Schema };
    /** POST with `query` as its body, else GET. */
    listMine: { query?: Schema; response: Schema };
  };
  /** What the calls answer in `success` (spec §8). */
  messages: { submitted: string; changed: string };
  /** The spec's envelope of an ask's or give's answer, which differs between the kinds. */
  permitted: (data: Permitted) => unknown;
  service: {
    request(options: {
      db: Db;
      config: Pick<Config, 'brandName' | 'publicUrl' | 'secretsKey'>;
      mailer: Mailer;
      userId: number;
      input: PermitInput;
    }): Promise<Permitted>;
    validateCode(options: { db: Db; code: string; answererId: number | null }): Promise<Permit>;
    add(options: {
      db: Db;
      config: Pick<Config, 'brandName' | 'publicUrl' | 'secretsKey'>;
      answererId: number | null;
      input: AddInput;
    }): Promise<Added>;
    listMine(options: { db: Db; userId: number; query: MineQuery }): Promise<Mine[]>;
  };
}

const memberErrors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  422: errorResponseSchema,
};
/** A code's refusal is a 422; the endpoints taking a code share the stricter count per address. */
const codeErrors = { 400: errorResponseSchema, 422: errorResponseSchema, 429: errorResponseSchema };
/** Every ask mails someone: a member sends a few an hour, counted where every instance sees it. */
const REQUEST_LIMIT = { max: 20, timeWindow: 60 * 60_000 };
const security = [{ bearer: [] }];

/**
 * Registers a kind's asking and giving with codes (members signed in, guests with theirs), the
 * company's own list with its Show Public switch and its reply; role 1 only for the signed-in
 * calls (spec §6).
 * The schema checks every body, the service does the rest, the route adds the spec's envelope.
 */
export function registerFeedbackRoutes<PermitInput, Permitted, Permit, AddInput, Added, MineQuery, Mine>(
  app: FastifyInstance,
  deps: { db: Db; config: Config; mailer: Mailer },
  routes: FeedbackRoutes<PermitInput, Permitted, Permit, AddInput, Added, MineQuery, Mine>,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, config, mailer } = deps;
  const { kind, tags, paths, schemas, messages, service } = routes;
  const participant = allowRoles(ROLES.participant);

  api.post(
    paths.permit,
    {
      onRequest: participant,
      config: { rateLimit: REQUEST_LIMIT },
      schema: {
        tags,
        security,
        body: schemas.permit.body,
        response: {
          200: schemas.permit.response,
          ...memberErrors,
          404: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) =>
      routes.permitted(
        await service.request({
          db,
          config,
          mailer,
          userId: requireUser(request).userId,
          input: request.body as PermitInput,
        }),
      ),
  );

  // The member's calls and the guest's take the same body; only who answers the code differs.
  const codeRoutes = [
    { validate: paths.validate, add: paths.add, signedIn: true },
    { validate: paths.validateGuest, add: paths.addGuest, signedIn: false },
  ];
  for (const { validate, add, signedIn } of codeRoutes) {
    const guarded = signedIn
      ? {
          onRequest: [participant, app.limitCredentials],
          security,
          errors: { ...memberErrors, ...codeErrors },
        }
      : { onRequest: app.limitCredentials, errors: codeErrors };
    const answererId = (request: FastifyRequest) => (signedIn ? requireUser(request).userId : null);
    const schema = (body: Schema, response: Schema) => ({
      tags,
      ...(guarded.security ? { security: guarded.security } : {}),
      body,
      response: { 200: response, ...guarded.errors },
    });

    api.post(
      validate,
      { onRequest: guarded.onRequest, schema: schema(feedbackCodeInputSchema, schemas.validate.response) },
      async (request) => ({
        data: await service.validateCode({
          db,
          code: (request.body as z.infer<typeof feedbackCodeInputSchema>).code,
          answererId: answererId(request),
        }),
      }),
    );

    api.post(
      add,
      { onRequest: guarded.onRequest, schema: schema(schemas.add.body, schemas.add.response) },
      async (request) => {
        const data = await service.add({
          db,
          config,
          answererId: answererId(request),
          input: request.body as AddInput,
        });
        // The company may read feedback received by e-mail.
        mailer.deliverSoon();
        return { success: messages.submitted, data };
      },
    );
  }

  const mineQuery = schemas.listMine.query;
  api.route({
    method: mineQuery ? 'POST' : 'GET',
    url: paths.listMine,
    onRequest: participant,
    schema: {
      tags,
      security,
      // Without a body there is nothing to refuse as invalid.
      ...(mineQuery
        ? { body: mineQuery, response: { 200: schemas.listMine.response, ...memberErrors } }
        : {
            response: { 200: schemas.listMine.response, 401: errorResponseSchema, 403: errorResponseSchema },
          }),
    },
    handler: async (request) => ({
      success: await service.listMine({
        db,
        userId: requireUser(request).userId,
        query: request.body as MineQuery,
      }),
    }),
  });

  api.post(
    paths.change,
    {
      onRequest: participant,
      schema: {
        tags,
        security,
        body: feedbackSwitchInputSchema,
        response: { 200: feedbackSwitchResponseSchema, ...memberErrors, 404: errorResponseSchema },
      },
    },
    async (request) => ({
      success: messages.changed,
      data: await changeFeedbackSwitch({
        db,
        kind,
        userId: requireUser(request).userId,
        id: request.body.id,
        showPublic: request.body.reffer_status === 'yes',
      }),
    }),
  );
  api.post(
    paths.reply,
    {
      onRequest: participant,
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: feedbackReplyInputSchema,
        response: {
          200: feedbackReplyResponseSchema,
          ...memberErrors,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      success: FEEDBACK_REPLY_MESSAGE,
      data: await replyToFeedback({
        db,
        kind,
        userId: requireUser(request).userId,
        id: request.params.id,
        body: request.body.body,
      }),
    }),
  );
}

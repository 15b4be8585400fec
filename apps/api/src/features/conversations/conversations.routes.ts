import { PassThrough } from 'node:stream';
import {
  conversationResponseSchema,
  conversationsQuerySchema,
  conversationsResponseSchema,
  conversationUnreadResponseSchema,
  errorResponseSchema,
  idParamsSchema,
  messagesQuerySchema,
  messagesResponseSchema,
  ROLES,
  readConversationInputSchema,
  sendMessageInputSchema,
  sentMessageResponseSchema,
  startConversationInputSchema,
} from '@acorn/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { allowRoles, requireUser } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import { createConversationEvents } from './conversations.events';
import {
  answerConversationRequest,
  eventFor,
  listConversations,
  listMessages,
  markRead,
  sendMessage,
  setBlock,
  startConversation,
  unreadTotals,
} from './conversations.service';

/** A new conversation may be a first contact: a member starts a few an hour, counted where every instance sees it. */
const START_LIMIT = { max: 20, timeWindow: 60 * 60_000 };
/** A comment this often keeps proxies (and the server's own idle timeout, 30 s) from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;
/** How soon a client whose stream ended reconnects. */
const RETRY_MS = 3000;
/**
 * A stream ends after this long and the client reconnects, signing in again: a session ended
 * meanwhile (signed out, deactivated) stops receiving within it.
 */
const STREAM_LIFETIME_MS = 10 * 60_000;
/** Streams one member may hold open on an instance (a tab each); more are refused. */
const STREAMS_PER_MEMBER = 10;

const tags = ['conversations'];
const security = [{ bearer: [] }];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
};

const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** Messages between two members (DESIGN §3b, decision 043); an operator has none. */
export const conversationsRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { config, database, storage, mailer },
) => {
  const db = database.db;
  const members = allowRoles(ROLES.participant, ROLES.advisor);
  const events = createConversationEvents({ database, log: app.log });
  app.addHook('onClose', () => events.close());

  app.get(
    '/conversations',
    {
      onRequest: members,
      schema: {
        tags,
        security,
        querystring: conversationsQuerySchema,
        response: { 200: conversationsResponseSchema, ...errors },
      },
    },
    async (request) =>
      listConversations({ db, storage, userId: requireUser(request).userId, query: request.query }),
  );

  app.post(
    '/conversations',
    {
      onRequest: members,
      config: { rateLimit: START_LIMIT },
      schema: {
        tags,
        security,
        body: startConversationInputSchema,
        response: { 200: conversationResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await startConversation({
        db,
        storage,
        config,
        mailer,
        userId: requireUser(request).userId,
        input: request.body,
      }),
    }),
  );

  app.get(
    '/conversations/events',
    {
      onRequest: members,
      // Compression would hold events back until a buffer fills.
      compress: false,
      schema: {
        tags,
        security,
        description:
          "The caller's conversation events (text/event-stream): ready, message, read, conversation; a comment every 25 s.",
        response: { 200: z.any().describe('the event stream'), ...errors },
      },
    },
    async (request, reply) => {
      const { userId } = requireUser(request);
      if (events.streamsOf(userId) >= STREAMS_PER_MEMBER) throw new AppError({ code: 'rate_limited' });
      const stream = new PassThrough();
      // Events wait for the 'ready' one, so it always comes first.
      let opened: () => void = () => undefined;
      let queue = new Promise<void>((resolve) => {
        opened = resolve;
      });
      let ended = false;
      const stops: Array<() => void> = [];
      const end = () => {
        if (ended) return;
        ended = true;
        for (const stop of stops) stop();
        stream.end();
      };
      const unsubscribe = await events.subscribe(userId, (signal) => {
        // One event after the other, in the order the signals came.
        queue = queue
          .then(async () => {
            const event = await eventFor({ db, storage, userId, signal });
            if (event && !ended) stream.write(sse(event.event, event.data));
          })
          .catch((error: unknown) => request.log.warn({ err: error }, 'conversation event not delivered'));
      });
      const heartbeat = setInterval(() => stream.write(': heartbeat\n\n'), HEARTBEAT_MS);
      const lifetime = setTimeout(end, STREAM_LIFETIME_MS);
      stops.push(
        unsubscribe,
        () => clearInterval(heartbeat),
        () => clearTimeout(lifetime),
        app.onDrain(end),
      );
      reply.raw.on('close', end);
      try {
        // Read once subscribed, so no message falls between the totals and the first event.
        const totals = await unreadTotals({ db, userId });
        stream.write(`retry: ${RETRY_MS}\n\n${sse('ready', totals)}`);
      } catch (error) {
        end();
        throw error;
      }
      opened();
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-accel-buffering', 'no')
        .send(stream);
    },
  );

  app.get(
    '/conversations/:id/messages',
    {
      onRequest: members,
      schema: {
        tags,
        security,
        params: idParamsSchema,
        querystring: messagesQuerySchema,
        response: { 200: messagesResponseSchema, ...errors },
      },
    },
    async (request) =>
      listMessages({
        db,
        storage,
        userId: requireUser(request).userId,
        conversationId: request.params.id,
        query: request.query,
      }),
  );

  app.post(
    '/conversations/:id/messages',
    {
      onRequest: members,
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: sendMessageInputSchema,
        response: { 200: sentMessageResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await sendMessage({
        db,
        storage,
        config,
        mailer,
        userId: requireUser(request).userId,
        conversationId: request.params.id,
        input: request.body,
      }),
    }),
  );

  app.post(
    '/conversations/:id/read',
    {
      onRequest: members,
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: z.optional(readConversationInputSchema),
        response: { 200: conversationUnreadResponseSchema, ...errors },
      },
    },
    async (request) =>
      markRead({
        db,
        userId: requireUser(request).userId,
        conversationId: request.params.id,
        messageId: request.body?.message_id,
      }),
  );

  for (const answer of ['accept', 'decline'] as const) {
    app.post(
      `/conversations/:id/${answer}`,
      {
        onRequest: members,
        schema: {
          tags,
          security,
          params: idParamsSchema,
          response: { 200: conversationResponseSchema, ...errors },
        },
      },
      async (request) => ({
        data: await answerConversationRequest({
          db,
          storage,
          userId: requireUser(request).userId,
          conversationId: request.params.id,
          accept: answer === 'accept',
        }),
      }),
    );
  }

  for (const method of ['POST', 'DELETE'] as const) {
    app.route({
      method,
      url: '/conversations/:id/block',
      onRequest: members,
      schema: {
        tags,
        security,
        params: idParamsSchema,
        response: { 200: conversationResponseSchema, ...errors },
      },
      handler: async (request) => ({
        data: await setBlock({
          db,
          storage,
          userId: requireUser(request).userId,
          conversationId: request.params.id,
          block: method === 'POST',
        }),
      }),
    });
  }
};

import {
  errorResponseSchema,
  markNotificationsReadInputSchema,
  markNotificationsReadResponseSchema,
  NOTIFICATION_PREFERENCES_PATH,
  type NotificationUnsubscribeQuery,
  notificationPreferencesResponseSchema,
  notificationsQuerySchema,
  notificationsResponseSchema,
  notificationUnsubscribeQuerySchema,
  ROLES,
  updateNotificationPreferencesInputSchema,
} from '@acorn/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { allowRoles, requireUser } from '../../lib/auth';
import { addressKey, RATE_LIMITS } from '../../lib/rate-limit';
import {
  getNotificationPreferences,
  listNotifications,
  markNotificationsRead,
  readUnsubscribeLink,
  unsubscribe,
  updateNotificationPreferences,
} from './notifications.service';
import { unsubscribePage } from './unsubscribe-page';

const tags = ['notifications'];
const security = [{ bearer: [] }];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
};

/**
 * The unsubscribe link is public and answered for mail providers, whose servers post for many
 * members at once: a generous limit per network, still far below guessing a signature.
 */
const UNSUBSCRIBE_LIMIT = {
  max: 300,
  timeWindow: RATE_LIMITS.general.timeWindow,
  keyGenerator: (request: { ip: string }) => `unsubscribe:${addressKey(request.ip)}`,
};

/** A one-click unsubscribe POST's body is `List-Unsubscribe=One-Click`; only the token in the address counts. */
const UNSUBSCRIBE_BODY_LIMIT = 1024;

/** The notification centre (DESIGN §3b): a member's own notifications; an operator has none here. */
export const notificationsRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { config, database, storage },
) => {
  const members = allowRoles(ROLES.participant, ROLES.advisor);

  app.get(
    '/notifications',
    {
      onRequest: members,
      schema: {
        tags,
        security,
        querystring: notificationsQuerySchema,
        response: { 200: notificationsResponseSchema, ...errors },
      },
    },
    async (request) =>
      listNotifications({
        db: database.db,
        storage,
        userId: requireUser(request).userId,
        query: request.query,
      }),
  );

  app.post(
    '/notifications/read',
    {
      onRequest: members,
      schema: {
        tags,
        security,
        body: markNotificationsReadInputSchema,
        response: { 200: markNotificationsReadResponseSchema, ...errors },
      },
    },
    async (request) =>
      markNotificationsRead({ db: database.db, userId: requireUser(request).userId, input: request.body }),
  );

  app.get(
    '/notification-preferences',
    {
      onRequest: members,
      schema: { tags, security, response: { 200: notificationPreferencesResponseSchema, ...errors } },
    },
    async (request) => {
      const { userId, role } = requireUser(request);
      return getNotificationPreferences({ db: database.db, userId, role });
    },
  );

  app.put(
    '/notification-preferences',
    {
      onRequest: members,
      schema: {
        tags,
        security,
        body: updateNotificationPreferencesInputSchema,
        response: { 200: notificationPreferencesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { userId, role } = requireUser(request);
      return updateNotificationPreferences({ db: database.db, userId, role, input: request.body });
    },
  );

  // One-click unsubscribe (RFC 8058), without a session: the signed token is the permission.
  await app.register(async (links) => {
    // Mail providers post an HTML form's encoding; only this scope reads it.
    links.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: UNSUBSCRIBE_BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    links.addContentTypeParser(
      'multipart/form-data',
      { parseAs: 'string', bodyLimit: UNSUBSCRIBE_BODY_LIMIT },
      (_request, _body, done) => done(null, {}),
    );
    const preferencesUrl = `${config.publicUrl}${NOTIFICATION_PREFERENCES_PATH}`;
    const page = (reply: FastifyReply, status: 200 | 400, html: string) =>
      reply
        .status(status)
        .header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
        )
        .header('cache-control', 'no-store')
        // The address holds the token: never leak it in a Referer.
        .header('referrer-policy', 'no-referrer')
        .header('x-robots-tag', 'noindex')
        .type('text/html; charset=utf-8')
        .send(html);
    const invalid = (reply: FastifyReply) =>
      page(reply, 400, unsubscribePage({ language: 'en', brandName: config.brandName, state: 'invalid' }));
    const routeOptions = {
      config: { rateLimit: UNSUBSCRIBE_LIMIT },
      schema: {
        tags,
        querystring: notificationUnsubscribeQuerySchema,
        description: 'One-click unsubscribe (RFC 8058): GET asks to confirm, POST stops the e-mail.',
      },
    };

    // The schema above has checked the query; the shared options object hides its type.
    const tokenOf = (request: { query: unknown }) => (request.query as NotificationUnsubscribeQuery).token;

    links.get('/notifications/unsubscribe', routeOptions, async (request, reply) => {
      const token = tokenOf(request);
      const link = await readUnsubscribeLink({ db: database.db, config, token });
      if (!link) return invalid(reply);
      return page(
        reply,
        200,
        unsubscribePage({
          language: link.language,
          brandName: config.brandName,
          state: 'ask',
          action: `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
          preferencesUrl,
        }),
      );
    });

    links.post('/notifications/unsubscribe', routeOptions, async (request, reply) => {
      const done = await unsubscribe({ db: database.db, config, token: tokenOf(request) });
      if (!done) return invalid(reply);
      return page(
        reply,
        200,
        unsubscribePage({
          language: done.language,
          brandName: config.brandName,
          state: 'done',
          preferencesUrl,
        }),
      );
    });
  });
};

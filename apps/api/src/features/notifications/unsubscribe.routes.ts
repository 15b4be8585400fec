import {
  NOTIFICATION_PREFERENCES_PATH,
  type NotificationUnsubscribeQuery,
  notificationUnsubscribeQuerySchema,
} from '@acorn/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { addressKey, RATE_LIMITS } from '../../lib/rate-limit';
import { readUnsubscribeLink, unsubscribe } from './notifications.service';
import { unsubscribePage } from './unsubscribe-page';
import { UNSUBSCRIBE_PATH } from './unsubscribe-token';

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

/**
 * One-click unsubscribe (RFC 8058), without a session: the signed token is the permission. Pages
 * for people and mail providers rather than API calls, so they live outside /api (like the share
 * pages) and answer HTML, a broken link included, never the API's JSON errors.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { config, database }) => {
  const tags = ['notifications'];
  // Mail providers post an HTML form's encoding; only this scope reads it.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: UNSUBSCRIBE_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'string', bodyLimit: UNSUBSCRIBE_BODY_LIMIT },
    (_request, _body, done) => done(null, {}),
  );
  const preferencesUrl = `${config.publicUrl}${NOTIFICATION_PREFERENCES_PATH}`;
  const page = (reply: FastifyReply, status: 200 | 400, html: string) =>
    reply
      .status(status)
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'")
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

  app.get(UNSUBSCRIBE_PATH, routeOptions, async (request, reply) => {
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
        action: `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`,
        preferencesUrl,
      }),
    );
  });

  app.post(UNSUBSCRIBE_PATH, routeOptions, async (request, reply) => {
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
};

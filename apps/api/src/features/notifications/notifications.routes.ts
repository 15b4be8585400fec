import {
  errorResponseSchema,
  markNotificationsReadInputSchema,
  markNotificationsReadResponseSchema,
  notificationPreferencesResponseSchema,
  notificationsQuerySchema,
  notificationsResponseSchema,
  ROLES,
  updateNotificationPreferencesInputSchema,
} from '@acorn/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { allowRoles, requireUser } from '../../lib/auth';
import {
  getNotificationPreferences,
  listNotifications,
  markNotificationsRead,
  updateNotificationPreferences,
} from './notifications.service';

const tags = ['notifications'];
const security = [{ bearer: [] }];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
};

/** The notification centre (DESIGN §3b): a member's own notifications; an operator has none here. */
export const notificationsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { database, storage }) => {
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
};

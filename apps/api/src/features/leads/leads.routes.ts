import {
  errorResponseSchema,
  leadsQuerySchema,
  leadsResponseSchema,
  needAlertInputSchema,
  needAlertResponseSchema,
  needsQuerySchema,
  needsResponseSchema,
  ROLES,
} from '@acorn/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { allowRoles, requireUser } from '../../lib/auth';
import { requestLanguage } from '../../lib/language';
import { FEATURE, getNeedAlert, listLeads, listNeeds, saveNeedAlert } from './leads.service';

const tags = ['leads'];
const security = [{ bearer: [] }];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
};

/**
 * Needs & Leads (DESIGN §3b), the participants' seller area, for tiers with
 * NEEDS_AND_LEADS_FEATURE: a member reads only their own leads, needs and alert.
 */
export const leadsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { database, storage }) => {
  const db = database.db;
  const participants = allowRoles(ROLES.participant);

  app.get(
    '/leads',
    {
      onRequest: participants,
      schema: {
        tags,
        security,
        'x-feature': FEATURE,
        querystring: leadsQuerySchema,
        response: { 200: leadsResponseSchema, ...errors },
      },
    },
    async (request) => listLeads({ db, storage, userId: requireUser(request).userId, query: request.query }),
  );

  app.get(
    '/needs',
    {
      onRequest: participants,
      schema: {
        tags,
        security,
        'x-feature': FEATURE,
        querystring: needsQuerySchema,
        response: { 200: needsResponseSchema, ...errors },
      },
    },
    async (request) =>
      listNeeds({
        db,
        storage,
        userId: requireUser(request).userId,
        language: requestLanguage(request),
        query: request.query,
      }),
  );

  app.get(
    '/need-alerts',
    {
      onRequest: participants,
      schema: { tags, security, 'x-feature': FEATURE, response: { 200: needAlertResponseSchema, ...errors } },
    },
    async (request) => getNeedAlert({ db, userId: requireUser(request).userId }),
  );

  app.put(
    '/need-alerts',
    {
      onRequest: participants,
      schema: {
        tags,
        security,
        'x-feature': FEATURE,
        body: needAlertInputSchema,
        response: { 200: needAlertResponseSchema, ...errors },
      },
    },
    async (request) => saveNeedAlert({ db, userId: requireUser(request).userId, input: request.body }),
  );
};

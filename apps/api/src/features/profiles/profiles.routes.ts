import {
  advisorProfileSchema,
  advisorUpdatedResponseSchema,
  advisorUpdateSchema,
  companyInformationSchema,
  contactInformationSchema,
  errorResponseSchema,
  idParamsSchema,
  mainProfileSchema,
  ownProfileSchema,
  PROFILE_MESSAGES,
  profileSavedResponseSchema,
  publicAdvisorProfileSchema,
  publicCompanyProfileSchema,
  ROLES,
} from '@acorn/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { allowRoles, requireRole } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import { requestLanguage } from '../../lib/language';
import * as profiles from './profiles.service';

const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  422: errorResponseSchema,
};
const tags = ['profiles'];
const security = [{ bearer: [] }];

/** The signed-in user's own profile forms (accounts spec §2 Profile page, §3, §5). */
export const profilesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { database, reader, storage }) => {
  const db = database.db;
  /** The caller (403 for another role), and how their profile is answered. */
  const owner = (request: FastifyRequest, ...roles: number[]) => ({
    db,
    userId: requireRole(request, ...roles).userId,
    language: requestLanguage(request),
    storage,
  });

  app.get(
    '/profile',
    { schema: { tags, security, response: { 200: ownProfileSchema, ...errors } } },
    async (request) => profiles.getOwnProfile(owner(request, ROLES.participant, ROLES.advisor)),
  );

  app.get(
    '/companies/:id',
    {
      onRequest: allowRoles(ROLES.participant),
      schema: {
        tags,
        security,
        params: idParamsSchema,
        response: { 200: publicCompanyProfileSchema, 400: errorResponseSchema, ...errors },
      },
    },
    async (request) =>
      profiles.getCompanyProfile({
        db: reader(request),
        viewerId: requireRole(request, ROLES.participant).userId,
        companyId: request.params.id,
        language: requestLanguage(request),
        storage,
      }),
  );

  app.get(
    '/advisors/:id',
    {
      onRequest: allowRoles(ROLES.participant, ROLES.advisor),
      schema: {
        tags,
        security,
        params: idParamsSchema,
        response: { 200: publicAdvisorProfileSchema, 400: errorResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { userId, role } = requireRole(request, ROLES.participant, ROLES.advisor);
      // Advisors read their own page; the companies of the network read every advisor's.
      if (role === ROLES.advisor && userId !== request.params.id) throw new AppError({ code: 'forbidden' });
      return profiles.getAdvisorProfile({
        db: reader(request),
        viewerId: userId,
        advisorId: request.params.id,
        language: requestLanguage(request),
        storage,
      });
    },
  );

  app.post(
    '/updateMainProfile',
    {
      onRequest: allowRoles(ROLES.participant),
      schema: {
        tags,
        security,
        body: mainProfileSchema,
        response: { 200: profileSavedResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: PROFILE_MESSAGES.saved,
      data: await profiles.updateMainProfile({ ...owner(request, ROLES.participant), input: request.body }),
    }),
  );

  app.post(
    '/updateCompanyInformation',
    {
      onRequest: allowRoles(ROLES.participant),
      schema: {
        tags,
        security,
        body: companyInformationSchema,
        response: { 200: profileSavedResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: PROFILE_MESSAGES.saved,
      data: await profiles.updateCompanyInformation({
        ...owner(request, ROLES.participant),
        input: request.body,
      }),
    }),
  );

  app.post(
    '/updateCompanyInformation2',
    {
      onRequest: allowRoles(ROLES.participant),
      schema: {
        tags,
        security,
        body: contactInformationSchema,
        response: { 200: profileSavedResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: PROFILE_MESSAGES.saved,
      data: await profiles.updateContactInformation({
        ...owner(request, ROLES.participant),
        input: request.body,
      }),
    }),
  );

  app.post(
    '/updateSbaProfileInformation',
    {
      onRequest: allowRoles(ROLES.advisor),
      schema: {
        tags,
        security,
        body: advisorProfileSchema,
        response: { 200: profileSavedResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: PROFILE_MESSAGES.saved,
      data: await profiles.updateAdvisorProfile({ ...owner(request, ROLES.advisor), input: request.body }),
    }),
  );

  app.put(
    '/advisors/:id',
    {
      onRequest: allowRoles(ROLES.advisor),
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: advisorUpdateSchema,
        response: { 200: advisorUpdatedResponseSchema, 400: errorResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { userId } = requireRole(request, ROLES.advisor);
      await profiles.updateAdvisor({
        db,
        callerId: userId,
        advisorId: request.params.id,
        input: request.body,
      });
      return { success: 'Great!' as const, message: PROFILE_MESSAGES.advisorSaved };
    },
  );
};

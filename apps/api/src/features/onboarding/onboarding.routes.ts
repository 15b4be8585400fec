import {
  advisorStep1Schema,
  advisorStep2Schema,
  advisorStep3Schema,
  errorResponseSchema,
  messageResponseSchema,
  ONBOARDING_MESSAGES,
  onboardingSaveResponseSchema,
  participantStep1Schema,
  participantStep2Schema,
  ROLES,
  uniqueVatnumberInputSchema,
  vatLookupQuerySchema,
  vatLookupResultSchema,
} from '@acorn/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { createVatLookup, type VatLookup } from '../../integrations/vat/vat-lookup';
import { allowRoles, requireRole, requireUser } from '../../lib/auth';
import { requestLanguage } from '../../lib/language';
import * as onboarding from './onboarding.service';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  409: errorResponseSchema,
  413: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
};

/**
 * Form 3 carries the photo and the CV as data URLs (the spec's payload): up to 5 + 10 MiB,
 * a third more in base64, and the photo possibly twice (`photo` and `files`).
 */
const ADVISOR_FORM3_BODY_LIMIT = 30 * 1024 * 1024;

/** A lookup may reach the EU's service, and both checks tell who is registered: a person needs few. */
const VAT_CHECK_LIMIT = { max: 60, timeWindow: 60_000 };

export interface OnboardingRoutesOptions extends AppDeps {
  /** Replaces the VAT lookup VAT_LOOKUP selects (tests point it at a local VIES stand-in). */
  vatLookup?: VatLookup;
}

/** The participant and advisor registration wizards and VAT checks (accounts spec §2, §5, §7). */
export const onboardingRoutes: FastifyPluginAsyncZod<OnboardingRoutesOptions> = async (app, deps) => {
  const { config, database, storage } = deps;
  const db = database.db;
  const vat = deps.vatLookup ?? createVatLookup(config.vatLookup, { log: app.log });
  const tags = ['onboarding'];
  const security = [{ bearer: [] }];

  /** The caller saving a wizard step (403 for another role), and how their detail is answered. */
  const step = (request: FastifyRequest, role: number) => ({
    db,
    storage,
    userId: requireRole(request, role).userId,
    language: requestLanguage(request),
  });

  app.post(
    '/adduserinfo',
    {
      onRequest: allowRoles(ROLES.participant),
      schema: {
        tags,
        security,
        body: participantStep1Schema,
        response: { 200: onboardingSaveResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: ONBOARDING_MESSAGES.saved,
      data: await onboarding.saveParticipantUserInfo({
        ...step(request, ROLES.participant),
        input: request.body,
      }),
    }),
  );

  app.post(
    '/adduseraddress',
    {
      onRequest: allowRoles(ROLES.participant),
      schema: {
        tags,
        security,
        body: participantStep2Schema,
        response: { 200: onboardingSaveResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: ONBOARDING_MESSAGES.saved,
      data: await onboarding.saveParticipantAddress({
        ...step(request, ROLES.participant),
        input: request.body,
      }),
    }),
  );

  app.post(
    '/addSbaRegistrationForm1',
    {
      onRequest: allowRoles(ROLES.advisor),
      schema: {
        tags,
        security,
        body: advisorStep1Schema,
        response: { 200: onboardingSaveResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: ONBOARDING_MESSAGES.saved,
      data: await onboarding.saveAdvisorForm1({ ...step(request, ROLES.advisor), input: request.body }),
    }),
  );

  app.post(
    '/addSbaRegistrationForm2',
    {
      onRequest: allowRoles(ROLES.advisor),
      schema: {
        tags,
        security,
        body: advisorStep2Schema,
        response: { 200: onboardingSaveResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: ONBOARDING_MESSAGES.saved,
      data: await onboarding.saveAdvisorForm2({ ...step(request, ROLES.advisor), input: request.body }),
    }),
  );

  app.post(
    '/addSbaRegistrationForm3',
    {
      onRequest: allowRoles(ROLES.advisor),
      bodyLimit: ADVISOR_FORM3_BODY_LIMIT,
      schema: {
        tags,
        security,
        body: advisorStep3Schema,
        response: { 200: onboardingSaveResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: ONBOARDING_MESSAGES.saved,
      data: await onboarding.saveAdvisorForm3({ ...step(request, ROLES.advisor), input: request.body }),
    }),
  );

  app.post(
    '/uniqueVatnumber',
    {
      config: { rateLimit: VAT_CHECK_LIMIT },
      schema: {
        tags,
        security,
        body: uniqueVatnumberInputSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      await onboarding.assertVatnumberUnique({
        db,
        userId,
        vatnumber: request.body.vatnumber,
        countryId: request.body.country,
      });
      return { success: ONBOARDING_MESSAGES.vatUnique };
    },
  );

  app.get(
    '/vat/lookup',
    {
      config: { rateLimit: VAT_CHECK_LIMIT },
      schema: {
        tags,
        security,
        querystring: vatLookupQuerySchema,
        response: { 200: vatLookupResultSchema, ...errors },
      },
    },
    async (request) => {
      requireUser(request);
      return onboarding.lookupVat({
        db,
        vat,
        number: request.query.number,
        countryId: request.query.country,
      });
    },
  );
};

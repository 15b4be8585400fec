import {
  advisorCreatedResponseSchema,
  changePasswordInputSchema,
  changePasswordResponseSchema,
  errorResponseSchema,
  forgotPasswordInputSchema,
  inviteCheckInputSchema,
  loginInputSchema,
  messageResponseSchema,
  ROLES,
  registerInputSchema,
  resetPasswordInputSchema,
  rgpdInputSchema,
  socialLoginInputSchema,
  socialRegistrationInputSchema,
  socialTokenInputSchema,
  socialTokenResponseSchema,
  tokenResponseSchema,
  userDetailSchema,
  validatePasswordTokenInputSchema,
} from '@acorn/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requireUser } from '../../lib/auth';
import { requestLanguage } from '../../lib/language';
import * as accounts from './accounts.service';
import { revokeSession } from './sessions.service';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
};

/** Registration, sign-in, sessions, consent and passwords (accounts spec §5, §7). */
export const accountsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { config, database, mailer, oidc } = deps;
  const db = database.db;
  // Endpoints that take a password or a code share one count per address (DESIGN.md §7).
  const credentials = app.limitCredentials;
  const tags = ['accounts'];

  app.post(
    '/register',
    {
      onRequest: credentials,
      schema: { tags, body: registerInputSchema, response: { 200: tokenResponseSchema, ...errors } },
    },
    async (request) => {
      const { token } = await accounts.registerAccount({
        db,
        config,
        input: request.body,
        language: requestLanguage(request),
      });
      return { success: { token } };
    },
  );

  app.post(
    '/advisors',
    {
      onRequest: credentials,
      schema: { tags, body: registerInputSchema, response: { 200: advisorCreatedResponseSchema, ...errors } },
    },
    async (request) => {
      const { userId } = await accounts.registerAccount({
        db,
        config,
        input: request.body,
        language: requestLanguage(request),
        forceRole: ROLES.advisor,
      });
      return { data: { id: userId } };
    },
  );

  app.post(
    '/login',
    {
      onRequest: credentials,
      schema: { tags, body: loginInputSchema, response: { 200: tokenResponseSchema, ...errors } },
    },
    async (request) => {
      const { token } = await accounts.signIn({ db, input: request.body, clientAddress: request.ip });
      return { success: { token } };
    },
  );

  app.post(
    '/socialRegistration',
    {
      onRequest: credentials,
      schema: {
        tags,
        body: socialRegistrationInputSchema,
        response: { 200: tokenResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { token } = await accounts.registerWithProvider({
        db,
        config,
        oidc,
        input: request.body,
        language: requestLanguage(request),
      });
      return { success: { token } };
    },
  );

  app.post(
    '/socialLogin',
    {
      onRequest: credentials,
      schema: { tags, body: socialLoginInputSchema, response: { 200: tokenResponseSchema, ...errors } },
    },
    async (request) => {
      const { token } = await accounts.signInWithProvider({ db, oidc, input: request.body });
      return { success: { token } };
    },
  );

  app.post(
    '/socialToken',
    {
      onRequest: credentials,
      schema: {
        tags,
        body: socialTokenInputSchema,
        response: { 200: socialTokenResponseSchema, ...errors },
      },
    },
    async (request) => accounts.redeemProviderCode({ config, oidc, input: request.body }),
  );

  app.post(
    '/invitecheck',
    {
      onRequest: credentials,
      schema: { tags, body: inviteCheckInputSchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      await accounts.checkInvitation({ db, config, code: request.body.code });
      return { success: 'Valid invitation code' };
    },
  );

  app.post(
    '/forgotPassword',
    {
      onRequest: credentials,
      schema: { tags, body: forgotPasswordInputSchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      await accounts.requestPasswordReset({ db, config, mailer, email: request.body.email });
      return { success: accounts.ACCOUNT_MESSAGES.resetRequested };
    },
  );

  app.post(
    '/validatePasswordToken',
    {
      onRequest: credentials,
      schema: {
        tags,
        body: validatePasswordTokenInputSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('referrer-policy', 'no-referrer');
      await accounts.validateResetCode({ db, code: request.body.password_token });
      return { success: 'Valid code' };
    },
  );

  app.post(
    '/resetPassword',
    {
      onRequest: credentials,
      schema: { tags, body: resetPasswordInputSchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request, reply) => {
      reply.header('referrer-policy', 'no-referrer');
      await accounts.resetPassword({ db, input: request.body });
      return { success: accounts.ACCOUNT_MESSAGES.passwordReset };
    },
  );

  app.post(
    '/changePassword',
    {
      onRequest: credentials,
      schema: {
        tags,
        security: [{ bearer: [] }],
        body: changePasswordInputSchema,
        response: { 200: changePasswordResponseSchema, ...errors },
      },
    },
    async (request) => {
      const principal = requireUser(request);
      const token = await accounts.changePassword({ db, userId: principal.userId, input: request.body });
      return { success: accounts.ACCOUNT_MESSAGES.passwordChanged, token };
    },
  );

  app.get(
    '/me',
    {
      schema: {
        tags,
        security: [{ bearer: [] }],
        response: { 200: userDetailSchema, 401: errorResponseSchema },
      },
    },
    async (request) =>
      accounts.getUserDetail({
        db,
        userId: requireUser(request).userId,
        language: requestLanguage(request),
        storage: deps.storage,
      }),
  );

  app.post(
    '/logout',
    {
      schema: {
        tags,
        security: [{ bearer: [] }],
        response: { 200: messageResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      await revokeSession({ db, tokenHash: requireUser(request).tokenHash });
      return { success: 'Signed out' };
    },
  );

  app.post(
    '/rgpd',
    {
      schema: {
        tags,
        security: [{ bearer: [] }],
        body: rgpdInputSchema,
        response: { 200: userDetailSchema, 401: errorResponseSchema, 422: errorResponseSchema },
      },
    },
    async (request) =>
      accounts.acceptConsent({
        db,
        userId: requireUser(request).userId,
        language: requestLanguage(request),
        storage: deps.storage,
      }),
  );
};

import {
  adminCredentialListQuerySchema,
  adminCredentialListResponseSchema,
  adminCredentialSchema,
  adminPackageSchema,
  adminPaymentRequestQuerySchema,
  adminPaymentRequestSchema,
  adminReportQuerySchema,
  adminReportSchema,
  adminUserDetailSchema,
  adminUserQuerySchema,
  adminUserSchema,
  associationInputSchema,
  auditEntrySchema,
  bankTransferConfirmationSchema,
  contentParamsSchema,
  contentReviewResponseSchema,
  credentialDecisionParamsSchema,
  credentialDecisionSchema,
  denyContentInputSchema,
  eraseUserInputSchema,
  errorResponseSchema,
  failedMailSchema,
  financialRiskInputSchema,
  hideReportedInputSchema,
  idParamsSchema,
  idSchema,
  invitationInputSchema,
  invitationSchema,
  listResponseSchema,
  loginInputSchema,
  moderationItemSchema,
  moderationQuerySchema,
  operatorLoginResponseSchema,
  operatorMfaInputSchema,
  packageFeaturesInputSchema,
  paginationQuerySchema,
  pendingBankTransferSchema,
  ROLES,
  reportParamsSchema,
  setUserStatusInputSchema,
  tokenResponseSchema,
} from '@acorn/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { allowRoles, requireRole } from '../../lib/auth';
import { requestLanguage } from '../../lib/language';
import { pageWindow } from '../../lib/pagination';
import { createSecretBox } from '../../lib/secret-box';
import { listCredentialsForReview } from '../credentials';
import { billingContext } from '../payments';
import { eraseMemberAccount } from '../personal-data';
import { listReportsForReview } from '../reports';
import * as admin from './admin.service';
import { readContentForReview } from './content-review.service';
import * as moderation from './moderation.service';
import { completeOperatorSignIn, startOperatorSignIn } from './operator-sign-in.service';
import * as packageFeatures from './package-features.service';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
};
const tags = ['admin'];
const security = [{ bearer: [] }];

/** The operator console's API (role 3 only); every change is written to the audit log. */
export const adminRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { config, database, mailer, storage, contentTypes },
) => {
  const db = database.db;
  const billing = billingContext(config);
  const credentials = app.limitCredentials;
  const secretBox = createSecretBox(config.secretsKey);
  const operator = (request: FastifyRequest) => {
    const principal = requireRole(request, ROLES.operator);
    return { db, operatorId: principal.userId, ip: request.ip };
  };
  // Every console call but the sign-in is the operator's: others get 401/403 before the body is
  // read, never a validation error about a body they may not send.
  const operatorsOnly = allowRoles(ROLES.operator);
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.schema?.security) await operatorsOnly(request);
  });

  app.post(
    '/admin/login',
    {
      onRequest: credentials,
      schema: { tags, body: loginInputSchema, response: { 200: operatorLoginResponseSchema, ...errors } },
    },
    async (request) =>
      startOperatorSignIn({
        db,
        secretBox,
        input: request.body,
        clientAddress: request.ip,
        brandName: config.brandName,
      }),
  );

  app.post(
    '/admin/mfa',
    {
      onRequest: credentials,
      schema: { tags, body: operatorMfaInputSchema, response: { 200: tokenResponseSchema, ...errors } },
    },
    async (request) => ({
      success: { token: await completeOperatorSignIn({ db, secretBox, ...request.body }) },
    }),
  );

  app.get(
    '/admin/users',
    {
      schema: {
        tags,
        security,
        querystring: adminUserQuerySchema,
        response: { 200: listResponseSchema(adminUserSchema), ...errors },
      },
    },
    async (request) => {
      operator(request);
      return admin.searchUsers({ db, query: request.query, window: pageWindow(request.query, 20) });
    },
  );

  app.get(
    '/admin/users/:id',
    {
      schema: { tags, security, params: idParamsSchema, response: { 200: adminUserDetailSchema, ...errors } },
    },
    async (request) => {
      operator(request);
      return admin.getAdminUser({ db, userId: request.params.id });
    },
  );

  app.post(
    '/admin/users/:id/status',
    {
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: setUserStatusInputSchema,
        response: { 200: adminUserDetailSchema, ...errors },
      },
    },
    async (request) =>
      admin.setUserActive({ ...operator(request), userId: request.params.id, ...request.body }),
  );

  app.post(
    '/admin/users/:id/erase',
    {
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: eraseUserInputSchema,
        response: { 200: adminUserDetailSchema, ...errors },
      },
    },
    async (request) => {
      const { operatorId, ip } = operator(request);
      await eraseMemberAccount({
        db,
        storage,
        userId: request.params.id,
        operatorId,
        reason: request.body.reason,
        ip,
      });
      return admin.getAdminUser({ db, userId: request.params.id });
    },
  );

  app.put(
    '/admin/users/:id/financial-risk',
    {
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: financialRiskInputSchema,
        response: { 200: adminUserDetailSchema, ...errors },
      },
    },
    async (request) =>
      admin.setFinancialRisk({ ...operator(request), userId: request.params.id, risk: request.body }),
  );

  app.post(
    '/admin/advisors/:id/participants',
    {
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: associationInputSchema,
        response: { 200: adminUserDetailSchema, ...errors },
      },
    },
    async (request) =>
      admin.linkParticipant({
        ...operator(request),
        advisorId: request.params.id,
        participantId: request.body.participant_id,
      }),
  );

  app.delete(
    '/admin/advisors/:id/participants/:participantId',
    {
      schema: {
        tags,
        security,
        params: z.object({ ...idParamsSchema.shape, participantId: idSchema }),
        response: { 200: adminUserDetailSchema, ...errors },
      },
    },
    async (request) =>
      admin.unlinkParticipant({
        ...operator(request),
        advisorId: request.params.id,
        participantId: request.params.participantId,
      }),
  );

  app.get(
    '/admin/payment-requests',
    {
      schema: {
        tags,
        security,
        querystring: adminPaymentRequestQuerySchema,
        response: { 200: listResponseSchema(adminPaymentRequestSchema), ...errors },
      },
    },
    async (request) => {
      operator(request);
      return admin.listPaymentRequestsForOperators({
        db,
        filter: request.query,
        window: pageWindow(request.query, 20),
      });
    },
  );

  for (const step of ['approve', 'pay'] as const) {
    app.post(
      `/admin/payment-requests/:id/${step}`,
      {
        schema: {
          tags,
          security,
          params: idParamsSchema,
          response: { 200: adminPaymentRequestSchema, ...errors },
        },
      },
      async (request) =>
        admin.advancePaymentRequest({
          ...operator(request),
          config,
          mailer,
          requestId: request.params.id,
          step,
        }),
    );
  }

  app.get(
    '/admin/content',
    {
      schema: {
        tags,
        security,
        querystring: moderationQuerySchema,
        response: { 200: listResponseSchema(moderationItemSchema), ...errors },
      },
    },
    async (request) => {
      operator(request);
      return moderation.listContentForModeration({
        db,
        filter: request.query,
        window: pageWindow(request.query, 20),
      });
    },
  );

  app.get(
    '/admin/content/:type/:id',
    {
      schema: {
        tags,
        security,
        params: contentParamsSchema,
        response: { 200: contentReviewResponseSchema, ...errors },
      },
    },
    async (request) => {
      operator(request);
      return {
        data: await readContentForReview({
          db,
          storage,
          language: requestLanguage(request),
          contentTypes,
          ...request.params,
        }),
      };
    },
  );

  app.post(
    '/admin/content/:type/:id/approve',
    {
      schema: {
        tags,
        security,
        params: contentParamsSchema,
        response: { 200: moderationItemSchema, ...errors },
      },
    },
    async (request) =>
      moderation.moderateContent({
        ...operator(request),
        config,
        mailer,
        ...request.params,
        decision: { approve: true },
      }),
  );

  app.post(
    '/admin/content/:type/:id/deny',
    {
      schema: {
        tags,
        security,
        params: contentParamsSchema,
        body: denyContentInputSchema,
        response: { 200: moderationItemSchema, ...errors },
      },
    },
    async (request) =>
      moderation.moderateContent({
        ...operator(request),
        config,
        mailer,
        ...request.params,
        decision: { approve: false, reason: request.body.reason },
      }),
  );

  app.get(
    '/admin/reports',
    {
      schema: {
        tags,
        security,
        querystring: adminReportQuerySchema,
        response: { 200: listResponseSchema(adminReportSchema), ...errors },
      },
    },
    async (request) => {
      operator(request);
      return listReportsForReview({ db, filter: request.query, window: pageWindow(request.query, 20) });
    },
  );

  app.post(
    '/admin/reports/:id/keep',
    {
      schema: {
        tags,
        security,
        params: reportParamsSchema,
        response: { 200: adminReportSchema, ...errors },
      },
    },
    async (request) =>
      moderation.decideReport({
        ...operator(request),
        config,
        mailer,
        id: request.params.id,
        decision: { hide: false },
      }),
  );

  app.post(
    '/admin/reports/:id/hide',
    {
      schema: {
        tags,
        security,
        params: reportParamsSchema,
        body: hideReportedInputSchema,
        response: { 200: adminReportSchema, ...errors },
      },
    },
    async (request) =>
      moderation.decideReport({
        ...operator(request),
        config,
        mailer,
        id: request.params.id,
        decision: { hide: true, reason: request.body.reason },
      }),
  );

  app.get(
    '/admin/credentials',
    {
      schema: {
        tags,
        security,
        querystring: adminCredentialListQuerySchema,
        response: { 200: adminCredentialListResponseSchema, ...errors },
      },
    },
    async (request) => {
      operator(request);
      return listCredentialsForReview({
        db,
        storage,
        filter: request.query,
        window: pageWindow(request.query, 20),
      });
    },
  );

  app.post(
    '/admin/credentials/:type/:id/status',
    {
      schema: {
        tags,
        security,
        params: credentialDecisionParamsSchema,
        body: credentialDecisionSchema,
        response: { 200: adminCredentialSchema, ...errors },
      },
    },
    async (request) =>
      moderation.moderateCredential({
        ...operator(request),
        config,
        mailer,
        storage,
        ...request.params,
        decision: request.body,
      }),
  );

  app.get(
    '/admin/packages',
    {
      schema: { tags, security, response: { 200: listResponseSchema(adminPackageSchema), ...errors } },
    },
    async (request) => {
      operator(request);
      return packageFeatures.listPackagesForOperators({ db });
    },
  );

  app.put(
    '/admin/packages/:id/features',
    {
      onRequest: allowRoles(ROLES.operator),
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: packageFeaturesInputSchema,
        response: { 200: adminPackageSchema, ...errors },
      },
    },
    async (request) =>
      packageFeatures.setPackageFeatures({
        ...operator(request),
        packageId: request.params.id,
        features: request.body.available_features,
      }),
  );

  app.get(
    '/admin/bank-transfers',
    {
      schema: {
        tags,
        security,
        querystring: paginationQuerySchema,
        response: { 200: listResponseSchema(pendingBankTransferSchema), ...errors },
      },
    },
    async (request) => {
      operator(request);
      return admin.listPendingBankTransfers({ db, window: pageWindow(request.query, 20) });
    },
  );

  app.post(
    '/admin/bank-transfers/:id/confirm',
    {
      schema: {
        tags,
        security,
        params: idParamsSchema,
        response: { 200: bankTransferConfirmationSchema, ...errors },
      },
    },
    async (request) =>
      admin.confirmBankTransferReceipt({ ...operator(request), subscriptionId: request.params.id, billing }),
  );

  app.post(
    '/admin/invitations',
    {
      schema: { tags, security, body: invitationInputSchema, response: { 200: invitationSchema, ...errors } },
    },
    async (request) => admin.sendAdvisorInvitation({ ...operator(request), config, mailer, ...request.body }),
  );

  app.get(
    '/admin/invitations',
    {
      schema: {
        tags,
        security,
        querystring: paginationQuerySchema,
        response: { 200: listResponseSchema(invitationSchema), ...errors },
      },
    },
    async (request) => {
      operator(request);
      return admin.listInvitations({ db, window: pageWindow(request.query, 20) });
    },
  );

  app.get(
    '/admin/failed-mail',
    {
      schema: {
        tags,
        security,
        querystring: paginationQuerySchema,
        response: { 200: listResponseSchema(failedMailSchema), ...errors },
      },
    },
    async (request) => {
      operator(request);
      return admin.listFailedMail({ db, window: pageWindow(request.query, 20) });
    },
  );

  app.post(
    '/admin/failed-mail/:id/resend',
    {
      schema: { tags, security, params: idParamsSchema, response: { 200: failedMailSchema, ...errors } },
    },
    async (request) => admin.resendFailedMail({ ...operator(request), mailer, mailId: request.params.id }),
  );

  app.get(
    '/admin/audit-log',
    {
      schema: {
        tags,
        security,
        querystring: z.object({
          ...paginationQuerySchema.shape,
          entity_type: z.string().max(40).optional(),
          entity_id: z.string().max(40).optional(),
        }),
        response: { 200: listResponseSchema(auditEntrySchema), ...errors },
      },
    },
    async (request) => {
      operator(request);
      return admin.listAuditLog({ db, filter: request.query, window: pageWindow(request.query, 20) });
    },
  );
};

import {
  addPaymentRequestInputSchema,
  addPaymentRequestResponseSchema,
  associatedParticipantsResponseSchema,
  errorResponseSchema,
  paymentRequestFilterSchema,
  paymentRequestListResponseSchema,
  ROLES,
} from '@acorn/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requireRole } from '../../lib/auth';
import * as advisorPayments from './advisor-payments.service';

const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
};
const tags = ['advisor-payments'];
const security = [{ bearer: [] }];

/** The advisor's monthly payment requests (accounts spec §2 Advisor payment information page). */
export const advisorPaymentsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { database }) => {
  const db = database.db;

  app.get(
    '/getSbaAssociatedParticipants',
    { schema: { tags, security, response: { 200: associatedParticipantsResponseSchema, ...errors } } },
    async (request) => {
      const { userId } = requireRole(request, ROLES.advisor);
      return { data: await advisorPayments.listAssociatedParticipants({ db, advisorId: userId }) };
    },
  );

  app.post(
    '/listSbaPaymentInformation',
    {
      schema: {
        tags,
        security,
        body: paymentRequestFilterSchema,
        response: { 200: paymentRequestListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { userId } = requireRole(request, ROLES.advisor);
      return {
        success: await advisorPayments.listPaymentRequests({ db, advisorId: userId, filter: request.body }),
      };
    },
  );

  app.post(
    '/addSbaPaymentInformation',
    {
      schema: {
        tags,
        security,
        body: addPaymentRequestInputSchema,
        response: { 200: addPaymentRequestResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { userId } = requireRole(request, ROLES.advisor);
      const data = await advisorPayments.addPaymentRequests({ db, advisorId: userId, input: request.body });
      return { success: advisorPayments.PAYMENT_REQUEST_MESSAGES.added, data };
    },
  );
};

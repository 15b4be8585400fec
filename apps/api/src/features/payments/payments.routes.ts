import {
  bankPostInputSchema,
  bankPostResponseSchema,
  bankTransferResponseSchema,
  billingSummarySchema,
  changeCardResponseSchema,
  errorResponseSchema,
  idParamsSchema,
  invoiceListResponseSchema,
  PAGINATION,
  PAYMENT_MESSAGES,
  paginationQuerySchema,
  paymentResultQuerySchema,
  paymentResultSchema,
  planChangeInputSchema,
  planChangeQuoteQuerySchema,
  planChangeQuoteSchema,
  planChangeResponseSchema,
  planChangeSchema,
  ROLES,
  stripePostInputSchema,
  stripePostResponseSchema,
} from '@acorn/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { createPaymentGateway } from '../../integrations/payments/payment-gateway';
import { SANDBOX_CHECKOUT_PATH } from '../../integrations/payments/sandbox-gateway';
import { verifyWebhookEvent, WebhookSignatureError } from '../../integrations/payments/stripe-webhooks';
import { requireRole, requireUser } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import { requestLanguage } from '../../lib/language';
import { pageWindow } from '../../lib/pagination';
import { RATE_LIMITS } from '../../lib/rate-limit';
import { getInvoicePdf, listInvoices } from './invoices.service';
import * as payments from './payments.service';
import * as planChange from './plan-change.service';
import {
  completeSandboxCheckout,
  declineSandboxCheckout,
  type SandboxAnswer,
  sandboxPageCsp,
  showSandboxCheckout,
} from './sandbox-checkout';
import { billingContext } from './seller';
import { processPaymentEvent } from './webhook.service';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
  502: errorResponseSchema,
};
const tags = ['payments'];
const security = [{ bearer: [] }];
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/** Subscriptions, checkout, payment webhooks and invoices (accounts spec §4, §5, §7, §9). */
export const paymentsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { config, database, storage } = deps;
  const db = database.db;
  const gateway = createPaymentGateway(config);
  const billing = billingContext(config);

  app.post(
    '/stripePost',
    {
      schema: {
        tags,
        security,
        body: stripePostInputSchema,
        response: { 200: stripePostResponseSchema, ...errors },
      },
    },
    async (request) => {
      const principal = requireRole(request, ROLES.participant);
      return payments.startCheckout({
        db,
        gateway,
        userId: principal.userId,
        input: request.body,
        publicUrl: config.publicUrl,
        language: requestLanguage(request),
        cardPayments: config.cardPayments,
      });
    },
  );

  app.post(
    '/bankPost',
    {
      schema: {
        tags,
        security,
        body: bankPostInputSchema,
        response: { 200: bankPostResponseSchema, ...errors },
      },
    },
    async (request) => {
      const principal = requireRole(request, ROLES.participant);
      const data = await payments.registerBankTransfer({
        db,
        userId: principal.userId,
        input: request.body,
        billing,
        cardPayments: config.cardPayments,
      });
      return { success: PAYMENT_MESSAGES.bankTransferRegistered, data };
    },
  );

  app.get(
    '/bank-transfer',
    { schema: { tags, security, response: { 200: bankTransferResponseSchema, ...errors } } },
    async (request) => {
      const principal = requireUser(request);
      return { data: await payments.getBankTransfer({ db, userId: principal.userId, billing }) };
    },
  );

  app.get(
    '/paymentSuccessTaffiliate',
    {
      schema: {
        tags,
        security,
        querystring: paymentResultQuerySchema,
        response: { 200: paymentResultSchema, ...errors },
      },
    },
    async (request) => {
      const principal = requireUser(request);
      return payments.getPaymentResult({
        db,
        gateway,
        userId: principal.userId,
        sessionId: request.query.session_id,
        billing,
        log: request.log,
      });
    },
  );

  app.get(
    '/billing',
    { schema: { tags, security, response: { 200: z.object({ data: billingSummarySchema }), ...errors } } },
    async (request) => {
      const principal = requireRole(request, ROLES.participant);
      return { data: await planChange.getBillingSummary({ db, userId: principal.userId }) };
    },
  );

  app.get(
    '/billing/change-quote',
    {
      schema: {
        tags,
        security,
        querystring: planChangeQuoteQuerySchema,
        response: { 200: z.object({ data: planChangeQuoteSchema }), ...errors },
      },
    },
    async (request) => {
      const principal = requireRole(request, ROLES.participant);
      const data = await planChange.quotePlanChange({
        db,
        userId: principal.userId,
        packageId: request.query.package_id,
      });
      return { data };
    },
  );

  app.post(
    '/billing/change',
    {
      schema: {
        tags,
        security,
        body: planChangeInputSchema,
        response: { 200: planChangeResponseSchema, ...errors },
      },
    },
    async (request) => {
      const principal = requireRole(request, ROLES.participant);
      return planChange.changePlan({ db, gateway, userId: principal.userId, input: request.body, billing });
    },
  );

  app.delete(
    '/billing/change',
    { schema: { tags, security, response: { 200: z.object({ data: planChangeSchema }), ...errors } } },
    async (request) => {
      const principal = requireRole(request, ROLES.participant);
      return { data: await planChange.undoPlanChange({ db, gateway, userId: principal.userId }) };
    },
  );

  app.post(
    '/billing/card',
    { schema: { tags, security, response: { 200: changeCardResponseSchema, ...errors } } },
    async (request) => {
      const principal = requireRole(request, ROLES.participant);
      return planChange.startCardChange({
        db,
        gateway,
        userId: principal.userId,
        publicUrl: config.publicUrl,
      });
    },
  );

  app.get(
    '/invoices',
    {
      schema: {
        tags,
        security,
        querystring: paginationQuerySchema,
        response: { 200: invoiceListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const principal = requireUser(request);
      return listInvoices({
        db,
        userId: principal.userId,
        window: pageWindow(request.query, PAGINATION.defaultPerPage),
      });
    },
  );

  app.get(
    '/invoices/:id/pdf',
    {
      schema: {
        tags,
        security,
        params: idParamsSchema,
        response: { 200: z.any().describe('application/pdf'), ...errors },
      },
    },
    async (request, reply) => {
      const principal = requireUser(request);
      const { data, disposition } = await getInvoicePdf({
        db,
        storage,
        userId: principal.userId,
        invoiceId: request.params.id,
        brandName: config.brandName,
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', disposition)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(data);
    },
  );

  await app.register(async (webhooks) => {
    // The signature covers the exact bytes sent: this scope keeps JSON bodies raw.
    webhooks.removeContentTypeParser('application/json');
    webhooks.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    webhooks.post(
      '/stripe/webhook',
      {
        config: {
          // Deliveries come from a few provider addresses, in bursts.
          rateLimit: {
            max: 3000,
            timeWindow: RATE_LIMITS.general.timeWindow,
            keyGenerator: (request: { ip: string }) => `stripe-webhook:${request.ip}`,
          },
        },
        schema: {
          tags,
          description: 'Stripe events, signed with STRIPE_WEBHOOK_SECRET (Stripe-Signature header).',
          response: {
            200: z.object({ received: z.literal(true) }),
            400: errorResponseSchema,
            503: errorResponseSchema,
          },
        },
      },
      async (request) => {
        const secret = config.stripe.webhookSecret;
        if (!secret) {
          throw new AppError({ code: 'webhook_not_configured' });
        }
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        let event: ReturnType<typeof verifyWebhookEvent>;
        try {
          event = verifyWebhookEvent(body, request.headers['stripe-signature'], secret);
        } catch (error) {
          if (!(error instanceof WebhookSignatureError)) throw error;
          request.log.warn({ reason: error.message }, 'payment webhook refused');
          throw new AppError({ code: 'invalid_signature' });
        }
        const outcome = await processPaymentEvent({ db, event, billing, config });
        deps.mailer.deliverSoon();
        const type = event.type === 'other' ? event.originalType : event.type;
        const log = outcome === 'amount_mismatch' || outcome === 'unknown_subscription' ? 'warn' : 'info';
        request.log[log]({ eventId: event.id, type, outcome }, 'payment event');
        return { received: true as const };
      },
    );
  });

  // The test checkout exists only outside production, while no Stripe key is configured.
  if (gateway.kind === 'sandbox') {
    await app.register(async (sandbox) => {
      // The page's forms post no fields; the body is not needed.
      sandbox.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 4096 },
        (_request, _body, done) => done(null, {}),
      );
      const base = SANDBOX_CHECKOUT_PATH.slice('/api'.length);
      const params = z.object({ sessionId: z.string().max(200) });
      const sandboxOptions = (request: FastifyRequest) => ({
        db,
        sessionId: (request.params as z.infer<typeof params>).sessionId,
        brandName: config.brandName,
        publicUrl: config.publicUrl,
      });
      const send = (reply: FastifyReply, answer: SandboxAnswer) =>
        'redirect' in answer
          ? reply.redirect(answer.redirect, 303)
          : reply
              .status(answer.status)
              .header('content-security-policy', sandboxPageCsp(config.publicUrl))
              .header('cache-control', 'no-store')
              // The URL is the key to the checkout: never leak it in a Referer.
              .header('referrer-policy', 'no-referrer')
              .header('x-robots-tag', 'noindex')
              .type('text/html; charset=utf-8')
              .send(answer.page);

      sandbox.get(`${base}/:sessionId`, { schema: { hide: true, params } }, async (request, reply) =>
        send(reply, await showSandboxCheckout(sandboxOptions(request))),
      );
      sandbox.post(
        `${base}/:sessionId/complete`,
        { schema: { hide: true, params } },
        async (request, reply) =>
          send(reply, await completeSandboxCheckout({ ...sandboxOptions(request), billing })),
      );
      sandbox.post(`${base}/:sessionId/decline`, { schema: { hide: true, params } }, async (request, reply) =>
        send(reply, await declineSandboxCheckout(sandboxOptions(request))),
      );
    });
  }
};

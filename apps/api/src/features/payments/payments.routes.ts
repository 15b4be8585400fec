import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';

/** Subscriptions, checkout, payment webhooks and invoices. */
export const paymentsRoutes: FastifyPluginAsyncZod<AppDeps> = async () => {};

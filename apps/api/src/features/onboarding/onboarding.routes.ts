import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';

/** The participant and advisor registration wizards and VAT checks. */
export const onboardingRoutes: FastifyPluginAsyncZod<AppDeps> = async () => {};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';

/** Uploads and protected file downloads. */
export const filesRoutes: FastifyPluginAsyncZod<AppDeps> = async () => {};

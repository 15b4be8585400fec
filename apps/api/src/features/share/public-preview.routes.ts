import {
  errorResponseSchema,
  idParamsSchema,
  publicCompanyPreviewResponseSchema,
  publicContentParamsSchema,
  publicContentPreviewResponseSchema,
} from '@acorn/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requestLanguage } from '../../lib/language';
import { publicPreview } from './public-preview.service';

const tags = ['share'];
/** Anyone may ask, signed in or not; the API's limit for anonymous clients applies. */
const security: Array<Record<string, string[]>> = [{}, { bearer: [] }];
const errors = { 400: errorResponseSchema, 404: errorResponseSchema };

/**
 * What a shared link shows a signed-out visitor (content-community §2, Sharing): a company's or
 * an item's public preview, for the web's preview pages. Only published items of active owners.
 */
export const publicPreviewRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { reader, storage }) => {
  app.get(
    '/public/companies/:id',
    {
      schema: {
        tags,
        security,
        params: idParamsSchema,
        response: { 200: publicCompanyPreviewResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await publicPreview.company({
        db: reader(request),
        storage,
        id: request.params.id,
        language: requestLanguage(request),
      }),
    }),
  );

  app.get(
    '/public/content/:type/:id',
    {
      schema: {
        tags,
        security,
        params: publicContentParamsSchema,
        response: { 200: publicContentPreviewResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await publicPreview.content({
        db: reader(request),
        storage,
        type: request.params.type,
        id: request.params.id,
        language: requestLanguage(request),
      }),
    }),
  );
};

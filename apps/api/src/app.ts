import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import zlib from 'node:zlib';
import type { Database } from '@acorn/db';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppDeps } from './app-deps';
import { SERVED_CONTENT_TYPES } from './content-types';
import { accountsRoutes, resolveSession, touchSession } from './features/accounts';
import { adminRoutes } from './features/admin';
import { advisorPaymentsRoutes } from './features/advisor-payments';
import { appConfigRoutes } from './features/app-config';
import { conversationsRoutes } from './features/conversations';
import { credentialsRoutes, sectionsRoutes } from './features/credentials';
import { feedRoutes } from './features/feed';
import { feedbackRoutes } from './features/feedback';
import { filesRoutes, publicFilesRoutes } from './features/files';
import { healthRoutes } from './features/health';
import { interestRoutes } from './features/interest';
import { leadsRoutes } from './features/leads';
import { marketRoutes } from './features/market';
import { notificationsRoutes, unsubscribeRoutes } from './features/notifications';
import { onboardingRoutes } from './features/onboarding';
import { pagesRoutes } from './features/pages';
import { paymentsRoutes } from './features/payments';
import { personalDataRoutes } from './features/personal-data';
import { profilesRoutes } from './features/profiles';
import { referenceRoutes } from './features/reference';
import { referralsRoutes } from './features/referrals';
import { reportsRoutes } from './features/reports';
import { reviewsRoutes } from './features/reviews';
import { publicPreviewRoutes, shareRoutes } from './features/share';
import { devMailboxRoutes } from './integrations/mail/dev-mailbox.routes';
import { createMailer } from './integrations/mail/mail-queue';
import { createMailTransport } from './integrations/mail/mail-transport';
import { createOidcVerifier } from './integrations/oidc/oidc-verifier';
import { PUBLIC_FILES_PREFIX } from './integrations/storage/file-storage';
import { createJobEngine } from './jobs/jobs';
import { productJobs } from './jobs/product-jobs';
import { registerAuthentication } from './lib/auth';
import { registerDraining } from './lib/drain';
import { errorBody, registerErrorHandling } from './lib/errors';
import { publicFileHeaders } from './lib/file-headers';
import { frameworkErrorHandler } from './lib/framework-errors';
import { requestId, requestSerializers } from './lib/logging';
import { registerRateLimit } from './lib/rate-limit';
import { createReadRouter, registerWriteMarks } from './lib/read-replicas';
import { validateRequestPart } from './lib/validation';
import { APP_VERSION } from './version';

const API_PREFIX = '/api';
const ONE_MIB = 1024 * 1024;

const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  // Mantine writes its CSS variables into style elements at run time.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
};

export interface BuildAppOptions extends Pick<AppDeps, 'config' | 'database' | 'storage'> {
  /**
   * Runs the product's jobs (jobs/product-jobs.ts: mail, reminders, digests, sweeps) on the job
   * engine once the app is ready; the server does, tests start what they test.
   */
  backgroundJobs?: boolean;
  /** Directory of the built web app; defaults to apps/web/dist when it exists. */
  webRoot?: string | false;
  /** The public files directory served under /uploads (local disk storage); unset: streamed from the storage. */
  publicFilesRoot?: string;
  /** Streaming replicas of `database` for reads (DATABASE_REPLICA_URL); the caller opens and closes them. */
  readReplicas?: readonly { url: string; database: Database }[];
}

/** The give pages, whose address holds a feedback code: it must not leak to a page they link to (DESIGN §7). */
const CODE_PAGES = /^\/give\/(referral|guest-referral|review)\//;

function defaultWebRoot(): string | undefined {
  try {
    const root = join(dirname(createRequire(import.meta.url).resolve('@acorn/web/package.json')), 'dist');
    return existsSync(join(root, 'index.html')) ? root : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Files named by their content's hash (bundles, and the translations' hashed copies) never change
 * and are kept for a year; the HTML shell, the translations under their plain names and the icons
 * are revalidated, so a release shows at once.
 */
export function webFileCacheControl(path: string): string {
  const file = path.replaceAll('\\', '/');
  const hashed =
    file.includes('/assets/') && (!file.includes('/assets/i18n/') || /\.[0-9a-f]{10}\.json$/.test(file));
  return hashed ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** Builds the whole HTTP application without listening, so tests can inject requests. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  // Images may also come from where the bucket's public files are served.
  const imageSources = [
    ...CONTENT_SECURITY_POLICY['img-src'],
    ...(config.s3?.publicUrl ? [new URL(config.s3.publicUrl).origin] : []),
  ];
  // Also used for the router's own error answers, which no hook sees.
  const helmetOptions = {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { ...CONTENT_SECURITY_POLICY, 'img-src': imageSources },
    },
    hsts: config.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  } satisfies HelmetOptions;
  // Built once: the Fastify plugin builds helmet's middleware again on every request (a tenth of
  // a cached list's time went to parsing the same policy).
  const securityHeaders = helmet(helmetOptions);
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      serializers: requestSerializers,
    },
    genReqId: (request) => requestId(request.headers['x-request-id'], randomUUID),
    bodyLimit: ONE_MIB,
    requestTimeout: 30_000,
    connectionTimeout: 30_000,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    routerOptions: { maxParamLength: 200 },
    frameworkErrors: frameworkErrorHandler(securityHeaders),
  });
  app.setValidatorCompiler(validateRequestPart);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, () => done()));
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerDraining(app);
  registerAuthentication(app, (token) => resolveSession({ db: options.database.db, token }));
  const readRouter = createReadRouter({
    primary: options.database,
    replicas: options.readReplicas ?? [],
    maxLagMs: config.readReplicas.maxLagMs,
    log: app.log,
  });
  if (options.readReplicas?.length) {
    registerWriteMarks(app, (principal) =>
      touchSession({ db: options.database.db, tokenHash: principal.tokenHash }),
    );
    app.addHook('onReady', async () => readRouter.start());
    app.addHook('onClose', async () => readRouter.stop());
  }
  app.addHook('onSend', async (request, reply, payload) => {
    // Answers to a signed-in caller are theirs alone: no shared cache may keep them.
    if (request.headers.authorization) reply.header('cache-control', 'no-store');
    return payload;
  });

  await registerRateLimit(app, config);
  // JSON answers travel compressed too; Brotli at a quality that costs little CPU per request.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });

  await app.register(swagger, {
    openapi: {
      info: { title: `${config.brandName} API`, version: APP_VERSION },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: `${API_PREFIX}/docs`, staticCSP: false });

  const mailTransport = createMailTransport(config);
  const mailer = createMailer({
    db: options.database.db,
    transport: mailTransport,
    from: config.mailFrom,
    log: app.log,
  });
  const jobs = options.backgroundJobs
    ? createJobEngine({
        database: options.database,
        jobs: productJobs({ ...options, mailer, log: app.log }),
        log: app.log,
      })
    : undefined;
  if (jobs) {
    app.addHook('onReady', async () => {
      await jobs.start();
    });
  }
  app.addHook('onClose', async () => {
    // Running jobs finish first (or are cut off, and retried elsewhere), then the mail in flight.
    await jobs?.stop();
    await mailer.stop();
    await mailTransport.close?.();
  });
  const deps: AppDeps = {
    ...options,
    mailer,
    reader: readRouter.reader,
    oidc: createOidcVerifier(config.oidcProviders),
    contentTypes: SERVED_CONTENT_TYPES,
  };

  await app.register(
    async (api) => {
      await api.register(healthRoutes, deps);
      await api.register(appConfigRoutes, deps);
      await api.register(referenceRoutes, deps);
      await api.register(pagesRoutes, deps);
      await api.register(accountsRoutes, deps);
      await api.register(personalDataRoutes, deps);
      await api.register(onboardingRoutes, deps);
      await api.register(filesRoutes, deps);
      await api.register(paymentsRoutes, deps);
      await api.register(advisorPaymentsRoutes, deps);
      await api.register(adminRoutes, deps);
      await api.register(profilesRoutes, deps);
      await api.register(credentialsRoutes, deps);
      await api.register(reviewsRoutes, deps);
      await api.register(feedbackRoutes, deps);
      await api.register(referralsRoutes, deps);
      await api.register(reportsRoutes, deps);
      await api.register(sectionsRoutes, deps);
      await api.register(marketRoutes, deps);
      for (const contentType of deps.contentTypes) await api.register(contentType.routes, deps);
      await api.register(feedRoutes, deps);
      await api.register(interestRoutes, deps);
      await api.register(notificationsRoutes, deps);
      await api.register(conversationsRoutes, deps);
      await api.register(leadsRoutes, deps);
      await api.register(publicPreviewRoutes, deps);
    },
    { prefix: API_PREFIX },
  );
  await app.register(unsubscribeRoutes, deps);
  if (!config.production) {
    await app.register(devMailboxRoutes, { mailDir: config.mailDir, brandName: config.brandName });
  }

  if (options.publicFilesRoot) {
    await app.register(fastifyStatic, {
      root: options.publicFilesRoot,
      prefix: `${PUBLIC_FILES_PREFIX}/`,
      decorateReply: false,
      dotfiles: 'deny',
      index: false,
      setHeaders: publicFileHeaders,
    });
  } else {
    await app.register(publicFilesRoutes, { storage: options.storage });
  }

  const webRoot = options.webRoot === false ? undefined : (options.webRoot ?? defaultWebRoot());
  if (webRoot) {
    await app.register(fastifyStatic, {
      root: webRoot,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build writes a Brotli and a gzip copy of each text file: no compression per request.
      preCompressed: true,
      setHeaders: (reply, path) => reply.header('cache-control', webFileCacheControl(path)),
    });
  }

  await app.register(shareRoutes, { ...deps, webRoot });

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (
      webRoot &&
      wantsPage &&
      !path.startsWith(`${API_PREFIX}/`) &&
      !path.startsWith(`${PUBLIC_FILES_PREFIX}/`) &&
      // A bundle or translation that is not there (an old release's) is a 404, not the app's page.
      !path.startsWith('/assets/')
    ) {
      // Client-side routes: the web app decides what the path shows, including 'Page not found'.
      if (CODE_PAGES.test(path)) reply.header('referrer-policy', 'no-referrer');
      return reply.header('cache-control', 'no-cache').sendFile('index.html', webRoot);
    }
    return reply.status(404).send(errorBody(request, 'route_not_found'));
  });

  return app;
}

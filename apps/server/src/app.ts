import { moodBoardRoutes } from './http/routes/mood-board.ts';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from './env.ts';
import type { AppContext } from './context.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { Mailer } from './mail/mailer.ts';
import { outboxMailer } from './mail/outbox-mailer.ts';
import type { FileStorage } from './storage/file-storage.ts';
import { createFileStorage } from './storage/create-file-storage.ts';
import type { ThrottleStore } from './auth/throttle-store.ts';
import { memoryThrottleStore } from './auth/memory-throttle-store.ts';
import { fileLinks } from './storage/file-links.ts';
import { loadFileLinkSecret } from './storage/file-link-secret.ts';
import { loadGeneratedSecret } from './storage/generated-secret.ts';
import { createKeyBox } from './ai/keys/key-box.ts';
import { createOwnProviders } from './provider-connections/own-providers.ts';
import { registerPrivateCaching } from './http/private-caching.ts';
import { frameworkErrorReply, registerErrorHandler } from './http/error-handler.ts';
import { registerOpenApi } from './http/openapi.ts';
import { authPlugin } from './http/plugins/auth.ts';
import { registerMultipart } from './http/plugins/multipart.ts';
import { registerForbiddenTextGuard } from './http/plugins/forbidden-text.ts';
import { registerSpa } from './http/spa.ts';
import { registerEmbedAssets } from './http/embed-assets.ts';
import { healthRoutes } from './http/routes/health.ts';
import { accountRoutes } from './http/routes/accounts/index.ts';
import { fileRoutes } from './http/routes/files/index.ts';
import { myRoutes } from './http/routes/my/index.ts';
import { planRoutes } from './http/routes/plans/index.ts';
import { genieRoutes } from './http/routes/genie/index.ts';
import { createInterviewer, createReasoningInterviewer, type Interviewer } from './ai/create-interviewer.ts';
import { createWriter } from './ai/writer/writer.ts';
import type { LanguageModel } from 'ai';
import { clientRequestRoutes } from './http/routes/client-requests/index.ts';
import { suggestionsRoutes } from './http/routes/client-requests/suggestions.ts';
import { brandAnalysisRoutes } from './http/routes/client-requests/brand-analysis.ts';
import { salesRoutes } from './http/routes/client-requests/sales.ts';
import { ensureDemoStudio } from './genie/demo-studio.ts';
import { combineJobWorkers, createJobWorker, type JobWorker } from './jobs/job-worker.ts';
import { databaseMaintenanceJob, imageJobTypes, jobHandlers, recurringJobs } from './job-handlers.ts';
import { createReferenceCatalog, type ReferenceCatalog } from './references/reference-catalog.ts';
import { ensureDemoLibrarySeeding, type DemoLibrarySettings } from './references/seed-demo-library.ts';
import { furnitureRoutes } from './http/routes/furniture.ts';
import { portfolioRoutes } from './http/routes/portfolio/index.ts';
import { billingRoutes, type BillingServices } from './http/routes/billing/index.ts';
import { createOperatorAccess } from './billing/operator-access.ts';
import { createPaymentGateway } from './billing/create-payment-gateway.ts';
import { uploadSlotsOf } from './uploads/upload-slots.ts';
import type { Redis } from 'ioredis';
import { redisThrottleStore } from './auth/redis-throttle-store.ts';
import type { EventBus } from './events/event-bus.ts';
import { memoryEventBus } from './events/memory-event-bus.ts';
import { redisEventBus } from './events/redis-event-bus.ts';
import type { ImageProvider } from './ai/images/image-provider.ts';
import { createImageProvider } from './ai/images/create-image-provider.ts';
import { createStudioRuns } from './studio/studio-runs.ts';
import { studioRoutes } from './http/routes/studio/index.ts';
import { studioMoodboardRoutes } from './http/routes/studio/moodboards.ts';
import { studioArticleRoutes } from './http/routes/studio/articles.ts';
import { studioPlanToolRoutes } from './http/routes/studio/plan-tools.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The background job worker: main.ts starts it (unless WORKER=off); tests call runDue(). Stopped on close. */
    jobWorker: JobWorker;
    /** Marks the instance as shutting down: /api/ready answers 503 from then on (main.ts, on SIGTERM). */
    beginShutdown(): void;
    /** The payment provider (null: none configured) and the operator endpoint's access (its token, for tests). */
    billing: BillingServices;
  }
}

export interface AppDeps {
  env: Env;
  database: DatabaseHandle;
  /** The clock, replaceable in tests. */
  now?: () => Date;
  /** Outgoing mail; default: SMTP when SMTP_URL is set, otherwise the local outbox. */
  mailer?: Mailer;
  /** File storage; default: the one STORAGE chooses (local disk under DATA_DIR/files, or the S3 bucket). */
  storage?: FileStorage;
  /** The login throttles' counters; default: in this process's memory. */
  throttleStore?: ThrottleStore;
  /** The visitor conversation's interviewer; default: built from env.LLM (tests pass a mock model or the fake server). */
  interviewer?: Interviewer;
  /** The reasoning model's interviewer (chat turns asking for it); default: built from env.LLM's LLM_REASONING_MODEL; null: none. */
  reasoningInterviewer?: Interviewer | null;
  /** The designer-side writing's model (suggestions, brand analysis); default: built from env.LLM; null: rules only. */
  writerModel?: LanguageModel | null;
  /** Serve the built web app (off in API-only tests). */
  serveWeb?: boolean;
  /** The reference-image catalogue; default: one per app, loaded lazily from the database. */
  references?: ReferenceCatalog;
  /** Demo-library seeding; default: env REFERENCE_DEMO_LIBRARY with the full demo library (tests pass a handful). */
  demoLibrary?: Partial<DemoLibrarySettings>;
  /** Live events; default: through Redis when REDIS_URL is set, otherwise in this process. */
  events?: EventBus;
  /** The studio's image provider; default: the one IMAGE_PROVIDER names (the built-in renderer unless set). */
  imageProvider?: ImageProvider;
}

function defaultWebDist(): string {
  // src/app.ts and dist/main.js both sit two levels below apps/.
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.resolve(here, '..', '..', 'web', 'dist');
}

function defaultEmbedDist(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.resolve(here, '..', '..', '..', 'packages', 'embed', 'dist');
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { env } = deps;
  const app = Fastify({
    logger: {
      level: env.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: {
        // The URL may carry a token (?token= on personal info, reset links): never log it.
        req: (req: { method: string; url: string; host?: string; ip?: string }) => ({
          method: req.method,
          url: req.url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]'),
          host: req.host,
          remoteAddress: req.ip,
        }),
      },
    },
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    frameworkErrors: frameworkErrorReply,
  }).withTypeProvider<ZodTypeProvider>();

  // With REDIS_URL: one connection for rate limits, login throttles and published events (subscriptions
  // get their own); checked now, so a wrong address stops the start.
  // Redis, SMTP and Stripe clients are loaded only when configured (main.ts: a smaller, faster start).
  const redis: Redis | null = env.REDIS_URL ? await (await import('./shared-state/redis-connection.ts')).openRedis(env.REDIS_URL, app.log) : null;
  // onClose hooks run last-registered first, after the in-flight requests: Redis goes last of all.
  if (redis) app.addHook('onClose', () => void redis.disconnect());
  const events = deps.events ?? (redis ? redisEventBus(redis, env.REDIS_KEY_PREFIX) : memoryEventBus());
  if (!deps.events) app.addHook('onClose', () => events.close());
  let shuttingDown = false;
  app.decorate('beginShutdown', () => {
    shuttingDown = true;
  });
  const mailer = deps.mailer ?? (env.SMTP_URL ? (await import('./mail/smtp-mailer.ts')).smtpMailer(env.SMTP_URL, env.MAIL_FROM) : outboxMailer(deps.database.db, app.log));
  const now = deps.now ?? (() => new Date());
  const storage = deps.storage ?? (await createFileStorage(env));
  if (!deps.storage) app.addHook('onClose', () => storage.close?.());
  const interviewer = deps.interviewer ?? createInterviewer(env.LLM);
  const writer = createWriter(env.LLM, deps.writerModel !== undefined ? { model: deps.writerModel } : {});
  const imageProvider = deps.imageProvider ?? createImageProvider(env.IMAGE);
  const ctx: AppContext = {
    env,
    db: deps.database.db,
    now,
    throttles: deps.throttleStore ?? (redis ? redisThrottleStore(redis, env.REDIS_KEY_PREFIX) : memoryThrottleStore(now)),
    mailer,
    storage,
    fileLinks: fileLinks(await loadFileLinkSecret(env), now),
    log: app.log,
    interviewer,
    reasoningInterviewer: deps.reasoningInterviewer !== undefined ? deps.reasoningInterviewer : createReasoningInterviewer(env.LLM),
    writer,
    references: deps.references ?? createReferenceCatalog(deps.database.db),
    demoLibrary: { enabled: env.REFERENCE_DEMO_LIBRARY === 'auto', ...deps.demoLibrary },
    uploadSlots: uploadSlotsOf(env),
    events,
    imageProvider,
    studioRuns: createStudioRuns(),
    ownProviders: createOwnProviders({
      env,
      db: deps.database.db,
      keys: createKeyBox(await loadGeneratedSecret(env.PROVIDER_KEY_SECRET, env.DATA_DIR, 'provider-key-secret')),
      imageProvider,
      interviewer,
      writer,
    }),
  };
  await ensureDemoStudio(ctx);
  // Only a count and an insert: the seeding itself runs on the job worker, never before the first visitor.
  await ensureDemoLibrarySeeding(ctx);
  // Two lanes, one job at a time each: image work, and everything else (mails never wait for images).
  const maintenance = databaseMaintenanceJob(deps.database);
  const jobWorker = combineJobWorkers([
    createJobWorker(ctx, { ...jobHandlers, ...maintenance.handlers }, [...recurringJobs, ...maintenance.recurring], env.JOB_POLL_MS, { except: imageJobTypes }),
    createJobWorker(ctx, jobHandlers, [], env.JOB_POLL_MS, { only: imageJobTypes }),
  ]);
  app.decorate('jobWorker', jobWorker);
  // The job in hand gets the shutdown budget, then goes back to the queue for another worker.
  app.addHook('onClose', () => jobWorker.stop({ handBackAfterMs: env.SHUTDOWN_TIMEOUT_MS }));
  const billing: BillingServices = { gateway: await createPaymentGateway(env, now), operator: createOperatorAccess(env.DATA_DIR) };
  app.decorate('billing', billing);
  // The operator file tells `npm run plan:set` where this server listens (billing/operator-access.ts).
  app.addHook('onListen', async () => {
    const address = app.server.address();
    if (address && typeof address === 'object') await billing.operator.publish(address.port);
  });
  app.addHook('onClose', () => billing.operator.withdraw());
  if (!deps.mailer) app.addHook('onClose', () => mailer.close());

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerForbiddenTextGuard(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerPrivateCaching(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(env.SENTRY_DSN ? [new URL(env.SENTRY_DSN).origin] : [])],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // CORS is closed unless origins are configured.
  await app.register(cors, { origin: env.CORS_ORIGINS.length ? env.CORS_ORIGINS : false, credentials: false });
  // With Redis every instance counts into the same windows. A Redis outage lets requests through (and
  // /api/ready reports it) rather than refusing every visitor.
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: `${env.REDIS_KEY_PREFIX}rate-limit:`, skipOnError: true } : {}),
  });
  // Replies of 1 KB or more go out brotli- or gzip-compressed (brotli at a quick level). Never the chat's
  // event stream (the plugin leaves text/event-stream alone; it is also `no-transform`), and not the
  // web build's files, which are precompressed (http/spa.ts). Registered before the routes and the SPA.
  // Replies only: request bodies are not inflated (no compressed uploads to size-check twice).
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'], globalDecompression: false });
  await app.register(formbody);
  await app.register(authPlugin, { ctx });
  await registerOpenApi(app);

  await app.register(
    async (api) => {
      await registerMultipart(api);
      await api.register(healthRoutes, {
        readiness: { db: deps.database.db, ...(redis ? { pingRedis: () => redis.ping() } : {}), isShuttingDown: () => shuttingDown },
      });
      await api.register(accountRoutes, { ctx });
      await api.register(myRoutes, { ctx });
      await api.register(planRoutes, { ctx });
      await api.register(fileRoutes, { ctx });
      await api.register(genieRoutes, { ctx });
      await api.register(portfolioRoutes, { ctx });
      await api.register(clientRequestRoutes, { ctx });
      await api.register(suggestionsRoutes, { ctx });
      await api.register(brandAnalysisRoutes, { ctx });
      await api.register(salesRoutes, { ctx });
      await api.register(billingRoutes, { ctx, billing });
      await api.register(studioRoutes, { ctx });
      await api.register(studioMoodboardRoutes, { ctx });
      await api.register(studioArticleRoutes, { ctx });
      await api.register(studioPlanToolRoutes, { ctx });
      await api.register(furnitureRoutes, { ctx });
      await api.register(moodBoardRoutes, { ctx });
    },
    { prefix: '/api' },
  );

  if (deps.serveWeb ?? true) {
    registerEmbedAssets(app, env.EMBED_DIST_DIR ? path.resolve(env.EMBED_DIST_DIR) : defaultEmbedDist(), env.PUBLIC_URL);
    await registerSpa(app, env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : defaultWebDist(), {
      sentryDsn: env.SENTRY_DSN,
      sentryEnvironment: env.SENTRY_ENVIRONMENT,
      supportEmail: env.SUPPORT_EMAIL,
      salesEmail: env.SALES_EMAIL,
    });
  }
  return app;
}

import path from 'node:path';
import { z } from 'zod';
import { checkLlmEnv, llmConfigOf, llmEnvShape } from './ai/config.ts';
import { checkImageEnv, imageConfigOf, imageEnvShape } from './ai/images/image-config.ts';

/** The one configuration schema; the only module that reads process.env. Validated once at boot. */
const flag = z.enum(['true', 'false', '1', '0', '']).transform((v) => v === 'true' || v === '1');
const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(`${p}://`)), {
      message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    });

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    PUBLIC_URL: optionalUrl(['http', 'https']),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
    /**
     * Where the embedded database (no DATABASE_URL) runs: `worker`, a thread of its own beside the app's
     * HTTP and interview work; `main`, on the app's thread (one thread fewer, about a third less throughput).
     */
    PGLITE_THREAD: z.enum(['worker', 'main']).default('worker'),
    SMTP_URL: optionalUrl(['smtp', 'smtps']),
    MAIL_FROM: z.string().min(3).default('Genie <no-reply@genie.localhost>'),
    CORS_ORIGINS: z
      .string()
      .default('')
      .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
      .refine((list) => list.every((o) => /^https?:\/\/[^/\s]+$/.test(o)), {
        message: 'must be a comma-separated list of origins like https://studio.example.com',
      }),
    TRUST_PROXY: flag.default(false),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /**
     * The secret request files' signed links are signed with (at least 32 characters). Unset: one is
     * generated on first start and kept in DATA_DIR/file-link-secret; set it when instances share no DATA_DIR.
     */
    FILE_LINK_SECRET: z
      .string()
      .optional()
      .transform((v) => (v ? v : undefined))
      .refine((v) => v === undefined || v.length >= 32, { message: 'must be at least 32 characters' }),
    /**
     * The secret the image and LLM keys studios connect themselves are encrypted with (AES-256-GCM, at
     * least 32 characters). Unset: one is generated on first start and kept in DATA_DIR/provider-key-secret;
     * set it when instances share no DATA_DIR. Losing it makes the stored keys unreadable (studios reconnect).
     */
    PROVIDER_KEY_SECRET: z
      .string()
      .optional()
      .transform((v) => (v ? v : undefined))
      .refine((v) => v === undefined || v.length >= 32, { message: 'must be at least 32 characters' }),
    /**
     * Test-only: exact origins (http://127.0.0.1:4183) a studio's own image or LLM provider may be at
     * although they are not public addresses, so tests can connect a local fake provider. Refused unless
     * NODE_ENV=test; every other address a studio gives must resolve to public addresses only.
     */
    PROVIDER_TEST_ALLOW_ORIGINS: z
      .string()
      .default('')
      .transform((v) => v.split(',').map((s) => s.trim().replace(/\/+$/, '')).filter(Boolean))
      .refine((list) => list.every((o) => /^https?:\/\/[^/\s]+$/.test(o)), { message: 'must be a comma-separated list of origins' }),
    TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    RATE_LIMIT_AUTH_PER_MINUTE: z.coerce.number().int().min(1).default(10),
    /** Password reset e-mails per address (and per client IP) per hour. */
    RATE_LIMIT_PASSWORD_RESET_PER_HOUR: z.coerce.number().int().min(1).default(5),
    /** Wrong passwords for one account from one address per 15 minutes; then that address waits (or uses a sign-in link). */
    LOGIN_FAILURES_PER_ACCOUNT_ADDRESS: z.coerce.number().int().min(1).default(5),
    /** Wrong passwords from one address, over all accounts, per 15 minutes; then that address waits. */
    LOGIN_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
    /**
     * Wrong passwords for one account per 24 hours, from any addresses, before its password login is
     * slowed: then one attempt per growing interval from addresses it has not signed in from.
     */
    LOGIN_FAILURES_BEFORE_SLOWDOWN: z.coerce.number().int().min(1).default(10),
    /** The longest interval between password attempts on a slowed account. */
    LOGIN_SLOWDOWN_MAX_SECONDS: z.coerce.number().int().min(1).max(24 * 3600).default(600),
    /** How long an e-mailed one-time sign-in link works. */
    LOGIN_LINK_TTL_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(15),
    /** Sign-in link mails per address per hour sent at once; beyond them one per two thirds of the link's life. */
    LOGIN_LINK_MAILS_PER_HOUR: z.coerce.number().int().min(1).default(5),
    /** scrypt cost as log2(N); each hash stores its own parameters, so raising it later is safe. */
    PASSWORD_SCRYPT_LOG_N: z.coerce.number().int().min(10).max(20).default(15),
    /** Where plan requests go (sales is contacted by e-mail until payment exists). */
    SALES_EMAIL: z.string().trim().pipe(z.email()).default('sales@genie.localhost'),
    /** Shown to designers in the admin area's contact-us popover. */
    SUPPORT_EMAIL: z.string().trim().pipe(z.email()).default('support@genie.localhost'),
    SENTRY_DSN: optionalUrl(['http', 'https']),
    SENTRY_ENVIRONMENT: z.string().default('production'),
    WEB_DIST_DIR: z.string().optional(),
    /** Where the embed loader was built (packages/embed/dist by default). */
    EMBED_DIST_DIR: z.string().optional(),
    /** `off`: this process serves HTTP only; run the job worker (e-mail, demo purge) elsewhere. */
    WORKER: z.enum(['on', 'off']).default('on'),
    /** How often the job worker looks for due jobs. */
    JOB_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
    /** How long a visitor's session token keeps a request open for resuming. */
    VISITOR_SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    /** Home forms (new client requests) per client IP per minute. */
    RATE_LIMIT_VISITOR_START_PER_MINUTE: z.coerce.number().int().min(1).default(10),
    /** Visitor API calls per client IP per minute (chat turns, brief, booking). */
    RATE_LIMIT_VISITOR_PER_MINUTE: z.coerce.number().int().min(1).default(120),
    /** Chat turns per visitor session per minute. */
    RATE_LIMIT_CHAT_PER_SESSION_PER_MINUTE: z.coerce.number().int().min(1).default(30),
    /** Demo requests older than this are purged with their messages and uploads. */
    DEMO_RETENTION_HOURS: z.coerce.number().int().min(1).max(24 * 30).default(24),
    /**
     * `auto`: when the shared reference library is empty at start, a background job fills it with the
     * offline demo library (47 styles, drawn by code); `off`: never (import one with `npm run library:import`).
     */
    REFERENCE_DEMO_LIBRARY: z.enum(['auto', 'off']).default('auto'),
    /** Brand analysis: one page fetch's time limit (connect to last byte). */
    BRAND_FETCH_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(10_000),
    /** Brand analysis: the most bytes read of one page, stylesheet or logo. */
    BRAND_FETCH_MAX_BYTES: z.coerce.number().int().min(10_000).max(50_000_000).default(2_000_000),
    /**
     * Test-only: exact origins (http://127.0.0.1:4180) the brand-analysis fetcher may reach although
     * they are not public addresses, so end-to-end tests can analyse a local fixture site. Refused
     * unless NODE_ENV=test; the guard itself is unchanged for every other address.
     */
    BRAND_FETCH_TEST_ALLOW_ORIGINS: z
      .string()
      .default('')
      .transform((v) => v.split(',').map((s) => s.trim().replace(/\/+$/, '')).filter(Boolean))
      .refine((list) => list.every((o) => /^https?:\/\/[^/\s]+$/.test(o)), { message: 'must be a comma-separated list of origins' }),
    /** A .docx may inflate to at most this many MB (all its parts), counted while inflating. */
    DOCUMENT_MAX_INFLATED_MB: z.coerce.number().int().min(1).max(1024).default(32),
    /** A .docx archive may list at most this many entries. */
    DOCUMENT_MAX_ZIP_ENTRIES: z.coerce.number().int().min(10).max(65_535).default(2000),
    /** Pages of a PDF that are read for its text; the rest are not opened. */
    DOCUMENT_MAX_PDF_PAGES: z.coerce.number().int().min(1).max(100_000).default(300),
    /** A document's extraction process is killed after this long. */
    DOCUMENT_EXTRACTION_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(15_000),
    /** …or when its resident memory passes this many MB. */
    DOCUMENT_EXTRACTION_MAX_MB: z.coerce.number().int().min(96).max(4096).default(192),
    /** Documents read at once on this instance (each in its own capped process). */
    DOCUMENT_EXTRACTION_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
    /** Images decoded at once on this instance (in the server process: a 50-megapixel upload takes ~170 MB while it is decoded). */
    IMAGE_PROCESSING_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
    /** Documents, and images, being processed for one designer at once at most (a genie's visitors count for its designer). */
    UPLOAD_PROCESSING_PER_DESIGNER: z.coerce.number().int().min(1).max(64).default(1),
    /** Documents, and images, that may wait for a slot on this instance; past it: 429 uploads_busy. */
    UPLOAD_PROCESSING_QUEUE: z.coerce.number().int().min(0).max(1000).default(8),
    /** …of them one designer's at most. */
    UPLOAD_PROCESSING_QUEUE_PER_DESIGNER: z.coerce.number().int().min(0).max(1000).default(2),
    /** A waiting upload is refused (429 uploads_busy) after this long. */
    UPLOAD_PROCESSING_MAX_WAIT_MS: z.coerce.number().int().min(100).max(300_000).default(30_000),
    // Object storage: where uploaded and generated files live. `local`: DATA_DIR/files (one machine).
    // `s3`: a private bucket of an S3-compatible service (AWS S3, Cloudflare R2, MinIO, Backblaze B2),
    // shared by every instance; files are still served only through /api/files/….
    STORAGE: z.enum(['local', 's3']).default('local'),
    /** The bucket's name (STORAGE=s3). */
    S3_BUCKET: optionalText,
    /** The bucket's region (`us-east-1`; Cloudflare R2: `auto`). */
    S3_REGION: optionalText,
    /** The service's address when it is not AWS (https://<account>.r2.cloudflarestorage.com, http://minio:9000). */
    S3_ENDPOINT: optionalUrl(['http', 'https']),
    /** Both or neither; neither: the SDK's own credential chain (environment, instance or task role). */
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    /** `true`: the bucket in the path, not the host name (MinIO and most self-hosted servers). */
    S3_FORCE_PATH_STYLE: flag.default(false),
    /** A folder of the bucket for this install's files (`genie/`), so one bucket can hold several. */
    S3_PREFIX: z
      .string()
      .trim()
      .default('')
      .transform((v) => v.replace(/^\/+|\/+$/g, ''))
      .refine((v) => v === '' || (/^[A-Za-z0-9._/-]{1,200}$/.test(v) && v.split('/').every((part) => part !== '' && part !== '.' && part !== '..')), {
        message: 'must be a folder name of letters, digits, ".", "_", "-" and "/"',
      })
      .transform((v) => (v ? `${v}/` : '')),
    /**
     * Several instances. REDIS_URL (redis:// or rediss://): rate limits, login throttles and live events
     * shared by every instance; unset, they live in this process. Keys start with REDIS_KEY_PREFIX.
     */
    REDIS_URL: optionalUrl(['redis', 'rediss']),
    REDIS_KEY_PREFIX: z.string().trim().min(1).max(100).regex(/^[\w:.-]+$/, 'letters, digits and _ : . - only').default('genie:'),
    /** On SIGTERM: how long in-flight requests, chat streams and the job in hand get before the process exits. */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(10_000),
    // ---- Billing (Stripe). Unset STRIPE_SECRET_KEY: no payment provider; plans are requested from sales
    // and granted with `npm run plan:set`. Set: all of the keys below but STRIPE_TAX and STRIPE_API_BASE.
    STRIPE_SECRET_KEY: z.string().trim().optional().transform((v) => (v ? v : undefined)),
    /** The signing secret of the webhook endpoint (POST {PUBLIC_URL}/api/billing/webhook/stripe/). */
    STRIPE_WEBHOOK_SECRET: z.string().trim().optional().transform((v) => (v ? v : undefined)),
    /** One recurring price per plan and cycle (price_…); each may carry USD, TWD and KRW currency options. */
    STRIPE_PRICE_STARTER_MONTHLY: z.string().trim().optional().transform((v) => (v ? v : undefined)),
    STRIPE_PRICE_STARTER_YEARLY: z.string().trim().optional().transform((v) => (v ? v : undefined)),
    STRIPE_PRICE_PROFESSIONAL_MONTHLY: z.string().trim().optional().transform((v) => (v ? v : undefined)),
    STRIPE_PRICE_PROFESSIONAL_YEARLY: z.string().trim().optional().transform((v) => (v ? v : undefined)),
    STRIPE_PRICE_MASTER_MONTHLY: z.string().trim().optional().transform((v) => (v ? v : undefined)),
    STRIPE_PRICE_MASTER_YEARLY: z.string().trim().optional().transform((v) => (v ? v : undefined)),
    /** `auto`: Stripe Tax computes tax at checkout (automatic_tax); `off`: prices are final. */
    STRIPE_TAX: z.enum(['auto', 'off']).default('off'),
    /** Test-only: the Stripe API's origin (http://127.0.0.1:4600), a local fake. Refused unless NODE_ENV=test. */
    STRIPE_API_BASE: optionalUrl(['http', 'https']),
    ...llmEnvShape,
    ...imageEnvShape,
  })
  .superRefine(checkLlmEnv)
  .superRefine(checkImageEnv)
  .superRefine(checkStorageEnv)
  .superRefine((env, ctx) => {
    const stripeKeys = [
      'STRIPE_WEBHOOK_SECRET',
      'STRIPE_PRICE_STARTER_MONTHLY',
      'STRIPE_PRICE_STARTER_YEARLY',
      'STRIPE_PRICE_PROFESSIONAL_MONTHLY',
      'STRIPE_PRICE_PROFESSIONAL_YEARLY',
      'STRIPE_PRICE_MASTER_MONTHLY',
      'STRIPE_PRICE_MASTER_YEARLY',
    ] as const;
    if (env.STRIPE_SECRET_KEY) {
      for (const key of stripeKeys) if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when STRIPE_SECRET_KEY is set' });
      if (!/^(sk|rk)_(test|live)_/.test(env.STRIPE_SECRET_KEY)) ctx.addIssue({ code: 'custom', path: ['STRIPE_SECRET_KEY'], message: 'must be a Stripe secret key (sk_test_…, sk_live_… or a restricted rk_…)' });
      if (env.STRIPE_WEBHOOK_SECRET && !env.STRIPE_WEBHOOK_SECRET.startsWith('whsec_')) ctx.addIssue({ code: 'custom', path: ['STRIPE_WEBHOOK_SECRET'], message: 'must be a webhook signing secret (whsec_…)' });
      for (const key of stripeKeys.slice(1)) if (env[key] && !env[key].startsWith('price_')) ctx.addIssue({ code: 'custom', path: [key], message: 'must be a Stripe price id (price_…)' });
    } else {
      for (const key of stripeKeys) if (env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'needs STRIPE_SECRET_KEY' });
    }
    if (env.STRIPE_API_BASE && env.NODE_ENV !== 'test') ctx.addIssue({ code: 'custom', path: ['STRIPE_API_BASE'], message: 'is only allowed with NODE_ENV=test' });
  })
  .superRefine((env, ctx) => {
    if (env.PROVIDER_TEST_ALLOW_ORIGINS.length && env.NODE_ENV !== 'test') {
      ctx.addIssue({ code: 'custom', path: ['PROVIDER_TEST_ALLOW_ORIGINS'], message: 'is only allowed with NODE_ENV=test' });
    }
    if (env.BRAND_FETCH_TEST_ALLOW_ORIGINS.length && env.NODE_ENV !== 'test') {
      ctx.addIssue({ code: 'custom', path: ['BRAND_FETCH_TEST_ALLOW_ORIGINS'], message: 'is only allowed with NODE_ENV=test' });
    }
  })
  .transform(
    ({
      LLM_PROVIDER, LLM_MODEL, LLM_REASONING_MODEL, LLM_API_KEY, LLM_BASE_URL, LLM_TIMEOUT_MS, LLM_MAX_RETRIES, LLM_MAX_OUTPUT_TOKENS, LLM_WRITER_TIMEOUT_MS, LLM_WRITER_MAX_OUTPUT_TOKENS,
      IMAGE_PROVIDER, IMAGE_API_KEY, IMAGE_BASE_URL, IMAGE_MODEL, IMAGE_TIMEOUT_MS, IMAGE_CONCURRENCY_PER_DESIGNER, IMAGE_REPLICATE_VERSION, IMAGE_REPLICATE_WEBHOOK_SECRET,
      ...e
    }) => ({
    ...e,
    /** The parsed IMAGE_* keys (ai/images/image-config.ts); provider offline: the built-in renderer. */
    IMAGE: imageConfigOf({
      IMAGE_PROVIDER,
      IMAGE_API_KEY,
      IMAGE_BASE_URL,
      IMAGE_MODEL,
      IMAGE_TIMEOUT_MS,
      IMAGE_CONCURRENCY_PER_DESIGNER,
      IMAGE_REPLICATE_VERSION,
      IMAGE_REPLICATE_WEBHOOK_SECRET,
    }),
    /** The parsed LLM keys (ai/config.ts); provider none: the built-in interviewer. */
    LLM: llmConfigOf({
      LLM_PROVIDER,
      LLM_MODEL,
      LLM_REASONING_MODEL,
      LLM_API_KEY,
      LLM_BASE_URL,
      LLM_TIMEOUT_MS,
      LLM_MAX_RETRIES,
      LLM_MAX_OUTPUT_TOKENS,
      LLM_WRITER_TIMEOUT_MS,
      LLM_WRITER_MAX_OUTPUT_TOKENS,
    }),
    /** The Stripe settings as one block; null: no payment provider (the request-a-plan flow). */
    STRIPE: stripeConfigOf(e),
    DATA_DIR: path.resolve(e.DATA_DIR),
    PUBLIC_URL: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
  }));

export type Env = z.output<typeof envSchema>;

/** STORAGE=s3 needs a bucket and a region; keys come in pairs. */
function checkStorageEnv(
  env: { STORAGE: 'local' | 's3'; S3_BUCKET?: string | undefined; S3_REGION?: string | undefined; S3_ACCESS_KEY_ID?: string | undefined; S3_SECRET_ACCESS_KEY?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (env.STORAGE !== 's3') return;
  if (!env.S3_BUCKET) ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required with STORAGE=s3' });
  else if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(env.S3_BUCKET)) {
    ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'must be a bucket name: 3 to 63 lower-case letters, digits, "." and "-"' });
  }
  if (!env.S3_REGION) ctx.addIssue({ code: 'custom', path: ['S3_REGION'], message: 'is required with STORAGE=s3 (Cloudflare R2: auto)' });
  if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) {
    const missing = env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    ctx.addIssue({ code: 'custom', path: [missing], message: 'is required when the other S3 key is set (or leave both unset for the SDK\'s credential chain)' });
  }
}

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** The price id of each plan and cycle. */
  prices: Record<'starter' | 'professional' | 'master', Record<'monthly' | 'yearly', string>>;
  tax: 'auto' | 'off';
  /** A local fake's origin in tests; undefined: api.stripe.com. */
  apiBase: string | undefined;
}

function stripeConfigOf(e: {
  STRIPE_SECRET_KEY?: string | undefined;
  STRIPE_WEBHOOK_SECRET?: string | undefined;
  STRIPE_PRICE_STARTER_MONTHLY?: string | undefined;
  STRIPE_PRICE_STARTER_YEARLY?: string | undefined;
  STRIPE_PRICE_PROFESSIONAL_MONTHLY?: string | undefined;
  STRIPE_PRICE_PROFESSIONAL_YEARLY?: string | undefined;
  STRIPE_PRICE_MASTER_MONTHLY?: string | undefined;
  STRIPE_PRICE_MASTER_YEARLY?: string | undefined;
  STRIPE_TAX: 'auto' | 'off';
  STRIPE_API_BASE?: string | undefined;
}): StripeConfig | null {
  if (!e.STRIPE_SECRET_KEY) return null;
  return {
    secretKey: e.STRIPE_SECRET_KEY,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? '',
    prices: {
      starter: { monthly: e.STRIPE_PRICE_STARTER_MONTHLY ?? '', yearly: e.STRIPE_PRICE_STARTER_YEARLY ?? '' },
      professional: { monthly: e.STRIPE_PRICE_PROFESSIONAL_MONTHLY ?? '', yearly: e.STRIPE_PRICE_PROFESSIONAL_YEARLY ?? '' },
      master: { monthly: e.STRIPE_PRICE_MASTER_MONTHLY ?? '', yearly: e.STRIPE_PRICE_MASTER_YEARLY ?? '' },
    },
    tax: e.STRIPE_TAX,
    apiBase: e.STRIPE_API_BASE,
  };
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((i) => {
        const key = i.path.join('.') || 'config';
        return `${key}: ${i.message} (got ${JSON.stringify(source[key] ?? null)})`;
      }),
    );
  }
  return result.data;
}

/** Config for tests: embedded defaults, quiet logs, no SMTP, no demo-library seeding, unless overridden. */
export function testEnv(overrides: Record<string, string | undefined> = {}): Env {
  return loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PORT: '0', REFERENCE_DEMO_LIBRARY: 'off', ...overrides });
}

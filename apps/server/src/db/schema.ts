// Drizzle schema. Every designer-owned table carries designer_id; reach those rows only through the
// scoped repositories (src/db/repositories), which take the designer id as their first argument.
import { sql } from 'drizzle-orm';
import { bigserial, boolean, customType, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The account holder (spec §3). E-mail, genie name and username are unique case-insensitively. */
export const designers = pgTable(
  'designers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    genieName: text('genie_name').notNull(),
    username: text('username'),
    name: text('name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    context: text('context').notNull().default(''),
    opening: text('opening').notNull().default(''),
    logoKey: text('logo_key'),
    language: text('language').notNull().default('en-US'),
    customStyles: text('custom_styles').notNull().default('{"theme":"dark","primary":"#8b7dbe","secondary":"#FFC700"}'),
    plan: text('plan').notNull(),
    billingCycle: text('billing_cycle').notNull().default('monthly'),
    trial: boolean('trial').notNull().default(true),
    /** The current period's start (the quota periods' anchor) and end (trial end, renewal or expiry). */
    subscriptionStart: at('subscription_start').notNull(),
    subscriptionEnd: at('subscription_end').notNull(),
    /**
     * What billing last recorded (core `StoredSubscriptionState`): null during the trial; set only by a
     * verified payment-provider event or the operator's plan:set. The status shown is computed from it and the dates.
     */
    subscriptionState: text('subscription_state'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** `none` (trial), `stripe`, `operator` (plan:set). */
    billedBy: text('billed_by').notNull().default('none'),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at'),
  },
  (t) => [
    uniqueIndex('designers_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('designers_genie_name_lower_key').on(sql`lower(${t.genieName})`),
    uniqueIndex('designers_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('designers_provider_customer_key').on(t.providerCustomerId),
  ],
);

/**
 * Bearer tokens, one per signed-in session: only the SHA-256 of the token is stored; a token is valid
 * until it expires or is revoked (logout, "sign out", a password change or reset).
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    designerId: uuid('designer_id')
      .notNull()
      .references(() => designers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: stamp('created_at'),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    /** The browser's User-Agent at sign-in (capped), shown as browser and system in the sessions list. */
    userAgent: text('user_agent').notNull().default(''),
    /** Where the session was last used, already anonymised (203.0.113.x): the full address is never stored. */
    lastAddress: text('last_address').notNull().default(''),
    /** Last use, written at most once per few minutes per token (null: tokens from before sessions were listed). */
    lastSeenAt: at('last_seen_at'),
  },
  (t) => [uniqueIndex('auth_tokens_token_hash_key').on(t.tokenHash), index('auth_tokens_designer_idx').on(t.designerId)],
);

/** Single-use password reset tokens (hashed), valid for one hour. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    designerId: uuid('designer_id')
      .notNull()
      .references(() => designers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: stamp('created_at'),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [uniqueIndex('password_resets_token_hash_key').on(t.tokenHash), index('password_resets_designer_idx').on(t.designerId)],
);

/** One-time sign-in links by e-mail (the owner's way in while password login is slowed): SHA-256 digests only. */
export const loginLinks = pgTable(
  'login_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    designerId: uuid('designer_id')
      .notNull()
      .references(() => designers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: stamp('created_at'),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [uniqueIndex('login_links_token_hash_key').on(t.tokenHash), index('login_links_designer_idx').on(t.designerId)],
);

/**
 * Image-generation configs (spec §3): one row per custom theme (config_type custom_theme, data
 * {input_image_url, prompt}) and at most one custom_spaces row per designer (data: string[]).
 */
export const imagenConfigs = pgTable(
  'imagen_configs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    designerId: uuid('designer_id')
      .notNull()
      .references(() => designers.id, { onDelete: 'cascade' }),
    configType: text('config_type').notNull(),
    displayName: text('display_name').notNull().default(''),
    data: jsonb('data').notNull(),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at'),
  },
  (t) => [
    index('imagen_configs_designer_idx').on(t.designerId, t.configType),
    uniqueIndex('imagen_configs_custom_spaces_key').on(t.designerId).where(sql`${t.configType} = 'custom_spaces'`),
  ],
);

/**
 * Mail written to the local outbox (when no SMTP server is configured). designer_id is set when the
 * mail is addressed to a designer, so they can read it in the app; null for operator mail (sales).
 */
export const outboxMails = pgTable(
  'outbox_mails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    designerId: uuid('designer_id').references(() => designers.id, { onDelete: 'set null' }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** The Reply-To address the mail was sent with (a sales e-mail is answered to its designer); null when none. */
    replyTo: text('reply_to'),
    createdAt: stamp('created_at'),
  },
  (t) => [index('outbox_mails_designer_idx').on(t.designerId, t.createdAt)],
);

/**
 * Visitor messages per designer per billing period (period_start: the quota period of billing/usage-quota.ts, a month or a year from the anchor).
 * A counter row instead of counting a messages table: quota checks stay one indexed read.
 */
export const usageCounters = pgTable(
  'usage_counters',
  {
    designerId: uuid('designer_id')
      .notNull()
      .references(() => designers.id, { onDelete: 'cascade' }),
    periodStart: at('period_start').notNull(),
    messageCount: integer('message_count').notNull().default(0),
    projectRequestCount: integer('project_request_count').notNull().default(0),
    /** Studio images made in the period (counted when a generation succeeds). */
    imageCount: integer('image_count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.designerId, t.periodStart] })],
);

/** Quota warnings mailed (80% and 100%), once per designer, period, counter and threshold. */
export const usageWarnings = pgTable(
  'usage_warnings',
  {
    designerId: uuid('designer_id')
      .notNull()
      .references(() => designers.id, { onDelete: 'cascade' }),
    periodStart: at('period_start').notNull(),
    kind: text('kind').notNull(),
    threshold: integer('threshold').notNull(),
    createdAt: stamp('created_at'),
  },
  (t) => [primaryKey({ columns: [t.designerId, t.periodStart, t.kind, t.threshold] })],
);

/**
 * Payment-provider events already applied, by the provider's event id: a replayed webhook is
 * recognised here and ignored. Operator grants are recorded here too (provider `operator`).
 */
export const billingEvents = pgTable('billing_events', {
  provider: text('provider').notNull(),
  eventId: text('event_id').notNull(),
  type: text('type').notNull(),
  designerId: uuid('designer_id').references(() => designers.id, { onDelete: 'set null' }),
  /** What the event changed (plan, cycle, state, dates), for the record. */
  summary: jsonb('summary').notNull().default({}),
  processedAt: stamp('processed_at'),
}, (t) => [primaryKey({ columns: [t.provider, t.eventId] }), index('billing_events_designer_idx').on(t.designerId)]);

/** Lifecycle e-mails sent (trial ending in 7 / 1 days, failed payment, expiry, renewal), once per designer and key. */
export const lifecycleMails = pgTable(
  'lifecycle_mails',
  {
    designerId: uuid('designer_id')
      .notNull()
      .references(() => designers.id, { onDelete: 'cascade' }),
    /** The mail kind and the period it is about, e.g. `trial_ends_7d:2026-12-01T00:00:00.000Z`. */
    key: text('key').notNull(),
    createdAt: stamp('created_at'),
  },
  (t) => [primaryKey({ columns: [t.designerId, t.key] })],
);

/** A designer's request for a paid plan, handled by sales until payment exists. */
export const planRequests = pgTable(
  'plan_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    designerId: uuid('designer_id')
      .notNull()
      .references(() => designers.id, { onDelete: 'cascade' }),
    plan: text('plan').notNull(),
    billingCycle: text('billing_cycle').notNull(),
    createdAt: stamp('created_at'),
  },
  (t) => [index('plan_requests_designer_idx').on(t.designerId)],
);

/**
 * A prospective client's request (spec §3), opened by the visitor's home form. `identify_key` is the
 * unguessable, shareable key of the request; `interview_state` is the core engine's state (validated
 * with contracts `interviewState` on read); `state_version` guards concurrent turns (optimistic lock).
 */
export const clientRequests = pgTable(
  'client_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    designerId: uuid('designer_id')
      .notNull()
      .references(() => designers.id, { onDelete: 'cascade' }),
    identifyKey: text('identify_key').notNull(),
    contactName: text('contact_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    /** Null: not specified (a lead the designer entered without one); a visitor always chooses a window. */
    availableTime: text('available_time'),
    availableTimeOther: text('available_time_other'),
    projectType: text('project_type').notNull(),
    language: text('language').notNull(),
    inquiryDate: at('inquiry_date').notNull(),
    stage: text('stage').notNull().default('chat'),
    interviewState: jsonb('interview_state').notNull(),
    stateVersion: integer('state_version').notNull().default(0),
    conversationCompleted: boolean('conversation_completed').notNull().default(false),
    totalMessageCount: integer('total_message_count').notNull().default(0),
    brandName: text('brand_name'),
    websiteUrl: text('website_url'),
    deadline: text('deadline'),
    priority: text('priority'),
    confirmedAt: at('confirmed_at'),
    isDemo: boolean('is_demo').notNull().default(false),
    /** The visitor's reference rounds (contracts `referenceRoundsState`); null until the step opens. */
    referenceRounds: jsonb('reference_rounds'),
    /** The rounds' result (contracts `referenceOutcome`), set when they end; the brief and the designer read it. */
    referenceOutcome: jsonb('reference_outcome'),
    /** Where the lead came from: `genie` (the visitor's home form) or `manual` (the designer's create-client dialog). */
    origin: text('origin').notNull().default('genie'),
    /** Where an embedded genie's visitor started (contracts `requestSource`: page URL, utm_*, campaign); null otherwise. */
    source: jsonb('source'),
    /** Opened past the plan's project-request quota for its period: captured, and flagged to the designer. */
    overPlanLimit: boolean('over_plan_limit').notNull().default(false),
    /** The designer's pipeline status (contracts `leadStatus`) and their note on it. */
    status: text('status').notNull().default('new'),
    statusNote: text('status_note').notNull().default(''),
    /** When the designer first opened the request; null: still marked new in the list. */
    openedAt: at('opened_at'),
    /**
     * The key of the read-only shared views. Separate from `identify_key` (the visitor's own key) so
     * that revoking a share (a new key) never locks the visitor out of their brief.
     */
    shareKey: text('share_key').notNull(),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at'),
  },
  (t) => [
    uniqueIndex('client_requests_identify_key_key').on(t.identifyKey),
    uniqueIndex('client_requests_share_key_key').on(t.shareKey),
    index('client_requests_designer_idx').on(t.designerId, t.createdAt),
    index('client_requests_designer_inquiry_idx').on(t.designerId, t.inquiryDate),
    // Potential Clients sorted by name: the page is read off the index instead of sorting every request.
    index('client_requests_designer_name_idx').on(t.designerId, sql`lower(${t.contactName})`),
    index('client_requests_demo_idx').on(t.isDemo, t.createdAt),
  ],
);

/** A visitor's session: only the SHA-256 of the token is stored; one session reaches exactly one request. */
export const visitorSessions = pgTable(
  'visitor_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    clientRequestId: uuid('client_request_id')
      .notNull()
      .references(() => clientRequests.id, { onDelete: 'cascade' }),
    designerId: uuid('designer_id')
      .notNull()
      .references(() => designers.id, { onDelete: 'cascade' }),
    createdAt: stamp('created_at'),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [uniqueIndex('visitor_sessions_token_hash_key').on(t.tokenHash), index('visitor_sessions_request_idx').on(t.clientRequestId)],
);

/**
 * The conversation, one row per message, stored when received (visitor) and before it streams (genie).
 * A visitor message is unique per request by the client's id (idempotent retries); a genie reply
 * points at the visitor message it answers, so a retry replays it. `seq` orders messages.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    clientRequestId: uuid('client_request_id')
      .notNull()
      .references(() => clientRequests.id, { onDelete: 'cascade' }),
    designerId: uuid('designer_id')
      .notNull()
      .references(() => designers.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    text: text('text').notNull(),
    clientMessageId: text('client_message_id'),
    /** skip | back for the chat's buttons; null for typed or chip answers. */
    action: text('action'),
    replyToId: uuid('reply_to_id'),
    isOpening: boolean('is_opening').notNull().default(false),
    source: text('source'),
    fallbackReason: text('fallback_reason'),
    createdAt: stamp('created_at'),
  },
  (t) => [
    index('chat_messages_request_idx').on(t.clientRequestId, t.seq),
    uniqueIndex('chat_messages_client_message_key').on(t.clientRequestId, t.clientMessageId),
    uniqueIndex('chat_messages_reply_key').on(t.replyToId),
    uniqueIndex('chat_messages_opening_key').on(t.clientRequestId).where(sql`${t.isOpening}`),
  ],
);

/**
 * The visitor's feedback on the brief (spec §3): ratings per style sample, comment, note with an
 * image, floor plans. Uploads are stored file keys with their size ({id, key, width, height}).
 */
export const briefFeedbacks = pgTable('brief_feedbacks', {
  clientRequestId: uuid('client_request_id')
    .primaryKey()
    .references(() => clientRequests.id, { onDelete: 'cascade' }),
  designerId: uuid('designer_id')
    .notNull()
    .references(() => designers.id, { onDelete: 'cascade' }),
  ratings: jsonb('ratings').notNull().default({}),
  comment: text('comment').notNull().default(''),
  note: text('note').notNull().default(''),
  noteImage: jsonb('note_image'),
  floorPlans: jsonb('floor_plans').notNull().default([]),
  updatedAt: stamp('updated_at'),
});

/** A consultation slot the visitor booked (a date and an available-time window). */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientRequestId: uuid('client_request_id')
      .notNull()
      .references(() => clientRequests.id, { onDelete: 'cascade' }),
    designerId: uuid('designer_id')
      .notNull()
      .references(() => designers.id, { onDelete: 'cascade' }),
    date: text('date').notNull(),
    availableTime: text('available_time').notNull(),
    note: text('note').notNull().default(''),
    /** The visitor's zone when booking (minutes east of UTC): the date and window are their local time. */
    utcOffsetMinutes: integer('utc_offset_minutes').notNull().default(0),
    createdAt: stamp('created_at'),
  },
  (t) => [
    index('bookings_request_idx').on(t.clientRequestId),
    index('bookings_designer_idx').on(t.designerId),
    index('bookings_designer_date_idx').on(t.designerId, t.date),
  ],
);

/** Follow-up e-mails the designer sent a lead from the request (sales e-mail generation), as sent. */
export const salesEmails = pgTable(
  'sales_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientRequestId: uuid('client_request_id')
      .notNull()
      .references(() => clientRequests.id, { onDelete: 'cascade' }),
    designerId: uuid('designer_id')
      .notNull()
      .references(() => designers.id, { onDelete: 'cascade' }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    language: text('language').notNull(),
    sentAt: stamp('sent_at'),
  },
  (t) => [index('sales_emails_designer_request_idx').on(t.designerId, t.clientRequestId, t.sentAt)],
);

/**
 * Background work (e-mail delivery, demo purge). Claimed with FOR UPDATE SKIP LOCKED, so several
 * workers can share the table; a failure is retried with exponential backoff until `max_attempts`.
 * `unique_key` keeps one pending job per key (e.g. the recurring demo purge).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull().default({}),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(12),
    runAt: at('run_at').notNull(),
    lockedAt: at('locked_at'),
    lastError: text('last_error'),
    uniqueKey: text('unique_key'),
    designerId: uuid('designer_id').references(() => designers.id, { onDelete: 'cascade' }),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at'),
  },
  (t) => [
    index('jobs_due_idx').on(t.status, t.runAt),
    uniqueIndex('jobs_pending_unique_key').on(t.uniqueKey).where(sql`${t.status} in ('queued', 'running')`),
  ],
);

/**
 * The AI suggestions of a request (issue 5): one current version, replaced on regeneration.
 * `input_fingerprint` is a hash of what they were written from; a different fingerprint now means the
 * request was edited since (stale: "regenerate to update").
 */
export const requestSuggestions = pgTable('request_suggestions', {
  clientRequestId: uuid('client_request_id')
    .primaryKey()
    .references(() => clientRequests.id, { onDelete: 'cascade' }),
  designerId: uuid('designer_id')
    .notNull()
    .references(() => designers.id, { onDelete: 'cascade' }),
  /** contracts `aiSuggestionsContent`. */
  content: jsonb('content').notNull(),
  /** llm | rules */
  source: text('source').notNull(),
  /** Why the rules wrote them although an LLM is configured (timeout, invalid output, …); null otherwise. */
  fallbackReason: text('fallback_reason'),
  language: text('language').notNull(),
  inputFingerprint: text('input_fingerprint').notNull(),
  generationCount: integer('generation_count').notNull().default(1),
  generatedAt: at('generated_at').notNull(),
});

/**
 * The brand analysis of a request's website (issue 5): run by a background job. `status`:
 * in_progress | failed | done; `extraction` (contracts `brandExtraction`) and `analysis`
 * (contracts `brandAnalysisWriting`) are set when done; `error_code` when failed.
 */
export const brandAnalyses = pgTable('brand_analyses', {
  clientRequestId: uuid('client_request_id')
    .primaryKey()
    .references(() => clientRequests.id, { onDelete: 'cascade' }),
  designerId: uuid('designer_id')
    .notNull()
    .references(() => designers.id, { onDelete: 'cascade' }),
  websiteUrl: text('website_url').notNull(),
  status: text('status').notNull(),
  language: text('language').notNull(),
  extraction: jsonb('extraction'),
  analysis: jsonb('analysis'),
  /** llm | rules, when done. */
  source: text('source'),
  errorCode: text('error_code'),
  /** Bumped by every Analyze: a job of an older attempt does not overwrite a newer one. */
  attempt: integer('attempt').notNull().default(1),
  startedAt: at('started_at').notNull(),
  finishedAt: at('finished_at'),
});

/** bytea as a Buffer on both drivers (PGlite hands back a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

/**
 * Reference images (issue 4): the shared library (designer_id null) and each designer's portfolio.
 * `variants` holds the storage keys (contracts `referenceImageVariant`, the original first);
 * `features` the float32 visual feature vector (little-endian) of `feature_version`; `source_key`
 * a stable name of where the image came from (a demo image id, an imported file), which makes the
 * demo seeding resumable.
 */
export const referenceImages = pgTable(
  'reference_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    designerId: uuid('designer_id').references(() => designers.id, { onDelete: 'cascade' }),
    style: text('style').notNull(),
    space: text('space'),
    projectType: text('project_type').notNull(),
    titles: jsonb('titles').notNull(),
    source: jsonb('source').notNull(),
    sourceKey: text('source_key'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    variants: jsonb('variants').notNull(),
    palette: jsonb('palette').notNull(),
    phash: text('phash').notNull(),
    features: bytea('features').notNull(),
    featureVersion: integer('feature_version').notNull(),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at'),
  },
  (t) => [
    index('reference_images_designer_idx').on(t.designerId, t.createdAt),
    uniqueIndex('reference_images_library_source_key').on(t.sourceKey).where(sql`${t.designerId} is null and ${t.sourceKey} is not null`),
  ],
);

/**
 * The image studio (issue 12): one row per generation the designer asked for. Settings are kept so that
 * Retry, Regenerate and "Use these settings" restore them; `status` moves queued → generating →
 * succeeded | failed | cancelled, and a job (`studio_generation`) does the work.
 */
export const studioGenerations = pgTable(
  'studio_generations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    designerId: uuid('designer_id')
      .notNull()
      .references(() => designers.id, { onDelete: 'cascade' }),
    clientRequestId: uuid('client_request_id').references(() => clientRequests.id, { onDelete: 'set null' }),
    tool: text('tool').notNull(),
    space: text('space').notNull(),
    style: text('style').notNull(),
    prompt: text('prompt').notNull(),
    count: integer('count').notNull(),
    inputKey: text('input_key'),
    maskKey: text('mask_key'),
    strength: doublePrecision('strength'),
    /** furniture_compose: the placements (contracts `furniturePlacement[]`) and whether pieces cast a shadow. */
    pieces: jsonb('pieces').notNull().default([]),
    shadow: boolean('shadow').notNull().default(true),
    status: text('status').notNull().default('queued'),
    progress: doublePrecision('progress').notNull().default(0),
    failureReason: text('failure_reason'),
    providerId: text('provider_id'),
    providerLabel: text('provider_label'),
    createdAt: stamp('created_at'),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
    updatedAt: stamp('updated_at'),
  },
  (t) => [
    index('studio_generations_designer_idx').on(t.designerId, t.createdAt),
    index('studio_generations_request_idx').on(t.designerId, t.clientRequestId, t.createdAt),
  ],
);

/** An image a generation made. `deleted_at` set: in the bin (undo restores it). */
export const studioResults = pgTable(
  'studio_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    generationId: uuid('generation_id')
      .notNull()
      .references(() => studioGenerations.id, { onDelete: 'cascade' }),
    designerId: uuid('designer_id')
      .notNull()
      .references(() => designers.id, { onDelete: 'cascade' }),
    fileKey: text('file_key').notNull(),
    mimeType: text('mime_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    seed: integer('seed'),
    favourite: boolean('favourite').notNull().default(false),
    deletedAt: at('deleted_at'),
    createdAt: stamp('created_at'),
  },
  (t) => [index('studio_results_designer_idx').on(t.designerId, t.createdAt), index('studio_results_generation_idx').on(t.generationId)],
);

/**
 * The designer's own furniture products (issue 14): added in the admin area or imported from a
 * folder; `piece` is contracts `furniturePiece` without its id. `dedupe_key` (category, name, vendor,
 * size) keeps an import from adding a product twice.
 */
export const furnitureProducts = pgTable(
  'furniture_products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    designerId: uuid('designer_id')
      .notNull()
      .references(() => designers.id, { onDelete: 'cascade' }),
    piece: jsonb('piece').notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at'),
  },
  (t) => [index('furniture_products_designer_idx').on(t.designerId, t.createdAt), uniqueIndex('furniture_products_dedupe_key').on(t.designerId, t.dedupeKey)],
);

/**
 * A request's furniture list (issue 14): the designer's choices over the matching — pinned pieces per
 * slot, removed slots, pieces set aside per slot — and whether the shared view shows the list.
 */
export const requestFurniture = pgTable('request_furniture', {
  clientRequestId: uuid('client_request_id')
    .primaryKey()
    .references(() => clientRequests.id, { onDelete: 'cascade' }),
  designerId: uuid('designer_id')
    .notNull()
    .references(() => designers.id, { onDelete: 'cascade' }),
  pinned: jsonb('pinned').notNull().default({}),
  removed: jsonb('removed').notNull().default([]),
  excluded: jsonb('excluded').notNull().default({}),
  shared: boolean('shared').notNull().default(false),
  generatedAt: at('generated_at'),
  updatedAt: stamp('updated_at'),
});

export type DesignerRow = typeof designers.$inferSelect;
export type ClientRequestRow = typeof clientRequests.$inferSelect;
export type VisitorSessionRow = typeof visitorSessions.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type BriefFeedbackRow = typeof briefFeedbacks.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;
export type SalesEmailRow = typeof salesEmails.$inferSelect;
export type JobRow = typeof jobs.$inferSelect;
export type ImagenConfigRow = typeof imagenConfigs.$inferSelect;
export type OutboxMailRow = typeof outboxMails.$inferSelect;
export type ReferenceImageRow = typeof referenceImages.$inferSelect;
export type RequestSuggestionsRow = typeof requestSuggestions.$inferSelect;
export type BrandAnalysisRow = typeof brandAnalyses.$inferSelect;

/**
 * Per owner of reference images ('library' for the shared library, else a designer's id), a number
 * that every change to that owner's images raises. Each instance's in-memory catalogue compares it
 * with what it loaded and reloads only the owners that moved.
 */
export const referenceCatalogVersions = pgTable('reference_catalog_versions', {
  owner: text('owner').primaryKey(),
  version: integer('version').notNull().default(1),
  updatedAt: stamp('updated_at'),
});

/**
 * Short claims on a piece of work shared by every instance (a suggestions generation in progress):
 * whoever holds an unexpired row does the work; the others wait for it. A crashed holder's claim
 * simply expires.
 */
export const leases = pgTable('leases', {
  key: text('key').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: at('expires_at').notNull(),
});
export type StudioGenerationRow = typeof studioGenerations.$inferSelect;
export type StudioResultRow = typeof studioResults.$inferSelect;
export type FurnitureProductRow = typeof furnitureProducts.$inferSelect;
export type RequestFurnitureRow = typeof requestFurniture.$inferSelect;

// ---- studio moodboards and articles
// (issue 13) Image lists are jsonb arrays of `StoredBoardImage` (studio/moodboards/board-images.ts).

/** Files the moodboards and articles store (uploaded images, exports): a studio link opens them only for their designer. */
export const studioBoardFiles = pgTable(
  'studio_board_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    designerId: uuid('designer_id')
      .notNull()
      .references(() => designers.id, { onDelete: 'cascade' }),
    /** upload | export */
    kind: text('kind').notNull(),
    fileKey: text('file_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: stamp('created_at'),
  },
  (t) => [index('studio_board_files_designer_idx').on(t.designerId, t.fileKey)],
);

/** A saved moodboard style: a name and reference images, reused for the next board. */
export const moodboardStyles = pgTable(
  'moodboard_styles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    designerId: uuid('designer_id')
      .notNull()
      .references(() => designers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    images: jsonb('images').notNull().default([]),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at'),
  },
  (t) => [index('moodboard_styles_designer_idx').on(t.designerId, t.createdAt)],
);

/** A moodboard: what it was made from, its words and palette, its images, the (dragged) layout and its exports. */
export const moodboards = pgTable(
  'moodboards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    designerId: uuid('designer_id')
      .notNull()
      .references(() => designers.id, { onDelete: 'cascade' }),
    clientRequestId: uuid('client_request_id').references(() => clientRequests.id, { onDelete: 'set null' }),
    savedStyleId: uuid('saved_style_id').references(() => moodboardStyles.id, { onDelete: 'set null' }),
    style: text('style'),
    space: text('space'),
    language: text('language').notNull(),
    template: text('template').notNull(),
    title: text('title').notNull(),
    concept: text('concept').notNull(),
    materials: jsonb('materials').notNull().default([]),
    palette: jsonb('palette').notNull().default([]),
    images: jsonb('images').notNull().default([]),
    layout: jsonb('layout').notNull(),
    /** [{ id, format, key, createdAt }] */
    exports: jsonb('exports').notNull().default([]),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at'),
  },
  (t) => [index('moodboards_designer_idx').on(t.designerId, t.createdAt)],
);

/** A copywriting article: its settings, and every version written (regenerations) with the current one's id. */
export const studioArticles = pgTable(
  'studio_articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    designerId: uuid('designer_id')
      .notNull()
      .references(() => designers.id, { onDelete: 'cascade' }),
    clientRequestId: uuid('client_request_id').references(() => clientRequests.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    language: text('language').notNull(),
    style: text('style'),
    space: text('space'),
    /** contracts `boardImageRef[]`: the chosen images. */
    images: jsonb('images').notNull().default([]),
    /** contracts `articleVersion[]` (snake_case as served), oldest first. */
    versions: jsonb('versions').notNull().default([]),
    currentVersionId: text('current_version_id').notNull(),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at'),
  },
  (t) => [index('studio_articles_designer_idx').on(t.designerId, t.createdAt)],
);
export type StudioBoardFileRow = typeof studioBoardFiles.$inferSelect;
export type MoodboardStyleRow = typeof moodboardStyles.$inferSelect;
export type MoodboardRow = typeof moodboards.$inferSelect;
export type StudioArticleRow = typeof studioArticles.$inferSelect;

// ---- studio plan tools
/**
 * A floor plan analysed in the studio (issue 13): the stored input image and the model (core
 * `FloorPlanModel`) the designer corrects (room names and functions) before rendering it.
 */
export const studioPlans = pgTable(
  'studio_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    designerId: uuid('designer_id')
      .notNull()
      .references(() => designers.id, { onDelete: 'cascade' }),
    clientRequestId: uuid('client_request_id').references(() => clientRequests.id, { onDelete: 'set null' }),
    inputKey: text('input_key').notNull(),
    model: jsonb('model').notNull(),
    scaleSource: text('scale_source').notNull(),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at'),
  },
  (t) => [index('studio_plans_designer_idx').on(t.designerId, t.createdAt)],
);

/**
 * The plan-tool settings of a studio generation (image_to_cad, plan_2d, plan_3d), the model it
 * renders (a snapshot, so the result can be edited and rendered again) and the export files it made
 * beside its PNG result (format → stored key).
 */
export const studioPlanRenders = pgTable('studio_plan_renders', {
  generationId: uuid('generation_id')
    .primaryKey()
    .references(() => studioGenerations.id, { onDelete: 'cascade' }),
  designerId: uuid('designer_id')
    .notNull()
    .references(() => designers.id, { onDelete: 'cascade' }),
  planId: uuid('plan_id').references(() => studioPlans.id, { onDelete: 'set null' }),
  settings: jsonb('settings').notNull(),
  model: jsonb('model'),
  files: jsonb('files').notNull().default({}),
});
export type StudioPlanRow = typeof studioPlans.$inferSelect;
export type StudioPlanRenderRow = typeof studioPlanRenders.$inferSelect;

// ---- visitor mood board
/** An image the visitor attached to the mood-board interview (issue 14): decoded, metadata stripped, WebP. */
export const moodBoardUploads = pgTable(
  'mood_board_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    designerId: uuid('designer_id')
      .notNull()
      .references(() => designers.id, { onDelete: 'cascade' }),
    clientRequestId: uuid('client_request_id')
      .notNull()
      .references(() => clientRequests.id, { onDelete: 'cascade' }),
    fileKey: text('file_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: stamp('created_at'),
  },
  (t) => [index('mood_board_uploads_request_idx').on(t.designerId, t.clientRequestId, t.createdAt)],
);

/**
 * A concept image of the visitor's mood board: proposed from the conversation and the uploads, or a
 * refinement of another (`parent_id`, the visitor's words in `instruction`). Made by the
 * `mood_board_concept` job; every version is kept; starred ones go into the brief and the request.
 */
export const moodBoardConcepts = pgTable(
  'mood_board_concepts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    designerId: uuid('designer_id')
      .notNull()
      .references(() => designers.id, { onDelete: 'cascade' }),
    clientRequestId: uuid('client_request_id')
      .notNull()
      .references(() => clientRequests.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id'),
    instruction: text('instruction').notNull().default(''),
    prompt: text('prompt').notNull(),
    engine: text('engine').notNull().default('default'),
    /** The upload the image starts from (image → image), when the visitor attached one. */
    inputKey: text('input_key'),
    status: text('status').notNull().default('queued'),
    fileKey: text('file_key'),
    width: integer('width'),
    height: integer('height'),
    providerLabel: text('provider_label'),
    failureReason: text('failure_reason'),
    starred: boolean('starred').notNull().default(false),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at'),
  },
  (t) => [index('mood_board_concepts_request_idx').on(t.designerId, t.clientRequestId, t.createdAt)],
);
export type MoodBoardUploadRow = typeof moodBoardUploads.$inferSelect;
export type MoodBoardConceptRow = typeof moodBoardConcepts.$inferSelect;

/**
 * A studio's own provider (issue 25): its image provider (`kind` image) or its LLM (`kind` llm), used
 * for this designer's work instead of the operator's. The key is stored only encrypted (AES-256-GCM,
 * ai/keys/key-box.ts, bound to the designer and kind); `key_hint` is its last four characters, the only
 * part ever shown. `used_month`/`used_images` count the images made through it in a UTC month, against
 * `monthly_image_cap`.
 */
export const providerConnections = pgTable(
  'provider_connections',
  {
    designerId: uuid('designer_id')
      .notNull()
      .references(() => designers.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    provider: text('provider').notNull(),
    baseUrl: text('base_url'),
    model: text('model'),
    keyCiphertext: text('key_ciphertext'),
    keyHint: text('key_hint'),
    monthlyImageCap: integer('monthly_image_cap'),
    usedMonth: text('used_month'),
    usedImages: integer('used_images').notNull().default(0),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at'),
  },
  (t) => [primaryKey({ columns: [t.designerId, t.kind] })],
);
export type ProviderConnectionRow = typeof providerConnections.$inferSelect;

// Drizzle schema. Every designer-owned table carries designer_id; reach those rows only through the
// scoped repositories (src/db/repositories), which take the designer id as their first argument.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

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
    subscriptionStart: at('subscription_start').notNull(),
    subscriptionEnd: at('subscription_end').notNull(),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at'),
  },
  (t) => [
    uniqueIndex('designers_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('designers_genie_name_lower_key').on(sql`lower(${t.genieName})`),
    uniqueIndex('designers_username_lower_key').on(sql`lower(${t.username})`),
  ],
);

/** Bearer tokens: only the SHA-256 of the token is stored; a token is valid until it expires or is revoked. */
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
    createdAt: stamp('created_at'),
  },
  (t) => [index('outbox_mails_designer_idx').on(t.designerId, t.createdAt)],
);

/**
 * Visitor messages per designer per billing period (period_start from core billingPeriodAt).
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
  },
  (t) => [primaryKey({ columns: [t.designerId, t.periodStart] })],
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

export type DesignerRow = typeof designers.$inferSelect;
export type ImagenConfigRow = typeof imagenConfigs.$inferSelect;
export type OutboxMailRow = typeof outboxMails.$inferSelect;

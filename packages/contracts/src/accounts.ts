import { z } from 'zod';
import { language } from './languages.ts';
import { planSummary, subscription } from './plans.ts';
import type { ValidationKey } from './messages.ts';
import { line, text } from './text.ts';

const m = (key: ValidationKey) => ({ error: key });

export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const PROFILE_IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp'] as const;
export const INFO_FILE_EXTENSIONS = ['.txt', '.docx', '.doc', '.pdf'] as const;
export const PASSWORD_MIN_LENGTH = 8;

// ---- field rules (shared by server validation and the web forms) ----
export const linkWordsPattern = /^[A-Za-z0-9_-]+$/;
export const genieName = z
  .string(m('genie_name_required'))
  .trim()
  .min(1, m('genie_name_required'))
  .max(50, m('too_long'))
  .regex(linkWordsPattern, m('genie_name_chars'));
export const username = z
  .string()
  .trim()
  .min(1, m('invalid_value'))
  .max(50, m('too_long'))
  .regex(linkWordsPattern, m('username_chars'));
export const email = z
  .string(m('email_required'))
  .trim()
  .min(1, m('email_required'))
  .max(254, m('too_long'))
  .pipe(z.email(m('email_format')));
export const loginPassword = z.string(m('password_required')).min(1, m('password_required')).max(200, m('too_long'));
export const newPasswordValue = z
  .string(m('password_required'))
  .min(1, m('password_required'))
  .min(PASSWORD_MIN_LENGTH, m('password_too_short'))
  .max(200, m('too_long'));
export const teamName = line(100, { required: 'team_name_required' });
export const phone = z
  .string()
  .trim()
  .max(40, m('too_long'))
  .regex(/^[+()0-9\s.-]*$/, m('phone_format'));

// ---- POST /accounts/login/ ----
export const loginInput = z.object({ email, password: loginPassword });
export type LoginInput = z.infer<typeof loginInput>;
export const tokenReply = z.object({ token: z.string() });
export type TokenReply = z.infer<typeof tokenReply>;

// ---- POST /accounts/register/ (step 1 required, step 2 profile optional) ----
export const registerInput = z.object({
  genie_name: genieName,
  email,
  password: newPasswordValue,
  name: line(100).optional(),
  username: username.optional(),
  phone: phone.optional(),
  language: language.optional(),
});
export type RegisterInput = z.infer<typeof registerInput>;

// ---- GET /accounts/info_duplicate_check/ ----
export const duplicateCheckQuery = z.object({
  genie_name: line(200, { keepWhitespace: true }).optional(),
  username: line(200, { keepWhitespace: true }).optional(),
});
export const duplicateCheckReply = z.object({
  status: z.enum(['ok', 'bad_request']),
  error: z.string().optional(),
  msg: z.string().optional(),
});
export type DuplicateCheckReply = z.infer<typeof duplicateCheckReply>;

// ---- GET /accounts/designer/{linkWords}/ (public) ----
export const publicDesigner = z.object({
  name: z.string(),
  genie_name: z.string(),
  logo: z.string().nullable(),
  opening: z.string(),
  language: language,
  custom_styles: z.string().describe('JSON string: {"theme","primary","secondary"}'),
});
export type PublicDesigner = z.infer<typeof publicDesigner>;
export const publicDesignerReply = z.object({
  success: z.literal(true),
  data: publicDesigner,
  plan: planSummary,
  msg: z.string(),
});
export type PublicDesignerReply = z.infer<typeof publicDesignerReply>;

// ---- GET/PUT /accounts/personal_info/ ----
export const personalInfo = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  context: z.string(),
  opening: z.string(),
  logo: z.string().nullable(),
  language: language,
  custom_styles: z.string(),
  genie_name: z.string(),
  username: z.string().nullable(),
  subscription_start: z.string(),
  subscription_end: z.string(),
});
export type PersonalInfo = z.infer<typeof personalInfo>;
export const personalInfoReply = z.object({
  success: z.literal(true),
  data: personalInfo,
  subscription,
  plan: planSummary,
  msg: z.string(),
});
export type PersonalInfoReply = z.infer<typeof personalInfoReply>;

/** Text fields of the PUT form body; each is optional, only the ones sent change. The logo travels as file field `logo`. */
export const personalInfoUpdate = z.object({
  name: teamName.optional(),
  email: email.optional(),
  phone: phone.optional(),
  address: text(300).optional(),
  context: text(5000).optional(),
  opening: text(1000).optional(),
  language: language.optional(),
  custom_styles: line(500, { keepWhitespace: true }).optional(),
  genie_name: genieName.optional(),
  username: z.union([z.literal(''), username]).optional(),
  remove_logo: z.enum(['true', 'false']).optional(),
});
export type PersonalInfoUpdate = z.infer<typeof personalInfoUpdate>;

// ---- POST /accounts/info_file/ : text extracted from a background-information document ----
export const infoFileReply = z.object({ success: z.literal(true), text: z.string(), msg: z.string() });
export type InfoFileReply = z.infer<typeof infoFileReply>;

// ---- POST /accounts/change_password/ ----
export const changePasswordInput = z
  .object({
    old_password: z.string(m('old_password_required')).min(1, m('old_password_required')).max(200, m('too_long')),
    new_password: z
      .string(m('new_password_required'))
      .min(1, m('new_password_required'))
      .min(PASSWORD_MIN_LENGTH, m('password_too_short'))
      .max(200, m('too_long')),
    confirm_password: z.string(m('confirm_password_required')).min(1, m('confirm_password_required')).max(200, m('too_long')),
  })
  .refine((v) => v.new_password === v.confirm_password, { ...m('password_mismatch'), path: ['confirm_password'] });
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

// ---- POST /accounts/forget_password/ and POST /accounts/reset_password/ ----
export const forgetPasswordInput = z.object({ email });
export type ForgetPasswordInput = z.infer<typeof forgetPasswordInput>;
export const resetPasswordInput = z
  .object({
    token: z.string().min(1).max(500, m('too_long')),
    new_password: newPasswordValue,
    confirm_password: z.string(m('confirm_password_required')).min(1, m('confirm_password_required')).max(200, m('too_long')),
  })
  .refine((v) => v.new_password === v.confirm_password, { ...m('password_mismatch'), path: ['confirm_password'] });
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;

// ---- POST /accounts/login_link/ and POST /accounts/login_link/redeem/ ----
/** Asks for a one-time sign-in link by e-mail; the reply is the same whether or not an account uses the address. */
export const loginLinkInput = z.object({ email });
export type LoginLinkInput = z.infer<typeof loginLinkInput>;
export const loginLinkReply = z.object({ success: z.literal(true), msg: z.string(), expires_in_minutes: z.number().int().positive() });
export type LoginLinkReply = z.infer<typeof loginLinkReply>;
/** Signs in with the token of an e-mailed sign-in link (single use, short-lived); the reply is the login's. */
export const redeemLoginLinkInput = z.object({ token: z.string().min(1).max(200) });
export type RedeemLoginLinkInput = z.infer<typeof redeemLoginLinkInput>;

// ---- GET /my/credit_usage/ ----
/** One counter of the current billing period against the plan's limit for it. */
export const usageCounter = z.object({
  kind: z.string().describe('messages, project_requests, …'),
  used: z.number().int().nonnegative(),
  limit: z.number().int().nonnegative(),
});
export type UsageCounter = z.infer<typeof usageCounter>;
export const creditUsageReply = z.object({
  message_count: z.number().int().nonnegative(),
  /** Studio images made in the period, and the plan's monthly allowance (0: no studio on this plan). */
  image_count: z.number().int().nonnegative(),
  image_quota: z.number().int().nonnegative(),
  period_start: z.string(),
  period_end: z.string(),
  counters: z.array(usageCounter),
});
export type CreditUsageReply = z.infer<typeof creditUsageReply>;

// ---- GET /my/outbox/ : mail the local outbox holds for the designer (when no SMTP server is set) ----
export const outboxQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});
export type OutboxQuery = z.infer<typeof outboxQuery>;
export const outboxMail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  created_at: z.string().describe('ISO date-time'),
});
export type OutboxMail = z.infer<typeof outboxMail>;
export const outboxReply = z.object({
  success: z.literal(true),
  mails: z.array(outboxMail),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int().nonnegative(),
});
export type OutboxReply = z.infer<typeof outboxReply>;

// ---- GET /accounts/sessions/ : where the designer is signed in (one session per token) ----
export const accountSession = z.object({
  id: z.string(),
  browser: z.string().nullable().describe('Chrome, Edge, Firefox, Safari, …, read from the User-Agent; null when unrecognised'),
  os: z.string().nullable().describe('Windows, macOS, iOS, iPadOS, Android, ChromeOS, Linux; null when unrecognised'),
  address: z.string().describe('Where it was last used, anonymised: 203.0.113.x or 2001:db8:85a3:…; empty when unknown'),
  signed_in_at: z.string().describe('ISO date-time'),
  last_seen_at: z.string().describe('ISO date-time; recorded at most every few minutes'),
  current: z.boolean().describe('The session of the token this call was made with'),
});
export type AccountSession = z.infer<typeof accountSession>;
export const sessionsReply = z.object({ success: z.literal(true), sessions: z.array(accountSession) });
export type SessionsReply = z.infer<typeof sessionsReply>;

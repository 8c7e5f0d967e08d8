/**
 * Every domain error carries one of these codes; the server maps a code to an HTTP status in one
 * place and the web app maps it to a translated message (key `errors.<code>`), falling back to `msg`.
 */
export const errorCodes = [
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  'rate_limited',
  'payload_too_large',
  'internal_error',
  'invalid_credentials',
  'registration_failed',
  'genie_name_taken',
  'genie_name_invalid',
  'username_taken',
  'username_invalid',
  'email_taken',
  'email_not_found',
  'password_incorrect',
  'password_mismatch',
  'reset_token_invalid',
  'image_too_large',
  'image_type_unsupported',
  'image_damaged',
  'file_type_unsupported',
  'file_unreadable',
  'space_exists',
  'subscription_expired',
  'plan_feature_locked',
  // the visitor's genie (issue 3)
  'rating_required',
  'floor_plan_limit',
  'wrong_stage',
  // the reference library (issue 4)
  'image_duplicate',
  // the designer's workspace (issue 5)
  'website_url_missing',
  'project_type_missing',
  'suggestions_failed',
  // brute-force protection of the login (issue 9)
  'login_slowed',
  'login_link_invalid',
  // uploads are processed a few at a time (issue 9)
  'uploads_busy',
  // paying for Genie (issue 16)
  'billing_unavailable',
  'billing_account_missing',
  // the image studio (issue 12)
  'image_quota_exceeded',
  'generation_not_stoppable',
  'generation_not_retryable',
  // the studio's moodboards and articles (issue 13)
  'article_save_failed',
  // the studio's plan tools (issue 13)
  'plan_image_too_small',
  'plan_no_walls_found',
  'plan_no_rooms_found',
  // the visitor's mood board (issue 14)
  'mood_board_image_limit',
  // consultation bookings (issue 24)
  'booking_limit',
  // target client intelligence and sales e-mails (issue 24)
  'master_plan_feature_locked',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** The one error reply shape of the API (errors.ts `errorReply`), checked by hand for the web app's first load. */
export interface ErrorReplyShape {
  success: false;
  code: ErrorCode;
  msg: string;
  fields?: Record<string, string>;
}

/** Whether a reply has the error shape: what `errorReply.safeParse` accepts, without zod. */
export function isErrorReply(data: unknown): data is ErrorReplyShape {
  if (typeof data !== 'object' || data === null) return false;
  const r = data as Record<string, unknown>;
  if (r.success !== false || typeof r.msg !== 'string') return false;
  if (typeof r.code !== 'string' || !(errorCodes as readonly string[]).includes(r.code)) return false;
  if (r.fields === undefined) return true;
  return typeof r.fields === 'object' && r.fields !== null && !Array.isArray(r.fields) && Object.values(r.fields).every((v) => typeof v === 'string');
}

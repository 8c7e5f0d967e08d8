import { z } from 'zod';

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
] as const;
export const errorCode = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof errorCode>;

/** The one error reply shape of the API. `fields` names the inputs at fault, when there are any. */
export const errorReply = z.object({
  success: z.literal(false),
  code: errorCode,
  msg: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorReply = z.infer<typeof errorReply>;

export const okReply = z.object({ success: z.literal(true), msg: z.string() });
export type OkReply = z.infer<typeof okReply>;

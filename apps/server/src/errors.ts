import type { ErrorCode } from '@genie/contracts';

/** A domain error: a code (never an HTTP status) and an English message; the error handler maps the rest. */
export class AppError extends Error {
  constructor(
    public readonly code: ErrorCode,
    message: string,
    public readonly fields?: Record<string, string>,
    /** Sent as Retry-After: when the refused request may be tried again. */
    public readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const httpStatusByCode: Record<ErrorCode, number> = {
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  rate_limited: 429,
  payload_too_large: 413,
  internal_error: 500,
  invalid_credentials: 401,
  registration_failed: 400,
  genie_name_taken: 409,
  genie_name_invalid: 400,
  username_taken: 409,
  username_invalid: 400,
  email_taken: 409,
  email_not_found: 404,
  password_incorrect: 400,
  password_mismatch: 400,
  reset_token_invalid: 400,
  image_too_large: 413,
  image_type_unsupported: 415,
  image_damaged: 422,
  file_type_unsupported: 415,
  file_unreadable: 422,
  space_exists: 409,
  subscription_expired: 402,
  plan_feature_locked: 403,
  master_plan_feature_locked: 403,
  rating_required: 400,
  floor_plan_limit: 400,
  mood_board_image_limit: 400,
  booking_limit: 409,
  wrong_stage: 409,
  image_duplicate: 409,
  website_url_missing: 409,
  project_type_missing: 409,
  suggestions_failed: 502,
  login_slowed: 429,
  login_link_invalid: 400,
  uploads_busy: 429,
  billing_unavailable: 409,
  billing_account_missing: 409,
  image_quota_exceeded: 403,
  generation_not_stoppable: 409,
  generation_not_retryable: 409,
  article_save_failed: 500,
  plan_image_too_small: 422,
  plan_no_walls_found: 422,
  plan_no_rooms_found: 422,
};

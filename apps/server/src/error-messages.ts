import type { ErrorCode } from '@genie/contracts';

/**
 * English messages of errors that are not a field's validation message (those live in contracts
 * validationMessages). The web app translates by code (`errors.<code>`) and falls back to these.
 */
export const errorMessages = {
  unauthorized: 'Please log in to continue.',
  forbidden: 'You do not have access to this.',
  not_found: 'Not found',
  rate_limited: 'Too many requests. Please wait a moment and try again.',
  invalid_credentials: 'Email or Password is incorrect. Please try again.',
  password_incorrect: 'Old Password is incorrect',
  email_not_found: 'No account is registered with this email.',
  reset_token_invalid: 'This reset link is invalid or has expired. Please request a new one.',
  login_slowed: 'Too many failed attempts to log in to this account. Try again later, or log in with a link sent to your e-mail.',
  login_link_invalid: 'This sign-in link is invalid, has expired or was already used. Please request a new one.',
  file_too_large: 'The file size limit is 10MB',
  website_url_missing: 'Add the client\'s website address to analyze their brand.',
  project_type_missing: 'Choose the project type in the overview before generating suggestions.',
  suggestions_failed: 'Something went wrong. Please try again.',
  uploads_busy: 'Other files are still being processed. Please try again in a moment.',
  billing_unavailable: 'Online payment is not available. Please request the plan and our sales team will contact you.',
  billing_account_missing: 'There is no payment account yet. Choose a plan to subscribe first.',
  plan_feature_locked: 'This feature is available on the Professional plan and above.',
  master_plan_feature_locked: 'This feature is available on the Master plan.',
  image_quota_exceeded: "This month's images are used up. Images already made are kept; more can be made next month or on a larger plan.",
  generation_not_stoppable: 'This generation has already finished.',
  generation_not_retryable: 'Only a failed or stopped generation can be retried.',
  article_save_failed: 'Failed to save article',
  plan_image_too_small: 'This image is too small to read a floor plan from. Please upload one at least 64 × 64 pixels.',
  plan_no_walls_found: 'No walls were found in this image. Please upload a floor plan with dark walls on a light background.',
  plan_no_rooms_found: 'Walls were found but no closed rooms. Please upload a floor plan whose rooms are closed by walls and doors.',
} as const satisfies Partial<Record<ErrorCode | 'file_too_large', string>>;

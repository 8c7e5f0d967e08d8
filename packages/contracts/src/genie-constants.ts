/**
 * The visitor's genie API (issue 3), under /api/genie/{linkWords}/… for the designer's genie and
 * /api/genie_demo/… for the built-in demo studio (same shapes). Starting a request returns a visitor
 * session token; every later call carries it in the `x-visitor-session` header and can reach only
 * that one client request.
 */
export const VISITOR_SESSION_HEADER = 'x-visitor-session';
/**
 * Optional on start and chat calls: the visitor's UTC offset in minutes east of UTC (Taipei +480,
 * i.e. `-new Date().getTimezoneOffset()`), so "next Friday" is read in the visitor's own day.
 */
export const VISITOR_UTC_OFFSET_HEADER = 'x-visitor-utc-offset';
export const MESSAGE_MAX_LENGTH = 2000;
/**
 * The built-in demo studio's name (a proper name, the same in every language): the server seeds the
 * studio with it and the demo's pages show it before the visitor's session brings the studio's profile.
 */
export const DEMO_STUDIO_NAME = 'Lumen & Oak Design Studio';
export const FLOOR_PLAN_MAX_FILES = 5;
export const BRIEF_NOTE_IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png'] as const;

/**
 * The least time a request file's signed link (`briefUpload.url`) keeps working after the reply that
 * carried it; readers re-read the request well within it for fresh links.
 */
export const FILE_LINK_MIN_LIFETIME_MS = 2 * 60 * 60_000;

/** Visitor-side validation messages beyond the home form's (English = spec wording where the spec has one). */
export const genieValidationMessages = {
  message_too_long: 'Your message is too long. Please keep it under 2000 characters.',
  message_required: 'Please type a message',
  rating_required: 'Rating is required',
  floor_plan_limit: 'You can upload at most 5 floor plans',
  floor_plan_type: 'Floor plans must be image files',
  note_image_type: 'Please upload a .jpg, .jpeg or .png image',
  date_required: 'Please choose a date',
  chat_error: 'An error occurred. Please refresh this page.',
} as const;
export type GenieValidationKey = keyof typeof genieValidationMessages;

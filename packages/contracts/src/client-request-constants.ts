/** The visitor home form's choices and messages (no zod: its first load reads these; client-requests.ts has the schemas). */
/**
 * Validation messages of the visitor's home form that the account forms do not have. Same rule as
 * `validationMessages`: the key is the zod message, the English is the spec's wording, word for word
 * (note "Invalid Email Format" here versus the login's "Invalid email format").
 */
export const visitorValidationMessages = {
  contact_name_required: 'Contact Name is a required field',
  visitor_email_format: 'Invalid Email Format',
  phone_required: 'Phone is required',
  available_time_required: 'Please select a available time',
  available_time_other_required: 'Please tell us when you are available',
  project_type_required: 'Please select the project type',
} as const;

export type VisitorValidationKey = keyof typeof visitorValidationMessages;

// ---- project types (spec §1, in the spec's order) ----
export const projectTypes = [
  'brand_design',
  'packaging_design',
  'website',
  'commercial_space',
  'exhibition_space',
  'residential_space',
  'other',
] as const;

/**
 * Project types about a physical space: only these are asked for floor plans on the brief. ("Other" may be
 * anything, so it is offered the upload too.)
 */
export const spaceProjectTypes: readonly (typeof projectTypes)[number][] = ['commercial_space', 'exhibition_space', 'residential_space', 'other'];

/** Project types whose work is a built room (a home, a shop, a booth): "other", which may be anything, is not one. */
export const builtSpaceProjectTypes: readonly (typeof projectTypes)[number][] = ['commercial_space', 'exhibition_space', 'residential_space'];

export function isBuiltSpaceProjectType(projectType: string): boolean {
  return (builtSpaceProjectTypes as readonly string[]).includes(projectType);
}

// ---- available time (spec §3) ----
export const availableTimes = ['9to12', '12to18', '18to21', 'other'] as const;

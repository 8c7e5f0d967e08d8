/** Validation messages of the workspace's own inputs (key = zod message, English = the wording shown). */
export const workspaceValidationMessages = {
  website_url_invalid: 'Please enter a website address starting with http:// or https://',
  contact_required: 'Please enter an email or a phone number',
  status_note_too_long: 'The note can be at most 1000 characters',
  date_invalid: 'Please enter a valid date',
} as const;
export type WorkspaceValidationKey = keyof typeof workspaceValidationMessages;

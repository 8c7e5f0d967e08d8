/**
 * Validation messages. Schemas carry the key as their zod message; the web app translates the key
 * (i18n `validation.<key>`, en-US identical to the text here) and the server answers with the English
 * text. The English is the spec's wording, word for word.
 */
export const validationMessages = {
  team_name_required: 'Team Name is a required field',
  genie_name_required: 'Genie Name is a required field',
  genie_name_chars: 'Only letters, numbers, underscores and hyphens are allowed',
  genie_name_taken: 'This genie name is already taken',
  username_chars: 'Only letters, numbers, underscores and hyphens are allowed',
  username_taken: 'This username is already taken',
  email_required: 'Email is a required field',
  email_format: 'Invalid email format',
  email_taken: 'This email is already registered',
  password_required: 'Password is a required field',
  password_too_short: 'Password must be at least 8 characters',
  old_password_required: 'Old Password is a required field',
  new_password_required: 'New Password is a required field',
  confirm_password_required: 'Confirm Password is a required field',
  password_mismatch: 'New Password and Confirm Password do not match',
  too_long: 'This value is too long',
  characters_not_allowed: 'This contains characters that are not allowed',
  phone_format: 'Please enter a valid phone number',
  language_invalid: 'Please choose a supported language',
  color_format: 'Use a colour like #8b7dbe',
  image_too_large: 'The image file size limit is 10MB',
  image_type: 'Please upload a .jpg, .jpeg, .png or .webp image',
  image_damaged: 'Image is damaged',
  image_required: 'Please upload an image',
  prompt_required: 'Please enter the prompt',
  space_style_required: 'Please select a space and a style',
  mask_required: 'Please paint the area to change',
  mask_empty: 'The mask paints nothing. Paint the area to change with the brush (the eraser only removes paint)',
  furniture_required: 'Please place at least one piece of furniture',
  url_format: 'Please enter a valid link (https://…)',
  space_name_required: 'Space Name is a required field',
  space_exists: 'Space already exists',
  display_name_required: 'Name is a required field',
  info_file_type: 'Please upload a .txt, .docx, .doc or .pdf file',
  info_file_failed: 'Upload file failed, please try again',
  invalid_value: 'Please check this value',
  style_name_required: 'Style Name is a required field',
  style_images_required: 'Please choose at least one image',
  article_text_required: 'Please enter the article text',
  email_subject_required: 'Please enter a subject',
  email_body_required: 'Please write the message',
} as const;

export type ValidationKey = keyof typeof validationMessages;

export function isValidationKey(value: string): value is ValidationKey {
  return Object.hasOwn(validationMessages, value);
}

/** Validation messages of the workspace's own inputs (key = zod message, English = the wording shown). */
export const workspaceValidationMessages = {
  website_url_invalid: 'Please enter a website address starting with http:// or https://',
  contact_required: 'Please enter an email or a phone number',
  status_note_too_long: 'The note can be at most 1000 characters',
  date_invalid: 'Please enter a valid date',
  product_name_required: 'Please enter the product name',
  product_size: 'Please enter a size in centimetres, up to 2000',
  product_styles_required: 'Please choose at least one style',
  product_material_required: 'Please enter the material',
  product_price: 'Please enter a price of 0 or more',
  product_image_url: 'Please enter an image address starting with http:// or https://',
  product_duplicate: 'You already have this product.',
  product_style_unknown: 'This style is not one of Genie\'s styles',
  product_category_unknown: 'This kind of piece is not one Genie suggests',
} as const;
export type WorkspaceValidationKey = keyof typeof workspaceValidationMessages;

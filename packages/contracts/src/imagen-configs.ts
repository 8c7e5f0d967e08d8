import { z } from 'zod';
import type { ValidationKey } from './messages.ts';
import { line, text } from './text.ts';

const m = (key: ValidationKey) => ({ error: key });

/** A reference image address: an absolute http(s) URL or a file served by this product under /api/files/. */
export const imageUrl = z
  .string(m('image_required'))
  .trim()
  .min(1, m('image_required'))
  .max(2000, m('too_long'))
  .refine((v) => /^https?:\/\/[^\s]+$/i.test(v) || /^\/api\/files\/[A-Za-z0-9/_.-]+$/.test(v), m('url_format'));

export const customThemeData = z.object({
  input_image_url: imageUrl,
  prompt: text(2000, { required: 'prompt_required' }),
});
export const customTheme = z.object({
  id: z.string(),
  display_name: z.string(),
  config_type: z.literal('custom_theme'),
  data: customThemeData,
});
export type CustomTheme = z.infer<typeof customTheme>;

export const customSpaceName = line(60, { required: 'space_name_required' });

export const imagenConfigsValue = z.object({
  custom_spaces: z.array(z.string()),
  custom_themes: z.array(customTheme),
  /** True when text→image, style→image and inpainting use the built-in renderer: they make colour and layout studies. */
  studies: z.boolean(),
});
export type ImagenConfigsValue = z.infer<typeof imagenConfigsValue>;

export const imagenConfigsReply = z.object({ success: z.literal(true), value: imagenConfigsValue });

// POST /accounts/deisnger_imagen_configs/
export const createCustomThemeInput = z.object({
  display_name: line(80, { required: 'display_name_required' }),
  config_type: z.literal('custom_theme'),
  data: customThemeData,
});
export type CreateCustomThemeInput = z.infer<typeof createCustomThemeInput>;
export const customThemeReply = z.object({ success: z.literal(true), value: customTheme });

// PUT /accounts/deisnger_imagen_configs/
export const putCustomSpacesInput = z.object({
  config_type: z.literal('custom_spaces'),
  data: z.array(customSpaceName).max(100),
});
export type PutCustomSpacesInput = z.infer<typeof putCustomSpacesInput>;
export const customSpacesReply = z.object({
  success: z.literal(true),
  value: z.object({ custom_spaces: z.array(z.string()) }),
});

// PUT /accounts/deisnger_imagen_config/{id}/
export const updateCustomThemeInput = createCustomThemeInput.omit({ config_type: true });
export type UpdateCustomThemeInput = z.infer<typeof updateCustomThemeInput>;

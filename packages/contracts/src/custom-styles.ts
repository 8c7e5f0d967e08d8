import { z } from 'zod';
import { HEX_COLOR, type CustomStyles } from './custom-style-values.ts';

export * from './custom-style-values.ts';

const hexColor = z.string().regex(HEX_COLOR, 'Use a colour like #8b7dbe');

export const customStyles = z.object({
  theme: z.enum(['dark', 'light']),
  primary: hexColor,
  secondary: hexColor,
}) satisfies z.ZodType<CustomStyles>;

import { z } from 'zod';

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #8b7dbe');

export const customStyles = z.object({
  theme: z.enum(['dark', 'light']),
  primary: hexColor,
  secondary: hexColor,
});
export type CustomStyles = z.infer<typeof customStyles>;

/** Spec §3/§9 defaults. */
export const defaultCustomStyles: CustomStyles = { theme: 'dark', primary: '#8b7dbe', secondary: '#FFC700' };

/** custom_styles travels as a JSON string (spec §3); unreadable or partial values fall back per key. */
export function parseCustomStyles(json: string | null | undefined): CustomStyles {
  if (!json) return { ...defaultCustomStyles };
  try {
    const raw: unknown = JSON.parse(json);
    if (typeof raw !== 'object' || raw === null) return { ...defaultCustomStyles };
    const r = raw as Record<string, unknown>;
    return {
      theme: customStyles.shape.theme.safeParse(r.theme).data ?? defaultCustomStyles.theme,
      primary: hexColor.safeParse(r.primary).data ?? defaultCustomStyles.primary,
      secondary: hexColor.safeParse(r.secondary).data ?? defaultCustomStyles.secondary,
    };
  } catch {
    return { ...defaultCustomStyles };
  }
}

export function stringifyCustomStyles(styles: CustomStyles): string {
  return JSON.stringify({ theme: styles.theme, primary: styles.primary, secondary: styles.secondary });
}

/** A genie's colours (custom-styles.ts holds the zod schema); no zod here: the visitor's first load reads these. */
export interface CustomStyles {
  theme: 'dark' | 'light';
  primary: string;
  secondary: string;
}

/** A colour like #8b7dbe (the schema's `hexColor`). */
export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** Spec §3/§9 defaults. */
export const defaultCustomStyles: CustomStyles = { theme: 'dark', primary: '#8b7dbe', secondary: '#FFC700' };

const color = (v: unknown): string | undefined => (typeof v === 'string' && HEX_COLOR.test(v) ? v : undefined);

/** custom_styles travels as a JSON string (spec §3); unreadable or partial values fall back per key. */
export function parseCustomStyles(json: string | null | undefined): CustomStyles {
  if (!json) return { ...defaultCustomStyles };
  try {
    const raw: unknown = JSON.parse(json);
    if (typeof raw !== 'object' || raw === null) return { ...defaultCustomStyles };
    const r = raw as Record<string, unknown>;
    return {
      theme: r.theme === 'dark' || r.theme === 'light' ? r.theme : defaultCustomStyles.theme,
      primary: color(r.primary) ?? defaultCustomStyles.primary,
      secondary: color(r.secondary) ?? defaultCustomStyles.secondary,
    };
  } catch {
    return { ...defaultCustomStyles };
  }
}

export function stringifyCustomStyles(styles: CustomStyles): string {
  return JSON.stringify({ theme: styles.theme, primary: styles.primary, secondary: styles.secondary });
}

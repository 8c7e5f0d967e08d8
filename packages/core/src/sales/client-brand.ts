import type { BrandAnalysisWriting, BrandExtraction, ClientBrand, Language } from '@genie/contracts';

/** A finished brand analysis of the client's website, as stored. */
export interface BrandAnalysisFacts {
  websiteUrl: string;
  extraction: BrandExtraction;
  analysis: BrandAnalysisWriting | null;
  language: Language;
}

const MAX_COLOURS = 5;
const MAX_FONTS = 3;
const MAX_LANGUAGES = 5;

/** Two colours closer than this (summed channel distance) read as the same colour: a logo's #2f4b3a is the theme's #2f4a3a. */
const SAME_COLOUR = 24;

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function near(a: string, b: string): boolean {
  const [r1, g1, b1] = channels(a);
  const [r2, g2, b2] = channels(b);
  return Math.abs(r1 - r2) + Math.abs(g1 - g2) + Math.abs(b1 - b2) < SAME_COLOUR;
}

/**
 * The site's palette, most telling first: the colour it declares as its theme, the logo's colours, then its
 * CSS colours by use. Near-duplicates are kept once. Only colours the site itself has; none made up.
 */
export function brandPaletteOf(colors: BrandExtraction['colors']): string[] {
  const candidates = [colors.theme_color, ...colors.logo_palette, ...colors.css.map((c) => c.hex)].filter((c): c is string => !!c).map((c) => c.toLowerCase());
  const palette: string[] = [];
  for (const colour of candidates) {
    if (palette.length >= MAX_COLOURS) break;
    if (!palette.some((kept) => near(kept, colour))) palette.push(colour);
  }
  return palette;
}

/**
 * The client's brand as the analysis of their website found it, for the client profile: what the site
 * shows (name, palette, typefaces, languages) and the analysis' words on its voice. Null without an analysis.
 */
export function clientBrandOf(facts: BrandAnalysisFacts | null): ClientBrand | null {
  if (!facts) return null;
  const { extraction, analysis } = facts;
  const voice = analysis?.tone.trim() || null;
  return {
    name: extraction.name?.trim() || null,
    website: extraction.final_url || facts.websiteUrl,
    palette: brandPaletteOf(extraction.colors),
    fonts: [...new Set(extraction.fonts.map((f) => f.trim()).filter(Boolean))].slice(0, MAX_FONTS),
    site_languages: [...new Set(extraction.languages.map((l) => l.trim()).filter(Boolean))].slice(0, MAX_LANGUAGES),
    voice,
    analysis_language: facts.language,
  };
}

import { brandAnalysisWriting, type BrandAnalysisWriting, type BrandExtraction, type Language, type ProjectType } from '@genie/contracts';
import { analysisPhrases, type Gap } from './analysis-phrases.ts';
import { nameColour, readBrand, type BrandReading } from './brand-reading.ts';

/** What the analysis is written for: the request's project (its opportunity closes the list) and the language. */
export interface AnalysisContext {
  language: Language;
  projectType: ProjectType;
}

const MAX_ITEMS = 8;
const MAX_FONTS_BEFORE_GAP = 4;
const MAX_COLOURS_BEFORE_GAP = 9;
const MIN_BODY_CONTRAST = 4.5;

/** The gaps of a site, most consequential first (what is missing, then what is inconsistent). */
export function findGaps(extraction: BrandExtraction, reading: BrandReading): Gap[] {
  const gaps: Gap[] = [];
  if (!extraction.description) gaps.push({ id: 'no_description' });
  if (extraction.headings.length === 0) gaps.push({ id: 'no_headings' });
  if (extraction.navigation.length === 0) gaps.push({ id: 'no_navigation' });
  if (!extraction.logo_url) gaps.push({ id: 'no_logo' });
  if (reading.hasContact === false) gaps.push({ id: 'no_contact' });
  if (reading.hasPortfolio === false) gaps.push({ id: 'no_portfolio' });
  if (!extraction.colors.theme_color) {
    const suggestion = extraction.colors.logo_palette[0] ?? extraction.colors.css[0]?.hex ?? null;
    gaps.push({ id: 'no_theme_color', suggestion: suggestion ? nameColour(suggestion) : null });
  }
  if (reading.socialNetworks.length === 0) gaps.push({ id: 'no_social' });
  else if (reading.socialNetworks.length === 1) gaps.push({ id: 'few_social', networks: reading.socialNetworks });
  if (extraction.languages.length <= 1) gaps.push({ id: 'single_language', language: extraction.languages[0] ?? null });
  if (reading.contrast !== null && reading.contrast < MIN_BODY_CONTRAST) gaps.push({ id: 'low_contrast', ratio: reading.contrast });
  if (reading.logoOffPalette) gaps.push({ id: 'logo_off_palette', logo: extraction.colors.logo_palette.slice(0, 3).map(nameColour) });
  if (extraction.fonts.length > MAX_FONTS_BEFORE_GAP) gaps.push({ id: 'too_many_fonts', count: extraction.fonts.length });
  if (extraction.colors.css.length >= MAX_COLOURS_BEFORE_GAP) gaps.push({ id: 'too_many_colours', count: extraction.colors.css.length });
  return gaps;
}

/**
 * The written analysis without an LLM: a deterministic reading of the extraction (sector, audience
 * and tone from the site's own vocabulary in English, Chinese or Korean; named colours, contrast and
 * type classes), phrased in the requested language, with the gaps found and an opportunity for the
 * request's project type. Always valid against `brandAnalysisWriting`.
 */
export function writeAnalysisByRules(extraction: BrandExtraction, context: AnalysisContext): BrandAnalysisWriting {
  const phrases = analysisPhrases[context.language];
  const reading = readBrand(extraction);
  const gaps = findGaps(extraction, reading);
  const shown = gaps.slice(0, MAX_ITEMS - 1);
  const items = [...(shown.length ? shown : [{ id: 'consistent' } as const]).map((g) => phrases.gap(g, reading)), phrases.project(context.projectType, reading)];
  const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);
  return brandAnalysisWriting.parse({
    summary: clip(phrases.summary(reading, shown.length), 1500),
    positioning: clip(phrases.positioning(reading, extraction.description), 1500),
    audience: clip(phrases.audience(reading), 1500),
    tone: clip(phrases.tone(reading), 1000),
    visual_identity: clip(phrases.visualIdentity(reading), 1500),
    gaps_and_opportunities: items.map((item) => clip(item, 600)),
  });
}

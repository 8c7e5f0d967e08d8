import type { Language, SpaceName } from '@genie/contracts';
import { fill, phrase, pickPhrase, type PhraseVars } from '../articles/article-phrases.ts';
import { briefStyles, type ArticleBrief } from '../articles/compose-article.ts';
import { catalogLabel } from '../i18n/catalog.ts';
import { isSpatialProjectType } from '../styles/space-catalog.ts';
import { describeStyle, designStyle } from '../styles/style-catalog.ts';
import { styleKeyPieces } from '../styles/style-vocabulary.ts';
import { homeOnlyPieces } from '../suggestions/compose-suggestions.ts';
import { rawAnswer } from '../suggestions/brief-facts.ts';
import { inSentence, list, quote, sentences, spacedLatin } from '../suggestions/suggestion-format.ts';
import type { MoodboardSwatch } from './moodboard-layout.ts';
import { pieceFitsSpace, spaceGroupOf } from './space-fit.ts';

export interface MoodboardConcept {
  title: string;
  /** Two or three sentences. */
  concept: string;
  /** The styles' materials and finishes, in the language. */
  materials: string[];
  /** The lead style's palette (the mood board's swatches). */
  palette: MoodboardSwatch[];
}

/**
 * The words on a mood board for one or two styles (and a space, or a request's brief): a title, a
 * short concept from the style vocabulary, what the space is for, the materials and the palette, in the
 * designer's language. Only key pieces that belong in the board's space are named (no bed in a living room).
 */
export function moodboardConcept(
  styleIds: readonly string[],
  spaceId: SpaceName | null | undefined,
  language: Language,
  brief?: ArticleBrief | null,
  seed = 0,
): MoodboardConcept {
  const styles = briefStyles(styleIds, brief ?? null);
  const described = styles.map((id) => describeStyle(id, language));
  const lower = (s: string) => inSentence(s, language);
  const moods = [...new Set(described.flatMap((d) => d.mood))].map(lower);
  const materials = [...new Set(described.flatMap((d) => d.materials))];
  const forms = [...new Set(described.flatMap((d) => d.forms))].map(lower);
  const space = spaceId && spaceId !== 'other' && spaceId !== 'new_space' ? spaceId : null;
  const spaceLabel = space ? catalogLabel(language, 'spaces', space) : null;
  const spatial = !brief || isSpatialProjectType(brief.projectType);
  const homely = !brief || brief.projectType === 'residential_space';
  const pieces = spatial
    ? designStyle(styles[0]!)
        .keyPieces.filter((p) => (homely || !homeOnlyPieces.has(p)) && pieceFitsSpace(p, space))
        .map((p) => lower(styleKeyPieces[p][language]))
    : [];

  const style = list(described.map((d) => d.name), language);
  const vars: PhraseVars = {
    style,
    space: spaceLabel ? (language === 'en-US' ? spaceLabel.toLowerCase() : spaceLabel) : null,
    mood1: moods[0],
    mood2: moods[1] ?? moods[0],
    mood3: moods[2] ?? moods[1] ?? moods[0],
    m1: lower(materials[0] ?? ''),
    m2: lower(materials[1] ?? materials[0] ?? ''),
    m3: lower(materials[2] ?? materials[1] ?? ''),
    form1: forms[0],
    form2: forms[1] ?? forms[0],
    piece1: pieces[0],
    piece2: pieces[1] ?? pieces[0],
  };
  const pick = (prefixes: string[], slot: number, extra: PhraseVars = {}) => pickPhrase('moodboards', language, prefixes, { ...vars, ...extra }, seed, slot);
  const words = brief ? (rawAnswer(brief.answers, 'preferred_style') ?? rawAnswer(brief.answers, 'colors_and_elements')) : null;
  // What the space is for, in the language's words (none for a space of no particular kind).
  const group = spatial ? spaceGroupOf(space) : null;
  // Three sentences: the lead, what the space is for (else the materials, which the board also lists), the pieces or the client's words.
  const use = group ? pick([`use.${group}`], 3) : null;
  const last = words ? pick(['wish'], 2, { quote: quote(words, language, 90) }) : pick(['pieces'], 2);
  const parts = [
    pick(space ? ['lead.space', 'lead.style'] : ['lead.style'], 0),
    use ?? pick(['materials'], 1),
    last ?? (use ? pick(['materials'], 1) : null),
  ].filter((p): p is string => !!p);

  const title = fill(phrase('moodboards', language, space ? 'title.space' : 'title.style'), { style, space: spaceLabel }, language) ?? style;
  const fix = (text: string) => (language === 'zh-TW' ? spacedLatin(text) : text);
  return {
    title: fix(title),
    concept: fix(sentences(parts, language)),
    materials: materials.slice(0, 6),
    palette: designStyle(styles[0]!).palette.map((hex) => ({ hex })),
  };
}

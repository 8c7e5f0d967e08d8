import { designStyleIds, spaceNames, type ArticleDisclosure, type BriefFieldId, type BriefFields, type DesignStyleId, type Language, type ProjectType, type SpaceName } from '@genie/contracts';
import { catalogLabel } from '../i18n/catalog.ts';
import { fieldDefinitions } from '../interview/fields.ts';
import { formatBriefValue } from '../interview/format-brief-value.ts';
import { mixSeed, seededRandom, shuffled } from '../references/seeded-random.ts';
import { isSpatialProjectType } from '../styles/space-catalog.ts';
import { describeStyle, designStyle } from '../styles/style-catalog.ts';
import { styleForms, styleKeyPieces } from '../styles/style-vocabulary.ts';
import { deadlineOf, fieldStatus, rawAnswer } from '../suggestions/brief-facts.ts';
import { homeOnlyPieces, roomOnlyForms } from '../suggestions/compose-suggestions.ts';
import { defaultStylesByType, stylesMentionedIn } from '../suggestions/style-candidates.ts';
import { clip, inSentence, list, quote, spacedLatin } from '../suggestions/suggestion-format.ts';
import { capitalised, fill, phrase, pickPhrase, type PhraseVars } from './article-phrases.ts';
import { articlePromptIntent, type ArticleLength } from './article-prompt-intent.ts';
import { guardArticle } from './article-privacy.ts';
import { articleTone, type ArticleTone } from './article-tone.ts';

export const articleKinds = ['proposal', 'story', 'social'] as const;
export type ArticleKind = (typeof articleKinds)[number];

/**
 * The request as an article sees it. A `SuggestionsInput` fits as is; `spaces` are the spaces the
 * designer picked in Visual Inspiration, when any.
 */
export interface ArticleBrief {
  projectType: ProjectType;
  /** The interview's answers: the client's raw words and what was parsed of them. */
  answers: BriefFields;
  contactName?: string | null;
  brandName?: string | null;
  spaces?: readonly SpaceName[];
}

export interface ArticleInput {
  kind: ArticleKind;
  /** The designer's prompt ("a short poetry tone", "formal, for the client"): sets the tone. */
  prompt: string;
  language: Language;
  brief: ArticleBrief;
  /** The chosen styles; when none, the styles the client's words name, else the project type's usual one. */
  styleIds?: readonly string[];
  /** Captions of the chosen images, mentioned as they are. */
  imageCaptions?: readonly string[];
  designerName?: string | null;
  /** Picks among the wordings: the same seed writes the same text, another seed another version. */
  seed?: number;
  /** Private facts the designer allows (a toggle); the prompt can ask for them too ("include the budget"). */
  include?: readonly ArticleDisclosure[];
}

export interface Article {
  title: string;
  body: string;
}

/** A social post's length, hashtags included. */
export const SOCIAL_MAX_CHARS = 600;

/** The fields that hold what the client wishes for, the most telling first. */
const wishFields: readonly BriefFieldId[] = [
  'unique_design', 'problem_need', 'lifestyle', 'memorable_moments', 'important_collections', 'brand_value',
  'unique_selling_point', 'preferred_style', 'colors_and_elements', 'other_preferences', 'key_considerations', 'target_audience',
];
/** The fields that tell where the project comes from. */
const backgroundFields: readonly BriefFieldId[] = ['project_background', 'brand_name_story', 'product_description', 'other_design_requirements'];

interface Context {
  input: ArticleInput;
  language: Language;
  tone: ArticleTone;
  length: ArticleLength;
  topic: string | null;
  seed: number;
  vars: PhraseVars;
  facts: string[];
  wishes: string[];
  background: string | null;
  dateKnown: boolean;
  hashtags: string[];
}

/**
 * An article written by rules from the brief and the style vocabulary, in the designer's language:
 * what the server falls back to without an LLM. It names only what the brief holds.
 */
export function composeArticle(input: ArticleInput): Article {
  const ctx = contextOf(input);
  const written = input.kind === 'proposal' ? proposal(ctx) : input.kind === 'story' ? story(ctx) : social(ctx);
  const article = input.language === 'zh-TW' ? { title: spacedLatin(written.title), body: spacedLatin(written.body) } : written;
  const guarded = guardArticle(article, input.brief, allowedDisclosures(input), ctx.vars.style ?? article.title);
  return { title: guarded.title, body: guarded.body };
}

/** What private facts an article may include: the designer's toggles and what the prompt asks for by name. */
export function allowedDisclosures(input: Pick<ArticleInput, 'prompt' | 'include'>): ArticleDisclosure[] {
  return [...new Set([...(input.include ?? []), ...articlePromptIntent(input.prompt).disclose])];
}

// ---- what the article is written from ----

function contextOf(input: ArticleInput): Context {
  const { language, brief } = input;
  const seed = Math.abs(Math.trunc(input.seed ?? 0));
  const tone = articleTone(input.prompt);
  const intent = articlePromptIntent(input.prompt);
  const allowed = new Set(allowedDisclosures(input));
  const styles = briefStyles(input.styleIds ?? [], brief);
  const random = seededRandom(mixSeed(seed, 11));
  const spatial = isSpatialProjectType(brief.projectType);

  const described = styles.map((id) => describeStyle(id, language));
  const materials = rotate(dedupe(described.flatMap((d) => d.materials)), seed).map((m) => inSentence(m, language));
  const first = designStyle(styles[0]!);
  const forms = first.forms.filter((f) => spatial || !roomOnlyForms.has(f)).map((f) => inSentence(styleForms[f][language], language));
  const pieces = spatial
    ? first.keyPieces.filter((p) => brief.projectType === 'residential_space' || !homeOnlyPieces.has(p)).map((p) => inSentence(styleKeyPieces[p][language], language))
    : [];
  const moods = rotate(dedupe(described.flatMap((d) => d.mood)), seed).map((m) => inSentence(m, language));

  // A space the prompt's topic names ("our new oak kitchen") is the one the article speaks of.
  const topicSpaces = intent.topic ? spaceNames.filter((s) => s !== 'other' && s !== 'new_space' && intent.topic!.toLowerCase().includes(catalogLabel(language, 'spaces', s).toLowerCase())) : [];
  const spaces = topicSpaces.length ? topicSpaces.slice(0, 1) : (brief.spaces ?? []).filter((s) => s !== 'other' && s !== 'new_space');
  const spaceLabels = spaces.map((s) => lowerFirst(catalogLabel(language, 'spaces', s), language));
  const project = phrase('articles', language, `project.${brief.projectType}`);
  const brand = brief.brandName?.trim() || null;
  const place = spaceLabels[0] ?? (brand && !spatial ? fill(phrase('articles', language, 'place.brand'), { brand, project }, language) : project);
  const client = allowed.has('contact') ? brief.contactName?.trim() || null : null;
  const topic = intent.topic;

  const vars: PhraseVars = {
    client,
    project,
    place,
    style: list(described.map((d) => d.name), language),
    m1: materials[0],
    m2: materials[1] ?? materials[0],
    form: forms.length ? forms[random.int(forms.length)] : null,
    piece: pieces.length ? pieces[random.int(pieces.length)] : null,
    mood1: moods[0],
    mood2: moods[1] ?? moods[0],
    captions: captionsOf(input),
    designer: input.designerName?.trim() || null,
    topic,
  };

  const deadline = deadlineOf(brief.projectType, brief.answers);
  const when = deadline ? lowerFirst(catalogLabel(language, 'briefFields', deadline.fieldId), language) : null;
  const date = deadline ? formatBriefValue(deadline.value, language) : null;
  const dated: PhraseVars = { ...vars, when, date };

  const fact = (key: string, values: PhraseVars) => fill(phrase('articles', language, `fact.${key}`), values, language, false);
  // The client's own words (unparsed answers) go in only when the designer asks; parsed values are facts.
  const clientWords = allowed.has('client_words');
  const understood = (id: BriefFieldId) => formatted(brief.answers, id, language, clientWords);
  const facts = [
    ...spaceLabels.slice(0, 3).map((space) => fact('space', { space })),
    brief.projectType === 'residential_space' ? fact('property', { property: inSentence(understood('property_category') ?? '', language) }) : null,
    brief.projectType === 'residential_space' ? fact('layout', { layout: understood('layout') }) : null,
    fact('size', { size: understood('space_size') }),
    allowed.has('budget') ? fact('budget', { budget: formatted(brief.answers, 'budget', language, true) }) : null,
    fact('date', { when, date }),
  ].filter((f): f is string => !!f);

  const words = (ids: readonly BriefFieldId[]) => (clientWords ? ids.filter((id) => said(brief.answers, id)).map((id) => rawAnswer(brief.answers, id)!) : []);
  const wishes = words(wishFields);
  const background = words(backgroundFields)[0] ?? null;

  const tag = (label: string | null | undefined) => (label ? `#${label.replace(/[^\p{L}\p{N}]/gu, '')}` : null);
  const hashtags = dedupe(
    [tag(brand), ...described.map((d) => tag(d.name)), tag(spaces[0] ? catalogLabel(language, 'spaces', spaces[0]) : null), tag(phrase('articles', language, `hashtag.${brief.projectType}`))].filter(
      (t): t is string => !!t && t.length > 1,
    ),
  ).slice(0, 5);

  return { input, language, tone, length: intent.length, topic, seed, vars: dated, facts, wishes, background, dateKnown: !!date, hashtags };
}

/** The chosen styles that exist (two at most), else the one the client's words name, else the project type's first. */
export function briefStyles(styleIds: readonly string[], brief: Pick<ArticleBrief, 'projectType' | 'answers'> | null): DesignStyleId[] {
  const known = styleIds.filter((id): id is DesignStyleId => (designStyleIds as readonly string[]).includes(id));
  if (known.length) return dedupe(known).slice(0, 2);
  if (!brief) return ['no_style'];
  const words = (['preferred_style', 'colors_and_elements'] as const).map((id) => rawAnswer(brief.answers, id) ?? '').join(' ');
  const mentioned = stylesMentionedIn(words).sort((a, b) => b.points - a.points);
  return mentioned.length ? [mentioned[0]!.style] : [defaultStylesByType[brief.projectType][0]!];
}

/** Whether the client said something usable for a field (not skipped, not "not decided yet"). */
function said(answers: BriefFields, id: BriefFieldId): boolean {
  const status = fieldStatus(answers, id);
  return (status === 'answered' || status === 'unclear') && !!rawAnswer(answers, id);
}

/** A field as the brief page shows it: the parsed value, else (when allowed) the client's words; null when not given. */
function formatted(answers: BriefFields, id: BriefFieldId, language: Language, rawAllowed: boolean): string | null {
  if (!said(answers, id)) return null;
  const stored = answers[id]!;
  if (!stored.value || stored.value.kind === 'free_text') return rawAllowed ? clipped(stored.raw, 60) : null;
  return formatBriefValue(stored.value, language, fieldDefinitions[id].options);
}

function captionsOf(input: ArticleInput): string | null {
  const captions = (input.imageCaptions ?? []).map((c) => clipped(c, 60)).filter((c): c is string => !!c).slice(0, 4);
  return captions.length ? list(captions, input.language) : null;
}

const clipped = (text: string | null | undefined, max: number) => {
  const clean = text?.replace(/\s+/g, ' ').trim();
  return clean ? clip(clean, max) : null;
};

const lowerFirst = (label: string, language: Language) => (language === 'en-US' ? label.toLowerCase() : label);

function rotate<T>(items: readonly T[], by: number): T[] {
  if (!items.length) return [];
  const k = by % items.length;
  return [...items.slice(k), ...items.slice(0, k)];
}

function dedupe<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}

// ---- writing ----

const pick = (ctx: Context, prefixes: readonly string[], slot: number, extra: PhraseVars = {}) =>
  pickPhrase('articles', ctx.language, prefixes, { ...ctx.vars, ...extra }, ctx.seed, slot);

const q = (ctx: Context, words: string, max = 120) => quote(words, ctx.language, max);

function factsSentence(ctx: Context): string | null {
  if (!ctx.facts.length) return null;
  const sep = phrase('articles', ctx.language, 'sep.facts') ?? ', ';
  return pick(ctx, [`facts.${ctx.tone}`], 2, { facts: ctx.facts.join(sep) });
}

/** Three short lines of imagery from the style vocabulary, their order chosen by the seed. */
function stanza(ctx: Context): string {
  const keys = shuffled([0, 1, 2, 3, 4, 5], seededRandom(mixSeed(ctx.seed, 7))).map((i) => `verse.${i}`);
  const lines = keys.map((key) => fill(phrase('articles', ctx.language, key), ctx.vars, ctx.language, false)).filter((l): l is string => !!l).slice(0, 3);
  if (ctx.language !== 'en-US') return lines.join('\n');
  return lines.map((l, i) => (i === 0 ? capitalised(l) : l) + (i === lines.length - 1 ? '.' : ',')).join('\n');
}

/** In the poetry tone every sentence gets its own short line. */
function lines(ctx: Context, paragraph: string): string {
  if (ctx.tone !== 'poetry') return paragraph;
  return paragraph.split(/(?<=[.!?])\s+|(?<=[。！？])\s*/u).map((s) => s.trim()).filter(Boolean).join('\n');
}

function join(ctx: Context, ...parts: (string | null | undefined)[]): string | null {
  const kept = parts.filter((p): p is string => !!p);
  return kept.length ? kept.join(ctx.language === 'zh-TW' ? '' : ' ') : null;
}

function withSignoff(ctx: Context, paragraph: string): string {
  const signoff = pick(ctx, ['signoff'], 0);
  return signoff ? `${paragraph}\n${signoff}` : paragraph;
}

function title(ctx: Context): string {
  if (ctx.topic) {
    const topic = pick(ctx, ['title.topic'], 1);
    if (topic) return ctx.language === 'en-US' ? capitalised(topic) : topic;
  }
  return pick(ctx, [`title.${ctx.input.kind}`], 1) ?? ctx.vars.style ?? '';
}

/** The sentence that names the prompt's topic, in the prompt's tone. */
const topicLine = (ctx: Context) => (ctx.topic ? pick(ctx, [`topic.${ctx.tone}`], 0) : null);

/** A long article adds a paragraph of detail from the style vocabulary. */
function detail(ctx: Context): string | null {
  if (ctx.length !== 'long') return null;
  return join(ctx, pick(ctx, ['detail.0'], 0), pick(ctx, ['detail.1'], 0), pick(ctx, ['detail.2'], 0));
}

function proposal(ctx: Context): Article {
  const opening = pick(ctx, ctx.vars.client ? [`open.${ctx.tone}`, 'open.anon'] : ['open.anon'], 0);
  const facts = join(ctx, factsSentence(ctx), pick(ctx, ['images'], 3));
  const [first, second] = ctx.wishes;
  const wishes = join(ctx, first ? pick(ctx, [`wish.${ctx.tone}`], 4, { quote: q(ctx, first) }) : null, second ? pick(ctx, ['also'], 5, { quote: q(ctx, second, 100) }) : null);
  const idea = pick(ctx, [`idea.${ctx.tone}`], 6);
  const close = pick(ctx, [`close.${ctx.tone}`], 8)!;
  const open = join(ctx, opening, topicLine(ctx));
  const paragraphs =
    ctx.length === 'short'
      ? [open, idea, close]
      : ctx.tone === 'poetry'
        ? [open, join(ctx, facts, wishes), idea, detail(ctx), stanza(ctx), close]
        : [open, facts, wishes, idea, detail(ctx), close];
  return { title: title(ctx), body: finish(ctx, paragraphs) };
}

function story(ctx: Context): Article {
  const client = ctx.vars.client ?? phrase('articles', ctx.language, 'client.fallback');
  const before = ctx.background
    ? pick(ctx, ['before.quote'], 0, { client, quote: q(ctx, ctx.background, 140) })
    : pick(ctx, ['before.place'], 0, { client });
  const [first] = ctx.wishes;
  const wish = first ? pick(ctx, ['wish.story'], 4, { client, quote: q(ctx, first) }) : pick(ctx, ['wish.story.none'], 4);
  const idea = join(ctx, pick(ctx, [`idea.${ctx.tone}`], 6), pick(ctx, ['images'], 3));
  const after = pick(ctx, ctx.dateKnown ? ['after.date', 'after.plain'] : ['after.plain'], 8)!;
  const paragraphs =
    ctx.length === 'short'
      ? [topicLine(ctx) ?? before, idea, after]
      : [join(ctx, topicLine(ctx), before), wish, idea, detail(ctx), ctx.tone === 'poetry' ? stanza(ctx) : null, after];
  return { title: title(ctx), body: finish(ctx, paragraphs) };
}

function finish(ctx: Context, paragraphs: readonly (string | null)[]): string {
  const kept = paragraphs.filter((p): p is string => !!p).map((p) => lines(ctx, p));
  const last = kept.length - 1;
  return kept.map((p, i) => (i === last ? withSignoff(ctx, p) : p)).join('\n\n');
}

function social(ctx: Context): Article {
  const sep = ' · ';
  const hook = topicLine(ctx) ?? pick(ctx, [`hook.${ctx.tone}`], 0);
  const short = ctx.length === 'short';
  const verse = ctx.tone === 'poetry' && !short ? stanza(ctx) : null;
  const facts = ctx.facts.length ? ctx.facts.slice(0, 3).join(sep) : null;
  const factLine = facts && ctx.language === 'en-US' ? capitalised(facts) : facts;
  const quoteLine = ctx.wishes[0] ? pick(ctx, ['social.quote'], 4, { quote: q(ctx, ctx.wishes[0], 80) }) : null;
  const idea = pick(ctx, ['social.idea'], 6);
  const tags = ctx.hashtags.join(' ');
  const build = (parts: readonly (string | null)[]) => [...parts.filter((p): p is string => !!p), tags].join('\n\n');
  // Shed the least essential lines until the post fits.
  let parts: (string | null)[] = short ? [hook, idea] : [hook, verse, factLine, quoteLine, idea];
  for (const drop of [3, 1, 2]) {
    if (build(parts).length <= SOCIAL_MAX_CHARS) break;
    parts = parts.map((p, i) => (i === drop ? null : p));
  }
  const body = build(parts);
  return { title: title(ctx), body: body.length <= SOCIAL_MAX_CHARS ? body : `${clip(body.slice(0, body.length - tags.length - 2), SOCIAL_MAX_CHARS - tags.length - 2)}\n\n${tags}` };
}

import { designStyleIds, type AiSuggestionsContent, type BriefFieldId, type DesignStyleId, type Language } from '@genie/contracts';
import { fieldDefinitions } from '../interview/fields.ts';
import { formatBriefValue } from '../interview/format-brief-value.ts';
import { designStyle, describeStyle, type StyleDescription } from '../styles/style-catalog.ts';
import { styleForms, styleKeyPieces, styleMaterials, type FormId, type KeyPieceId, type MaterialId } from '../styles/style-vocabulary.ts';
import { analyzeBrief, type BriefAnalysis } from './analyze-brief.ts';
import { blendPalette } from './blend-palette.ts';
import { propertyAgeOf, rawAnswer, valueOf } from './brief-facts.ts';
import { stylesMentionedIn, type StyleCandidate } from './style-candidates.ts';
import { clip, day, inSentence, list, money, number, quote, sentences, spacedLatin } from './suggestion-format.ts';
import {
  applicationSentence,
  basisSentence,
  budgetFit,
  clarifyingQuestions,
  conditionalQuestions,
  directionTitle,
  factLabels,
  factsSentence,
  fieldName,
  fieldNames,
  introSentence,
  labelledSentence,
  nextStepText,
  paletteSentence,
  questionNote,
  riskText,
  planReceivedQuestion,
  typeQuestions,
} from './suggestion-phrases.ts';
import { isNoPreference } from '../interview/parse/intents.ts';
import { parseYesNo } from '../interview/parse/yes-no.ts';
import type { SuggestionsInput } from './suggestions-input.ts';
import { usualProjectWeeks } from './timeline.ts';

type Content = AiSuggestionsContent;
type Direction = Content['design_directions'][number];
type Risk = Content['risks'][number];

/** Styles whose look rests on costly materials (marble, brass, lacquer, silk…): a budget's first casualty. */
const premiumStyles: ReadonlySet<DesignStyleId> = new Set([
  'quiet_luxury', 'baroque', 'rococo', 'traditional_chinese', 'traditional', 'hollywood_regency', 'hollywood_glam',
  'luxurious', 'art_deco', 'art_nouveau', 'traditional_arabic', 'modern_arabic', 'korean_traditional',
]);
/** Styles made of everyday, easily sourced materials. */
const economicalStyles: ReadonlySet<DesignStyleId> = new Set(['no_style', 'ikea', 'scandinavian', 'kids_room', 'bohemian', 'modern_farm_house', 'cottage_core']);
const premiumMaterials: ReadonlySet<MaterialId> = new Set([
  'marble', 'brass', 'gold_leaf', 'crystal', 'velvet', 'silk', 'mahogany', 'rosewood', 'lacquer', 'travertine',
  'mother_of_pearl', 'cashmere', 'jade', 'stained_glass', 'zellige', 'carved_wood', 'limestone', 'walnut',
]);

/** Pieces that belong in a home (beds, toys, a vanity): left out of a shop's, a booth's or a brand's direction. */
export const homeOnlyPieces: ReadonlySet<KeyPieceId> = new Set([
  'low_platform_bed', 'platform_bed', 'canopy_bed', 'bunk_bed', 'tufted_headboard', 'floral_bedding', 'play_tent',
  'toy_storage', 'vanity_table', 'stockings', 'armoire', 'painted_dresser', 'farmhouse_sink',
]);

/** Forms that only make sense in a room (a plan, beams, chair legs): left out of a brand's, a pack's or a site's direction. */
export const roomOnlyForms: ReadonlySet<FormId> = new Set([
  'open_plan', 'exposed_beams', 'exposed_structure', 'crown_moulding', 'grid_windows', 'open_air', 'low_profile',
  'cabriole_legs', 'tapered_legs', 'turned_legs', 'rolled_arms', 'tufting',
]);

const M2_PER_PING = 3.305785;

interface Context {
  input: SuggestionsInput;
  language: Language;
  analysis: BriefAnalysis;
}

/**
 * AI suggestions written by rules from the brief and the style knowledge base: deterministic, in the
 * designer's language, and useful whether or not an LLM is configured (and what an LLM falls back to).
 */
export function composeSuggestions(input: SuggestionsInput, language: Language): AiSuggestionsContent {
  const ctx: Context = { input, language, analysis: analyzeBrief(input) };
  const design_directions = ctx.analysis.styles.map((c, i) => direction(ctx, c, i));
  const content: AiSuggestionsContent = {
    summary: summary(ctx),
    design_directions,
    first_call_questions: firstCallQuestions(ctx),
    risks: risks(ctx, design_directions),
    next_steps: nextSteps(ctx),
  };
  return language === 'zh-TW' ? spacedForChinese(content) : content;
}

/** Chinese text with a space between Chinese and Latin words ("回覆 Mei Chen 並"), as the chat writes it. */
function spacedForChinese(content: AiSuggestionsContent): AiSuggestionsContent {
  const fix = (text: string, max: number) => clip(spacedLatin(text), max);
  return {
    summary: fix(content.summary, 1500),
    design_directions: content.design_directions.map((d) => ({
      ...d,
      title: fix(d.title, 120),
      description: fix(d.description, 1200),
      budget_fit: fix(d.budget_fit, 400),
    })),
    first_call_questions: content.first_call_questions.map((q) => fix(q, 400)),
    risks: content.risks.map((r) => ({ ...r, text: fix(r.text, 600) })),
    next_steps: content.next_steps.map((s) => fix(s, 400)),
  };
}

// ---- helpers ----

const labelled = (language: Language, label: string, text: string) =>
  language === 'zh-TW' ? `${label}${/^[\x20-\x7e]/.test(text) ? ' ' : ''}${text}` : `${label} ${text}`;

const colon = (language: Language, label: string) => (language === 'zh-TW' ? `${label}：` : `${label}:`);

const inParens = (language: Language, text: string) => (language === 'zh-TW' ? `（${text}）` : ` (${text})`);

function formatted(ctx: Context, id: BriefFieldId): string | null {
  const stored = ctx.input.answers[id];
  if (!stored || stored.skipped) return null;
  if (!stored.value) return stored.raw.trim() || null;
  return formatBriefValue(stored.value, ctx.language, fieldDefinitions[id].options);
}

/** The budget per m² (and per ping or pyeong where those are the local units), as an estimate. */
function perAreaFigure(ctx: Context, perM2: number): string {
  const { language } = ctx;
  const currency = ctx.analysis.budget!.currency;
  const m2 = factLabels.perM2(money(perM2, currency, language))[language];
  if (currency !== 'TWD' && currency !== 'KRW') return m2;
  const local = money(perM2 * M2_PER_PING, currency, language);
  const perLocal = (currency === 'TWD' ? factLabels.perPing : factLabels.perPyeong)(local)[language];
  return `${m2}${language === 'zh-TW' ? '／' : ' / '}${perLocal}`;
}

function deadlineText(ctx: Context): string | null {
  const { analysis, language } = ctx;
  if (!analysis.deadline) return null;
  const when = formatBriefValue(analysis.deadline.value, language);
  const t = analysis.timeline;
  const extra = t?.kind === 'passed' ? factLabels.passed[language] : t?.kind === 'date' ? factLabels.inWeeks(t.weeksLeft)[language] : null;
  return labelled(language, fieldName(analysis.deadline.fieldId, language), `${when}${extra ? inParens(language, extra) : ''}`);
}

// ---- summary ----

function summary(ctx: Context): string {
  const { input, language, analysis } = ctx;
  const raw = (id: BriefFieldId, max = 140) => {
    const words = rawAnswer(input.answers, id);
    return words ? quote(words, language, max) : null;
  };
  const background = raw('project_background', 220) ?? (input.projectType === 'other' ? raw('other_design_requirements', 220) : null);
  const parts: string[] = [introSentence(language, input.contactName.trim(), input.brandName?.trim() || null, input.projectType, background)];

  const facts: string[] = [];
  if (input.projectType === 'residential_space') {
    const category = formatted(ctx, 'property_category');
    const age = propertyAgeOf(input.answers);
    const ageText = formatted(ctx, 'age');
    const home = [category, age === 0 ? ageText : ageText ? factLabels.age(ageText)[language] : null].filter(Boolean);
    if (home.length) facts.push(home.join(language === 'zh-TW' ? '，' : ', '));
    const layout = rawAnswer(input.answers, 'layout');
    if (layout) facts.push(labelled(language, factLabels.layout[language], clip(layout, 60)));
  }
  if (analysis.area) facts.push(labelled(language, factLabels.size[language], formatBriefValue(analysis.area.value, language)));
  if (analysis.budget) {
    const perM2 = analysis.budgetAssessment?.basis === 'per_m2' ? inParens(language, factLabels.approx(perAreaFigure(ctx, analysis.budgetAssessment.figure))[language]) : '';
    facts.push(labelled(language, factLabels.budget[language], `${formatBriefValue(analysis.budget.value, language)}${perM2}`));
  }
  const deadline = deadlineText(ctx);
  if (deadline) facts.push(deadline);
  const byType = [
    ['category', factLabels.websiteType],
    ['packaging_form', factLabels.packaging],
    ['products_or_services', factLabels.offers],
    ...(input.projectType === 'exhibition_space' ? ([['address', factLabels.venue]] as const) : []),
  ] as const;
  for (const [id, name] of byType) {
    const text = formatted(ctx, id);
    if (text) facts.push(labelled(language, colon(language, name[language]), clip(text, 100)));
  }
  if (facts.length) parts.push(factsSentence(language, facts));

  const goal = raw('problem_need');
  if (goal) parts.push(labelledSentence.goal(goal)[language]);
  const audience = raw('target_audience');
  if (audience) parts.push(labelledSentence.audience(audience)[language]);
  const lifestyle = raw('lifestyle');
  if (lifestyle) parts.push(labelledSentence.lifestyle(lifestyle)[language]);
  const style = raw('preferred_style');
  const colours = raw('colors_and_elements', 100);
  if (style) parts.push(labelledSentence.style(style, colours)[language]);
  else if (colours) parts.push(labelledSentence.colours(colours)[language]);

  const profile = (input.referenceOutcome?.style_profile ?? []).filter((s) => s.weight > 0).slice(0, 3);
  if (profile.length) {
    const named = profile.map((s) => `${designStyle(s.style).name[language]}${inParens(language, `${Math.round(s.weight * 100)}%`)}`);
    parts.push(labelledSentence.profile(list(named, language))[language]);
  }
  const rated = Object.entries(input.ratings)
    .filter(([id, r]) => r >= 4 && isStyleId(id))
    .sort((a, b) => b[1] - a[1])[0];
  if (rated) parts.push(labelledSentence.rated(designStyle(rated[0] as DesignStyleId).name[language], rated[1])[language]);
  parts.push(labelledSentence.inquiry(day(input.inquiryDate, language), analysis.daysSinceInquiry)[language]);

  // Drop the least essential sentences (from the end, keeping the inquiry line) until it fits.
  let text = sentences(parts, language);
  while (text.length > 1500 && parts.length > 2) {
    parts.splice(parts.length - 2, 1);
    text = sentences(parts, language);
  }
  return clip(text, 1500);
}

const isStyleId = (id: string): boolean => (designStyleIds as readonly string[]).includes(id);

// ---- design directions ----

function direction(ctx: Context, candidate: StyleCandidate, index: number): Direction {
  const { input, language, analysis } = ctx;
  const d = describeStyle(candidate.style, language);
  const style = designStyle(candidate.style);
  const { palette, blended } = blendPalette(style.palette, input.referenceOutcome?.palette ?? [], index === 0 ? 2 : 1);

  const why: string[] = [];
  const leadStyle = input.referenceOutcome?.style_profile[0]?.style;
  for (const basis of candidate.bases) {
    if (basis.kind === 'profile') why.push(basisSentence.profile(Math.round(basis.weight * 100), leadStyle === candidate.style)[language]);
    if (basis.kind === 'words') why.push(basisSentence.words(quote(basis.quote, language, 80))[language]);
    if (basis.kind === 'rating') why.push(basisSentence.rating(basis.rating)[language]);
    if (basis.kind === 'default') why.push(basisSentence.default(input.projectType)[language]);
  }
  const pieces = style.keyPieces
    .filter((p) => input.projectType === 'residential_space' || !homeOnlyPieces.has(p))
    .map((p) => styleKeyPieces[p][language]);
  const usableForms = analysis.spatial ? style.forms : style.forms.filter((f) => !roomOnlyForms.has(f));
  const forms = (usableForms.length ? usableForms : style.forms).map((f) => styleForms[f][language]);
  const word = (items: readonly string[], i: number) => inSentence(items[i] ?? items[0] ?? '', language);
  const application = applicationSentence(language, input.projectType, {
    f1: word(forms, 0),
    f2: word(forms, 1),
    m1: word(d.materials, 0),
    m2: word(d.materials, 1),
    p1: word(pieces, 0),
    p2: word(pieces, 1),
  });
  const notes: string[] = [];
  if (blended > 0) notes.push(paletteSentence.blended(blended)[language]);
  const colours = rawAnswer(input.answers, 'colors_and_elements');
  if (index === 0 && colours) notes.push(paletteSentence.clientColours(quote(colours, language, 100))[language]);

  const clientMaterials = input.projectType === 'packaging_design' ? (valueOf(input.answers, 'preferred_materials', 'list')?.items ?? []) : [];
  const materials = dedupe([...clientMaterials, ...d.materials].map((m) => m.trim().slice(0, 80)).filter(Boolean)).slice(0, 6);
  // Outside a room the "pieces" are the style's signature shapes and patterns.
  const keyPieces = analysis.spatial ? pieces.slice(0, 6) : forms.slice(0, 4);

  return {
    title: clip(directionTitle(language, d.name, d.mood), 120),
    description: clip(sentences([d.description, ...why, application, ...notes], language), 1200),
    style: candidate.style,
    palette,
    materials,
    key_pieces: dedupe(keyPieces).slice(0, 8),
    budget_fit: clip(directionBudgetFit(ctx, candidate.style, d), 400),
  };
}

function dedupe(items: readonly string[]): string[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function premiumOf(ctx: Context, id: DesignStyleId, d: StyleDescription): string {
  const picked = designStyle(id).materials.filter((m) => premiumMaterials.has(m)).slice(0, 2);
  const names = picked.length ? picked.map((m) => styleMaterials[m][ctx.language]) : d.materials.slice(0, 2);
  return list(names.map((n) => inSentence(n, ctx.language)), ctx.language);
}

function directionBudgetFit(ctx: Context, id: DesignStyleId, d: StyleDescription): string {
  const { language, analysis, input } = ctx;
  const premium = premiumStyles.has(id);
  const m1 = inSentence(d.materials[0] ?? '', language);
  const assessment = analysis.budgetAssessment;
  if (!analysis.budget) {
    if (premium) return budgetFit.noBudget.premium(premiumOf(ctx, id, d))[language];
    if (economicalStyles.has(id)) return budgetFit.noBudget.economical(list(d.materials.slice(0, 2).map((m) => inSentence(m, language)), language))[language];
    return budgetFit.noBudget.standard()[language];
  }
  const budgetText = formatBriefValue(analysis.budget.value, language);
  if (!assessment) {
    if (analysis.spatial) return budgetFit.sizeUnknown(budgetText)[language] + (premium ? budgetFit.premiumAside(premiumOf(ctx, id, d))[language] : '');
    return budgetFit.noBand(budgetText)[language];
  }
  if (assessment.basis === 'total') return budgetFit.total[assessment.level](budgetText, input.projectType)[language];
  const fig = perAreaFigure(ctx, assessment.figure);
  const pm = premiumOf(ctx, id, d);
  switch (assessment.level) {
    case 'tight':
      return premium ? budgetFit.perM2.tightPremium(fig, pm)[language] : budgetFit.perM2.tight(fig, m1)[language];
    case 'workable':
      return premium ? budgetFit.perM2.workablePremium(fig, pm)[language] : budgetFit.perM2.workable(fig)[language];
    default:
      return premium ? budgetFit.perM2.comfortablePremium(fig, pm)[language] : budgetFit.perM2.comfortable(fig, m1)[language];
  }
}

// ---- first-call questions ----

const MAX_QUESTIONS = 10;

function firstCallQuestions(ctx: Context): string[] {
  const { input, language, analysis } = ctx;
  const open = analysis.openFields.map(({ field, status }) => {
    const note =
      status === 'skipped'
        ? questionNote.skipped[language]
        : status === 'undecided'
          ? questionNote.undecided[language]
          : status === 'unclear'
            ? questionNote.unclear(quote(input.answers[field.id]?.raw ?? '', language, 60))[language]
            : '';
    return { essential: analysis.missingEssentials.includes(field.id) || status === 'unclear', text: `${field.question[language]}${note}` };
  });

  const clarifying: string[] = [];
  const words = rawAnswer(input.answers, 'preferred_style');
  const profileTop = input.referenceOutcome?.style_profile.find((s) => s.weight > 0)?.style;
  if (words && profileTop) {
    const mentioned = stylesMentionedIn(words).filter((m) => m.points >= 2);
    if (mentioned.length > 0 && !mentioned.some((m) => m.style === profileTop)) {
      clarifying.push(clarifyingQuestions.styleConflict(quote(words, language, 60), designStyle(profileTop).name[language])[language]);
    }
  }
  if (analysis.budgetAssessment?.level === 'tight') clarifying.push(clarifyingQuestions.budgetFirm[language]);
  if (analysis.timeline?.level === 'high') clarifying.push(clarifyingQuestions.timingDriver[language]);

  const hasPlan = (input.floorPlans ?? 0) > 0;
  const specific = typeQuestions[input.projectType].map((q, i) => (input.projectType === 'residential_space' && i === 0 && hasPlan ? planReceivedQuestion : q)[language]);
  if (input.projectType === 'residential_space') {
    const age = propertyAgeOf(input.answers);
    const ageText = formatted(ctx, 'age');
    if (age !== null && age >= 15 && ageText) specific.unshift(conditionalQuestions.oldHome(ageText.replace(/^(about |約|약 )/, ''))[language]);
  }
  const registration = valueOf(input.answers, 'registration_status', 'choice');
  if (input.projectType === 'brand_design' && registration && !registration.selected.includes('registered')) {
    specific.unshift(conditionalQuestions.trademarkSearch[language]);
  }

  // Essentials first, then the clarifications, the other open questions, and room for two of the type's own.
  const essentials = open.filter((q) => q.essential).map((q) => q.text);
  const others = open.filter((q) => !q.essential).map((q) => q.text);
  const head = [...essentials, ...clarifying];
  const roomForOthers = Math.max(0, MAX_QUESTIONS - 2 - head.length);
  const questions = [...head, ...others.slice(0, roomForOthers), ...specific];
  return dedupe(questions.map((q) => clip(q, 400))).slice(0, MAX_QUESTIONS);
}

// ---- risks ----

const levelOrder = { high: 0, medium: 1, low: 2 } as const;
const kindOrder = { timeline: 0, budget: 1, information: 2, scope: 3, other: 4 } as const;

function risks(ctx: Context, directions: readonly Direction[]): Risk[] {
  const { input, language, analysis } = ctx;
  const out: Risk[] = [];
  const add = (kind: Risk['kind'], level: Risk['level'], text: string) => out.push({ kind, level, text: clip(text, 600) });

  // timeline
  const t = analysis.timeline;
  const deadlineField = analysis.deadline?.fieldId;
  const label = deadlineField ? (fieldNames[deadlineField] ?? fieldNames.expected_deadline!) : fieldNames.expected_deadline!;
  const when = analysis.deadline ? formatBriefValue(analysis.deadline.value, language) : '';
  if (t?.kind === 'asap') add('timeline', 'high', riskText.asap(input.projectType, t.usualWeeks)[language]);
  else if (t?.kind === 'passed') add('timeline', 'high', riskText.passed(label, when)[language]);
  else if (t?.kind === 'date' && t.level === 'high') add('timeline', 'high', riskText.tight(label, when, t.weeksLeft, input.projectType, t.usualWeeks)[language]);
  else if (t?.kind === 'date' && t.level === 'medium') add('timeline', 'medium', riskText.short(label, when, t.weeksLeft, input.projectType, t.usualWeeks)[language]);

  // budget versus size (or versus the usual budget of design-only work)
  const b = analysis.budgetAssessment;
  if (b && analysis.budget) {
    const currency = b.currency;
    const budgetText = formatBriefValue(analysis.budget.value, language);
    if (b.basis === 'per_m2' && analysis.area) {
      const fig = perAreaFigure(ctx, b.figure);
      if (b.level === 'tight') {
        add('budget', 'high', riskText.perM2Tight(budgetText, number(analysis.area.mid, language, 1), fig, money(b.floor, currency, language), input.projectType)[language]);
      } else if (b.partlyBelowFloor) {
        add('budget', 'medium', riskText.perM2LowEnd(money(analysis.budget.low, currency, language), money(b.floor, currency, language))[language]);
      } else if (b.level === 'workable' && directions[0]?.style && premiumStyles.has(directions[0].style)) {
        add('budget', 'medium', riskText.premiumStretch(fig, designStyle(directions[0].style).name[language])[language]);
      }
    } else if (b.basis === 'total') {
      if (b.level === 'tight') add('budget', 'high', riskText.totalTight(budgetText, money(b.floor, currency, language), input.projectType)[language]);
      else if (b.partlyBelowFloor) add('budget', 'medium', riskText.totalLowEnd(money(analysis.budget.low, currency, language), money(b.floor, currency, language), input.projectType)[language]);
    }
  }

  // missing information
  if (analysis.coreTotal > 0 && analysis.coreAnswered * 2 < analysis.coreTotal) {
    add('information', 'high', riskText.incomplete(analysis.coreAnswered, analysis.coreTotal)[language]);
  } else if (analysis.missingEssentials.length) {
    add('information', 'medium', riskText.missing(list(analysis.missingEssentials.map((id) => fieldName(id, language)), language))[language]);
  }

  // scope
  // "Yes, that's right" or "not really" names no extra deliverable: only words that say what is asked for are a scope risk.
  const extrasWords = rawAnswer(input.answers, 'other_design_requirements');
  const extras = extrasWords && parseYesNo(extrasWords) === null && !isNoPreference(extrasWords) ? extrasWords : null;
  if (extras && input.projectType !== 'other') add('scope', 'medium', riskText.extras(quote(extras, language, 120))[language]);
  const age = propertyAgeOf(input.answers);
  const ageText = formatted(ctx, 'age');
  if (input.projectType === 'residential_space' && age !== null && age >= 20 && ageText) {
    add('scope', 'medium', riskText.oldProperty(ageText.replace(/^(about |約|약 )/, ''))[language]);
  }
  if (input.projectType === 'website') {
    const pages = valueOf(input.answers, 'main_pages', 'list')?.items.length ?? null;
    const languages = valueOf(input.answers, 'languages', 'list')?.items.length ?? null;
    if ((pages ?? 0) >= 8 || (languages ?? 0) >= 3) add('scope', 'medium', riskText.websiteContent(pages, languages)[language]);
  }
  if (input.projectType === 'packaging_design') {
    const forms = valueOf(input.answers, 'packaging_form', 'choice');
    const real = forms?.selected.filter((id) => id !== 'not_sure') ?? [];
    if (forms && real.length >= 3) add('scope', 'low', riskText.packagingFormats(formatBriefValue(forms, language, fieldDefinitions.packaging_form.options))[language]);
  }

  // other
  const registration = valueOf(input.answers, 'registration_status', 'choice');
  if (input.projectType === 'brand_design' && registration?.selected.some((id) => id === 'not_registered' || id === 'in_progress')) {
    add('other', 'medium', riskText.trademark[language]);
  }
  const utilities = valueOf(input.answers, 'water_electricity_supply', 'choice')?.selected[0];
  if (input.projectType === 'exhibition_space' && (utilities === 'both' || utilities === 'water_only' || utilities === 'electricity_only')) {
    add('other', 'low', riskText.utilities(utilities)[language]);
  }
  const distance = valueOf(input.answers, 'distance', 'number_with_unit');
  if (distance) {
    const far = { km: 50, mi: 30, m: 50_000, min: 60, h: 1 } as Partial<Record<string, number>>;
    const limit = far[distance.unit];
    if (limit !== undefined && (distance.max ?? distance.amount) >= limit) {
      add('other', 'low', riskText.travel(formatBriefValue(distance, language), formatted(ctx, 'number_of_visits'))[language]);
    }
  }

  return out.sort((a, b) => levelOrder[a.level] - levelOrder[b.level] || kindOrder[a.kind] - kindOrder[b.kind]).slice(0, 8);
}

// ---- next steps ----

function nextSteps(ctx: Context): string[] {
  const { input, language, analysis } = ctx;
  const name = input.contactName.trim() || nextStepText.clientFallback[language];
  const steps: string[] = [];
  steps.push((analysis.daysSinceInquiry <= 1 ? nextStepText.replySoon(name) : nextStepText.replyToday(name, analysis.daysSinceInquiry))[language]);
  steps.push(nextStepText.questions[language]);
  const prepare = nextStepText.prepare;
  switch (input.projectType) {
    case 'brand_design':
      steps.push(prepare.brand_design(siteOf(ctx, 'brand_website'))[language]);
      break;
    case 'website':
      steps.push(prepare.website(siteOf(ctx, 'url'), !!rawAnswer(input.answers, 'competitors'))[language]);
      break;
    case 'residential_space':
      steps.push(prepare.residential_space((input.floorPlans ?? 0) > 0)[language]);
      break;
    default:
      steps.push(prepare[input.projectType]()[language]);
  }
  const names = analysis.styles.slice(0, 2).map((c) => designStyle(c.style).name[language]);
  steps.push(nextStepText.moodboard(list(names, language))[language]);
  if (analysis.budgetAssessment?.level === 'tight') steps.push(nextStepText.twoOptions[language]);
  if (analysis.timeline?.level === 'high') steps.push(nextStepText.fixDate[language]);
  steps.push(nextStepText.proposal(input.projectType, usualProjectWeeks[input.projectType])[language]);
  return steps.map((s) => clip(s, 400)).slice(0, 8);
}

/** The client's site: the request's website, else a link written in the given answer. */
function siteOf(ctx: Context, id: BriefFieldId): string | null {
  const fromRequest = ctx.input.websiteUrl?.trim();
  if (fromRequest) return fromRequest.slice(0, 120);
  const words = rawAnswer(ctx.input.answers, id);
  const link = words?.match(/(?:https?:\/\/|www\.)[^\s,，、)]+|@[\w.]+/i)?.[0];
  return link ? link.slice(0, 120) : null;
}

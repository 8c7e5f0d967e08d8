import {
  referenceOutcome,
  type BriefStyleSample,
  type DesignStyleId,
  type InterviewState,
  type ProjectType,
  type ReferenceOutcome,
} from '@genie/contracts';
import { designStyle, plausibleStyles, styleCatalog, styleSuits } from '@genie/core';
import type { AppContext } from '../context.ts';
import { referenceImagesRepository } from '../db/repositories/reference-images.ts';
import type { ClientRequestRow } from '../db/schema.ts';
import { imageUrlOf } from '../references/reference-image-views.ts';

const MAX_SAMPLES = 3;

/** Everyday words for a style (the chat's style chips among them), in the three languages. */
const styleWords: readonly [RegExp, DesignStyleId[]][] = [
  [/minimal|簡約|極簡|미니멀/i, ['minimalism', 'modern']],
  [/modern|現代|모던/i, ['modern', 'contemporary']],
  [/warm|natural|wood|溫暖|自然|木|따뜻|내추럴|자연/i, ['japandi', 'scandinavian']],
  [/bold|playful|colou?rful|大膽|活潑|繽紛|대담|유쾌|컬러/i, ['eclectic', 'bohemian']],
  [/classic|elegant|經典|優雅|클래식|우아/i, ['transitional', 'traditional']],
  [/luxur|奢華|럭셔리|고급/i, ['quiet_luxury', 'luxurious']],
  [/japan|日式|和風|일본/i, ['japanese_design', 'japandi']],
  [/nordic|北歐|북유럽/i, ['scandinavian']],
  [/industrial|工業|인더스트리얼/i, ['industrial']],
  [/vintage|retro|復古|빈티지|레트로/i, ['midcentury_modern', 'art_deco']],
];

/** Styles named or described in the visitor's words that suit the project type, in order of mention rules. */
export function stylesNamedIn(words: string, projectType: ProjectType): DesignStyleId[] {
  const text = words.toLowerCase();
  const picked: DesignStyleId[] = [];
  const add = (id: DesignStyleId) => {
    if (!picked.includes(id) && id !== 'no_style' && styleSuits(id, projectType)) picked.push(id);
  };
  if (!text) return picked;
  for (const style of styleCatalog) {
    const names = [style.id.replace(/_/g, ' '), ...Object.values(style.name)].map((n) => n.toLowerCase());
    if (names.some((n) => n.length > 1 && text.includes(n))) add(style.id);
  }
  for (const [pattern, ids] of styleWords) if (pattern.test(text)) ids.forEach(add);
  return picked;
}

/**
 * The style samples from the preferred-style answer, when the visitor had no reference rounds:
 * styles named or described in it that suit the project type, topped up with plausible styles.
 */
export function briefStyleSamplesOf(state: InterviewState): BriefStyleSample[] {
  const answer = state.answers.preferred_style;
  const picked = (answer && !answer.skipped ? stylesNamedIn(answer.raw, state.projectType) : []).slice(0, MAX_SAMPLES);
  for (const id of plausibleStyles(state.projectType)) {
    if (picked.length >= MAX_SAMPLES) break;
    if (!picked.includes(id) && id !== 'no_style') picked.push(id);
  }
  return picked.map((id) => ({ id, style: id, label: designStyle(id).name[state.language], image_url: null }));
}

/** The stored outcome of the request's reference rounds, if they ran. */
export function referenceOutcomeOf(request: ClientRequestRow): ReferenceOutcome | null {
  return request.referenceOutcome ? (referenceOutcome.safeParse(request.referenceOutcome).data ?? null) : null;
}

/**
 * The style samples the brief asks the visitor to rate: from the reference rounds' outcome (each
 * shown by the image the visitor chose for it) when the rounds ran, else from the preferred style.
 * A sample's id is its style, so ratings stay keyed the same way either way.
 */
export async function briefStyleSamples(
  ctx: Pick<AppContext, 'db'> & Partial<Pick<AppContext, 'storage'>>,
  request: ClientRequestRow,
  state: InterviewState,
): Promise<BriefStyleSample[]> {
  const outcome = referenceOutcomeOf(request);
  if (!outcome || outcome.style_samples.length === 0) return briefStyleSamplesOf(state);
  const rows = await referenceImagesRepository(ctx.db).findVisibleTo(
    request.designerId,
    outcome.style_samples.map((s) => s.image_id),
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return outcome.style_samples.map((s) => {
    const row = byId.get(s.image_id);
    return {
      id: s.style,
      style: s.style,
      label: designStyle(s.style).name[state.language],
      image_url: row && ctx.storage ? imageUrlOf(row, ctx.storage) : null,
    };
  });
}

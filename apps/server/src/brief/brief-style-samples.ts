import type { BriefStyleSample, DesignStyleId, InterviewState } from '@genie/contracts';
// The style catalogue (packages/core/src/styles) is not yet exported from @genie/core; the reference
// rounds of issue 4 will replace these preferred-style samples with the visitor's chosen images.
import { plausibleStyles, styleCatalog, styleSuits } from '../../../../packages/core/src/styles/index.ts';

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

/**
 * The style samples the brief asks the visitor to rate, until the reference rounds (issue 4) supply
 * chosen images: styles named or described in the preferred-style answer that suit the project type,
 * topped up with plausible styles for the project type.
 */
export function briefStyleSamplesOf(state: InterviewState): BriefStyleSample[] {
  const answer = state.answers.preferred_style;
  const text = answer && !answer.skipped ? answer.raw.toLowerCase() : '';
  const picked: DesignStyleId[] = [];
  const add = (id: DesignStyleId) => {
    if (picked.length < MAX_SAMPLES && !picked.includes(id) && id !== 'no_style' && styleSuits(id, state.projectType)) picked.push(id);
  };
  if (text) {
    for (const style of styleCatalog) {
      const names = [style.id.replace(/_/g, ' '), ...Object.values(style.name)].map((n) => n.toLowerCase());
      if (names.some((n) => n.length > 1 && text.includes(n))) add(style.id);
    }
    for (const [pattern, ids] of styleWords) if (pattern.test(text)) ids.forEach(add);
  }
  for (const id of plausibleStyles(state.projectType)) add(id);
  return picked.map((id) => {
    const style = styleCatalog.find((s) => s.id === id)!;
    return { id, style: id, label: style.name[state.language], image_url: null };
  });
}

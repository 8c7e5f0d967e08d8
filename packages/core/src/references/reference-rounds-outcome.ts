import type {
  DesignStyleId,
  ReferenceOutcome,
  ReferenceRoundsState,
  ReferenceStyleSample,
  ReferenceStyleWeight,
} from '@genie/contracts';
import { designStyleIds } from '@genie/contracts';
import { designStyle } from '../styles/style-catalog.ts';
import { mergePalettes } from './merge-palettes.ts';
import type { ReferenceLibrary, ReferenceRoundSettings } from './reference-library.ts';
import { styleShares, weightedChoices } from './reference-rounds.ts';

/** How many styles the brief asks the visitor to rate. */
export const STYLE_SAMPLE_COUNT = 3;

/**
 * The rounds' result: what was chosen, a ranked style profile, the dominant palette of the choices,
 * and the style samples the brief asks the visitor to rate. Images deleted from the library since
 * they were chosen are left out.
 */
export function referenceRoundsOutcome(
  library: ReferenceLibrary,
  state: ReferenceRoundsState,
  overrides?: Partial<ReferenceRoundSettings>,
): ReferenceOutcome {
  const choices = weightedChoices(library, state, overrides);
  const latestRound = new Map<DesignStyleId, number>();
  for (const c of choices) latestRound.set(c.item.style, c.round);

  const style_profile: ReferenceStyleWeight[] = [...styleShares(choices)]
    .map(([style, weight]) => ({ style, weight }))
    .sort(
      (a, b) =>
        b.weight - a.weight ||
        (latestRound.get(b.style) ?? 0) - (latestRound.get(a.style) ?? 0) ||
        designStyleIds.indexOf(a.style) - designStyleIds.indexOf(b.style),
    );

  const withPalettes = choices.filter((c) => c.item.palette && c.item.palette.length > 0);
  const palette =
    withPalettes.length > 0
      ? mergePalettes(withPalettes.map((c) => ({ palette: c.item.palette ?? [], weight: c.weight })))
      : mergePalettes(
          style_profile.map(({ style, weight }) => {
            const colours = designStyle(style).palette;
            return { palette: colours.map((hex) => ({ hex, share: 1 / colours.length })), weight };
          }),
        );

  return {
    status: state.status === 'completed' || state.status === 'no_similar_images' ? state.status : 'stopped',
    message_key: state.status === 'no_similar_images' ? 'no_similar_images' : null,
    chosen: choices.map((c) => ({ round: c.round, image_id: c.item.id, style: c.item.style })),
    style_profile,
    palette,
    style_samples: styleSamples(library, state, style_profile, choices),
  };
}

/**
 * The top styles of the profile, each shown by the visitor's latest choice of it; when fewer styles
 * were chosen, the styles of the images most like the choices fill in (weight 0), and with no
 * choices at all, the styles of round 1.
 */
function styleSamples(
  library: ReferenceLibrary,
  state: ReferenceRoundsState,
  profile: readonly ReferenceStyleWeight[],
  choices: ReturnType<typeof weightedChoices>,
): ReferenceStyleSample[] {
  const samples: ReferenceStyleSample[] = [];
  for (const { style, weight } of profile.slice(0, STYLE_SAMPLE_COUNT)) {
    const latest = [...choices].reverse().find((c) => c.item.style === style);
    if (latest) samples.push({ style, image_id: latest.item.id, weight });
  }
  if (samples.length >= STYLE_SAMPLE_COUNT) return samples;

  const have = new Set(samples.map((s) => s.style));
  const offered = state.rounds.flatMap((r) => r.offered).map((id) => library.byId.get(id));
  const pool = offered.filter((item) => item !== undefined);
  const ranked =
    choices.length === 0
      ? pool
      : pool
          .map((item) => ({
            item,
            score: choices.reduce((sum, c) => sum + c.weight * library.similarity(item.vector, c.item.vector), 0),
          }))
          .sort((a, b) => b.score - a.score)
          .map((s) => s.item);
  for (const item of ranked) {
    if (samples.length >= STYLE_SAMPLE_COUNT) break;
    if (have.has(item.style)) continue;
    have.add(item.style);
    samples.push({ style: item.style, image_id: item.id, weight: 0 });
  }
  return samples;
}

import type { DesignStyleId, InterviewState, SpaceName } from '@genie/contracts';
import { spaceCatalog, spaceFitsProjectType } from '@genie/core';
import { stylesNamedIn } from '../brief/brief-style-samples.ts';

/** Answers that may name the room the project is about. */
const SPACE_FIELDS = ['project_background', 'problem_need', 'other_design_requirements', 'layout', 'property_category', 'unique_design', 'key_considerations'] as const;

export interface RoundPreferences {
  /** The first room the answers name (for spatial projects). */
  space: SpaceName | null;
  /** Every room the answers name, first named first (`space` is the first); at most ten. */
  spaces: SpaceName[];
  /** Styles the visitor named or described as preferred; round 1 leans toward them. */
  styles: DesignStyleId[];
}

/**
 * What the conversation says about the rounds' starting point: the rooms named in the answers (for
 * spatial projects; the rounds show them first) and the styles of the preferred-style answer.
 */
export function roundPreferencesOf(state: InterviewState): RoundPreferences {
  const styleAnswer = state.answers.preferred_style;
  const styles = styleAnswer && !styleAnswer.skipped ? stylesNamedIn(styleAnswer.raw, state.projectType) : [];
  const candidates = spaceCatalog
    .filter((s) => s.id !== 'other' && s.id !== 'new_space' && spaceFitsProjectType(s.id, state.projectType))
    // Longer names first: "Open Kitchen & Living Room" before "Kitchen".
    .flatMap((s) => [s.id.replace(/_/g, ' '), ...Object.values(s.label)].map((name) => ({ id: s.id, name: name.toLowerCase() })))
    .sort((a, b) => b.name.length - a.name.length);
  const spaces: SpaceName[] = [];
  for (const field of SPACE_FIELDS) {
    const answer = state.answers[field];
    if (!answer || answer.skipped) continue;
    let text = answer.raw.toLowerCase();
    // Where each room is first named in this answer, so the rooms keep the visitor's order.
    const found: { id: SpaceName; at: number }[] = [];
    for (const c of candidates) {
      if (c.name.length < 2) continue;
      const at = text.indexOf(c.name);
      if (at < 0) continue;
      // Blank out the match: "open kitchen & living room" must not also count as "kitchen".
      text = text.slice(0, at) + ' '.repeat(c.name.length) + text.slice(at + c.name.length);
      if (!found.some((f) => f.id === c.id)) found.push({ id: c.id, at });
    }
    for (const { id } of found.sort((a, b) => a.at - b.at)) if (!spaces.includes(id)) spaces.push(id);
  }
  return { space: spaces[0] ?? null, spaces: spaces.slice(0, 10), styles };
}

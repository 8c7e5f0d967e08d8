import type { DesignStyleId, InterviewState, SpaceName } from '@genie/contracts';
import { spaceCatalog, spaceFitsProjectType } from '@genie/core';
import { stylesNamedIn } from '../brief/brief-style-samples.ts';

/** Answers that may name the room the project is about. */
const SPACE_FIELDS = ['project_background', 'problem_need', 'other_design_requirements', 'layout', 'property_category', 'unique_design', 'key_considerations'] as const;

export interface RoundPreferences {
  space: SpaceName | null;
  /** Styles the visitor named or described as preferred; round 1 leans toward them. */
  styles: DesignStyleId[];
}

/**
 * What the conversation says about the rounds' starting point: the first room named in the
 * answers (for spatial projects) and the styles of the preferred-style answer.
 */
export function roundPreferencesOf(state: InterviewState): RoundPreferences {
  const styleAnswer = state.answers.preferred_style;
  const styles = styleAnswer && !styleAnswer.skipped ? stylesNamedIn(styleAnswer.raw, state.projectType) : [];
  let space: SpaceName | null = null;
  const candidates = spaceCatalog
    .filter((s) => s.id !== 'other' && s.id !== 'new_space' && spaceFitsProjectType(s.id, state.projectType))
    // Longer names first: "Open Kitchen & Living Room" before "Kitchen".
    .flatMap((s) => [s.id.replace(/_/g, ' '), ...Object.values(s.label)].map((name) => ({ id: s.id, name: name.toLowerCase() })))
    .sort((a, b) => b.name.length - a.name.length);
  for (const field of SPACE_FIELDS) {
    const answer = state.answers[field];
    if (!answer || answer.skipped) continue;
    const text = answer.raw.toLowerCase();
    const hit = candidates.find((c) => c.name.length > 1 && text.includes(c.name));
    if (hit) {
      space = hit.id;
      break;
    }
  }
  return { space, styles };
}

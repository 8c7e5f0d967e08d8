import type { InterviewState } from '@genie/contracts';

/** Enough is known to picture the space: a few answers, or an image and one answer. */
export function readyForConcepts(state: InterviewState, uploads: number): boolean {
  const answered = Object.values(state.answers).filter((a) => a && !a.skipped && a.raw.trim() !== '').length;
  return answered >= 2 || (uploads > 0 && answered >= 1);
}

/** The image prompt from the conversation: the project type and the visitor's own words, in answer order. */
export function conceptPrompt(state: InterviewState): string {
  const words = state.order
    .map((field) => state.answers[field])
    .filter((a) => a && !a.skipped)
    .map((a) => a!.raw.trim())
    .filter(Boolean);
  return [`interior concept, ${state.projectType.replaceAll('_', ' ')}`, ...words].join(', ').slice(0, 900);
}

import type { MoodBoardReply, ProposeConceptsInput } from '@genie/contracts';
import { visitorApi } from '../genie/api.ts';
import type { GenieBase } from '../genie/genie-base.ts';

/** The visitor's mood board API (contracts/mood-board.ts), beside the genie's under the same session. */
export const getMoodBoard = (base: GenieBase, token: string) => visitorApi<MoodBoardReply>(`${base.api}/mood_board/`, { token });

export function addMoodBoardImage(base: GenieBase, token: string, file: File) {
  const form = new FormData();
  form.append('image', file, file.name || 'image');
  return visitorApi<MoodBoardReply>(`${base.api}/mood_board/images/`, { method: 'POST', form, token });
}

export const removeMoodBoardImage = (base: GenieBase, token: string, imageId: string) =>
  visitorApi<MoodBoardReply>(`${base.api}/mood_board/images/${encodeURIComponent(imageId)}/`, { method: 'DELETE', token });

export const proposeConcepts = (base: GenieBase, token: string, input: ProposeConceptsInput) =>
  visitorApi<MoodBoardReply>(`${base.api}/mood_board/concepts/`, { method: 'POST', json: input, token });

export const starConcept = (base: GenieBase, token: string, conceptId: string, starred: boolean) =>
  visitorApi<MoodBoardReply>(`${base.api}/mood_board/concepts/${encodeURIComponent(conceptId)}/star/`, { method: 'PUT', json: { starred }, token });

export const moodBoardQueryKey = (base: GenieBase, token: string) => ['genie', base.storageKey, 'mood_board', token] as const;

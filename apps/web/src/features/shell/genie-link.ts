/** The public address of a designer's genie (spec §2: /genie/{userLinkWords}). */
export function genieLink(genieName: string, origin: string = window.location.origin): string {
  return `${origin}/genie/${encodeURIComponent(genieName)}`;
}

/** The mood board's versions (spec §1): the default chat, v2 that starts with the visitor's photos, v3 on one page. */
export const moodBoardVersions = ['mood_board', 'mood_board_v2', 'mood_board_v3'] as const;
export type MoodBoardVersion = (typeof moodBoardVersions)[number];

/** The public address of one version of a designer's mood board (/mood_board/{userLinkWords} and its _v2, _v3). */
export function moodBoardLink(genieName: string, version: MoodBoardVersion, origin: string = window.location.origin): string {
  return `${origin}/${version}/${encodeURIComponent(genieName)}`;
}

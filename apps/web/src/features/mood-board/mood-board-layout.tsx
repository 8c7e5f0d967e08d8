import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router';
import { DemoFrame, DesignerFrame } from '../genie/genie-layout.tsx';
import type { GenieBase } from '../genie/genie-base.ts';
import { moodBoardExtras as extras, photosFirstExtras } from './mood-board-extras.tsx';

/**
 * The mood board's versions, each at its own address with its own stored session (same API, engine and
 * request): `mood_board` the genie's screens with images, `mood_board_v2` photos first, then the chat,
 * `mood_board_v3` the whole flow on one page (features/mood-board/mood-board-single-page.tsx).
 */
export const moodBoardVersions = ['mood_board', 'mood_board_v2', 'mood_board_v3'] as const;
export type MoodBoardVersion = (typeof moodBoardVersions)[number];

/** The version an address belongs to (its first segment); the first version for any other. */
export function moodBoardVersionOf(pathname: string): MoodBoardVersion {
  const first = pathname.split('/')[1] ?? '';
  return (moodBoardVersions as readonly string[]).includes(first) ? (first as MoodBoardVersion) : 'mood_board';
}

/** A designer's mood board (/mood_board/{linkWords}, /mood_board_v2/…, /mood_board_v3/…): the genie's API and interview, its own stored session. */
export function moodBoardBase(linkWords: string, version: MoodBoardVersion = 'mood_board'): GenieBase {
  const slug = encodeURIComponent(linkWords);
  const route = `/${version}/${slug}`;
  const base: GenieBase = { kind: 'designer', linkWords, api: `/genie/${slug}`, route, home: route, storageKey: `${version}:${linkWords}`, extras };
  return version === 'mood_board_v2' ? { ...base, extras: photosFirstExtras } : base;
}

/** The demo's mood board (/genie_demo/mood_board), without an account. */
export const moodBoardDemoBase: GenieBase = {
  kind: 'demo',
  linkWords: null,
  api: '/genie_demo',
  route: '/genie_demo/mood_board',
  home: '/genie_demo/mood_board/chat',
  storageKey: '@demo:mood_board',
  extras,
};

/**
 * The frame of the visitor's mood board (/mood_board/:linkWords/…, its versions v2 and v3,
 * /genie_demo/mood_board/…): the genie's frame (the designer's colours, logo, team name) around the
 * genie's screens, with images woven in.
 */
export function Component() {
  const { linkWords } = useParams();
  const version = moodBoardVersionOf(useLocation().pathname);
  const base = useMemo(() => (linkWords ? moodBoardBase(linkWords, version) : moodBoardDemoBase), [linkWords, version]);
  return base.kind === 'demo' ? <DemoFrame base={base} /> : <DesignerFrame base={base} linkWords={linkWords ?? ''} />;
}

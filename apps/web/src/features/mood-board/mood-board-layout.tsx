import { lazy, Suspense, useMemo } from 'react';
import { useParams } from 'react-router';
import { DemoFrame, DesignerFrame } from '../genie/genie-layout.tsx';
import type { GenieBase } from '../genie/genie-base.ts';

const Panel = lazy(() => import('./mood-board-panel.tsx').then((m) => ({ default: m.MoodBoardPanel })));
const Starred = lazy(() => import('./mood-board-starred.tsx').then((m) => ({ default: m.MoodBoardStarred })));

/** The mood board's additions to the genie's screens: its images beside the chat, its stars on the brief. */
const extras: NonNullable<GenieBase['extras']> = {
  chat: (props) => (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  ),
  brief: (props) => (
    <Suspense fallback={null}>
      <Starred {...props} />
    </Suspense>
  ),
};

/** A designer's mood board (/mood_board/{linkWords}): the genie's API and interview, its own stored session. */
export function moodBoardBase(linkWords: string): GenieBase {
  const slug = encodeURIComponent(linkWords);
  const route = `/mood_board/${slug}`;
  return { kind: 'designer', linkWords, api: `/genie/${slug}`, route, home: route, storageKey: `mood_board:${linkWords}`, extras };
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
 * The frame of the visitor's mood board (/mood_board/:linkWords/…, /genie_demo/mood_board/…): the genie's
 * frame (the designer's colours, logo, team name) around the genie's screens, with images woven in.
 */
export function Component() {
  const { linkWords } = useParams();
  const base = useMemo(() => (linkWords ? moodBoardBase(linkWords) : moodBoardDemoBase), [linkWords]);
  return base.kind === 'demo' ? <DemoFrame base={base} /> : <DesignerFrame base={base} linkWords={linkWords ?? ''} />;
}

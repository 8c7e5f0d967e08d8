import { lazy, Suspense } from 'react';
import type { GenieBase } from '../genie/genie-base.ts';

const Panel = lazy(() => import('./mood-board-panel.tsx').then((m) => ({ default: m.MoodBoardPanel })));
const Starred = lazy(() => import('./mood-board-starred.tsx').then((m) => ({ default: m.MoodBoardStarred })));
const PhotosFirst = lazy(() => import('./mood-board-photos-step.tsx').then((m) => ({ default: m.MoodBoardPhotosStep })));

/**
 * The mood board's additions to the genie's screens: its images beside the chat, its stars on the brief.
 * A module of its own so the embed panel (in the visitor's entry chunk) shares them without the layout.
 */
export const moodBoardExtras: NonNullable<GenieBase['extras']> = {
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

/** v2, the image-first flow: the same, with the upload step before the chat. */
export const photosFirstExtras: NonNullable<GenieBase['extras']> = {
  ...moodBoardExtras,
  chatIntro: (props) => (
    <Suspense fallback={null}>
      <PhotosFirst {...props} />
    </Suspense>
  ),
};

/** The mood board's stored session for a designer (the hosted /mood_board/{linkWords} and its embed share it). */
export const moodBoardStorageKey = (linkWords: string) => `mood_board:${linkWords}`;

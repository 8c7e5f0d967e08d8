import { useEffect, useMemo, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import type { CustomStyles } from '@genie/contracts';
import { embedBase } from './genie-base.ts';
import type { GenieContextValue } from './genie-context.ts';
import { DesignerFrame, GenieNotFound } from './genie-layout.tsx';
import { isPanelOpened, keptSession, postToHost, readEmbedLaunch } from './embed-bridge.ts';
import { canKeepSessions, loadSession, saveSession } from './visitor-storage.ts';
import { moodBoardExtras, moodBoardStorageKey } from '../mood-board/mood-board-extras.tsx';

/**
 * /genie-embed/:linkWords/:flow/… — the visitor's genie inside the embed widget's panel on another
 * site: the same screens and stored session as /genie/:linkWords, the host's theme and colour, and a
 * bridge that tells the host page what happened (protocol in packages/contracts/src/embed-protocol.ts).
 * The session lives in this frame's local storage, which browsers partition by the top-level site:
 * a visitor who moves to another page of the same site resumes where they were. The `mood-board` flow
 * is the hosted mood board's flow (/mood_board/:linkWords): its images beside the chat, its stored session.
 */
export function Component() {
  const { linkWords = '' } = useParams();
  // The flow is the address's third segment (the app's router names the mood board's route statically).
  const flow = useLocation().pathname.split('/')[3];
  const moodBoard = flow === 'mood-board';
  const base = useMemo(
    () =>
      moodBoard
        ? { ...embedBase(linkWords, 'mood-board'), storageKey: moodBoardStorageKey(linkWords), extras: moodBoardExtras }
        : embedBase(linkWords, 'genie'),
    [linkWords, moodBoard],
  );
  // Read once: the query is gone after the first navigation inside the panel. A session the host kept
  // for us (our storage blocked) is restored before the first screen looks for one.
  const [launch] = useState(() => {
    const kept = canKeepSessions() ? null : keptSession(window.location.hash);
    if (kept) saveSession(base.storageKey, kept);
    return readEmbedLaunch(window.location.search, window.location.ancestorOrigins);
  });
  const look = useMemo<Partial<CustomStyles>>(
    () => ({ ...(launch.theme ? { theme: launch.theme } : {}), ...(launch.color ? { primary: launch.color } : {}) }),
    [launch],
  );
  const embed = useMemo<NonNullable<GenieContextValue['embed']>>(
    () => ({
      source: launch.source,
      notify: (event) => {
        postToHost(launch.parentOrigin, `genie:${event}`);
        const session = event === 'request_started' && !canKeepSessions() ? loadSession(base.storageKey) : null;
        if (session) postToHost(launch.parentOrigin, 'genie:session', JSON.stringify(session));
      },
    }),
    [launch, base.storageKey],
  );

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // Without preventScroll the focus would scroll the page to put <main> at the top: under the sticky header.
      if (isPanelOpened(event, launch.parentOrigin)) document.getElementById('genie-main')?.focus({ preventScroll: true });
    };
    // Esc inside the panel closes it, as it does on the host page (unless a dialog inside used it).
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) postToHost(launch.parentOrigin, 'genie:close');
    };
    window.addEventListener('message', onMessage);
    document.addEventListener('keydown', onKey);
    postToHost(launch.parentOrigin, 'genie:ready');
    return () => {
      window.removeEventListener('message', onMessage);
      document.removeEventListener('keydown', onKey);
    };
  }, [launch]);

  if (flow !== 'genie' && !moodBoard) return <GenieNotFound />;
  return <DesignerFrame base={base} linkWords={linkWords} look={look} embed={embed} />;
}

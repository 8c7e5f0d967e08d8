import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router';
import { DemoFrame, DesignerFrame } from '../genie/genie-layout.tsx';
import { moodBoardBase, moodBoardDemoBase } from '../genie/genie-base.ts';

/**
 * The frame of the visitor's mood board (/mood_board/:linkWords/…, /genie_demo/mood_board/…): the genie's
 * frame (the designer's colours, logo, team name) around the genie's screens, with images woven in.
 * `chat_imagen3` asks for the Imagen engine.
 */
export function Component() {
  const { linkWords } = useParams();
  const { pathname } = useLocation();
  const engine = pathname.endsWith('/chat_imagen3') ? 'imagen3' : 'default';
  const base = useMemo(() => (linkWords ? moodBoardBase(linkWords, engine) : moodBoardDemoBase(engine)), [linkWords, engine]);
  return base.kind === 'demo' ? <DemoFrame base={base} /> : <DesignerFrame base={base} linkWords={linkWords ?? ''} />;
}

import type { ComponentType } from 'react';
import type { StartClientRequestReply } from '@genie/contracts';
import { useGenie } from './genie-context.ts';
import { Greeting } from './greeting.tsx';
import { HomeForm } from './home-form.tsx';
import { useStoredSession } from './use-visitor-session.ts';
import type { StoredSession } from './visitor-storage.ts';

/**
 * The visitor build's /genie_demo/chat. A new visitor's first screen is the home form, which is in the
 * visitor's entry chunk; the chat's own code (`ChatPage`, a chunk of its own) is fetched when the visitor
 * starts filling in the form, and shown once a session exists — so the first open costs only the form.
 */
export function DemoChatPage({ ChatPage }: { ChatPage: ComponentType & { preload?: () => Promise<unknown> } }) {
  const { base } = useGenie();
  const { stored, save } = useStoredSession(base);
  if (stored) return <ChatPage />;
  return (
    <div onFocusCapture={() => void ChatPage.preload?.()}>
      <DemoHome save={save} />
    </div>
  );
}

/** The demo's first screen: the greeting and the home form; the session it starts is kept with `save`. */
export function DemoHome({ save }: { save: (session: StoredSession) => void }) {
  return (
    <>
      <Greeting />
      <HomeForm onStarted={(reply: StartClientRequestReply) => save({ token: reply.session_token, identifyKey: reply.client_request.identify_key })} />
    </>
  );
}

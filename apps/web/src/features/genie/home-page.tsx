import { Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n/index.ts';
import { stagePath } from './genie-base.ts';
import { useGenie } from './genie-context.ts';
import { GLoading } from './genie-ui.tsx';
import { Greeting } from './greeting.tsx';
import { HomeForm } from './home-form.tsx';
import { useHeldSession } from './use-visitor-session.ts';
import { saveSession } from './visitor-storage.ts';

/** The project types' names (the shared label catalogue) load beside the screen's code, not after it. */
export async function loader() {
  await i18n.loadNamespaces('catalog');
  return null;
}

/** /genie/:linkWords — the greeting and the home form; a visitor who already started resumes at their stage. */
export function Component() {
  const { t } = useTranslation('genie');
  const { base, embed } = useGenie();
  const navigate = useNavigate();
  const { stored, session, gone } = useHeldSession(base);

  if (stored && session.data) {
    const request = session.data.client_request;
    return <Navigate to={stagePath(base, request.stage, request.identify_key)} replace />;
  }
  if (stored && session.isPending && !gone) return <GLoading label={t('common:loading')} />;
  return (
    <>
      <Greeting />
      <HomeForm
        onStarted={(reply) => {
          // Kept for the next screens; this one is left at once (it would otherwise start resuming itself).
          saveSession(base.storageKey, { token: reply.session_token, identifyKey: reply.client_request.identify_key });
          embed?.notify('request_started');
          navigate(stagePath(base, reply.client_request.stage, reply.client_request.identify_key));
        }}
      />
    </>
  );
}

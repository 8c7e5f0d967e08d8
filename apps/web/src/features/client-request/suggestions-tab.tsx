import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SuggestionsReply } from '@genie/contracts';
import { ApiError } from '../../app/api-client.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { cx } from '../../ui/cx.ts';
import { Icon } from '../../ui/icons.tsx';
import { PageLoading } from '../../ui/spinner.tsx';
import { DesktopOnly, useBrowseOnly } from '../shell/browse-only.tsx';
import { LANGUAGE_MODEL_LINK, useGenerateSuggestions, useSuggestions, useSuggestionsGenerating, useUiLanguage } from './ai-api.ts';
import { Failure, ProgressCard, StateCard, useAiErrorMessage } from './ai-states.tsx';
import { SuggestionsView } from './suggestions-view.tsx';

const NS = ['ai-suggestions', 'portfolio', 'common', 'errors'];

/** After this long without a reply the writing is an LLM's, and the wait deserves an estimate. */
const SLOW_AFTER_MS = 2500;

/** The AI Suggestions tab of a client request (spec §4: not generated → generated → regenerated). */
export function SuggestionsTab({ clientId }: { clientId: string }) {
  const { t } = useTranslation(NS);
  const messageOf = useAiErrorMessage(t('failed'));
  const language = useUiLanguage();
  const query = useSuggestions(clientId);
  const generate = useGenerateSuggestions(clientId);
  const { mutate } = generate;
  // A generation started before the designer left the tab and came back is still this request's.
  const generatingElsewhere = useSuggestionsGenerating(clientId);
  // On a phone the tab is read-only: nothing is generated, not even the automatic first time.
  const browseOnly = useBrowseOnly();
  const reply = query.data;

  // The conversation is complete: start once by ourselves. The ref survives StrictMode's second effect run.
  const autoStarted = useRef(false);
  const shouldAutoStart = !browseOnly && !!reply && reply.state === 'not_generated' && reply.auto_generate && !reply.blocked_reason;
  useEffect(() => {
    if (!shouldAutoStart || autoStarted.current) return;
    autoStarted.current = true;
    if (!generatingElsewhere) mutate(language);
  }, [shouldAutoStart, generatingElsewhere, mutate, language]);
  // Until the effect has run, an automatic start already counts as writing (no flash of the Generate button).
  const generating = generate.isPending || generatingElsewhere || (shouldAutoStart && !autoStarted.current);

  const run = () => {
    generate.reset();
    mutate(language);
  };

  if (query.isPending) return <PageLoading />;
  if (query.isError) return <Failure message={messageOf(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />;

  const data = query.data;
  // The server refused for want of a project type although the GET allowed it: same message as blocked_reason.
  const blocked =
    data.blocked_reason ?? (generate.error instanceof ApiError && generate.error.code === 'project_type_missing' ? 'missing_project_type' : null);
  const hasContent = data.suggestions !== null;
  // The rules would only write these again (brief unchanged, same language, no language model): say so instead of offering a rewrite.
  const sameAgain = data.same_if_regenerated && !data.stale && data.suggestions?.language === language;
  const generateError = generate.isError && !blocked ? messageOf(generate.error) : null;

  return (
    <div className="space-y-5" aria-busy={generating || undefined}>
      {blocked ? (
        <Blocked />
      ) : generating ? (
        <Generating />
      ) : generateError ? (
        <Failure message={generateError} onRetry={run} />
      ) : null}

      {!hasContent && !blocked && !generating && !generateError && (
        <StateCard icon="sparkles" title={t('notGenerated.title')} text={t(data.auto_generate ? 'notGenerated.ready' : 'notGenerated.incomplete')}>
          <DesktopOnly>
            <Button onClick={run}>
              <Icon name="sparkles" className="h-4 w-4" />
              {t('notGenerated.generate')}
            </Button>
          </DesktopOnly>
        </StateCard>
      )}

      {hasContent && (
        <>
          {!generating && !blocked && (sameAgain ? <SameAgainNotice /> : <RegenerateNotice reply={data} language={language} />)}
          <div className={cx('transition-opacity', generating && 'pointer-events-none opacity-50')}>
            <SuggestionsView
              reply={data}
              actions={
                !generating &&
                !blocked &&
                !sameAgain &&
                !browseOnly && (
                  <Button variant={data.stale ? 'primary' : 'secondary'} onClick={run}>
                    <Icon name="sparkles" className="h-4 w-4" />
                    {t('regenerate')}
                  </Button>
                )
              }
            />
          </div>
        </>
      )}
    </div>
  );
}

/** Why to regenerate: the request changed, or the designer reads another language than they were written in. */
function RegenerateNotice({ reply, language }: { reply: SuggestionsReply; language: string }) {
  const { t } = useTranslation(NS);
  const written = reply.suggestions?.language;
  if (!reply.stale && (!written || written === language)) return null;
  return (
    <p role="status" className="flex items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950 print:hidden">
      <Icon name="alert" className="mt-0.5 h-4 w-4 text-amber-700" />
      <span>
        {reply.stale ? t('stale') : t('otherLanguage', { language: t(`common:languageNames.${written}`), current: t(`common:languageNames.${language}`) })}
      </span>
    </p>
  );
}

/** Regenerating would repeat the rules' own text word for word: the way to another take is a language model. */
function SameAgainNotice() {
  const { t } = useTranslation(NS);
  return (
    <p role="status" className="flex items-start gap-2 rounded-xl border border-stone-200 bg-stone-50 px-4 py-3 text-sm text-stone-700 print:hidden">
      <Icon name="help" className="mt-0.5 h-4 w-4 shrink-0 text-stone-500" />
      <span>
        {t('sameAgain.text')}{' '}
        <Link to={LANGUAGE_MODEL_LINK} className="font-semibold text-brand-700 underline underline-offset-2">
          {t('sameAgain.connect')}
        </Link>
      </span>
    </p>
  );
}

function Generating() {
  const { t } = useTranslation(NS);
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setSlow(true), SLOW_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <ProgressCard title={t('generating.title')}>
      <p className="text-sm text-stone-600">{slow ? t('generating.slow') : t('generating.text')}</p>
    </ProgressCard>
  );
}

function Blocked() {
  const { t } = useTranslation(NS);
  return (
    <Alert tone="warning" title={t('blocked.title')}>
      <p>{t('blocked.missing_project_type')}</p>
      <Link to={{ search: '?tab=overview' }} className="mt-2 inline-flex items-center gap-1 font-semibold text-amber-950 underline underline-offset-2">
        {t('blocked.toOverview')}
        <Icon name="arrowRight" className="h-4 w-4" />
      </Link>
    </Alert>
  );
}

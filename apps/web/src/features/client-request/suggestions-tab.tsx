import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SuggestionsReply } from '@genie/contracts';
import { ApiError } from '../../app/api-client.ts';
import { useErrorText } from '../../app/error-message.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { cx } from '../../ui/cx.ts';
import { Icon } from '../../ui/icons.tsx';
import { PageLoading, Spinner } from '../../ui/spinner.tsx';
import { useGenerateSuggestions, useSuggestions, useSuggestionsGenerating, useUiLanguage } from './ai-api.ts';
import { SuggestionsView } from './suggestions-view.tsx';

const NS = ['ai-suggestions', 'portfolio', 'common', 'errors'];

/** After this long without a reply the writing is an LLM's, and the wait deserves an estimate. */
const SLOW_AFTER_MS = 2500;

/** Codes that say something more useful than the spec's generic "Something went wrong. Please try again." */
const specificErrors = new Set(['network_error', 'rate_limited', 'subscription_expired', 'plan_feature_locked', 'unauthorized', 'forbidden', 'not_found']);

/** The AI Suggestions tab of a client request (spec §4: not generated → generated → regenerated). */
export function SuggestionsTab({ clientId }: { clientId: string }) {
  const { t } = useTranslation(NS);
  const errorText = useErrorText();
  const language = useUiLanguage();
  const query = useSuggestions(clientId);
  const generate = useGenerateSuggestions(clientId);
  const { mutate } = generate;
  // A generation started before the designer left the tab and came back is still this request's.
  const generatingElsewhere = useSuggestionsGenerating(clientId);
  const reply = query.data;

  // The conversation is complete: start once by ourselves. The ref survives StrictMode's second effect run.
  const autoStarted = useRef(false);
  const shouldAutoStart = !!reply && reply.state === 'not_generated' && reply.auto_generate && !reply.blocked_reason;
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

  function messageOf(error: unknown) {
    if (error instanceof ApiError && specificErrors.has(error.code)) return errorText.api(error);
    return t('failed');
  }

  if (query.isPending) return <PageLoading />;
  if (query.isError) return <Failure message={messageOf(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />;

  const data = query.data;
  // The server refused for want of a project type although the GET allowed it: same message as blocked_reason.
  const blocked =
    data.blocked_reason ?? (generate.error instanceof ApiError && generate.error.code === 'project_type_missing' ? 'missing_project_type' : null);
  const hasContent = data.suggestions !== null;
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
        <Card className="flex flex-col items-start gap-4 p-6">
          <div className="flex items-start gap-3">
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600">
              <Icon name="sparkles" />
            </span>
            <div className="space-y-1">
              <h3 className="text-base font-semibold text-ink-900">{t('notGenerated.title')}</h3>
              <p className="max-w-2xl text-sm text-stone-600">{t(data.auto_generate ? 'notGenerated.ready' : 'notGenerated.incomplete')}</p>
            </div>
          </div>
          <Button onClick={run}>
            <Icon name="sparkles" className="h-4 w-4" />
            {t('notGenerated.generate')}
          </Button>
        </Card>
      )}

      {hasContent && (
        <>
          {!generating && !blocked && <RegenerateNotice reply={data} language={language} />}
          <div className={cx('transition-opacity', generating && 'pointer-events-none opacity-50')}>
            <SuggestionsView
              reply={data}
              actions={
                !generating &&
                !blocked && (
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
        {reply.stale ? t('stale') : t('otherLanguage', { language: t(`common:languages.${written}`), current: t(`common:languages.${language}`) })}
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
    <Card className="overflow-hidden p-0">
      <div role="status" className="flex items-start gap-3 p-5">
        <Spinner className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
        <div className="space-y-1">
          <p className="font-semibold text-ink-900">{t('generating.title')}</p>
          <p className="text-sm text-stone-600">{slow ? t('generating.slow') : t('generating.text')}</p>
        </div>
      </div>
      <div className="h-1 w-full overflow-hidden bg-brand-50" aria-hidden="true">
        <div className="h-full w-1/3 animate-[genie-progress_1.4s_ease-in-out_infinite] bg-gradient-to-r from-brand-500 to-accent-500 motion-reduce:w-full motion-reduce:animate-none" />
      </div>
    </Card>
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

function Failure({ message, onRetry, retrying }: { message: string; onRetry: () => void; retrying?: boolean }) {
  const { t } = useTranslation(NS);
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
      <p role="alert" className="text-sm font-medium text-red-800">
        {message}
      </p>
      <Button variant="secondary" onClick={onRetry} busy={retrying} className="self-start sm:self-auto">
        {t('common:retry')}
      </Button>
    </div>
  );
}

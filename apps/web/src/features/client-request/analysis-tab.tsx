import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { websiteUrl as websiteUrlSchema } from '@genie/contracts';
import { ApiError } from '../../app/api-client.ts';
import { useErrorText } from '../../app/error-message.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
import { Icon } from '../../ui/icons.tsx';
import { LinkButton } from '../../ui/link-button.tsx';
import { PageLoading } from '../../ui/spinner.tsx';
import { formatDateTime } from '../../ui/format-date.ts';
import { DesktopOnly } from '../shell/browse-only.tsx';
import { useBrandAnalysis, useSaveWebsiteUrl, useStartBrandAnalysis, useUiLanguage } from './ai-api.ts';
import { Failure, isPlanLocked, ProgressCard, StateCard, useAiErrorMessage } from './ai-states.tsx';
import { BrandAnalysisView } from './analysis-view.tsx';

const NS = ['brand-analysis', 'common', 'errors', 'validation'];

/** The same site, whatever the case of its host or a trailing slash. */
const sameSite = (a: string, b: string) => a.trim().replace(/\/+$/, '').toLowerCase() === b.trim().replace(/\/+$/, '').toLowerCase();

/**
 * The AI Brand Analysis tab (spec §4): unavailable without a website → not started → in progress (a
 * background job, polled) → failed (Re-Analyze) or done.
 */
export function BrandAnalysisTab({ clientId, websiteUrl }: { clientId: string; websiteUrl: string | null }) {
  const { t, i18n } = useTranslation(NS);
  const messageOf = useAiErrorMessage(t('loadFailed'));
  const language = useUiLanguage();
  const query = useBrandAnalysis(clientId);
  const start = useStartBrandAnalysis(clientId);
  const [editingWebsite, setEditingWebsite] = useState(false);

  const analyze = () => {
    setEditingWebsite(false);
    start.mutate(language);
  };

  if (query.isPending) return <PageLoading />;
  if (query.isError) return <AnalysisFailure error={query.error} message={messageOf(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />;

  const reply = query.data;
  // Analyze raced a website removed elsewhere: the server says so, and the form takes over.
  const websiteMissing = start.error instanceof ApiError && start.error.code === 'website_url_missing';
  const startError = start.isError && !websiteMissing ? <AnalysisFailure error={start.error} message={messageOf(start.error)} onRetry={analyze} /> : null;
  const when = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : '');
  const analysedUrl = reply.website_url ?? reply.extraction?.url ?? '';

  if (reply.state === 'unavailable' || websiteMissing) {
    return (
      <StateCard icon="link" title={t('unavailable.title')} text={t('unavailable.text')}>
        <DesktopOnly>
          <WebsiteForm clientId={clientId} initial={websiteUrl ?? ''} onSaved={() => start.reset()} />
        </DesktopOnly>
      </StateCard>
    );
  }

  const reanalyze = (
    <Button onClick={analyze} busy={start.isPending} className="print:hidden">
      <Icon name="sparkles" className="h-4 w-4" />
      {t('reanalyze')}
    </Button>
  );
  const changeWebsite = editingWebsite ? (
    <WebsiteForm clientId={clientId} initial={websiteUrl ?? analysedUrl} onSaved={() => setEditingWebsite(false)} onCancel={() => setEditingWebsite(false)} />
  ) : (
    <Button variant="ghost" onClick={() => setEditingWebsite(true)} className="print:hidden">
      {t('changeWebsite')}
    </Button>
  );

  switch (reply.state) {
    case 'not_started':
      return (
        <StateCard icon="sparkles" title={t('notStarted.title')} text={t('notStarted.text', { url: websiteUrl ?? analysedUrl })}>
          <DesktopOnly>
            <div className="flex flex-wrap items-center gap-3">
              <Button onClick={analyze} busy={start.isPending}>
                <Icon name="sparkles" className="h-4 w-4" />
                {t('notStarted.analyze')}
              </Button>
              <p className="text-sm text-stone-600">{t('fewMinutes')}</p>
            </div>
          </DesktopOnly>
          {startError}
        </StateCard>
      );
    case 'in_progress':
      return <InProgress url={analysedUrl} startedAt={when(reply.started_at)} />;
    case 'failed':
      return (
        <StateCard
          icon="alert"
          tone="error"
          title={t('failed.title')}
          text={
            <span role="alert" className="block space-y-0.5">
              <span className="block font-semibold text-red-800">{t(`errors.${reply.error_code ?? 'internal'}`)}</span>
              <span className="block">{t('failed.hint')}</span>
              <span className="block break-all pt-1 text-xs text-stone-500">
                {t('failed.attempted', { url: analysedUrl, date: when(reply.finished_at ?? reply.started_at) })}
              </span>
            </span>
          }
        >
          <DesktopOnly>
            <div className="flex flex-wrap items-center gap-2">
              {reanalyze}
              {!editingWebsite && changeWebsite}
            </div>
            {editingWebsite && changeWebsite}
          </DesktopOnly>
          {startError}
        </StateCard>
      );
    case 'done':
      return (
        <div className="space-y-5">
          <DoneBar analysedUrl={analysedUrl} websiteUrl={websiteUrl} when={when(reply.finished_at)}>
            <DesktopOnly fallback={null}>{reanalyze}</DesktopOnly>
          </DoneBar>
          {startError}
          <BrandAnalysisView reply={reply} />
        </div>
      );
  }
}

function InProgress({ url, startedAt }: { url: string; startedAt: string }) {
  const { t } = useTranslation(NS);
  return (
    <ProgressCard title={t('inProgress.title')}>
      <p className="break-all text-sm font-medium text-stone-700">{url}</p>
      {startedAt && <p className="text-sm text-stone-600">{t('inProgress.started', { time: startedAt })}</p>}
      <p className="text-sm text-stone-600">{t('fewMinutes')}</p>
    </ProgressCard>
  );
}

function DoneBar({ analysedUrl, websiteUrl, when, children }: { analysedUrl: string; websiteUrl: string | null; when: string; children: ReactNode }) {
  const { t } = useTranslation(NS);
  const changed = !!websiteUrl && !!analysedUrl && !sameSite(websiteUrl, analysedUrl);
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white px-4 py-3 sm:flex-row sm:items-center sm:justify-between print:hidden">
      <div className="min-w-0 space-y-1 text-sm">
        <p className="break-all text-stone-700">{t('done.analysed', { url: analysedUrl, date: when })}</p>
        {changed && (
          <p className="flex items-start gap-1.5 break-words text-amber-900">
            <Icon name="alert" className="mt-0.5 h-4 w-4 text-amber-700" />
            <span>{t('done.urlChanged', { url: websiteUrl })}</span>
          </p>
        )}
      </div>
      <div className="shrink-0">{children}</div>
    </div>
  );
}

/** Adds (or corrects) the request's website, validated as the server will: a bare domain becomes https://. */
function WebsiteForm({ clientId, initial, onSaved, onCancel }: { clientId: string; initial: string; onSaved?: () => void; onCancel?: () => void }) {
  const { t } = useTranslation(NS);
  const errorText = useErrorText();
  const save = useSaveWebsiteUrl(clientId);
  const [value, setValue] = useState(initial);
  const [fieldError, setFieldError] = useState<string | undefined>();

  const serverError = save.error
    ? (save.error.fields.website_url ? errorText.field(save.error.fields.website_url) : errorText.api(save.error))
    : undefined;

  function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = websiteUrlSchema.safeParse(value);
    if (!parsed.success || parsed.data === '') {
      setFieldError(errorText.field(parsed.success ? 'website_url_invalid' : parsed.error.issues[0]?.message));
      return;
    }
    setFieldError(undefined);
    setValue(parsed.data);
    save.mutate(parsed.data, { onSuccess: () => onSaved?.() });
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-start print:hidden">
      <TextField
        label={t('unavailable.label')}
        hint={t('unavailable.hint')}
        className="min-w-0 flex-1 sm:max-w-md"
        type="text"
        inputMode="url"
        autoComplete="url"
        placeholder={t('unavailable.placeholder')}
        value={value}
        maxLength={2000}
        error={fieldError ?? serverError}
        onChange={(e) => {
          setValue(e.target.value);
          setFieldError(undefined);
        }}
      />
      <div className="flex gap-2 sm:pt-6">
        <Button type="submit" busy={save.isPending}>
          {t('unavailable.save')}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t('common:cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}

/** A plan without brand analysis is sent to the plans rather than asked to try again. */
function AnalysisFailure({ error, message, onRetry, retrying }: { error: unknown; message: string; onRetry: () => void; retrying?: boolean }) {
  const { t } = useTranslation(NS);
  const seePlans = isPlanLocked(error) && (
    <LinkButton to="/choosing_plan" variant="secondary" className="self-start sm:self-auto">
      {t('seePlans')}
    </LinkButton>
  );
  return <Failure message={message} onRetry={onRetry} retrying={retrying} action={seePlans || undefined} />;
}

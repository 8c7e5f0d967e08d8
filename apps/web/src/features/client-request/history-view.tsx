import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { HistoryMessage, HistoryReply } from '@genie/contracts';
import { Badge } from '../../ui/badge.tsx';
import { cx } from '../../ui/cx.ts';
import { Icon } from '../../ui/icons.tsx';
import { GenieMark } from '../../ui/logo.tsx';
import { Markdown } from '../genie/markdown.tsx';
import { Picture } from '../genie/reference-grid.tsx';
import { BriefFeedbackSection } from './brief-feedback-view.tsx';
import { formatDate, formatDateTime, formatTime, localDay } from '../../ui/format-date.ts';
import { Missing, SectionCard } from './section-card.tsx';

export type HistoryData = Omit<HistoryReply, 'success'>;

/** Reasons the server stores when the built-in engine answered instead of the LLM (apps/server/src/ai). */
const knownReasons = ['no_model', 'quota_exceeded', 'timeout', 'error', 'refusal', 'malformed_extraction', 'unsafe_output', 'off_task', 'provider_paused', 'server_busy'];

/** A genie reply the built-in engine wrote although the LLM was asked (not: no model configured at all). */
function isStandIn(m: HistoryMessage) {
  return m.role === 'genie' && m.source === 'engine' && !!m.fallback_reason && m.fallback_reason !== 'no_model';
}

/**
 * The whole conversation read-only: every message with its time and author, where the built-in
 * assistant stood in for the AI (and why), the reference rounds and the feedback on the brief.
 * `showSources` off hides who wrote the genie's replies (the shared links).
 */
export function HistoryView({ history, visitorName, showSources = true }: { history: HistoryData; visitorName: string; showSources?: boolean }) {
  const { t, i18n } = useTranslation('client-request');
  const standIns = history.messages.filter(isStandIn).length;
  const engineOnly = history.messages.some((m) => m.role === 'genie' && m.fallback_reason === 'no_model');
  return (
    <div className="space-y-5">
      <SectionCard
        title={t('history.conversation')}
        titleId="history-conversation"
        description={t('history.counts', {
          client: history.messages.filter((m) => m.role === 'visitor').length,
          genie: history.messages.filter((m) => m.role === 'genie').length,
        })}
      >
        {showSources && (standIns > 0 || engineOnly) && (
          <p className="mb-4 flex items-start gap-2 rounded-lg bg-stone-50 px-3 py-2 text-sm text-stone-600">
            <Icon name="help" className="mt-0.5 h-4 w-4 text-stone-400" />
            <span>
              {standIns > 0 && t('history.standInSummary', { count: standIns })} {engineOnly && t('history.engineOnly')}
            </span>
          </p>
        )}
        {history.messages.length === 0 ? (
          <Missing>{t('history.noMessages')}</Missing>
        ) : (
          <ol className="space-y-4" aria-label={t('history.transcript')}>
            {history.messages.map((m, i) => {
              const previous = history.messages[i - 1];
              const newDay = !previous || localDay(previous.at) !== localDay(m.at);
              return (
                <Fragment key={m.id}>
                  {newDay && (
                    <li aria-hidden="true" className="flex items-center gap-3 text-xs font-medium text-stone-500">
                      <span className="h-px flex-1 bg-stone-200" />
                      {formatDate(m.at, i18n.language)}
                      <span className="h-px flex-1 bg-stone-200" />
                    </li>
                  )}
                  <MessageItem message={m} visitorName={visitorName} showSources={showSources} />
                </Fragment>
              );
            })}
          </ol>
        )}
      </SectionCard>

      <ReferenceRounds history={history} />

      <BriefFeedbackSection samples={history.style_samples} feedback={history.feedback} idPrefix="history" />
      <p className="flex items-center gap-2 text-sm text-stone-600">
        <Icon name={history.confirmed_at ? 'check' : 'clock'} className={cx('h-4 w-4', history.confirmed_at ? 'text-emerald-600' : 'text-stone-400')} />
        {history.confirmed_at ? t('history.confirmedAt', { date: formatDateTime(history.confirmed_at, i18n.language) }) : t('history.notConfirmed')}
      </p>
    </div>
  );
}

function MessageItem({ message: m, visitorName, showSources }: { message: HistoryMessage; visitorName: string; showSources: boolean }) {
  const { t, i18n } = useTranslation('client-request');
  const fromVisitor = m.role === 'visitor';
  const author = fromVisitor ? visitorName || t('history.visitor') : t('history.genie');
  const time = (
    <time dateTime={m.at} className="tabular-nums">
      {formatTime(m.at, i18n.language)}
    </time>
  );
  if (fromVisitor && m.action) {
    return (
      <li className="flex justify-end" data-role="visitor" data-action={m.action}>
        <span className="inline-flex items-center gap-2 rounded-full bg-stone-100 px-3 py-1 text-xs font-medium text-stone-600">
          <Icon name={m.action === 'skip' ? 'arrowRight' : 'arrowLeft'} className="h-3.5 w-3.5" />
          <span>
            <span className="sr-only">{author}: </span>
            {t(`history.actions.${m.action}`)}
          </span>
          <span className="text-stone-500">{time}</span>
        </span>
      </li>
    );
  }
  const reason = m.fallback_reason && knownReasons.includes(m.fallback_reason) ? m.fallback_reason : 'unknown';
  return (
    <li className={cx('flex gap-2.5', fromVisitor && 'flex-row-reverse')} data-role={m.role}>
      {fromVisitor ? (
        <span aria-hidden="true" className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xs font-bold text-brand-800">
          {(visitorName || '?').trim().charAt(0).toUpperCase()}
        </span>
      ) : (
        <GenieMark className="h-8 w-8" />
      )}
      <div className={cx('flex min-w-0 max-w-[85%] flex-col sm:max-w-[75%]', fromVisitor && 'items-end')}>
        <p className="mb-1 flex items-baseline gap-2 text-xs text-stone-500">
          <span className="font-semibold text-stone-700">{author}</span>
          {time}
        </p>
        <div
          className={cx(
            'rounded-2xl px-4 py-2.5 text-[15px] leading-relaxed',
            fromVisitor ? 'rounded-tr-sm bg-brand-600 text-white' : 'rounded-tl-sm border border-stone-200 bg-stone-50 text-ink-900',
          )}
        >
          {fromVisitor ? <p className="whitespace-pre-wrap break-words">{m.text}</p> : <Markdown text={m.text} className="break-words" />}
        </div>
        {showSources && isStandIn(m) && (
          <p className="mt-1 flex items-center gap-1 text-xs text-stone-500" data-testid="stand-in">
            <Icon name="alert" className="h-3.5 w-3.5 text-amber-500" />
            {t('history.writtenByEngine')} · {t(`history.reasons.${reason}`)}
          </p>
        )}
      </div>
    </li>
  );
}

function ReferenceRounds({ history }: { history: HistoryData }) {
  const { t } = useTranslation('client-request');
  const rounds = history.reference_rounds;
  const status = history.reference_outcome?.status;
  return (
    <SectionCard title={t('history.rounds')} titleId="history-rounds" description={t('history.roundsIntro')}>
      {rounds.length === 0 ? (
        <Missing>{t('references.none')}</Missing>
      ) : (
        <ol className="space-y-6">
          {rounds.map((round) => {
            const chosen = round.offered.find((o) => o.image.id === round.chosen);
            return (
              <li key={round.index} aria-labelledby={`round-${round.index}`}>
                <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                  <h3 id={`round-${round.index}`} className="text-sm font-semibold text-ink-900">
                    {t('references.round', { n: round.index })}
                  </h3>
                  <span className="text-sm text-stone-600">{chosen ? t('history.chose', { style: chosen.style_name }) : t('history.noChoice')}</span>
                  {round.replaced_sets > 0 && <Badge tone="neutral">{t('history.replacedSets', { count: round.replaced_sets })}</Badge>}
                </div>
                <ul className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6">
                  {round.offered.map((o) => {
                    const picked = o.image.id === round.chosen;
                    return (
                      <li key={o.image.id} data-chosen={picked || undefined} className={cx('relative overflow-hidden rounded-xl bg-stone-50', picked ? 'ring-4 ring-brand-500' : 'opacity-80 ring-1 ring-stone-200')}>
                        <Picture card={o.image} sizes="(min-width: 1024px) 140px, 30vw" className="aspect-square w-full object-cover" />
                        <p className="truncate px-2 py-1 text-xs text-stone-600">
                          {o.style_name}
                          {picked && <span className="sr-only"> ({t('history.chosen')})</span>}
                        </p>
                        {picked && (
                          <span aria-hidden="true" className="absolute right-1.5 top-1.5 flex h-7 w-7 items-center justify-center rounded-full bg-brand-600 text-white shadow">
                            <Icon name="check" className="h-4 w-4" />
                          </span>
                        )}
                      </li>
                    );
                  })}
                </ul>
              </li>
            );
          })}
        </ol>
      )}
      {status && status !== 'completed' && <p className="mt-4 text-sm text-stone-600">{t(`references.status.${status}`)}</p>}
    </SectionCard>
  );
}

import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ReferenceRoundReply } from '@genie/contracts';
import { useErrorText } from '../../app/error-message.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { chooseReferenceImage, getReferenceRound, newReferenceImages, skipReference, stopReference } from './api.ts';
import { stagePath } from './genie-base.ts';
import { useGenie } from './genie-context.ts';
import { gCard, GAlert, GButton, GLoading } from './genie-ui.tsx';
import { ReferenceGrid } from './reference-grid.tsx';
import { useInvalidateSession, useStoredSession } from './use-visitor-session.ts';

/**
 * /genie/:linkWords/reference_image/:identifyKey — the reference-image rounds (spec §4): about five rounds
 * of 4–6 images, one chosen per round; "New Images" swaps the open round, "Stop" goes on to the report.
 * While the library is not ready (`available` false) or cannot be reached, the step explains itself and
 * offers "Skip to report".
 */
export function Component() {
  const { t } = useTranslation('genie');
  const { base } = useGenie();
  const { stored } = useStoredSession(base);
  useDocumentTitle(t('reference.title'));
  const round = useQuery({
    queryKey: ['genie', base.storageKey, 'reference', stored?.token],
    queryFn: () => getReferenceRound(base, stored?.token ?? ''),
    enabled: Boolean(stored),
    staleTime: Infinity,
  });
  if (!stored) return <Navigate to={base.home} replace />;
  if (round.isPending) return <GLoading label={t('common:loading')} />;
  if (!round.data?.available) return <SkipStep failed={round.isError} onRetry={() => void round.refetch()} />;
  return <Rounds token={stored.token} reply={round.data} />;
}

function useGoOn() {
  const { base } = useGenie();
  const { identifyKey = '' } = useParams();
  const { stored } = useStoredSession(base);
  const invalidate = useInvalidateSession(base);
  const navigate = useNavigate();
  return async (stage: ReferenceRoundReply['stage']) => {
    await invalidate();
    navigate(stagePath(base, stage === 'reference' ? 'brief' : stage, stored?.identifyKey ?? identifyKey), { replace: true });
  };
}

function Rounds({ token, reply }: { token: string; reply: ReferenceRoundReply }) {
  const { t } = useTranslation('genie');
  const { base } = useGenie();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const goOn = useGoOn();
  const [picked, setPicked] = useState<string | null>(null);
  const key = ['genie', base.storageKey, 'reference', token];
  const onReply = (next: ReferenceRoundReply) => {
    setPicked(null);
    queryClient.setQueryData(key, next);
  };
  const choose = useMutation({ mutationFn: (id: string) => chooseReferenceImage(base, token, id), onSuccess: onReply, onError: () => setPicked(null) });
  const fresh = useMutation({ mutationFn: () => newReferenceImages(base, token), onSuccess: onReply });
  const stop = useMutation({ mutationFn: () => stopReference(base, token), onSuccess: onReply });
  const busy = choose.isPending || fresh.isPending || stop.isPending;
  const error = choose.error ?? fresh.error ?? stop.error;
  const over = reply.stage !== 'reference';

  // The rounds are over (completed or stopped): on to the report by itself.
  useEffect(() => {
    if (over) void goOn(reply.stage);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the stage changes
  }, [over, reply.stage]);

  if (over) return <GLoading label={t('reference.finishing')} />;
  const showGrid = reply.can_choose && reply.images.length > 0;

  return (
    <div className="flex flex-1 flex-col gap-4 pt-6">
      <Steps current={2} />
      <header>
        <p className="text-xs font-semibold uppercase tracking-wide text-[var(--g-accent)]" aria-live="polite">
          {t('reference.round', { round: Math.max(1, reply.round), total: reply.total_rounds })}
        </p>
        <h1 className="mt-1 text-xl font-bold">{t('reference.title')}</h1>
        <RoundDots round={reply.round} total={reply.total_rounds} />
        {showGrid && <p className="mt-2 text-[15px] text-[var(--g-muted)]">{t('reference.instruction')}</p>}
        {showGrid && reply.fewer_images && (
          <p className="mt-2 rounded-xl bg-[var(--g-primary)]/10 px-3 py-2 text-sm" role="note">
            {t('reference.fewerImages', { count: reply.images.length })}
          </p>
        )}
      </header>

      {reply.notice && (
        <section className={gCard} role="status" aria-labelledby="reference-notice">
          <h2 id="reference-notice" className="text-base font-semibold">
            {t(`reference.notice.${reply.notice.code}`, { defaultValue: reply.notice.msg })}
          </h2>
          <p className="mt-1 text-sm text-[var(--g-muted)]">{t('reference.noticeNext')}</p>
          <GButton block className="mt-3 min-h-12 text-base" busy={stop.isPending} disabled={busy} onClick={() => stop.mutate()}>
            {t('reference.goToReport')}
          </GButton>
        </section>
      )}

      {showGrid && (
        <ReferenceGrid
          images={reply.images}
          label={t('reference.round', { round: reply.round, total: reply.total_rounds })}
          picked={picked}
          disabled={busy}
          onPick={(id) => {
            setPicked(id);
            choose.mutate(id);
          }}
        />
      )}

      {error && <GAlert>{errorText.api(error)}</GAlert>}

      <div className="sticky bottom-0 -mx-1 mt-auto flex flex-col gap-2 bg-[var(--g-bg,transparent)] px-1 pb-3 pt-2 sm:flex-row">
        {reply.can_choose && (
          <GButton variant="secondary" block className="min-h-12" busy={fresh.isPending} disabled={busy} onClick={() => fresh.mutate()}>
            {t('reference.newImages')}
          </GButton>
        )}
        {!reply.notice && (
          <GButton variant="ghost" block className="min-h-12" busy={stop.isPending} disabled={busy} onClick={() => stop.mutate()}>
            {t('reference.stop')}
          </GButton>
        )}
      </div>
    </div>
  );
}

function RoundDots({ round, total }: { round: number; total: number }) {
  return (
    <div aria-hidden="true" className="mt-2 flex gap-1.5">
      {Array.from({ length: total }, (_, i) => (
        <span key={i} className={`h-1.5 flex-1 rounded-full ${i < round ? 'bg-[var(--g-primary)]' : 'bg-[var(--g-border)]'}`} />
      ))}
    </div>
  );
}

/** The step when the rounds cannot run (library not ready, or unreachable): explain, then "Skip to report". */
function SkipStep({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation('genie');
  const { base } = useGenie();
  const errorText = useErrorText();
  const { stored } = useStoredSession(base);
  const goOn = useGoOn();
  const skip = useMutation({
    mutationFn: () => skipReference(base, stored?.token ?? ''),
    onSuccess: (reply) => goOn(reply.stage),
  });

  return (
    <div className="flex flex-1 flex-col gap-5 pt-6">
      <Steps current={2} />
      <section className={gCard} aria-labelledby="reference-title">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-10 w-10 text-[var(--g-accent)]" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round"><rect x="3" y="4" width="18" height="16" rx="2" /><circle cx="9" cy="10" r="2" /><path d="M21 16l-5-5-9 9" /></svg>
        <h1 id="reference-title" className="mt-3 text-xl font-bold">
          {t('reference.title')}
        </h1>
        <p className="mt-2 text-[15px] leading-relaxed text-[var(--g-muted)]">{t('reference.text')}</p>
        <ul className="mt-3 list-disc space-y-1 ps-5 text-sm text-[var(--g-muted)]">
          <li>{t('reference.point1')}</li>
          <li>{t('reference.point2')}</li>
        </ul>
        <p className="mt-4 rounded-xl bg-[var(--g-primary)]/10 px-3 py-2 text-sm">{t('reference.comingSoon')}</p>
      </section>
      {failed && (
        <GAlert action={<GButton variant="secondary" onClick={onRetry}>{t('common:retry')}</GButton>}>{t('reference.loadFailed')}</GAlert>
      )}
      {skip.error && <GAlert>{errorText.api(skip.error)}</GAlert>}
      <GButton block busy={skip.isPending} className="min-h-12 text-base" onClick={() => skip.mutate()}>
        {t('reference.skip')}
      </GButton>
    </div>
  );
}

/** Where the visitor is in the flow: conversation, reference images, report. */
export function Steps({ current }: { current: 1 | 2 | 3 }) {
  const { t } = useTranslation('genie');
  const steps = [t('steps.chat'), t('steps.reference'), t('steps.report')];
  return (
    <ol className="flex items-center gap-2 text-xs" aria-label={t('steps.label')}>
      {steps.map((label, i) => {
        const n = i + 1;
        const state = n < current ? 'done' : n === current ? 'current' : 'next';
        return (
          <li key={label} aria-current={state === 'current' ? 'step' : undefined} className="flex flex-1 flex-col gap-1">
            <span className={`h-1.5 rounded-full ${state === 'next' ? 'bg-[var(--g-border)]' : 'bg-[var(--g-primary)]'}`} />
            <span className={state === 'current' ? 'font-semibold text-[var(--g-text)]' : 'text-[var(--g-muted)]'}>
              {n}. {label}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

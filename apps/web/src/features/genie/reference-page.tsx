import { useMutation } from '@tanstack/react-query';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../app/error-message.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { skipReference } from './api.ts';
import { stagePath } from './genie-base.ts';
import { useGenie } from './genie-context.ts';
import { gCard, GAlert, GButton } from './genie-ui.tsx';
import { useInvalidateSession, useStoredSession } from './use-visitor-session.ts';

/**
 * /genie/:linkWords/reference_image/:identifyKey — the reference-image step. Until the reference
 * rounds land (issue "Reference-image library") it explains the step and lets the visitor go on to the report.
 */
export function Component() {
  const { t } = useTranslation('genie');
  const { base } = useGenie();
  const { identifyKey = '' } = useParams();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const { stored } = useStoredSession(base);
  const invalidate = useInvalidateSession(base);
  useDocumentTitle(t('reference.title'));
  const skip = useMutation({
    mutationFn: () => skipReference(base, stored?.token ?? ''),
    onSuccess: async (reply) => {
      await invalidate();
      navigate(stagePath(base, reply.stage === 'reference' ? 'brief' : reply.stage, stored?.identifyKey ?? identifyKey));
    },
  });
  if (!stored) return <Navigate to={base.home} replace />;

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

import { useEffect, useRef, type ReactNode, type Ref } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../app/error-message.ts';
import { cx } from '../../ui/cx.ts';
import { skipReference } from '../genie/api.ts';
import { BriefSection } from '../genie/brief-page.tsx';
import { Chat } from '../genie/chat-page.tsx';
import { useGenie } from '../genie/genie-context.ts';
import { GAlert, GButton, gCard, GLoading } from '../genie/genie-ui.tsx';
import { Greeting } from '../genie/greeting.tsx';
import { HomeForm } from '../genie/home-form.tsx';
import { Component as ThankYou } from '../genie/thank-you-page.tsx';
import { useHeldSession, useInvalidateSession } from '../genie/use-visitor-session.ts';

/**
 * The mood board's v3 (/mood_board_v3/{linkWords}, and its sub-addresses): the whole flow on one page.
 * The home form, the chat with the mood board, and the brief are sections of one scrolling screen, each
 * opening as the visitor gets there (the chat once the form is sent, the brief once the interview is
 * complete; v3 has no reference rounds), ending on the thank-you once the brief is confirmed. The
 * sections are the genie's own components; the session, API and request are the genie's.
 */
/** The frame's sticky header (genie-layout.tsx), which a section scrolled to must clear. */
const HEADER_PX = 64;

export function Component() {
  const { t } = useTranslation(['mood-board', 'genie', 'genie-validation']);
  const { base, embed } = useGenie();
  const errorText = useErrorText();
  const { stored, save, session, gone } = useHeldSession(base);
  const invalidate = useInvalidateSession(base);
  const token = stored && !gone ? stored.token : undefined;
  const data = token ? session.data : undefined;
  const stage = data?.client_request.stage;

  // A complete interview goes on to the brief at once (no reference rounds here), once per session.
  const skip = useMutation({ mutationFn: (session: string) => skipReference(base, session), onSuccess: () => invalidate() });
  const skipNow = skip.mutate;
  const skipped = useRef<string | null>(null);
  useEffect(() => {
    if (stage !== 'reference' || !token || skipped.current === token) return;
    skipped.current = token;
    skipNow(token);
  }, [stage, token, skipNow]);

  // The brief section opening scrolls itself into view.
  const briefRef = useRef<HTMLElement>(null);
  const briefOpen = stage === 'brief';
  useEffect(() => {
    // Below the sticky header (the window scrolls, as the chat does: never the visual viewport on phones).
    const section = briefRef.current;
    if (briefOpen && section) window.scrollTo?.({ top: window.scrollY + section.getBoundingClientRect().top - HEADER_PX, behavior: 'smooth' });
  }, [briefOpen]);

  if (stage === 'done')
    return (
      <div data-testid="mood-board-v3-done">
        <ScrollToTop />
        <ThankYou />
      </div>
    );
  if (token && !data && !session.error) return <GLoading label={t('common:loading')} />;

  return (
    <div className="flex flex-1 flex-col gap-8 pb-4" data-testid="mood-board-v3">
      <Section n={1} id="mood-board-v3-form" title={t('single.formTitle')} done={Boolean(data)}>
        {data ? (
          <p className="text-[15px] text-[var(--g-muted)]">
            <span aria-hidden="true" className="me-1.5 text-[var(--g-primary)]">
              ✓
            </span>
            {t('single.formSent', { name: data.client_request.contact_name, email: data.client_request.email })}
          </p>
        ) : (
          <>
            <Greeting />
            <HomeForm
              referenceRounds={false}
              onStarted={(reply) => {
                save({ token: reply.session_token, identifyKey: reply.client_request.identify_key });
                embed?.notify('request_started');
              }}
            />
          </>
        )}
      </Section>

      <Section n={2} id="mood-board-v3-chat" title={t('single.chatTitle')} locked={!data && t('single.chatLocked')}>
        {token && session.error && !gone ? (
          <GAlert action={<GButton variant="secondary" onClick={() => void session.refetch()}>{t('common:retry')}</GButton>}>{t('genie-validation:chat_error')}</GAlert>
        ) : (
          data && token && <Chat key={token} base={base} token={token} initial={data} onComplete={() => void invalidate()} completeText={t('single.chatComplete')} />
        )}
      </Section>

      <Section
        ref={briefRef}
        n={3}
        // At least a screen tall once open, so the page can bring its top up while it loads.
        className={briefOpen ? 'min-h-[100svh]' : undefined}
        id="mood-board-v3-brief"
        // The brief names itself once open.
        title={briefOpen ? null : t('genie:brief.title')}
        locked={!briefOpen && (stage === 'reference' && !skip.error ? <GLoading label={t('single.briefPreparing')} /> : t('single.briefLocked'))}
      >
        {skip.error && <GAlert action={<GButton variant="secondary" onClick={() => token && skip.mutate(token)}>{t('common:retry')}</GButton>}>{errorText.api(skip.error)}</GAlert>}
        {briefOpen && token && stored && <BriefSection token={token} identifyKey={stored.identifyKey} onConfirmed={() => window.scrollTo?.({ top: 0 })} />}
      </Section>
    </div>
  );
}

/** The thank-you replaces a long page: it is shown from its top. */
function ScrollToTop() {
  useEffect(() => window.scrollTo?.({ top: 0 }), []);
  return null;
}

/** One section of the page: its step, its title, and what it waits for while it is not open yet. */
function Section({
  n,
  id,
  title,
  locked,
  done,
  ref,
  className,
  children,
}: {
  n: number;
  id: string;
  title: string | null;
  locked?: ReactNode;
  done?: boolean;
  ref?: Ref<HTMLElement>;
  className?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('mood-board');
  return (
    <section ref={ref} id={id} aria-labelledby={title ? `${id}-title` : undefined} className={cx('flex scroll-mt-16 flex-col', className)} data-state={locked ? 'locked' : done ? 'done' : 'open'}>
      <header className={cx('pt-6', locked ? 'opacity-70' : null)}>
        <p className="text-xs font-semibold uppercase tracking-wide text-[var(--g-accent)]">{t('single.step', { n, total: 3 })}</p>
        {title && (
          <h2 id={`${id}-title`} className="mt-1 text-xl font-bold">
            {title}
          </h2>
        )}
      </header>
      {locked ? <div className={cx(gCard, 'mt-3 text-sm text-[var(--g-muted)]')}>{locked}</div> : <div className="mt-2 flex flex-1 flex-col">{children}</div>}
    </section>
  );
}

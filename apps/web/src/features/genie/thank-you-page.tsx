import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { useGenie } from './genie-context.ts';
import { gCard, gButtonClasses } from './genie-ui.tsx';
import { useStoredSession, useVisitorSession } from './use-visitor-session.ts';

/**
 * /genie/:linkWords/thank_you — thanks, the report is on its way by e-mail. The demo and registration call to
 * action (spec §4) is for the demo only: a studio's own genie (and its embed) speaks to the studio's clients.
 */
export function Component() {
  const { t } = useTranslation('genie');
  const { base, teamName } = useGenie();
  const { stored } = useStoredSession(base);
  const session = useVisitorSession(base, stored?.token);
  const email = session.data?.client_request.email;
  useDocumentTitle(t('thanks.title'));
  return (
    <div className="flex flex-col gap-5 pt-10 text-center">
      <div aria-hidden="true" className="mx-auto flex h-20 w-20 items-center justify-center rounded-full bg-[var(--g-primary)] text-4xl text-[var(--g-on-primary)]">
        ✓
      </div>
      <h1 className="text-2xl font-bold">{t('thanks.title')}</h1>
      <p className="text-[15px] leading-relaxed text-[var(--g-muted)]">{email ? t('thanks.sentTo', { email }) : t('thanks.sent')}</p>
      <p className="text-[15px] leading-relaxed">{t('thanks.next', { team: teamName })}</p>
      {base.kind === 'designer' && stored && (
        <Link to="/genie/book" className={gButtonClasses('secondary', true)}>
          {t('thanks.book')}
        </Link>
      )}
      {base.kind === 'demo' && <DesignerCallToAction />}
    </div>
  );
}

/** Spoken to a designer trying the demo, never to a studio's clients. */
function DesignerCallToAction() {
  const { t } = useTranslation('genie');
  return (
    <section className={`${gCard} mt-4 text-left`} aria-labelledby="cta-title">
      <p className="text-xs font-semibold uppercase tracking-wide text-[var(--g-accent)]">{t('thanks.ctaEyebrow')}</p>
      <h2 id="cta-title" className="mt-1 text-lg font-bold">
        {t('thanks.ctaTitle')}
      </h2>
      <p className="mt-1 text-sm text-[var(--g-muted)]">{t('thanks.ctaText')}</p>
      <div className="mt-4 grid gap-2 sm:grid-cols-2">
        <Link to="/genie_demo/chat" className={gButtonClasses('secondary', true)}>
          {t('thanks.demo')}
        </Link>
        <Link to="/registration" className={gButtonClasses('primary', true)}>
          {t('thanks.register')}
        </Link>
      </div>
    </section>
  );
}

import { useEffect, useMemo, type ReactNode } from 'react';
import { Link, Outlet, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEMO_STUDIO_NAME, defaultCustomStyles, parseCustomStyles, type CustomStyles, type PublicDesigner } from '@genie/contracts';
import { ApiError } from '../../app/api-client.ts';
import { LanguageSwitcher } from '../../ui/language-switcher.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { designerQuery } from './api.ts';
import { demoBase, designerBase, type GenieBase } from './genie-base.ts';
import { GenieContext, type GenieContextValue } from './genie-context.ts';
import { themeBackground, themeVariables } from './genie-theme.ts';
import { GAlert, GButton, gButtonClasses, GLoading } from './genie-ui.tsx';

/**
 * The frame of every visitor screen, for a designer's genie (/genie/:linkWords/…) or the demo studio
 * (/genie_demo/…): the designer's colours and theme, their logo and team name, the language switcher.
 */
export function Component() {
  const { linkWords } = useParams();
  const base = useMemo(() => (linkWords ? designerBase(linkWords) : demoBase), [linkWords]);
  return base.kind === 'demo' ? <DemoFrame base={base} /> : <DesignerFrame base={base} linkWords={linkWords ?? ''} />;
}

export function DemoFrame({ base }: { base: GenieBase }) {
  // The seeded demo studio's own name, the one its messages speak for.
  const value = useMemo<GenieContextValue>(() => ({ base, designer: null, styles: defaultCustomStyles, teamName: DEMO_STUDIO_NAME }), [base]);
  return (
    <GenieFrame styles={value.styles} teamName={value.teamName} logo={null}>
      <GenieContext.Provider value={value}>
        <Outlet />
      </GenieContext.Provider>
    </GenieFrame>
  );
}

/**
 * A designer's genie: their profile, colours and team name around the flow's screens. The embed
 * layout reuses it with the host page's look (`look`) and its bridge to the host (`embed`).
 */
export function DesignerFrame({
  base,
  linkWords,
  look,
  embed,
  children,
}: {
  base: GenieBase;
  linkWords: string;
  look?: Partial<CustomStyles>;
  embed?: GenieContextValue['embed'];
  children?: ReactNode;
}) {
  const { t } = useTranslation(['genie', 'genie-validation']);
  const designer = useQuery(designerQuery(linkWords));
  const data: PublicDesigner | undefined = designer.data?.data;
  const styles = useMemo(() => ({ ...(data ? parseCustomStyles(data.custom_styles) : defaultCustomStyles), ...look }), [data, look]);
  const value = useMemo<GenieContextValue | null>(
    () => (data ? { base, designer: data, styles, teamName: data.name || data.genie_name, embed } : null),
    [base, data, styles, embed],
  );

  if (designer.error instanceof ApiError && designer.error.status === 404) return <GenieNotFound />;
  return (
    <GenieFrame styles={styles} teamName={value?.teamName ?? ''} logo={data?.logo ?? null}>
      {value ? (
        <GenieContext.Provider value={value}>
          {children}
          <Outlet />
        </GenieContext.Provider>
      ) : designer.error ? (
        <div className="mt-8">
          <GAlert action={<GButton variant="secondary" onClick={() => void designer.refetch()}>{t('common:retry')}</GButton>}>
            {t('genie:loadFailed')}
          </GAlert>
        </div>
      ) : (
        <GLoading label={t('common:loading')} />
      )}
    </GenieFrame>
  );
}

export function TeamLogo({ logo, teamName, size = 'h-10 w-10' }: { logo: string | null; teamName: string; size?: string }) {
  if (logo) return <img src={logo} alt="" className={`${size} shrink-0 rounded-full object-cover ring-1 ring-[var(--g-border)]`} />;
  const initial = Array.from(teamName.trim())[0]?.toUpperCase() ?? '✦';
  return (
    <span aria-hidden="true" className={`${size} inline-flex shrink-0 items-center justify-center rounded-full bg-[var(--g-primary)] text-lg font-bold text-[var(--g-on-primary)]`}>
      {initial}
    </span>
  );
}

/**
 * The page behind the genie is the genie's own colour: where a phone scrolls past the page's edge (a keyboard
 * opening, an overscroll), the visitor sees the theme's background, never a light band above a dark chat.
 */
function usePageBackground(colour: string) {
  useEffect(() => {
    const targets = [document.documentElement.style, document.body.style];
    const before = targets.map((style) => style.backgroundColor);
    for (const style of targets) style.backgroundColor = colour;
    return () => targets.forEach((style, i) => (style.backgroundColor = before[i]!));
  }, [colour]);
}

export function GenieFrame({ styles, teamName, logo, children }: { styles: CustomStyles; teamName: string; logo: string | null; children: ReactNode }) {
  const { t } = useTranslation('genie');
  useDocumentTitle(teamName || undefined);
  usePageBackground(themeBackground(styles));
  return (
    <div style={themeVariables(styles)} className="flex min-h-full flex-col bg-[var(--g-bg)] text-[var(--g-text)]">
      <a href="#genie-main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-[var(--g-surface)] focus:px-3 focus:py-2">
        {t('skipToContent')}
      </a>
      <header className="sticky top-0 z-20 border-b border-[var(--g-border)] bg-[var(--g-bg)]">
        <div className="mx-auto flex max-w-2xl items-center justify-between gap-3 px-4 py-2.5">
          <div className="flex min-w-0 items-center gap-2.5">
            {teamName && <TeamLogo logo={logo} teamName={teamName} size="h-9 w-9" />}
            {/* A studio's whole name, on two lines at most on a phone beside the language switcher. */}
            <span className="line-clamp-2 break-words text-base font-semibold leading-tight">{teamName}</span>
          </div>
          <LanguageSwitcher tone={styles.theme === 'dark' ? 'dark' : 'light'} />
        </div>
      </header>
      <main id="genie-main" tabIndex={-1} className="focus:outline-none mx-auto flex w-full max-w-2xl flex-1 flex-col px-4 pb-8">
        {children}
      </main>
    </div>
  );
}

/** An unknown link: friendly, in the visitor's language, with a way to learn about Genie. */
export function GenieNotFound() {
  const { t } = useTranslation('genie');
  useDocumentTitle(t('notFound.title'));
  return (
    <GenieFrame styles={defaultCustomStyles} teamName="" logo={null}>
      <div className="flex flex-1 flex-col items-center justify-center py-16 text-center">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-16 w-16 text-[var(--g-accent)]" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round">
          <circle cx="11" cy="11" r="7" />
          <path d="M20 20l-4-4M9 9l4 4M13 9l-4 4" />
        </svg>
        <h1 className="mt-4 text-2xl font-bold">{t('notFound.title')}</h1>
        <p className="mt-2 max-w-sm text-[var(--g-muted)]">{t('notFound.message')}</p>
        <Link to="/genie_demo/chat" className={gButtonClasses('primary', false, 'mt-8')}>
          {t('notFound.demo')}
        </Link>
      </div>
    </GenieFrame>
  );
}

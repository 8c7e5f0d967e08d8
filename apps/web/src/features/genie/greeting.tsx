import { useTranslation } from 'react-i18next';
import { TeamLogo } from './genie-layout.tsx';
import { useGenie } from './genie-context.ts';
import { Markdown } from './markdown.tsx';

/** The designer's logo, team name and opening greeting at the top of the home form. */
export function Greeting() {
  const { t } = useTranslation('genie');
  const { designer, teamName } = useGenie();
  const opening = designer?.opening?.trim() || (designer ? t('home.defaultOpening', { team: teamName }) : t('demo.opening', { team: teamName }));
  return (
    <section className="flex flex-col items-center pb-6 pt-8 text-center">
      <TeamLogo logo={designer?.logo ?? null} teamName={teamName} size="h-20 w-20" />
      <h1 className="mt-4 text-2xl font-bold">{teamName}</h1>
      <div className="mt-4 w-full rounded-2xl rounded-tl-sm bg-[var(--g-surface)] px-4 py-3 text-left text-[15px] leading-relaxed ring-1 ring-[var(--g-border)]">
        <Markdown text={opening} />
      </div>
      <p className="mt-4 text-sm text-[var(--g-muted)]">{t('home.intro')}</p>
    </section>
  );
}

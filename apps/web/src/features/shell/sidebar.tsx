import { useId, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../ui/copy-button.tsx';
import { Icon } from '../../ui/icons.tsx';
import { LanguageSwitcher } from '../../ui/language-switcher.tsx';
import { GenieLogo } from '../../ui/logo.tsx';
import { cx } from '../../ui/cx.ts';
import { ContactPopover } from './contact-popover.tsx';
import { EmbedDialog } from './embed-dialog.tsx';
import { genieLink } from './genie-link.ts';
import { navGroups, type NavGroup, type NavItem } from './sections.ts';
import { TeamAvatar } from './team-avatar.tsx';
import { usePersonalInfo } from './use-personal-info.ts';

export interface SidebarProps {
  onLogout: () => void;
  /** Called when a link is followed (the phone drawer closes itself). */
  onNavigate?: () => void;
}

/** The admin sidebar: team, the genie link, every section, help, language and logout. */
export function Sidebar({ onLogout, onNavigate }: SidebarProps) {
  const { t } = useTranslation('shell');
  return (
    <aside aria-label={t('sidebarLabel')} className="flex h-full min-h-0 flex-col bg-ink-900 text-stone-200">
      <div className="px-5 pb-3 pt-5">
        <Link to="/client_request" onClick={onNavigate} className="inline-flex rounded-lg" aria-label={t('nav.home')}>
          <GenieLogo tone="dark" />
        </Link>
      </div>
      <div className="min-h-0 flex-1 space-y-4 overflow-y-auto px-3 pb-4 [scrollbar-color:rgb(255_255_255/0.2)_transparent]">
        <TeamCard />
        <GenieLinkCard />
        <nav aria-label={t('nav.label')} className="space-y-4">
          {navGroups.map((group) => (
            <NavSection key={group.id} group={group} onNavigate={onNavigate} />
          ))}
        </nav>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-white/10 px-3 py-3">
        <LanguageSwitcher tone="dark" className="pl-3" menuPlacement="above-start" />
        <button
          type="button"
          onClick={onLogout}
          className="flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-stone-300 hover:bg-white/10 hover:text-white"
        >
          <Icon name="logout" className="h-5 w-5 text-stone-400" />
          {t('logout')}
        </button>
      </div>
    </aside>
  );
}

function TeamCard() {
  const { t } = useTranslation('shell');
  const info = usePersonalInfo();
  if (!info.data) {
    return (
      <div className="flex items-center gap-3 rounded-xl bg-white/5 p-3" aria-hidden="true">
        <span className="h-10 w-10 animate-pulse rounded-xl bg-white/10" />
        <span className="h-3 w-28 animate-pulse rounded bg-white/10" />
      </div>
    );
  }
  const { data, subscription } = info.data;
  return (
    <div className="flex items-center gap-3 rounded-xl bg-white/5 p-2.5">
      <TeamAvatar name={data.name || data.genie_name} logo={data.logo} />
      <div className="min-w-0">
        <p className="truncate text-sm font-semibold text-white" title={data.name || data.genie_name}>
          {data.name || data.genie_name}
        </p>
        <p className="truncate text-xs text-stone-400">
          {t(`planName.${subscription.plan}`)} · {t(`subscriptionStatus.${subscription.status}`)}
        </p>
      </div>
    </div>
  );
}

function GenieLinkCard() {
  const { t } = useTranslation('shell');
  const info = usePersonalInfo();
  const labelId = useId();
  const [embedOpen, setEmbedOpen] = useState(false);
  if (!info.data) return null;
  const link = genieLink(info.data.data.genie_name);
  return (
    <section aria-labelledby={labelId} className="rounded-xl border border-white/10 bg-gradient-to-br from-brand-800/60 to-transparent p-3">
      <p id={labelId} className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-accent-400">
        <Icon name="sparkles" className="h-3.5 w-3.5" />
        {t('genieLink.label')}
      </p>
      <div className="mt-2 flex items-center gap-2">
        <a
          href={link}
          target="_blank"
          rel="noreferrer"
          className="min-w-0 flex-1 truncate rounded font-mono text-xs text-stone-200 underline-offset-2 hover:text-white hover:underline"
          title={link}
        >
          {link.replace(/^https?:\/\//, '')}
          <span className="sr-only"> {t('opensInNewTab')}</span>
        </a>
        <CopyButton text={link} tone="dark" className="min-h-8 px-2.5 py-1 text-xs" />
      </div>
      <button
        type="button"
        onClick={() => setEmbedOpen(true)}
        className="mt-2 flex w-full items-center gap-2 rounded-lg px-2 py-1.5 text-left text-xs font-medium text-stone-300 hover:bg-white/10 hover:text-white"
      >
        <Icon name="code" className="h-4 w-4 text-stone-400" />
        {t('embed.open')}
      </button>
      <EmbedDialog open={embedOpen} onOpenChange={setEmbedOpen} />
    </section>
  );
}

function NavSection({ group, onNavigate }: { group: NavGroup; onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
  const headingId = useId();
  return (
    <div>
      <p id={headingId} className="px-3 pb-1.5 text-[0.7rem] font-semibold uppercase tracking-wider text-stone-400">
        {t(`nav.groups.${group.id}`)}
      </p>
      <ul aria-labelledby={headingId} className="space-y-0.5">
        {group.items.map((item) => (
          <li key={item.id}>
            <NavEntry item={item} onNavigate={onNavigate} />
          </li>
        ))}
        {group.id === 'help' && (
          <li>
            <ContactPopover />
          </li>
        )}
      </ul>
    </div>
  );
}

function NavEntry({ item, onNavigate }: { item: NavItem; onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
  const info = usePersonalInfo();
  const locked = item.feature && info.data ? !info.data.plan.features.includes(item.feature) : false;
  return (
    <NavLink
      to={item.to}
      onClick={onNavigate}
      className={({ isActive }) =>
        cx(
          'group flex items-center gap-3 rounded-lg px-3 py-1.5 text-sm font-medium transition-colors',
          isActive ? 'bg-brand-500/25 text-white ring-1 ring-inset ring-brand-400/40' : 'text-stone-300 hover:bg-white/5 hover:text-white',
        )
      }
    >
      {({ isActive }) => (
        <>
          <Icon name={item.icon} className={cx('h-5 w-5', isActive ? 'text-accent-400' : 'text-stone-400 group-hover:text-stone-200')} />
          <span className="min-w-0 flex-1 truncate">{t(`sections.${item.id}.title`)}</span>
          {locked && (
            <span title={t('nav.lockedHint')} className="inline-flex items-center rounded-full bg-accent-500/15 p-1 text-accent-400">
              <Icon name="lock" className="h-3.5 w-3.5" />
              <span className="sr-only">{t('nav.lockedHint')}</span>
            </span>
          )}
        </>
      )}
    </NavLink>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PersonalInfoReply } from '@genie/contracts';
import { PersonalInfoGate } from '../shell/personal-info-gate.tsx';
import { genieLink } from '../shell/genie-link.ts';
import { CopyButton } from '../../ui/copy-button.tsx';
import { Card } from '../../ui/card.tsx';
import { LinkButton } from '../../ui/link-button.tsx';
import { BillingActions } from '../billing/billing-actions.tsx';
import { UsageBars } from '../billing/usage-bars.tsx';
import { SubscriptionStatusBadge } from '../plans/subscription-status.tsx';
import { useCreditUsage } from './api.ts';
import { daysLeft } from '../shell/subscription.ts';
import { formatDate, formatLastDay } from '../../ui/format-date.ts';
import { PageHeader } from './page-header.tsx';
import { SessionsCard } from './sessions-card.tsx';
import { ProviderCards } from './provider-cards.tsx';
import { TeamLogo } from './team-logo.tsx';
import { DesktopOnly, useBrowseOnly } from '../shell/browse-only.tsx';

/** /account: everything about the designer's account at a glance, with the ways to change it. */
export function Component() {
  return <PersonalInfoGate>{(reply) => <AccountOverview info={reply} />}</PersonalInfoGate>;
}

function AccountOverview({ info }: { info: PersonalInfoReply }) {
  const { t } = useTranslation('account');
  const { data } = info;
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        back={false}
        title={t('view.title')}
        description={t('view.description')}
        actions={
          <DesktopOnly fallback={null}>
            <LinkButton to="/account/info/edit">{t('links.editInfo')}</LinkButton>
          </DesktopOnly>
        }
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <ProfileCard info={info} />
          <Card>
            <h2 className="text-base font-semibold">{t('fields.context')}</h2>
            <Paragraphs text={data.context} empty={t('view.noContext')} />
          </Card>
          <Card>
            <h2 className="text-base font-semibold">{t('fields.opening')}</h2>
            <Paragraphs text={data.opening} empty={t('view.noOpening')} />
          </Card>
          <SessionsCard />
          <ProviderCards />
        </div>
        <div className="space-y-6">
          <SubscriptionCard info={info} />
          <UsageCard />
          <ManageCard />
        </div>
      </div>
    </div>
  );
}

function ProfileCard({ info }: { info: PersonalInfoReply }) {
  const { t, i18n } = useTranslation(['account', 'common']);
  const { data } = info;
  const link = genieLink(data.genie_name);
  return (
    <Card>
      <div className="flex flex-wrap items-center gap-4">
        <TeamLogo src={data.logo} name={data.name} className="h-16 w-16 text-2xl" />
        <div className="min-w-0">
          <h2 className="truncate text-xl font-semibold">{data.name || t('view.noTeamName')}</h2>
          <p className="text-sm text-stone-500">{t('fields.teamName')}</p>
        </div>
      </div>
      <div className="mt-5 rounded-xl bg-brand-50 p-4">
        <p className="text-sm font-medium text-brand-800">{t('fields.genieLink')}</p>
        <div className="mt-1 flex flex-wrap items-center gap-3">
          <a href={link} target="_blank" rel="noreferrer" className="min-w-0 break-all text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
            {link}
          </a>
          <CopyButton text={link} />
        </div>
      </div>
      <dl className="mt-5 grid gap-x-6 gap-y-4 sm:grid-cols-2">
        <Detail term={t('fields.email')}>{data.email}</Detail>
        <Detail term={t('fields.phone')}>{data.phone}</Detail>
        <Detail term={t('fields.address')} wide>
          {data.address}
        </Detail>
        <Detail term={t('fields.genieName')}>{data.genie_name}</Detail>
        <Detail term={t('fields.username')}>{data.username}</Detail>
        <Detail term={t('fields.language')}>{t(`common:languages.${data.language}`, { lng: i18n.language })}</Detail>
      </dl>
    </Card>
  );
}

function Detail({ term, children, wide }: { term: string; children: ReactNode; wide?: boolean }) {
  const { t } = useTranslation('account');
  const empty = children === null || children === undefined || children === '';
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs font-medium tracking-wide text-stone-500 uppercase">{term}</dt>
      <dd className={empty ? 'mt-0.5 text-sm text-stone-500 italic' : 'mt-0.5 text-sm break-words text-ink-900'}>{empty ? t('view.notSet') : children}</dd>
    </div>
  );
}

function Paragraphs({ text, empty }: { text: string; empty: string }) {
  if (!text.trim()) return <p className="mt-2 text-sm text-stone-500 italic">{empty}</p>;
  return <p className="mt-2 text-sm leading-relaxed whitespace-pre-line text-stone-700">{text}</p>;
}

function SubscriptionCard({ info }: { info: PersonalInfoReply }) {
  const { t, i18n } = useTranslation(['account', 'plans', 'errors']);
  const sub = info.subscription;
  const lang = i18n.language;
  const remaining = daysLeft(sub.end_date);
  return (
    <Card>
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-base font-semibold">{t('view.subscription')}</h2>
        <SubscriptionStatusBadge status={sub.status} />
      </div>
      {sub.status === 'expired' && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm font-semibold text-red-800">
          {t('errors:subscription_expired')}
        </p>
      )}
      <dl className="mt-4 space-y-3">
        <Detail term={t('view.plan')}>
          {t(`plans:names.${sub.plan}`)} · {t(`plans:cycle.${sub.billing_cycle}`)}
        </Detail>
        <Detail term={t('view.startDate')}>{formatDate(sub.start_date, lang)}</Detail>
        <Detail term={t('view.endDate')}>{formatLastDay(sub.end_date, lang)}</Detail>
        {sub.status === 'trialing' && <Detail term={t('view.trialLeft')}>{t('view.daysLeft', { count: remaining })}</Detail>}
      </dl>
      <BillingActions subscription={sub} />
    </Card>
  );
}

function UsageCard() {
  const { t, i18n } = useTranslation('account');
  const usage = useCreditUsage();
  const lang = i18n.language;
  return (
    <Card>
      <h2 className="text-base font-semibold">{t('view.usage')}</h2>
      {usage.isPending && <p className="mt-2 text-sm text-stone-500">{t('common:loading')}</p>}
      {usage.isError && <p className="mt-2 text-sm text-red-700">{t('view.usageUnavailable')}</p>}
      {usage.data && (
        <>
          <UsageBars counters={usage.data.counters} />
          <p className="mt-3 text-xs text-stone-500">
            {t('view.period', { start: formatDate(usage.data.period_start, lang), end: formatDate(usage.data.period_end, lang) })}
          </p>
        </>
      )}
    </Card>
  );
}

function ManageCard() {
  const { t } = useTranslation('account');
  const browseOnly = useBrowseOnly();
  const all = [
    { to: '/account/info/edit', label: t('links.editInfo'), hint: t('links.editInfoHint') },
    { to: '/account/password/edit', label: t('links.editPassword'), hint: t('links.editPasswordHint') },
    { to: '/account/chatbot_color/edit', label: t('links.editStyles'), hint: t('links.editStylesHint') },
    { to: '/account/outbox', label: t('links.outbox'), hint: t('links.outboxHint') },
  ];
  // The edit pages only say "use a computer" on a phone: no need to lead there.
  const links = browseOnly ? all.filter((l) => !l.to.endsWith('/edit')) : all;
  return (
    <section aria-labelledby="manage-account" className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
      <h2 id="manage-account" className="px-6 pt-5 text-base font-semibold">
        {t('view.manage')}
      </h2>
      <ul className="mt-2 divide-y divide-stone-100">
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to} className="group flex items-center justify-between gap-3 px-6 py-3 hover:bg-stone-50">
              <span>
                <span className="block text-sm font-semibold text-brand-700 group-hover:underline">{l.label}</span>
                <span className="block text-xs text-stone-500">{l.hint}</span>
              </span>
              <span aria-hidden="true" className="text-stone-400">
                →
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

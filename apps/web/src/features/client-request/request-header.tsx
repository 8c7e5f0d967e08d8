import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ClientRequestOverview } from '@genie/contracts';
import { Badge } from '../../ui/badge.tsx';
import { Icon } from '../../ui/icons.tsx';
import { formatDateTime } from '../../ui/format-date.ts';

/**
 * The request's title: the contact's name, then project type, inquiry date, messages and where it came
 * from; `eyebrow` above it says whose view this is (a shared link, the showcase).
 */
export function RequestTitle({ request, badges, level = 1, eyebrow }: { request: Omit<ClientRequestOverview, 'id'>; badges?: ReactNode; level?: 1 | 2; eyebrow?: string }) {
  const { t, i18n } = useTranslation(['client-request', 'catalog']);
  const Heading = level === 1 ? 'h1' : 'h2';
  const title = (
    <div className="min-w-0 space-y-1.5">
      <div className="flex flex-wrap items-center gap-2">
        <Heading className="break-words text-2xl font-bold tracking-tight text-ink-900">{request.contact_name || t('header.unnamed')}</Heading>
        {badges}
        {request.conversation_completed ? (
          <Badge tone="success">
            <Icon name="check" className="h-3.5 w-3.5" />
            {t('header.completed')}
          </Badge>
        ) : (
          <Badge tone="neutral">{t('header.inProgress')}</Badge>
        )}
      </div>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-600">
        <span className="font-medium text-ink-900">{t(`catalog:projectTypes.${request.project_type}`)}</span>
        <span className="inline-flex items-center gap-1">
          <Icon name="clock" className="h-4 w-4 text-stone-400" />
          {t('header.inquiry', { date: formatDateTime(request.inquiry_date, i18n.language) })}
        </span>
        <span className="inline-flex items-center gap-1">
          <Icon name="chat" className="h-4 w-4 text-stone-400" />
          {t('header.messages', { count: request.total_message_count })}
        </span>
        {request.origin === 'manual' && <span>{t('header.manual')}</span>}
      </p>
    </div>
  );
  if (!eyebrow) return title;
  return (
    <div className="space-y-1">
      <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{eyebrow}</p>
      {title}
    </div>
  );
}

/** "← Potential Clients", back to the list as the designer left it. */
export function BackToList({ to }: { to: string }) {
  const { t } = useTranslation('client-request');
  return (
    <Link to={to} className="inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline">
      <Icon name="arrowLeft" className="h-4 w-4" />
      {t('header.back')}
    </Link>
  );
}

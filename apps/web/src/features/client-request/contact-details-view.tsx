import { useTranslation } from 'react-i18next';
import type { ClientRequestOverview, RequestSource } from '@genie/contracts';
import { Badge } from '../../ui/badge.tsx';
import { Icon } from '../../ui/icons.tsx';
import { formatDay } from '../../ui/format-date.ts';
import { Fact, Missing } from './section-card.tsx';

/** The shared overview has no `source` (the designer's own marketing data). */
export type OverviewData = Omit<ClientRequestOverview, 'id'> & { source?: RequestSource | null };

/** The way to reach the client: name, e-mail, phone and when they can take a call. */
export function ContactDetailsView({ request }: { request: OverviewData }) {
  const { t } = useTranslation('client-request');
  const none = <Missing>{t('overview.notGiven')}</Missing>;
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-2">
      <Fact label={t('fields.contact_name')}>{request.contact_name || none}</Fact>
      <Fact label={t('fields.email')}>
        {request.email ? (
          <a href={`mailto:${request.email}`} className="font-medium text-brand-700 hover:underline">
            {request.email}
          </a>
        ) : (
          none
        )}
      </Fact>
      <Fact label={t('fields.phone')}>
        {request.phone ? (
          <a href={`tel:${request.phone.replace(/[^+0-9]/g, '')}`} className="font-medium text-brand-700 hover:underline">
            {request.phone}
          </a>
        ) : (
          none
        )}
      </Fact>
      <Fact label={t('fields.available_time')}>
        {request.available_time === null
          ? t('availableTimeNone')
          : request.available_time === 'other'
            ? request.available_time_other || t('availableTimes.other')
            : t(`availableTimes.${request.available_time}`)}
      </Fact>
      <Fact label={t('fields.language')}>{t(`common:languages.${request.language}`)}</Fact>
      {request.source && <SourceFacts source={request.source} />}
    </dl>
  );
}

/** Where a visitor of the embedded genie started: the page of the designer's site, the campaign and the UTM tags. */
function SourceFacts({ source }: { source: RequestSource }) {
  const { t } = useTranslation('client-request');
  const utm = (['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const).filter((k) => source[k]).map((k) => `${k.slice(4)}: ${source[k]}`);
  const pageUrl = source.page_url && /^https?:\/\//.test(source.page_url) ? source.page_url : null;
  return (
    <>
      <Fact label={t('fields.source_page')}>
        {pageUrl ? (
          <a href={pageUrl} target="_blank" rel="noopener noreferrer" className="inline-flex max-w-full items-center gap-1 font-medium text-brand-700 hover:underline">
            <span className="truncate">{pageUrl.replace(/^https?:\/\//, '')}</span>
            <Icon name="external" className="h-4 w-4" />
            <span className="sr-only">{t('opensInNewTab')}</span>
          </a>
        ) : (
          t('overview.embedWidget')
        )}
      </Fact>
      {source.campaign && <Fact label={t('fields.campaign')}>{source.campaign}</Fact>}
      {utm.length > 0 && <Fact label={t('fields.utm')}>{utm.join(' · ')}</Fact>}
    </>
  );
}

/** What the project is: its type, the brand and website, the deadline and how urgent it is. */
export function ProjectDetailsView({ request }: { request: OverviewData }) {
  const { t, i18n } = useTranslation(['client-request', 'catalog']);
  const none = <Missing>{t('overview.notGiven')}</Missing>;
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-2">
      <Fact label={t('fields.project_type')}>{t(`catalog:projectTypes.${request.project_type}`)}</Fact>
      <Fact label={t('fields.brand_name')}>{request.brand_name || none}</Fact>
      <Fact label={t('fields.website_url')}>
        {request.website_url ? (
          <a href={request.website_url} target="_blank" rel="noopener noreferrer" className="inline-flex max-w-full items-center gap-1 font-medium text-brand-700 hover:underline">
            <span className="truncate">{request.website_url.replace(/^https?:\/\//, '')}</span>
            <Icon name="external" className="h-4 w-4" />
            <span className="sr-only">{t('opensInNewTab')}</span>
          </a>
        ) : (
          none
        )}
      </Fact>
      <Fact label={t('fields.deadline')}>{request.deadline ? formatDay(request.deadline, i18n.language) : none}</Fact>
      <Fact label={t('fields.priority')}>{request.priority ? <PriorityBadge priority={request.priority} /> : none}</Fact>
    </dl>
  );
}

const priorityTone = { high: 'warning', medium: 'brand', low: 'neutral' } as const;

export function PriorityBadge({ priority }: { priority: NonNullable<OverviewData['priority']> }) {
  const { t } = useTranslation('client-request');
  return <Badge tone={priorityTone[priority]}>{t(`priorities.${priority}`)}</Badge>;
}

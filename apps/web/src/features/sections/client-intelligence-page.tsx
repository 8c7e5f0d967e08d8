import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IntelligenceOverviewReply } from '@genie/contracts';
import { i18n } from '../../i18n/index.ts';
import { BarChart, ColumnChart, type Bar } from '../../ui/bar-chart.tsx';
import { cx } from '../../ui/cx.ts';
import { LinkButton } from '../../ui/link-button.tsx';
import { PageLoading } from '../../ui/spinner.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { Failure, useAiErrorMessage } from '../client-request/ai-states.tsx';
import { useIntelligenceOverview } from '../client-request/sales-api.ts';
import { PlanGate, useHasFeature } from '../shell/plan-gate.tsx';
import { SectionHeader, StatePill } from './section-header.tsx';

const NS = ['sales', 'sections', 'plans', 'catalog', 'clients', 'common', 'errors'];

export async function loader() {
  await i18n.loadNamespaces(NS);
  return null;
}

const periods = [3, 6, 12] as const;

/** /section/client_intelligence — which kinds of clients come, over time, as charts (Professional and up). */
export function Component() {
  const { t } = useTranslation(NS);
  useDocumentTitle(t('section.title'));
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <SectionHeader icon="users" title={t('section.title')} lead={t('section.lead')} />
      <PlanGate feature="target_client_intelligence">
        <Overview />
      </PlanGate>
    </div>
  );
}

function Overview() {
  const { t } = useTranslation(NS);
  const [months, setMonths] = useState<number>(12);
  const allowed = useHasFeature('target_client_intelligence') === true;
  const query = useIntelligenceOverview(months, allowed);
  const messageOf = useAiErrorMessage(t('section.loadFailed'));
  if (query.isPending) return <PageLoading />;
  if (query.isError) return <Failure message={messageOf(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  const data = query.data;
  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between">
        <div role="group" aria-label={t('section.period')} className="flex flex-wrap gap-2">
          {periods.map((m) => (
            <StatePill key={m} active={months === m} label={t('section.months', { count: m })} onClick={() => setMonths(m)} />
          ))}
        </div>
        <p className="text-sm font-medium text-stone-700">{t('section.total', { count: data.total })}</p>
      </div>
      {data.total === 0 ? (
        <div className="space-y-3 rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center">
          <p className="mx-auto max-w-lg text-sm text-stone-600">{t('section.empty')}</p>
          <LinkButton to="/client_request" variant="secondary">
            {t('sections:noLeads.action')}
          </LinkButton>
        </div>
      ) : (
        <Charts data={data} className={cx(query.isPlaceholderData && 'opacity-60')} />
      )}
    </div>
  );
}

function monthLabel(key: string, language: string): string {
  const [y, m] = key.split('-').map(Number);
  if (!y || !m) return key;
  return new Intl.DateTimeFormat(language, { month: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, 1)));
}

function Charts({ data, className }: { data: IntelligenceOverviewReply; className?: string | undefined }) {
  const { t, i18n: i18next } = useTranslation(NS);
  const noData = t('section.noData');
  const bars = <K extends string>(items: { key: K; count: number }[], label: (key: K) => string): Bar[] => items.map((i) => ({ key: i.key, label: label(i.key), value: i.count }));
  const sourceLabel = (key: string) => (key === 'genie' || key === 'manual' || key === 'embed' ? t(`intelligence.sources.${key}`) : key);
  return (
    <div className={cx('space-y-4', className)}>
      <ColumnChart title={t('section.charts.byMonth')} bars={bars(data.by_month, (k) => monthLabel(k, i18next.language))} emptyText={noData} />
      <div className="grid gap-4 lg:grid-cols-2">
        <BarChart title={t('section.charts.byProjectType')} bars={bars(data.by_project_type, (k) => t(`catalog:projectTypes.${k}`))} emptyText={noData} />
        <BarChart title={t('section.charts.byBudgetBand')} bars={bars(data.by_budget_band, (k) => t(`intelligence.bands.${k}`))} emptyText={noData} />
        <BarChart title={t('section.charts.byUrgency')} bars={bars(data.by_urgency, (k) => t(`intelligence.urgency.${k}`))} emptyText={noData} />
        <BarChart title={t('section.charts.byStyle')} bars={bars(data.by_style, (k) => t(`catalog:styles.${k}`))} emptyText={noData} />
        <BarChart title={t('section.charts.bySource')} bars={bars(data.by_source, sourceLabel)} emptyText={noData} />
        <BarChart title={t('section.charts.byLanguage')} bars={bars(data.by_language, (k) => t(`common:languageNames.${k}`))} emptyText={noData} />
        <BarChart title={t('section.charts.byStatus')} bars={bars(data.by_status, (k) => t(`clients:status.${k}`))} emptyText={noData} />
      </div>
    </div>
  );
}

import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MoodBoardOverviewItem } from '@genie/contracts';
import { i18n } from '../../i18n/index.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button, buttonClasses } from '../../ui/button.tsx';
import { CopyButton } from '../../ui/copy-button.tsx';
import { cx } from '../../ui/cx.ts';
import { formatDateTime } from '../../ui/format-date.ts';
import { Icon } from '../../ui/icons.tsx';
import { LinkButton } from '../../ui/link-button.tsx';
import { PageLoading } from '../../ui/spinner.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { Failure, useAiErrorMessage } from '../client-request/ai-states.tsx';
import { Pagination } from '../client-requests/pagination.tsx';
import { requestPath } from '../client-requests/request-table.tsx';
import { EmbedDialog } from '../shell/embed-dialog.tsx';
import { moodBoardLink, moodBoardVersions } from '../shell/genie-link.ts';
import { usePersonalInfo } from '../shell/use-personal-info.ts';
import { SECTION_PAGE_SIZE, useMoodBoards } from './sections-api.ts';
import { SectionHeader } from './section-header.tsx';
import { pageOf, useSectionParams } from './use-section-params.ts';

const NS = ['sections', 'shell', 'catalog', 'clients', 'common', 'errors'];

export async function loader() {
  await i18n.loadNamespaces(NS);
  return null;
}

const readParams = (search: URLSearchParams) => ({ page: pageOf(search) });

/** /section/mood_board — the visitor mood board's addresses and embed snippet, and every board visitors made. */
export function Component() {
  const { t } = useTranslation(NS);
  useDocumentTitle(t('moodBoard.title'));
  const [params, update] = useSectionParams(readParams);
  const query = useMoodBoards(params.page);
  const messageOf = useAiErrorMessage(t('suggestions.failed'));
  const [embedOpen, setEmbedOpen] = useState(false);

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <SectionHeader
        icon="moodboard"
        title={t('moodBoard.title')}
        lead={t('moodBoard.lead')}
        action={
          <Button variant="secondary" onClick={() => setEmbedOpen(true)}>
            <Icon name="code" className="h-4 w-4" />
            {t('moodBoard.embed')}
          </Button>
        }
      />
      <EmbedDialog open={embedOpen} onOpenChange={setEmbedOpen} initialFlow="mood-board" />
      <Versions />

      <section aria-labelledby="boards-heading" className="space-y-3">
        <h2 id="boards-heading" className="text-lg font-semibold text-ink-900">
          {t('moodBoard.boards')}
        </h2>
        {query.isPending ? (
          <PageLoading />
        ) : query.isError ? (
          <Failure message={messageOf(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : query.data.total === 0 ? (
          <div className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center">
            <p className="font-semibold text-ink-900">{t('moodBoard.empty.title')}</p>
            <p className="mx-auto mt-1 max-w-lg text-sm text-stone-600">{t('moodBoard.empty.text')}</p>
          </div>
        ) : (
          <>
            <ul aria-label={t('moodBoard.listLabel')} className={cx('grid gap-4 md:grid-cols-2', query.isPlaceholderData && 'opacity-60')}>
              {query.data.items.map((item) => (
                <BoardCard key={item.id} item={item} />
              ))}
            </ul>
            <Pagination page={query.data.page} pages={Math.max(1, Math.ceil(query.data.total / SECTION_PAGE_SIZE))} onPage={(page) => update({ page })} compact />
          </>
        )}
      </section>
    </div>
  );
}

/** The three chat versions a visitor can be sent to, each with its address to copy or open. */
function Versions() {
  const { t } = useTranslation(NS);
  const info = usePersonalInfo();
  if (!info.data) return null;
  const genieName = info.data.data.genie_name;
  return (
    <section aria-labelledby="versions-heading" className="space-y-3 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <div>
        <h2 id="versions-heading" className="text-lg font-semibold text-ink-900">
          {t('moodBoard.versions.title')}
        </h2>
        <p className="text-sm text-stone-600">{t('moodBoard.versions.text')}</p>
      </div>
      <ul className="grid gap-3 lg:grid-cols-3">
        {moodBoardVersions.map((version) => {
          const link = moodBoardLink(genieName, version);
          return (
            <li key={version} className="flex flex-col gap-2 rounded-xl border border-stone-200 bg-stone-50 p-4">
              <p className="flex items-center gap-2 font-semibold text-ink-900">
                {t(`moodBoard.versions.${version}.name`)}
                {version === 'mood_board' && <Badge tone="brand">{t('moodBoard.versions.default')}</Badge>}
              </p>
              <p className="text-sm text-stone-600">{t(`moodBoard.versions.${version}.text`)}</p>
              <p className="truncate font-mono text-xs text-stone-700" title={link}>
                {link.replace(/^https?:\/\//, '')}
              </p>
              <div className="mt-auto flex gap-2">
                <CopyButton text={link} label={t('moodBoard.versions.copy', { name: t(`moodBoard.versions.${version}.name`) })} className="flex-1" />
                <a href={link} target="_blank" rel="noreferrer" className={buttonClasses('secondary', { className: 'min-h-9 py-1.5' })}>
                  <Icon name="external" className="h-4 w-4" />
                  <span className="sr-only">{t('moodBoard.versions.open', { name: t(`moodBoard.versions.${version}.name`) })}</span>
                </a>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function BoardCard({ item }: { item: MoodBoardOverviewItem }) {
  const { t, i18n: i18next } = useTranslation(NS);
  return (
    <li aria-label={item.contact_name} className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <Link to={requestPath(item.id)} className="font-semibold text-ink-900 hover:text-brand-700 hover:underline">
            {item.brand_name ? `${item.contact_name} · ${item.brand_name}` : item.contact_name}
          </Link>
          <p className="text-xs text-stone-500">
            {t(`catalog:projectTypes.${item.project_type}`)} · {formatDateTime(item.last_activity_at, i18next.language)}
          </p>
        </div>
        <Badge tone={item.conversation_completed ? 'success' : 'warning'}>
          {item.conversation_completed ? t('clients:conversation.completed') : t('history.filters.inProgress')}
        </Badge>
      </div>
      {item.images.length > 0 && (
        <ul className="grid grid-cols-3 gap-2">
          {item.images.map((image, i) => (
            <li key={i} className="relative aspect-square overflow-hidden rounded-xl bg-stone-100">
              <img src={image.url} alt={t(image.kind === 'starred' ? 'moodBoard.starredImage' : 'moodBoard.uploadImage', { name: item.contact_name })} className="h-full w-full object-cover" />
              {image.kind === 'starred' && (
                <span className="absolute right-1.5 top-1.5 flex h-6 w-6 items-center justify-center rounded-full bg-white/90 text-amber-500 shadow">
                  <Icon name="star" className="h-3.5 w-3.5" />
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      <p className="text-sm text-stone-600">{t('moodBoard.counts', { uploads: item.upload_count, concepts: item.concept_count, starred: item.starred_count })}</p>
      <LinkButton to={requestPath(item.id)} variant="secondary" className="mt-auto self-start">
        {t('moodBoard.open')}
        <Icon name="arrowRight" className="h-4 w-4" />
      </LinkButton>
    </li>
  );
}

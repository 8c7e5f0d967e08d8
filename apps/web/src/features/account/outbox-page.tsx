import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../app/error-message.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { cx } from '../../ui/cx.ts';
import { Icon } from '../../ui/icons.tsx';
import { PageLoading } from '../../ui/spinner.tsx';
import type { OutboxMail } from '@genie/contracts';
import { OUTBOX_PAGE_SIZE, useOutbox } from './api.ts';
import { formatDateTime } from '../../ui/format-date.ts';
import { PageHeader } from './page-header.tsx';

/** /account/outbox: the e-mails Genie sent this designer, or kept here when no mail server is configured. */
export function Component() {
  const { t, i18n } = useTranslation('account');
  const errorText = useErrorText();
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const outbox = useOutbox(page);

  const items = outbox.data?.mails ?? [];
  const total = outbox.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / (outbox.data?.page_size ?? OUTBOX_PAGE_SIZE)));
  const selected = items.find((m) => m.id === selectedId) ?? items[0];

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title={t('outbox.title')} description={t('outbox.description')} />
      {outbox.isPending ? (
        <PageLoading />
      ) : outbox.isError ? (
        <Alert>{errorText.api(outbox.error)}</Alert>
      ) : items.length === 0 ? (
        <Card className="flex flex-col items-center gap-2 py-14 text-center">
          <Icon name="mail" className="h-10 w-10 text-brand-300" />
          <h2 className="text-base font-semibold">{t('outbox.emptyTitle')}</h2>
          <p className="max-w-md text-sm text-stone-600">{t('outbox.empty')}</p>
        </Card>
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[22rem_minmax(0,1fr)]">
          <section aria-labelledby="outbox-list" className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
            <h2 id="outbox-list" className="sr-only">
              {t('outbox.listTitle')}
            </h2>
            <ul className="divide-y divide-stone-100">
              {items.map((mail) => {
                const active = mail.id === selected?.id;
                return (
                  <li key={mail.id}>
                    <button
                      type="button"
                      aria-current={active ? 'true' : undefined}
                      onClick={() => setSelectedId(mail.id)}
                      className={cx(
                        'block w-full px-4 py-3 text-left hover:bg-stone-50',
                        active && 'bg-brand-50 shadow-[inset_3px_0_0_var(--color-brand-500)] hover:bg-brand-50',
                      )}
                    >
                      <span className="block truncate text-sm font-semibold text-ink-900">{mail.subject || t('outbox.noSubject')}</span>
                      <span className="mt-0.5 flex justify-between gap-2 text-xs text-stone-500">
                        <span className="truncate">{mail.to}</span>
                        <time dateTime={mail.created_at} className="shrink-0">
                          {formatDateTime(mail.created_at, i18n.language)}
                        </time>
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
            {pages > 1 && (
              <nav aria-label={t('outbox.pagination')} className="flex items-center justify-between gap-2 border-t border-stone-100 px-4 py-3 text-sm">
                <Button variant="secondary" className="min-h-8 px-3 py-1" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                  {t('outbox.previous')}
                </Button>
                <span className="text-stone-600">{t('outbox.pageOf', { page, pages })}</span>
                <Button variant="secondary" className="min-h-8 px-3 py-1" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
                  {t('outbox.next')}
                </Button>
              </nav>
            )}
          </section>
          {selected && <ReadingPane key={selected.id} mail={selected} />}
        </div>
      )}
    </div>
  );
}

function ReadingPane({ mail }: { mail: OutboxMail }) {
  const { t, i18n } = useTranslation('account');
  const hasHtml = mail.html.trim() !== '';
  const [view, setView] = useState<'html' | 'text'>(hasHtml ? 'html' : 'text');
  return (
    <Card className="min-w-0" aria-labelledby={`mail-${mail.id}`}>
      <h2 id={`mail-${mail.id}`} className="text-lg font-semibold break-words">
        {mail.subject || t('outbox.noSubject')}
      </h2>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-stone-500">{t('outbox.to')}</dt>
        <dd className="break-all">{mail.to}</dd>
        <dt className="text-stone-500">{t('outbox.sent')}</dt>
        <dd>
          <time dateTime={mail.created_at}>{formatDateTime(mail.created_at, i18n.language)}</time>
        </dd>
      </dl>
      {hasHtml && (
        <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
          <div role="group" aria-label={t('outbox.format')} className="inline-flex rounded-lg bg-stone-100 p-1 text-sm">
            {(['html', 'text'] as const).map((v) => (
              <button
                key={v}
                type="button"
                aria-pressed={view === v}
                onClick={() => setView(v)}
                className={cx('rounded-md px-3 py-1 font-medium', view === v ? 'bg-white text-ink-900 shadow-sm' : 'text-stone-600 hover:text-ink-900')}
              >
                {t(`outbox.view.${v}`)}
              </button>
            ))}
          </div>
          {view === 'html' && <p className="text-xs text-stone-500">{t('outbox.linksHint')}</p>}
        </div>
      )}
      <div className="mt-4 border-t border-stone-100 pt-4">
        {view === 'html' && hasHtml ? (
          // An empty sandbox: the mail's markup shows, but no script, form or link inside it can act.
          <iframe title={t('outbox.htmlTitle', { subject: mail.subject })} sandbox="" srcDoc={mail.html} className="h-[32rem] w-full rounded-lg border border-stone-200 bg-white" />
        ) : (
          <p className="text-sm leading-relaxed break-words whitespace-pre-wrap text-stone-800">
            <LinkifiedText text={mail.text} />
          </p>
        )}
      </div>
    </Card>
  );
}

const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g;

/** Plain text with its web addresses as links (the formatted view's links are inert inside the sandbox). */
function LinkifiedText({ text }: { text: string }) {
  return (
    <>
      {text.split(URL_PATTERN).map((part, i) =>
        i % 2 === 1 ? (
          <a key={i} href={part} target="_blank" rel="noreferrer noopener" className="break-all text-brand-700 underline underline-offset-2">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </>
  );
}

import { useTranslation } from 'react-i18next';
import type { BriefEntry } from '@genie/contracts';
import { Badge } from '../../ui/badge.tsx';
import { cx } from '../../ui/cx.ts';
import { Icon } from '../../ui/icons.tsx';
import { Missing } from './section-card.tsx';
import { SourceMessage } from './source-message.tsx';

/** The engine's words for "not decided yet" (packages/core format-brief-value), in each language. */
const undecidedWords = new Set(['Not decided yet', '尚未決定', '아직 미정']);

export function isUndecided(entry: BriefEntry): boolean {
  return entry.display !== null && undecidedWords.has(entry.display.trim());
}

/** The id of an entry's row, for the links of the summary of the values to clarify. */
export const entryAnchor = (fieldId: string) => `entry-${fieldId}`;

/** The entries by their group, in the order the server gives (the report's order). */
export function groupEntries(entries: BriefEntry[]): [string, BriefEntry[]][] {
  const map = new Map<string, BriefEntry[]>();
  for (const e of entries) map.set(e.group, [...(map.get(e.group) ?? []), e]);
  return [...map.entries()];
}

/**
 * One group's fields: how each answer was understood, with the client's own words beside it when they
 * differ and, on hover or tap, the whole message they said them in; words kept "to clarify" stand out.
 */
export function BriefEntryList({ entries }: { entries: BriefEntry[] }) {
  return (
    <dl className="divide-y divide-stone-100">
      {entries.map((entry) => (
        <BriefEntryRow key={entry.field_id} entry={entry} />
      ))}
    </dl>
  );
}

function BriefEntryRow({ entry }: { entry: BriefEntry }) {
  const { t } = useTranslation('client-request');
  const understood = entry.display ?? entry.raw;
  const byDesigner = entry.edited_by === 'designer';
  // The designer's own words are never shown as the client's: no "In their words", no client message.
  const saidOtherwise = !byDesigner && entry.raw && entry.display && entry.raw.trim() !== entry.display.trim();
  const clientSaid = byDesigner && entry.client_said && entry.client_said.trim() !== understood?.trim() ? entry.client_said : null;
  // Words kept as said read as a quotation.
  const shown = entry.clarify && !saidOtherwise ? `“${understood}”` : understood;
  return (
    <div
      id={entryAnchor(entry.field_id)}
      className={cx(
        'grid scroll-mt-24 gap-1 py-3 first:pt-0 last:pb-0 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)] sm:gap-4',
        entry.clarify && '-mx-3 rounded-lg border-l-4 border-amber-400 bg-amber-50 px-3 first:pt-3 last:pb-3',
      )}
      data-field={entry.field_id}
    >
      <dt className="text-sm font-medium text-stone-600">{entry.label}</dt>
      <dd className="min-w-0 space-y-1">
        {entry.skipped ? (
          <Badge tone="neutral">{t('overview.skipped')}</Badge>
        ) : !understood ? (
          <Missing>{t('overview.notAnswered')}</Missing>
        ) : (
          <div className="flex flex-wrap items-baseline gap-2">
            {entry.source !== null || saidOtherwise ? (
              <SourceMessage message={entry.source ?? entry.raw ?? ''} words={entry.source ? (entry.raw ?? '') : ''}>
                {shown}
              </SourceMessage>
            ) : (
              <span className="whitespace-pre-wrap break-words text-[15px] text-ink-900">{shown}</span>
            )}
            {entry.clarify && <ClarifyBadge />}
            {isUndecided(entry) && <Badge tone="warning">{t('overview.undecided')}</Badge>}
            {byDesigner && <Badge tone="neutral">{t('overview.editedByYou')}</Badge>}
          </div>
        )}
        {saidOtherwise && (
          <p className="whitespace-pre-wrap break-words text-sm text-stone-500">
            <span className="font-medium">{t('overview.theySaid')}</span> “{entry.raw}”
          </p>
        )}
        {clientSaid && (
          <p className="whitespace-pre-wrap break-words text-sm text-stone-500">
            <span className="font-medium">{t('overview.clientSaid')}</span> “{clientSaid}”
          </p>
        )}
        {entry.clarify && <p className="text-sm text-amber-900">{t('overview.clarifyHint')}</p>}
      </dd>
    </div>
  );
}

/** The mark of words kept as said, for the designer to check with the client. */
export function ClarifyBadge() {
  const { t } = useTranslation('client-request');
  return (
    <Badge tone="warning" className="ring-1 ring-amber-300">
      <Icon name="alert" className="h-3.5 w-3.5" />
      {t('overview.toClarify')}
    </Badge>
  );
}

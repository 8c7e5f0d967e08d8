import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clientRequestSorts, leadStatuses, projectTypes, type ClientRequestSort } from '@genie/contracts';
import { Button } from '../../ui/button.tsx';
import { cx } from '../../ui/cx.ts';
import { control, SelectField, TextField } from '../../ui/field.tsx';
import { NS } from './badges.tsx';
import { activeFilterCount, type ListState } from './list-params.ts';
import { Icon } from '../../ui/icons.tsx';

/** How long typing may pause before the search runs. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface FilterBarProps {
  state: ListState;
  onChange: (change: Partial<ListState>, options?: { replace?: boolean }) => void;
  onClear: () => void;
  /** Phone and tablet: the filters fold away behind a button, the search stays. */
  narrow: boolean;
}

/** Search, the four filters, the date range and the sort. Everything lives in the address bar (see list-params.ts). */
export function FilterBar({ state, onChange, onClear, narrow }: FilterBarProps) {
  const { t } = useTranslation(NS);
  const active = activeFilterCount(state);
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  const showFilters = !narrow || expanded;

  return (
    <section aria-label={t('filters.label')} className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <div className={cx('flex items-end gap-x-3 gap-y-2', !narrow && 'flex-wrap')}>
        <SearchField value={state.q ?? ''} onSearch={(q) => onChange({ q: q || undefined }, { replace: true })} className={narrow ? 'min-w-0' : 'min-w-60'} />
        {!narrow && <SortField state={state} onChange={onChange} className="w-60" />}
        {narrow && (
          <Button variant="secondary" aria-expanded={expanded} aria-controls={panelId} onClick={() => setExpanded((e) => !e)} className="shrink-0">
            <Icon name="sliders" className="h-4 w-4" />
            {t('filters.toggle')}
            {active > 0 && <span className="rounded-full bg-brand-600 px-1.5 text-xs text-white">{active}</span>}
          </Button>
        )}
      </div>
      {showFilters && (
        <div id={panelId} className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
          <SelectField
            label={t('filters.projectType')}
            value={state.project_type ?? ''}
            onChange={(e) => onChange({ project_type: (e.target.value || undefined) as ListState['project_type'] })}
          >
            <option value="">{t('filters.anyProjectType')}</option>
            {projectTypes.map((type) => (
              <option key={type} value={type}>
                {t(`catalog:projectTypes.${type}`)}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('filters.status')} value={state.status ?? ''} onChange={(e) => onChange({ status: (e.target.value || undefined) as ListState['status'] })}>
            <option value="">{t('filters.anyStatus')}</option>
            {leadStatuses.map((status) => (
              <option key={status} value={status}>
                {t(`status.${status}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('filters.conversation')}
            value={state.completed ?? ''}
            onChange={(e) => onChange({ completed: (e.target.value || undefined) as ListState['completed'] })}
          >
            <option value="">{t('filters.anyConversation')}</option>
            <option value="true">{t('conversation.completed')}</option>
            <option value="false">{t('conversation.notCompleted')}</option>
          </SelectField>
          <TextField
            label={t('filters.from')}
            type="date"
            value={state.from ?? ''}
            max={state.to}
            onChange={(e) => onChange({ from: e.target.value || undefined })}
          />
          <TextField label={t('filters.to')} type="date" value={state.to ?? ''} min={state.from} onChange={(e) => onChange({ to: e.target.value || undefined })} />
          {narrow && <SortField state={state} onChange={onChange} />}
        </div>
      )}
      {active > 0 && (
        <div className="flex flex-wrap items-center justify-between gap-2 border-t border-stone-100 pt-3 text-sm">
          <span className="text-stone-600">{t('filters.active', { count: active })}</span>
          <Button variant="ghost" className="min-h-8 px-2.5 py-1" onClick={onClear}>
            {t('filters.clear')}
          </Button>
        </div>
      )}
    </section>
  );
}

/** The search box: the list follows the typing after a short pause, and the box follows the address bar (back, clear). */
export function SearchField({ value, onSearch, className, placeholder }: { value: string; onSearch: (q: string) => void; className?: string; placeholder?: string }) {
  const { t } = useTranslation(NS);
  const id = useId();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    // The address bar changed on its own (back button, clear filters): show what it says.
    setShown(value);
    if (value !== text.trim()) setText(value);
  }

  const search = useRef(onSearch);
  useEffect(() => {
    search.current = onSearch;
  });
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = window.setTimeout(() => search.current(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, value]);

  return (
    <div className={cx('relative flex-1', className)}>
      <label htmlFor={id} className="sr-only">
        {t('filters.search')}
      </label>
      <Icon name="search" className="pointer-events-none absolute left-3 top-1/2 h-4.5 w-4.5 -translate-y-1/2 text-stone-400" />
      <input
        id={id}
        type="search"
        value={text}
        maxLength={200}
        placeholder={placeholder ?? t('filters.searchPlaceholder')}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && text.trim() !== value) onSearch(text.trim());
        }}
        className={cx(control, 'pl-9')}
      />
    </div>
  );
}

function SortField({ state, onChange, className }: Pick<FilterBarProps, 'state' | 'onChange'> & { className?: string }) {
  const { t } = useTranslation(NS);
  const id = useId();
  const descending = state.order === 'desc';
  return (
    <div className={cx('space-y-1', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-stone-700">
        {t('filters.sort')}
      </label>
      <div className="flex gap-1.5">
        <select id={id} value={state.sort} onChange={(e) => onChange({ sort: e.target.value as ClientRequestSort })} className={cx(control, 'min-w-0')}>
          {clientRequestSorts.map((sort) => (
            <option key={sort} value={sort}>
              {t(`sort.${sort}`)}
            </option>
          ))}
        </select>
        <button
          type="button"
          onClick={() => onChange({ order: descending ? 'asc' : 'desc' })}
          aria-label={`${t('filters.order')}: ${t(descending ? 'filters.desc' : 'filters.asc')}`}
          title={t(descending ? 'filters.desc' : 'filters.asc')}
          className="flex w-10 shrink-0 items-center justify-center rounded-lg border border-stone-300 bg-white text-stone-600 shadow-sm hover:bg-stone-50 hover:text-ink-900"
        >
          <Icon name={descending ? 'sortDesc' : 'sortAsc'} className="h-4.5 w-4.5" />
        </button>
      </div>
    </div>
  );
}

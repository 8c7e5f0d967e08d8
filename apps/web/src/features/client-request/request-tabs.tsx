import { Suspense, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cx } from '../../ui/cx.ts';
import { Icon, type IconName } from '../../ui/icons.tsx';
import { PageLoading } from '../../ui/spinner.tsx';

export const requestTabs = ['overview', 'suggestions', 'analysis', 'inspiration', 'furniture', 'history', 'sales'] as const;
export type RequestTab = (typeof requestTabs)[number];

export const tabIcons: Record<RequestTab, IconName> = {
  overview: 'file',
  suggestions: 'sparkles',
  analysis: 'chart',
  inspiration: 'image',
  furniture: 'sofa',
  history: 'chat',
  sales: 'users',
};

/**
 * The open tab lives in the address (?tab=…), so a reload, a shared address or Back keeps it; an
 * unknown or missing value is the first tab. Switching replaces the entry and keeps the page's
 * navigation state (the way back to the list).
 */
export function useTabParam<T extends string>(tabs: readonly T[]): [T, (tab: T) => void] {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const raw = params.get('tab');
  const current = (tabs as readonly (string | null)[]).includes(raw) ? (raw as T) : tabs[0]!;
  const select = (tab: T) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('tab', tab);
        return next;
      },
      { replace: true, preventScrollReset: true, state: location.state },
    );
  return [current, select];
}

/** A row of pill tabs: one line scrolling sideways on a phone, wrapping on wider screens. */
export const tabListClass = 'flex w-max gap-1 rounded-2xl bg-stone-200/60 p-1 sm:w-auto sm:flex-wrap';

export function tabClass(active: boolean) {
  return cx(
    'inline-flex min-h-10 items-center gap-2 whitespace-nowrap rounded-xl px-3 py-2 text-sm font-semibold transition-colors',
    'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-400',
    active ? 'bg-white text-brand-700 shadow-sm ring-1 ring-stone-200' : 'text-stone-600 hover:bg-white/60 hover:text-ink-900',
  );
}

/** On a phone the row scrolls sideways: bring the current tab into view (without moving the page). */
export function useActiveTabInView(row: RefObject<HTMLElement | null>, active: string) {
  useEffect(() => {
    const container = row.current;
    const current = container?.querySelector<HTMLElement>('[data-state="active"], [aria-current="page"]');
    if (!container || !current || container.scrollWidth <= container.clientWidth) return;
    container.scrollLeft = current.offsetLeft - (container.clientWidth - current.offsetWidth) / 2;
  }, [row, active]);
}

export interface TabSpec<T extends string> {
  id: T;
  label: string;
  icon: IconName;
  locked?: boolean;
  content: ReactNode;
  /** Stay mounted while hidden (the overview keeps unsaved edits across tab switches). */
  keepMounted?: boolean;
}

/** The request's tabs: Radix Tabs (arrow keys move between them), scrolling sideways on a phone. */
export function RequestTabs<T extends string>({ tabs, value, onChange, label }: { tabs: TabSpec<T>[]; value: T; onChange: (tab: T) => void; label: string }) {
  const { t } = useTranslation('client-request');
  const row = useRef<HTMLDivElement>(null);
  useActiveTabInView(row, value);
  return (
    <Tabs.Root value={value} onValueChange={(v) => onChange(v as T)} activationMode="manual">
      <div ref={row} className="relative -mx-4 overflow-x-auto px-4 sm:mx-0 sm:overflow-visible sm:px-0">
        <Tabs.List aria-label={label} className={tabListClass}>
          {tabs.map((tab) => (
            <Tabs.Trigger key={tab.id} value={tab.id} className={tabClass(tab.id === value)}>
              <Icon name={tab.icon} className="h-4 w-4" />
              {tab.label}
              {tab.locked && (
                <>
                  <Icon name="lock" className="h-3.5 w-3.5 text-stone-400" />
                  <span className="sr-only">({t('tabs.locked')})</span>
                </>
              )}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </div>
      {tabs.map((tab) => (
        <Tabs.Content
          key={tab.id}
          value={tab.id}
          forceMount={tab.keepMounted || undefined}
          // Kept mounted but out of sight (and out of the accessibility tree) while another tab is open.
          hidden={tab.id !== value}
          className="pt-5 focus-visible:outline-none data-[state=inactive]:hidden"
        >
          <Suspense fallback={<PageLoading />}>{tab.content}</Suspense>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

import type { ReactNode } from 'react';
import { Icon } from '../../ui/icons.tsx';
import type { PreviewSectionId } from './sections.ts';

/** A decorative sketch of what the section will look like (hidden from assistive technology). */
export function SectionIllustration({ section }: { section: PreviewSectionId }) {
  return (
    <div aria-hidden="true" className="relative overflow-hidden rounded-2xl border border-stone-200 bg-gradient-to-br from-brand-50 via-white to-accent-400/10 p-5 shadow-sm">
      <div className="pointer-events-none absolute -right-12 -top-12 h-40 w-40 rounded-full bg-brand-200/50 blur-2xl" />
      <div className="relative">{sketches[section]()}</div>
    </div>
  );
}

function Window({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-xl bg-white shadow-md ring-1 ring-stone-200">
      <div className="flex items-center gap-1.5 border-b border-stone-100 px-3 py-2">
        <span className="h-2 w-2 rounded-full bg-red-300" />
        <span className="h-2 w-2 rounded-full bg-amber-300" />
        <span className="h-2 w-2 rounded-full bg-emerald-300" />
        <span className="ml-3 h-2 w-24 rounded-full bg-stone-100" />
      </div>
      <div className="p-4">{children}</div>
    </div>
  );
}

const tile = [
  'from-brand-300 to-brand-600',
  'from-accent-400 to-amber-600',
  'from-stone-300 to-stone-500',
  'from-emerald-200 to-teal-500',
  'from-rose-200 to-brand-400',
  'from-sky-200 to-brand-500',
];

const sketches: Record<PreviewSectionId, () => ReactNode> = {
  visual_inspiration: () => (
    <Window>
      <div className="grid grid-cols-2 gap-2.5">
        {tile.slice(0, 4).map((g, i) => (
          <span key={g} className={`relative aspect-[4/3] rounded-lg bg-gradient-to-br ${g}`}>
            {i === 0 && <span className="absolute inset-x-3 bottom-3 h-6 rounded-md bg-white/40" />}
          </span>
        ))}
      </div>
      <div className="mt-3 flex items-center gap-2 rounded-lg bg-stone-50 px-3 py-2 ring-1 ring-stone-200">
        <Icon name="sparkles" className="h-4 w-4 text-accent-500" />
        <span className="h-2 flex-1 rounded-full bg-stone-200" />
        <span className="rounded-md bg-brand-600 px-3 py-1.5">
          <span className="block h-1.5 w-8 rounded-full bg-white/70" />
        </span>
      </div>
    </Window>
  ),
};

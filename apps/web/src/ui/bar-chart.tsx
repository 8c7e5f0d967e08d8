import { useId } from 'react';

export interface Bar {
  key: string;
  label: string;
  value: number;
}

/**
 * A horizontal bar chart in SVG: each bar with its label and count written out, so it reads without
 * colour or hover. The figure is named by `title`; screen readers get the same figures as a list.
 */
export function BarChart({ title, bars, emptyText }: { title: string; bars: Bar[]; emptyText: string }) {
  const id = useId();
  const max = Math.max(1, ...bars.map((b) => b.value));
  return (
    <figure aria-labelledby={`${id}-title`} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <figcaption id={`${id}-title`} className="mb-3 text-sm font-semibold text-ink-900">
        {title}
      </figcaption>
      {bars.length === 0 || bars.every((b) => b.value === 0) ? (
        <p className="text-sm text-stone-500">{emptyText}</p>
      ) : (
        <>
          <ul className="space-y-1.5" aria-label={title}>
            {bars.map((bar) => (
              <li key={bar.key} className="grid grid-cols-[minmax(6rem,38%)_1fr_auto] items-center gap-3 text-sm">
                <span className="truncate text-stone-700" title={bar.label}>
                  {bar.label}
                </span>
                <svg aria-hidden="true" viewBox="0 0 100 10" preserveAspectRatio="none" className="h-3.5 w-full overflow-visible">
                  <rect x="0" y="0" width="100" height="10" rx="2" className="fill-stone-100" />
                  {bar.value > 0 && <rect x="0" y="0" width={Math.max(1.5, (bar.value / max) * 100)} height="10" rx="2" className="fill-brand-500" />}
                </svg>
                <span className="w-8 text-right font-semibold tabular-nums text-ink-900">{bar.value}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </figure>
  );
}

/** Counts over time as vertical bars (months), each with its count above and its label below. */
export function ColumnChart({ title, bars, emptyText }: { title: string; bars: Bar[]; emptyText: string }) {
  const id = useId();
  const max = Math.max(1, ...bars.map((b) => b.value));
  const width = Math.max(1, bars.length) * 40;
  const chartHeight = 120;
  return (
    <figure aria-labelledby={`${id}-title`} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <figcaption id={`${id}-title`} className="mb-3 text-sm font-semibold text-ink-900">
        {title}
      </figcaption>
      {bars.every((b) => b.value === 0) ? (
        <p className="text-sm text-stone-500">{emptyText}</p>
      ) : (
        <>
          <svg aria-hidden="true" viewBox={`0 0 ${width} ${chartHeight + 36}`} className="h-48 w-full">
            <line x1="0" x2={width} y1={chartHeight + 14} y2={chartHeight + 14} className="stroke-stone-200" strokeWidth="1" />
            {bars.map((bar, i) => {
              const h = (bar.value / max) * chartHeight;
              const x = i * 40 + 8;
              return (
                <g key={bar.key}>
                  <rect x={x} y={chartHeight + 14 - h} width="24" height={h} rx="3" className="fill-brand-500" />
                  {bar.value > 0 && (
                    <text x={x + 12} y={chartHeight + 10 - h} textAnchor="middle" className="fill-ink-900 text-[11px] font-semibold">
                      {bar.value}
                    </text>
                  )}
                  <text x={x + 12} y={chartHeight + 30} textAnchor="middle" className="fill-stone-500 text-[10px]">
                    {bar.label}
                  </text>
                </g>
              );
            })}
          </svg>
          <ul className="sr-only">
            {bars.map((bar) => (
              <li key={bar.key}>{`${bar.label}: ${bar.value}`}</li>
            ))}
          </ul>
        </>
      )}
    </figure>
  );
}

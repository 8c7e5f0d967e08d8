/**
 * The renderer's main-thread tasks of one Lighthouse run (mobile profile, as bench/lighthouse.ts), from
 * Chromium's own trace: every task of 4 ms or more after the navigation, observed (before Lighthouse's × 4),
 * with its largest kinds of work (`Layout`, `UpdateLayoutTree`, `v8.evaluateModule`, `RunMicrotasks`, …).
 * What the first screen's total blocking time is made of; see bench/README.md ("Lighthouse: where the
 * blocking time of the first screen goes").
 *
 * `npx tsx bench/lighthouse-trace.ts http://127.0.0.1:3000/genie/<linkWords>` against a running server.
 */
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromePath } from './lighthouse.ts';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { data?: { url?: string; isLoadingMainFrame?: boolean; documentLoaderURL?: string } };
}

const url = process.argv[2];
if (!url) {
  console.error('usage: tsx bench/lighthouse-trace.ts <url of a running server’s page>');
  process.exit(2);
}
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
try {
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error('Lighthouse returned no result');
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const ms = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
  console.log(
    `performance ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}, benchmarkIndex ${Math.round(lhr.environment.benchmarkIndex)}, FCP ${ms('first-contentful-paint')} ms, LCP ${ms('largest-contentful-paint')} ms, TBT ${ms('total-blocking-time')} ms`,
  );
  const events = (result.artifacts as unknown as { Trace: { traceEvents: TraceEvent[] } }).Trace.traceEvents;
  const navigation = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL?.startsWith('http'));
  if (!navigation) throw new Error('no navigation in the trace');
  const main = events
    .filter((e) => e.pid === navigation.pid && e.tid === navigation.tid && e.ph === 'X' && e.ts >= navigation.ts - 50_000)
    .sort((a, b) => a.ts - b.ts);
  console.log('main-thread tasks ≥ 4 ms (start after navigation, observed duration, the largest kinds of work inside):');
  for (const task of main.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 4000)) {
    const end = task.ts + (task.dur ?? 0);
    const inside = main.filter((e) => e !== task && e.name !== 'RunTask' && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end);
    const byName = new Map<string, number>();
    for (const e of inside) byName.set(e.name, (byName.get(e.name) ?? 0) + (e.dur ?? 0));
    const largest = [...byName]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([name, dur]) => `${name} ${(dur / 1000).toFixed(1)}`)
      .join(', ');
    const script = inside.find((e) => e.args?.data?.url)?.args?.data?.url?.replace(/.*\//, '') ?? '';
    console.log(`  ${((task.ts - navigation.ts) / 1000).toFixed(0)} ms  +${((task.dur ?? 0) / 1000).toFixed(1)} ms  ${script}  ${largest}`);
  }
} finally {
  await chrome.kill();
}

/**
 * The reference-image benchmarks of `npm run bench` (issue 4): top-12 similarity queries on the
 * server's SimilarityIndex at 10k and 100k synthetic images against a raw Float32Array dot-product
 * scan of the same data, the round engine's next round at 10k, and the import throughput of the
 * operator's import path (importLibraryFolder on a fresh embedded database) against sharp's decode +
 * resize alone. Unlike the HTTP rows this runs the server's source in this process (under tsx).
 * Issue 15: the same top-12 at 100k through the approximate graph (usearch HNSW + exact re-rank of its
 * candidates) against the exact scan of the same clustered vectors, with the graph's recall@12.
 *
 * Run alone: `npx tsx bench/images.ts`. Knobs: BENCH_QUERIES_10K (default 400), BENCH_QUERIES_100K
 * (default 60), BENCH_QUERIES_GRAPH (default 200), BENCH_IMPORT_IMAGES (default 40, at most 47: one per style).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { designStyleIds, type DesignStyleId, type ReferenceImageOwner } from '@genie/contracts';
import { chooseReferenceImage, createReferenceLibrary, openRound, seededRandom, startReferenceRounds, type ReferenceLibraryItem } from '@genie/core';
import sharp from 'sharp';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { photoLikeImage } from '../apps/server/src/images/test-support/test-images.ts';
import { SimilarityIndex } from '../apps/server/src/images/similarity-index.ts';
import { FEATURE_VECTOR_LENGTH, featureSimilarity } from '../apps/server/src/images/visual-features.ts';
import { importLibraryFolder } from '../apps/server/src/references/import-library-folder.ts';
import { createReferenceCatalog } from '../apps/server/src/references/reference-catalog.ts';
import { localDiskStorage } from '../apps/server/src/storage/local-disk-storage.ts';
import { printTable } from './print-table.ts';
import { positiveInt } from './env-and-ports.ts';

const DIM = FEATURE_VECTOR_LENGTH;
const K = 12;
/** The filtered query: the shared library plus one designer's portfolio, three styles (as a later round asks). */
const FILTER = {
  owners: [{ kind: 'library' }, { kind: 'designer', designer_id: 'd3' }] as ReferenceImageOwner[],
  styles: ['japandi', 'modern', 'zen'] as DesignStyleId[],
};


export interface QueryRow {
  name: string;
  size: number;
  queries: number;
  medianMs: number;
  p99Ms: number;
  /** median ÷ the raw scan's median at the same size (undefined for the raw scan itself). */
  ratio?: number;
}

/** Issue 15's aims for a similarity query at 100,000 images through the approximate graph. */
export const GRAPH_AIM = { medianMs: 5, recall: 0.98 };

export interface ImageBenchResult {
  dimension: number;
  queries: QueryRow[];
  indexBuildMs: Record<string, number>;
  /** The approximate graph at 100k clustered vectors: its background build, and recall@12 against the exact scan. */
  graph: { size: number; buildMs: number; recall: number; rows: QueryRow[] } | null;
  /** Round engine at 10k: round 1 and each later round (ms). */
  rounds: { size: number; firstRoundMs: number; nextRoundMs: number[]; nextRoundMedianMs: number } | null;
  import: {
    images: number;
    width: number;
    height: number;
    added: number;
    skipped: number;
    skipReasons: Record<string, number>;
    openDatabaseMs: number;
    importSeconds: number;
    imagesPerSec: number;
    msPerImage: number;
    baselineImagesPerSec: number;
    baselineMsPerImage: number;
    /** import images/s ÷ decode+resize images/s (how much of sharp's bare rate the whole path keeps). */
    ratio: number;
  } | null;
  problems: string[];
}

const percentile = (sorted: Float64Array, p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0);

/** Seeded L2-normalised vectors (components in [-0.3, 0.7): positive-leaning like real histograms). */
function unitVectors(count: number, seed: number): Float32Array {
  const random = seededRandom(seed);
  const data = new Float32Array(count * DIM);
  for (let i = 0; i < count; i++) {
    let norm = 0;
    for (let d = 0; d < DIM; d++) {
      const v = random.next() - 0.3;
      data[i * DIM + d] = v;
      norm += v * v;
    }
    norm = Math.sqrt(norm);
    for (let d = 0; d < DIM; d++) data[i * DIM + d]! /= norm;
  }
  return data;
}

const ownerOf = (i: number): ReferenceImageOwner => (i % 10 ? { kind: 'library' } : { kind: 'designer', designer_id: `d${i % 7}` });

/**
 * Per-call times of each of `runs` for i in [0, n), after `warm` untimed rounds. The variants are
 * interleaved call by call, so a slow moment of the machine (or the JIT) hits them alike.
 */
function timeInterleaved(n: number, warm: number, runs: ((i: number) => unknown)[]): Float64Array[] {
  for (let i = 0; i < warm; i++) for (const run of runs) run(i);
  const times = runs.map(() => new Float64Array(n));
  let sink = 0;
  for (let i = 0; i < n; i++) {
    runs.forEach((run, j) => {
      const t = performance.now();
      const r = run(i);
      times[j]![i] = performance.now() - t;
      if (r) sink++;
    });
  }
  if (sink < 0) console.log(sink); // keeps the results observable
  return times.map((t) => t.sort());
}

/** The yardstick: one dot product per row into a scores array, no filter, no top-k. */
function rawScan(data: Float32Array, rows: number, q: Float32Array, scores: Float32Array): Float32Array {
  for (let row = 0; row < rows; row++) {
    let dot = 0;
    const base = row * DIM;
    for (let i = 0; i < DIM; i++) dot += data[base + i]! * q[i]!;
    scores[row] = dot;
  }
  return scores;
}

/** A row maker for `count` queries at `size`: median, p99 and the ratio to the raw scan's median (none for the raw scan). */
function queryRows(size: number, count: number, raw: Float64Array) {
  const rawMedian = percentile(raw, 50);
  return (name: string, times: Float64Array, baseline: boolean): QueryRow => ({
    name,
    size,
    queries: count,
    medianMs: percentile(times, 50),
    p99Ms: percentile(times, 99),
    ...(baseline ? {} : { ratio: rawMedian ? percentile(times, 50) / rawMedian : 0 }),
  });
}

function benchQueries(size: number, count: number, result: ImageBenchResult): void {
  const vectors = unitVectors(size, size);
  const t = performance.now();
  // The exact scan's rows: no approximate graph (see benchGraph for it).
  const index = new SimilarityIndex(DIM, { initialCapacity: size, approximateFrom: Infinity });
  for (let i = 0; i < size; i++) {
    index.add(
      {
        id: `img-${i}`,
        style: designStyleIds[i % designStyleIds.length]!,
        space: i % 3 ? 'living_room' : 'bedroom',
        projectType: 'residential_space',
        owner: ownerOf(i),
      },
      vectors.subarray(i * DIM, (i + 1) * DIM),
    );
  }
  result.indexBuildMs[String(size)] = Math.round(performance.now() - t);
  const queries = unitVectors(count, 7 + size);
  const q = (i: number) => queries.subarray((i % count) * DIM, ((i % count) + 1) * DIM);
  const scores = new Float32Array(size);
  const warm = Math.min(20, count);
  const [raw, plain, filtered] = timeInterleaved(count, warm, [
    (i) => rawScan(vectors, size, q(i), scores),
    (i) => index.query(q(i), { k: K }),
    (i) => index.query(q(i), { k: K, ...FILTER }),
  ]) as [Float64Array, Float64Array, Float64Array];
  const hits = index.query(q(0), { k: K, ...FILTER });
  if (hits.length !== K) result.problems.push(`filtered query at ${size} returned ${hits.length} hits, expected ${K}`);
  const row = queryRows(size, count, raw);
  result.queries.push(
    row('baseline raw Float32Array dot-product scan', raw, true),
    row('SimilarityIndex top-12', plain, false),
    row('SimilarityIndex top-12, owner + 3 styles', filtered, false),
  );
}

/**
 * `count` unit vectors around one centre per style (47), each centre's images spread by noise: real
 * images of a style resemble each other more than uniform noise does, which is what a graph index needs.
 */
function clusteredVectors(count: number, seed: number): Float32Array {
  const random = seededRandom(seed);
  const centres = unitVectors(designStyleIds.length, seed + 1);
  const data = new Float32Array(count * DIM);
  for (let i = 0; i < count; i++) {
    const centre = (i * 7919) % designStyleIds.length;
    let norm = 0;
    for (let d = 0; d < DIM; d++) {
      const v = centres[centre * DIM + d]! + (random.next() - 0.5) * 0.12;
      data[i * DIM + d] = v;
      norm += v * v;
    }
    norm = Math.sqrt(norm);
    for (let d = 0; d < DIM; d++) data[i * DIM + d]! /= norm;
  }
  return data;
}

/** The approximate graph at `size`: built in the background as the product builds it, then queried beside the exact scan. */
async function benchGraph(size: number, count: number, result: ImageBenchResult): Promise<void> {
  const vectors = clusteredVectors(size, 17);
  const imageOf = (i: number) => ({ id: `img-${i}`, style: designStyleIds[i % designStyleIds.length]!, space: 'living_room' as const, projectType: 'residential_space' as const, owner: ownerOf(i) });
  const exact = new SimilarityIndex(DIM, { initialCapacity: size, approximateFrom: Infinity });
  const graph = new SimilarityIndex(DIM, { initialCapacity: size });
  const t = performance.now();
  for (let i = 0; i < size; i++) graph.add(imageOf(i), vectors.subarray(i * DIM, (i + 1) * DIM));
  if (!(await graph.whenApproximate())) throw new Error('no approximate graph on this platform (usearch did not load)');
  const buildMs = Math.round(performance.now() - t);
  for (let i = 0; i < size; i++) exact.add(imageOf(i), vectors.subarray(i * DIM, (i + 1) * DIM));
  // Queries: stored images' neighbourhoods, each moved a little (a visitor's choice is like, not equal to, an image).
  const random = seededRandom(size + 3);
  const queries = new Float32Array(count * DIM);
  for (let i = 0; i < count; i++) {
    const row = Math.floor(random.next() * size);
    for (let d = 0; d < DIM; d++) queries[i * DIM + d] = vectors[row * DIM + d]! + (random.next() - 0.5) * 0.02;
  }
  const q = (i: number) => queries.subarray((i % count) * DIM, ((i % count) + 1) * DIM);
  let found = 0;
  for (let i = 0; i < count; i++) {
    const truth = new Set(exact.query(q(i), { k: K }).map((h) => h.id));
    found += graph.query(q(i), { k: K }).filter((h) => truth.has(h.id)).length;
  }
  const scores = new Float32Array(size);
  const [raw, scan, approximate] = timeInterleaved(count, Math.min(20, count), [
    (i) => rawScan(vectors, size, q(i), scores),
    (i) => exact.query(q(i), { k: K }),
    (i) => graph.query(q(i), { k: K }),
  ]) as [Float64Array, Float64Array, Float64Array];
  const row = queryRows(size, count, raw);
  result.graph = {
    size,
    buildMs,
    recall: found / (count * K),
    rows: [
      row('baseline raw scan (clustered vectors)', raw, true),
      row('SimilarityIndex top-12, exact scan', scan, false),
      row(`SimilarityIndex top-12, approximate graph + re-rank (aim ≤ ${GRAPH_AIM.medianMs} ms)`, approximate, false),
    ],
  };
  if (result.graph.recall < GRAPH_AIM.recall) result.problems.push(`approximate graph recall@${K} ${result.graph.recall.toFixed(3)} < ${GRAPH_AIM.recall}`);
}

function benchRounds(size: number, result: ImageBenchResult): void {
  const vectors = unitVectors(size, 99);
  const items: ReferenceLibraryItem[] = Array.from({ length: size }, (_, i) => ({
    id: `img-${i}`,
    style: designStyleIds[i % designStyleIds.length]!,
    space: i % 3 ? 'living_room' : 'bedroom',
    projectType: i % 4 ? 'residential_space' : 'commercial_space',
    vector: vectors.subarray(i * DIM, (i + 1) * DIM),
  }));
  const library = createReferenceLibrary(items, featureSimilarity);
  let t = performance.now();
  let state = startReferenceRounds(library, { projectType: 'residential_space', space: 'living_room', seed: 1 });
  const firstRoundMs = performance.now() - t;
  const next: number[] = [];
  while (state.status === 'choosing') {
    const offered = openRound(state)?.offered[0];
    if (!offered) break;
    t = performance.now();
    state = chooseReferenceImage(library, state, offered);
    if (state.status === 'choosing') next.push(performance.now() - t);
  }
  const sorted = Float64Array.from(next).sort();
  result.rounds = { size, firstRoundMs, nextRoundMs: next, nextRoundMedianMs: percentile(sorted, 50) };
}

/** Writes `count` photo-like PNGs (one style each) and a metadata.csv into `folder`. */
async function writeImportFolder(folder: string, count: number, width: number, height: number): Promise<Buffer[]> {
  fs.mkdirSync(folder, { recursive: true });
  const images = await Promise.all(designStyleIds.slice(0, count).map((style, i) => photoLikeImage(style, i % 5, width, height)));
  const lines = ['file,style,space,project_type,title_en,source,credit'];
  images.forEach((png, i) => {
    const file = `bench-${String(i).padStart(3, '0')}.png`;
    fs.writeFileSync(path.join(folder, file), png);
    lines.push(`${file},${designStyleIds[i]},living_room,residential_space,"Bench image ${i}",bench,"Genie bench"`);
  });
  fs.writeFileSync(path.join(folder, 'metadata.csv'), `${lines.join('\n')}\n`);
  return images;
}

async function benchImport(count: number, result: ImageBenchResult): Promise<void> {
  const width = 1200;
  const height = 900;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'genie-bench-import-'));
  try {
    const folder = path.join(dir, 'import');
    const images = await writeImportFolder(folder, count, width, height);

    // Yardstick: the same files read, decoded and resized to the largest web width, one at a time.
    await sharp(images[0]).resize({ width: 768 }).raw().toBuffer(); // warm-up
    let t = performance.now();
    for (let i = 0; i < images.length; i++) {
      const data = fs.readFileSync(path.join(folder, `bench-${String(i).padStart(3, '0')}.png`));
      await sharp(data).resize({ width: 768 }).raw().toBuffer();
    }
    const baselineSeconds = (performance.now() - t) / 1000;

    const dataDir = path.join(dir, 'data');
    t = performance.now();
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
    const openDatabaseMs = performance.now() - t;
    try {
      const ctx = { db: database.db, now: () => new Date(), storage: localDiskStorage(path.join(dataDir, 'files')), references: createReferenceCatalog(database.db) };
      t = performance.now();
      const summary = await importLibraryFolder(ctx, folder);
      const importSeconds = (performance.now() - t) / 1000;
      const added = summary.added.length;
      if (added !== count) result.problems.push(`import: ${added} of ${count} images added (${summary.skipped.map((s) => `${s.file}: ${s.reason}`).join('; ')})`);
      const imagesPerSec = added / importSeconds;
      const baselineImagesPerSec = images.length / baselineSeconds;
      result.import = {
        images: count,
        width,
        height,
        added,
        skipped: summary.skipped.length,
        skipReasons: summary.counts as Record<string, number>,
        openDatabaseMs: Math.round(openDatabaseMs),
        importSeconds,
        imagesPerSec,
        msPerImage: added ? (importSeconds * 1000) / added : 0,
        baselineImagesPerSec,
        baselineMsPerImage: (baselineSeconds * 1000) / images.length,
        ratio: baselineImagesPerSec ? imagesPerSec / baselineImagesPerSec : 0,
      };
    } finally {
      await database.close();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function runImageBench(log: (line: string) => void = console.log): Promise<ImageBenchResult> {
  const result: ImageBenchResult = { dimension: DIM, queries: [], indexBuildMs: {}, graph: null, rounds: null, import: null, problems: [] };
  const sizes: [number, number][] = [
    [10_000, positiveInt('BENCH_QUERIES_10K', 400)],
    [100_000, positiveInt('BENCH_QUERIES_100K', 60)],
  ];
  for (const [size, count] of sizes) {
    log(`· images: ${count} top-${K} queries at ${size.toLocaleString('en-US')} vectors of ${DIM}`);
    try {
      benchQueries(size, count, result);
    } catch (err) {
      result.problems.push(`similarity at ${size}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  const graphQueries = positiveInt('BENCH_QUERIES_GRAPH', 200);
  log(`· images: the approximate graph at 100,000 clustered vectors (background build, then ${graphQueries} queries beside the exact scan)`);
  try {
    await benchGraph(100_000, graphQueries, result);
  } catch (err) {
    result.problems.push(`approximate graph: ${err instanceof Error ? err.message : String(err)}`);
  }
  log('· images: round engine at 10,000');
  try {
    benchRounds(10_000, result);
  } catch (err) {
    result.problems.push(`round engine: ${err instanceof Error ? err.message : String(err)}`);
  }
  const count = Math.min(designStyleIds.length, positiveInt('BENCH_IMPORT_IMAGES', 40));
  log(`· images: import of ${count} PNGs (1200×900) into a fresh embedded database`);
  try {
    await benchImport(count, result);
  } catch (err) {
    result.problems.push(`import: ${err instanceof Error ? err.message : String(err)}`);
  }
  return result;
}

const fmt = (n: number, digits = 2) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

export function printImageBench(r: ImageBenchResult): void {
  console.log(`\nSimilarity: top-${K} over ${r.dimension}-value L2-normalised vectors (seeded); one query at a time, ratio = median ÷ the raw scan's median at the same size\n`);
  printTable(
    ['query', 'library', 'queries', 'median ms', 'p99 ms', 'vs raw scan'],
    r.queries.map((q) => [q.name, q.size.toLocaleString('en-US'), String(q.queries), fmt(q.medianMs, 3), fmt(q.p99Ms, 3), q.ratio === undefined ? 'baseline' : `${fmt(q.ratio)}x`]),
  );
  console.log(`  index built in ${Object.entries(r.indexBuildMs).map(([size, ms]) => `${ms} ms at ${Number(size).toLocaleString('en-US')}`).join(', ')}`);
  if (r.graph) {
    const g = r.graph;
    console.log(`\nApproximate graph (issue 15): top-${K} at ${g.size.toLocaleString('en-US')} clustered vectors, one query at a time, ratio = median ÷ the raw scan's median\n`);
    printTable(
      ['query', 'library', 'queries', 'median ms', 'p99 ms', 'vs raw scan'],
      g.rows.map((q) => [q.name, q.size.toLocaleString('en-US'), String(q.queries), fmt(q.medianMs, 3), fmt(q.p99Ms, 3), q.ratio === undefined ? 'baseline' : `${fmt(q.ratio)}x`]),
    );
    console.log(`  recall@${K} against the exact scan ${fmt(g.recall, 3)} (aim ≥ ${GRAPH_AIM.recall}); graph built in the background in ${(g.buildMs / 1000).toFixed(1)} s`);
  }
  if (r.rounds) {
    console.log(
      `  round engine at ${r.rounds.size.toLocaleString('en-US')}: round 1 in ${fmt(r.rounds.firstRoundMs, 1)} ms; next round median ${fmt(r.rounds.nextRoundMedianMs, 1)} ms (${r.rounds.nextRoundMs.map((ms) => fmt(ms, 1)).join(', ')})`,
    );
  }
  if (r.import) {
    const i = r.import;
    console.log(`\nImport: ${i.images} photo-like PNGs ${i.width}×${i.height} + metadata.csv through importLibraryFolder (fresh embedded database), one at a time\n`);
    printTable(
      ['path', 'images/s', 'ms/image', 'vs baseline'],
      [
        ['baseline sharp decode + resize to 768 wide', fmt(i.baselineImagesPerSec), fmt(i.baselineMsPerImage, 1), 'baseline'],
        ['importLibraryFolder (verify, dedupe, variants, features, store, insert)', fmt(i.imagesPerSec), fmt(i.msPerImage, 1), `${fmt(i.ratio, 3)}x`],
      ],
    );
    console.log(`  ${i.added} added, ${i.skipped} skipped; database opened (initdb + migrations) in ${i.openDatabaseMs} ms, not counted`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = await runImageBench();
  printImageBench(result);
  if (result.problems.length) {
    console.error(result.problems.join('\n'));
    process.exitCode = 1;
  }
}

/**
 * Benchmarks of the reference-image tools: ingestion time per image and throughput, the demo
 * library build, top-12 similarity queries at 10k and 100k images, and a round of the round engine
 * on a 100k library. Run: `npx tsx apps/server/src/images/bench/run-images-benchmark.ts [ingest|demo|query|rounds]`.
 */
import os from 'node:os';
import { designStyleIds } from '@genie/contracts';
import {
  chooseReferenceImage,
  createReferenceLibrary,
  openRound,
  seededRandom,
  startReferenceRounds,
  type ReferenceLibraryItem,
} from '@genie/core';
import { generateDemoLibrary } from '../demo-library/generate-demo-library.ts';
import { ingestImage } from '../ingest-image.ts';
import { SimilarityIndex } from '../similarity-index.ts';
import { photoLikeImage } from '../test-support/test-images.ts';
import { FEATURE_VECTOR_LENGTH, featureSimilarity } from '../visual-features.ts';

const ms = (t: number) => `${t.toFixed(1)} ms`;
/** Process CPU time in ms (all threads, sharp's included): steadier than wall time on a busy machine. */
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

async function pooled<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
}

async function benchIngest(): Promise<void> {
  const photos = await Promise.all(designStyleIds.slice(0, 12).map((style, i) => photoLikeImage(style, i % 5, 1600, 1200)));
  await ingestImage(photos[0] as Buffer); // warm-up
  let t = performance.now();
  const c = cpuMs();
  for (const photo of photos) await ingestImage(photo);
  const sequential = (performance.now() - t) / photos.length;
  const cpu = (cpuMs() - c) / photos.length;
  console.log(`ingest 1600×1200 PNG (defaults: original + WebP 320/768/1600 + JPEG, analysis): ${ms(sequential)} per image one at a time (cpu ${ms(cpu)})`);
  for (const concurrency of [2, 4]) {
    t = performance.now();
    await pooled(photos, concurrency, (p) => ingestImage(p));
    const seconds = (performance.now() - t) / 1000;
    console.log(`  ${concurrency} at a time: ${(photos.length / seconds).toFixed(1)} images/s`);
  }
}

async function benchDemoLibrary(): Promise<void> {
  const t = performance.now();
  const c = cpuMs();
  let count = 0;
  const pending: Promise<unknown>[] = [];
  for await (const image of generateDemoLibrary()) {
    pending.push(ingestImage(image.buffer, { webpEffort: 2 }).then(() => count++));
    if (pending.length >= 4) await pending.shift();
  }
  await Promise.all(pending);
  const seconds = (performance.now() - t) / 1000;
  const cpuSeconds = (cpuMs() - c) / 1000;
  console.log(`demo library: ${count} images drawn and ingested in ${seconds.toFixed(1)} s (${(count / seconds).toFixed(1)} images/s; cpu ${cpuSeconds.toFixed(1)} s)`);
}

function randomUnitVectors(count: number, seed: number): Float32Array {
  const random = seededRandom(seed);
  const data = new Float32Array(count * FEATURE_VECTOR_LENGTH);
  for (let i = 0; i < count; i++) {
    let norm = 0;
    for (let d = 0; d < FEATURE_VECTOR_LENGTH; d++) {
      const v = random.next() - 0.3;
      data[i * FEATURE_VECTOR_LENGTH + d] = v;
      norm += v * v;
    }
    norm = Math.sqrt(norm);
    for (let d = 0; d < FEATURE_VECTOR_LENGTH; d++) data[i * FEATURE_VECTOR_LENGTH + d]! /= norm;
  }
  return data;
}

function benchQueries(size: number): void {
  const vectors = randomUnitVectors(size, size);
  const index = new SimilarityIndex(FEATURE_VECTOR_LENGTH, size);
  let t = performance.now();
  for (let i = 0; i < size; i++) {
    index.add(
      {
        id: `img-${i}`,
        style: designStyleIds[i % designStyleIds.length]!,
        space: i % 3 ? 'living_room' : 'bedroom',
        projectType: 'residential_space',
        owner: i % 10 ? { kind: 'library' } : { kind: 'designer', designer_id: `d${i % 7}` },
      },
      vectors.subarray(i * FEATURE_VECTOR_LENGTH, (i + 1) * FEATURE_VECTOR_LENGTH),
    );
  }
  const build = performance.now() - t;
  const queries = randomUnitVectors(50, 7);
  const q = (i: number) => queries.subarray(i * FEATURE_VECTOR_LENGTH, (i + 1) * FEATURE_VECTOR_LENGTH);
  index.query(q(0));
  const cpuStart = process.cpuUsage();
  t = performance.now();
  for (let i = 0; i < 50; i++) index.query(q(i), { k: 12 });
  const plain = (performance.now() - t) / 50;
  const cpuUsed = process.cpuUsage(cpuStart);
  const plainCpu = (cpuUsed.user + cpuUsed.system) / 1000 / 50;
  t = performance.now();
  for (let i = 0; i < 50; i++) index.query(q(i), { k: 12, owners: [{ kind: 'library' }, { kind: 'designer', designer_id: 'd3' }], styles: ['japandi', 'modern', 'zen'] });
  const filtered = (performance.now() - t) / 50;
  console.log(`top-12 query at ${size.toLocaleString('en-US')} images: ${ms(plain)} (cpu ${ms(plainCpu)}; filtered by owner and 3 styles: ${ms(filtered)}); index built in ${ms(build)}`);
}

function benchRounds(size: number): void {
  const vectors = randomUnitVectors(size, 99);
  const items: ReferenceLibraryItem[] = Array.from({ length: size }, (_, i) => ({
    id: `img-${i}`,
    style: designStyleIds[i % designStyleIds.length]!,
    space: i % 3 ? 'living_room' : 'bedroom',
    projectType: i % 4 ? 'residential_space' : 'commercial_space',
    vector: vectors.subarray(i * FEATURE_VECTOR_LENGTH, (i + 1) * FEATURE_VECTOR_LENGTH),
  }));
  const library = createReferenceLibrary(items, featureSimilarity);
  let t = performance.now();
  let c = cpuMs();
  let state = startReferenceRounds(library, { projectType: 'residential_space', space: 'living_room', seed: 1 });
  const first = `${ms(performance.now() - t)} (cpu ${ms(cpuMs() - c)})`;
  const times: string[] = [];
  while (state.status === 'choosing') {
    t = performance.now();
    c = cpuMs();
    state = chooseReferenceImage(library, state, openRound(state)!.offered[0]!);
    if (state.status === 'choosing') times.push(`${ms(performance.now() - t)} (cpu ${ms(cpuMs() - c)})`);
  }
  console.log(`round engine at ${size.toLocaleString('en-US')} images: round 1 in ${first}; rounds 2–5 in ${times.join(', ')}`);
}

// Optional arguments pick sections: ingest, demo, query, rounds (default: all).
const sections = new Set(process.argv.slice(2));
const run = (name: string) => sections.size === 0 || sections.has(name);
console.log(`node ${process.version}, ${os.cpus().length} CPUs, load ${os.loadavg().map((l) => l.toFixed(1)).join('/')}`);
if (run('ingest')) await benchIngest();
if (run('demo')) await benchDemoLibrary();
if (run('query')) for (const size of [10_000, 100_000]) benchQueries(size);
if (run('rounds')) for (const size of [10_000, 100_000]) benchRounds(size);

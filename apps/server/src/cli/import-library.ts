// npm run library:import -- <folder> [--metadata <file>]   import images + a CSV/JSON sidecar into the shared library
// npm run library:import -- --demo [--replace]             (re)build the offline demo library into the shared library
//
// Uses the server's configuration (DATA_DIR, DATABASE_URL): the same database and file storage. On
// the embedded database (PGlite, no DATABASE_URL) stop the server first: one process at a time may
// open its data folder. With PostgreSQL a running server picks the new images up within seconds.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadEnv } from '../env.ts';
import { openDatabase } from '../db/client.ts';
import { referenceImagesRepository } from '../db/repositories/reference-images.ts';
import { createFileStorage } from '../storage/create-file-storage.ts';
import { deleteReferenceFiles } from '../references/add-reference-image.ts';
import { importLibraryFolder, type ImportEvent } from '../references/import-library-folder.ts';
import { createReferenceCatalog } from '../references/reference-catalog.ts';
import { demoLibraryPlan, seedDemoLibraryBatch, type DemoSeedProgress, type SeedContext } from '../references/seed-demo-library.ts';

const usage = `Usage:
  npm run library:import -- <folder> [--metadata <file>]
  npm run library:import -- --demo [--replace]

The folder holds the images and a metadata.csv (or metadata.json) sidecar with the columns
file, style, space, project_type, title_en, title_zh, title_ko, source, credit (and license).`;

/** A one-line progress bar on a terminal, plain lines otherwise. */
function progress(index: number, total: number, text: string): void {
  const width = 24;
  const done = total === 0 ? width : Math.round((index / total) * width);
  const bar = `[${'#'.repeat(done)}${'-'.repeat(width - done)}] ${index}/${total}`;
  if (process.stderr.isTTY) process.stderr.write(`\r\x1b[2K${bar} ${text.slice(0, 60)}`);
  else process.stderr.write(`${bar} ${text}\n`);
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { metadata: { type: 'string' }, demo: { type: 'boolean' }, replace: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help || (!values.demo && positionals.length !== 1)) {
    console.log(usage);
    return values.help ? 0 : 2;
  }
  const env = loadEnv();
  const database = await openDatabase(env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dataDir: path.join(env.DATA_DIR, 'db') });
  const storage = await createFileStorage(env);
  const ctx: SeedContext = {
    db: database.db,
    now: () => new Date(),
    storage,
    references: createReferenceCatalog(database.db),
    demoLibrary: { enabled: true },
    log: { info: () => undefined },
  };
  const started = Date.now();
  try {
    if (values.demo) {
      const plan = demoLibraryPlan(ctx.demoLibrary);
      if (values.replace) {
        const removed = await referenceImagesRepository(ctx.db).deleteLibraryBySourceKeys(plan.map((s) => s.id));
        for (const row of removed) await deleteReferenceFiles(ctx, row);
        console.log(`Removed ${removed.length} demo images.`);
      }
      const counts = { added: 0, present: 0, skipped: 0 };
      const skipped: string[] = [];
      let index = 0;
      const onImage = (p: DemoSeedProgress) => {
        index += 1;
        counts[p.outcome] += 1;
        if (p.outcome === 'skipped') skipped.push(`${p.spec.id}: ${p.reason}`);
        progress(index, plan.length, `${p.outcome} ${p.spec.id}`);
      };
      for (let offset: number | null = 0; offset !== null; ) offset = (await seedDemoLibraryBatch(ctx, offset, { batchSize: 16, onImage })).next;
      if (process.stderr.isTTY) process.stderr.write('\n');
      console.log(`Demo library: ${counts.added} added, ${counts.present} already present, ${counts.skipped} skipped (${((Date.now() - started) / 1000).toFixed(1)} s).`);
      for (const line of skipped) console.log(`  skipped ${line}`);
      return 0;
    }
    const summary = await importLibraryFolder(ctx, positionals[0] as string, {
      ...(values.metadata ? { metadataFile: values.metadata } : {}),
      onEvent: (e: ImportEvent) => progress(e.index, e.total, `${e.outcome === 'added' ? 'added' : `skipped (${e.reason})`} ${e.file}`),
    });
    if (process.stderr.isTTY) process.stderr.write('\n');
    const seconds = (Date.now() - started) / 1000;
    console.log(`Imported from ${summary.folder} (metadata: ${path.basename(summary.sidecar)}) in ${seconds.toFixed(1)} s`);
    console.log(`  added:   ${summary.added.length}${summary.added.length ? ` (${(summary.added.length / Math.max(seconds, 0.001)).toFixed(1)} images/s)` : ''}`);
    console.log(`  skipped: ${summary.skipped.length}${Object.keys(summary.counts).length ? ` (${Object.entries(summary.counts).map(([r, n]) => `${r} ${n}`).join(', ')})` : ''}`);
    for (const s of summary.skipped) console.log(`    ${s.file}: ${s.reason} — ${s.detail}`);
    return 0;
  } finally {
    storage.close?.();
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof ConfigError ? err.message : err instanceof Error ? err.message : err);
    process.exit(1);
  },
);

import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { jobs } from '../src/db/schema.ts';
import { referenceImagesRepository } from '../src/db/repositories/reference-images.ts';
import { renderDemoImage } from '../src/images/demo-library/generate-demo-library.ts';
import { planDemoLibrary } from '../src/images/demo-library/plan-demo-library.ts';
import { importLibraryFolder } from '../src/references/import-library-folder.ts';
import { parseCsv } from '../src/references/library-sidecar.ts';
import { createReferenceCatalog } from '../src/references/reference-catalog.ts';
import { localDiskStorage } from '../src/storage/local-disk-storage.ts';
import { createTestApp, registerDesigner, type TestApp } from './helpers.ts';
import { completeConversation, genieBase, startRequest, visitor } from './genie-helpers.ts';
import { getRound, smallDemoLibrary } from './references-helpers.ts';

describe('the import command', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('imports good files and reports damaged, duplicate, non-image, bad-metadata and unlisted files with why', async () => {
    const folder = path.join(t.dataDir, 'import');
    await fs.mkdir(folder);
    const specs = planDemoLibrary({ styles: ['japandi', 'industrial', 'coastal'], perStyle: 1 });
    const [a, b, c] = await Promise.all(specs.map((s) => renderDemoImage(s, 320, 240)));
    await fs.writeFile(path.join(folder, 'japandi.png'), a!);
    await fs.writeFile(path.join(folder, 'industrial.png'), b!);
    await fs.writeFile(path.join(folder, 'coastal.png'), c!);
    await fs.writeFile(path.join(folder, 'japandi-copy.jpg'), await sharp(a!).resize(200).jpeg({ quality: 70 }).toBuffer());
    await fs.writeFile(path.join(folder, 'damaged.png'), a!.subarray(0, Math.floor(a!.length / 3)));
    await fs.writeFile(path.join(folder, 'notes.png'), 'these are notes, not an image');
    await fs.writeFile(path.join(folder, 'stray.png'), c!);
    await fs.writeFile(
      path.join(folder, 'metadata.csv'),
      [
        'file,style,space,project_type,title_en,title_zh,title_ko,source,credit',
        'japandi.png,japandi,living_room,residential_space,"Calm room, oak and linen",日式客廳,재팬디 거실,https://example.com/a,Studio A',
        'industrial.png,Industrial,office,commercial_space,,,,,',
        'japandi-copy.jpg,japandi,living_room,residential_space,Copy,,,,',
        'damaged.png,coastal,bedroom,residential_space,Broken,,,,',
        'notes.png,coastal,bedroom,residential_space,Notes,,,,',
        'coastal.png,not_a_style,bedroom,residential_space,Bad,,,,',
        'missing.png,coastal,bedroom,residential_space,Gone,,,,',
      ].join('\n'),
    );
    const ctx = { db: t.database.db, now: t.clock.now, storage: localDiskStorage(path.join(t.dataDir, 'files')), references: createReferenceCatalog(t.database.db) };
    const events: string[] = [];
    const summary = await importLibraryFolder(ctx, folder, { onEvent: (e) => events.push(`${e.index}/${e.total} ${e.outcome}`) });
    expect(summary.added.sort()).toEqual(['industrial.png', 'japandi.png']);
    expect(summary.counts).toEqual({ duplicate: 1, damaged: 1, not_an_image: 1, bad_metadata: 1, missing_file: 1, no_metadata: 1 });
    const why = Object.fromEntries(summary.skipped.map((s) => [s.file, s.reason]));
    expect(why).toMatchObject({ 'japandi-copy.jpg': 'duplicate', 'damaged.png': 'damaged', 'notes.png': 'not_an_image', 'coastal.png': 'bad_metadata', 'missing.png': 'missing_file', 'stray.png': 'no_metadata' });
    expect(events).toHaveLength(8);
    expect(events.at(-1)).toBe('8/8 skipped');
    expect(await referenceImagesRepository(t.database.db).countOf(null)).toBe(2);

    // Importing again adds nothing: both are near-duplicates of what is there.
    const again = await importLibraryFolder(ctx, folder);
    expect(again.added).toEqual([]);
    expect(again.counts.duplicate).toBe(3);
  });

  it('reads quoted CSV fields with commas, quotes and line breaks', () => {
    expect(parseCsv('file,title_en\r\n"a.png","Oak, ""linen""\nand stone"\n')).toEqual([{ file: 'a.png', title_en: 'Oak, "linen"\nand stone' }]);
  });
});

describe('the demo library seeding', () => {
  let t: TestApp;
  afterAll(() => t?.close());

  it('is queued as a background job at first start on an empty library, never blocks the visitor, and runs once', async () => {
    const settings = { ...smallDemoLibrary(['japandi', 'industrial', 'bohemian'], 3), batchSize: 4 };
    const started = Date.now();
    t = await createTestApp({ REFERENCE_DEMO_LIBRARY: 'auto' }, { demoLibrary: settings });
    expect(Date.now() - started).toBeLessThan(10_000);
    const queued = await t.database.db.select().from(jobs).where(eq(jobs.type, 'seed_demo_library'));
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ status: 'queued', payload: { offset: 0 } });
    expect(await referenceImagesRepository(t.database.db).countOf(null)).toBe(0);

    // Until the library is ready the step is unavailable and skip works as before.
    const designer = await registerDesigner(t.app);
    const { token } = await startRequest(t.app, designer.genie_name);
    await completeConversation(t.app, designer.genie_name, token, 'en-US', 'residential_space');
    expect(await getRound(t.app, designer.genie_name, token)).toMatchObject({ available: false, images: [], can_choose: false });

    // Batches of 4: each run queues the next, so other jobs run in between; 9 images in all.
    await t.app.jobWorker.runDue();
    expect(await referenceImagesRepository(t.database.db).countOf(null)).toBe(9);
    const done = await t.database.db.select().from(jobs).where(eq(jobs.type, 'seed_demo_library'));
    expect(done.map((j) => j.status)).toEqual(['done', 'done', 'done']);
    const round = await getRound(t.app, designer.genie_name, token);
    expect(round).toMatchObject({ available: true, status: 'choosing', round: 1 });

    // Another app on the same, now filled, database queues nothing.
    const stop = await t.app.inject({ method: 'POST', url: `${genieBase(designer.genie_name)}/reference/stop/`, headers: visitor(token) });
    expect(stop.json()).toMatchObject({ stage: 'brief' });
  });

  it('resumes without duplicating: a rerun adds only what is missing', async () => {
    const { seedDemoLibraryBatch } = await import('../src/references/seed-demo-library.ts');
    const ctx = {
      db: t.database.db,
      now: t.clock.now,
      storage: localDiskStorage(path.join(t.dataDir, 'files')),
      references: createReferenceCatalog(t.database.db),
      demoLibrary: smallDemoLibrary(['japandi', 'industrial', 'bohemian'], 3),
      log: { info: () => undefined },
    };
    const outcomes: string[] = [];
    await seedDemoLibraryBatch(ctx, 0, { onImage: (p) => outcomes.push(p.outcome) });
    expect(outcomes).toEqual(Array(9).fill('present'));
    expect(await referenceImagesRepository(t.database.db).countOf(null)).toBe(9);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceImagesRepository } from '../src/db/repositories/reference-images.ts';
import { designers } from '../src/db/schema.ts';
import { FEATURE_VECTOR_LENGTH, FEATURE_VERSION } from '../src/images/visual-features.ts';
import { createReferenceCatalog, featureBytes } from '../src/references/reference-catalog.ts';
import { createTestApp, registerDesigner, type TestApp } from './helpers.ts';

/** Two instances' catalogues on one database: what one changes, the other sees on its next look. */
describe('the reference catalogue held by each instance', () => {
  let t: TestApp;
  let designerId: string;
  beforeAll(async () => {
    t = await createTestApp();
    const designer = await registerDesigner(t.app);
    const [row] = await t.database.db.select({ id: designers.id }).from(designers).where(eq(designers.email, designer.email));
    designerId = row!.id;
  });
  afterAll(() => t.close());

  const vector = (seed: number) => {
    const v = new Float32Array(FEATURE_VECTOR_LENGTH).map((_, i) => Math.sin(seed * 7 + i));
    const norm = Math.hypot(...v);
    return v.map((x) => x / norm);
  };
  const newImage = (owner: string | null, seed: number) => ({
    designerId: owner,
    style: 'japandi',
    space: null,
    projectType: 'residential_space',
    titles: {},
    source: {},
    width: 10,
    height: 10,
    variants: [],
    palette: [],
    phash: seed.toString(16).padStart(16, '0'),
    features: featureBytes(vector(seed)),
    featureVersion: FEATURE_VERSION,
  });
  const portfolioIds = (catalog: ReturnType<typeof createReferenceCatalog>) =>
    catalog.libraryFor(designerId).items.filter((i) => i.boost).map((i) => i.id).sort();

  it('sees a portfolio image added, changed and deleted through another instance, and the library it imported', async () => {
    const a = createReferenceCatalog(t.database.db);
    const b = createReferenceCatalog(t.database.db);
    await Promise.all([a.ensureFresh(designerId), b.ensureFresh(designerId)]);
    const repo = referenceImagesRepository(t.database.db);

    // Instance A adds one (its own change, in place), B only reads.
    await a.ensureFresh();
    const first = await repo.insert(newImage(designerId, 1));
    a.added(first);
    expect(portfolioIds(a)).toEqual([first.id]);
    await b.ensureFresh(designerId);
    expect(portfolioIds(b)).toEqual([first.id]);

    // A's own change does not make A reload; another's does, and A keeps both.
    const second = await repo.insert(newImage(designerId, 2));
    await a.ensureFresh(designerId);
    expect(portfolioIds(a)).toEqual([first.id, second.id].sort());

    // Relabelled elsewhere: the other instance's copy follows.
    await repo.updateForDesigner(designerId, first.id, { style: 'industrial' }, t.clock.now());
    await b.ensureFresh(designerId);
    expect(b.libraryFor(designerId).byId.get(first.id)?.style).toBe('industrial');

    // Deleted through B: A no longer offers it.
    const deleted = await repo.deleteForDesigner(designerId, second.id);
    b.removed(deleted!.id);
    await a.ensureFresh(designerId);
    expect(portfolioIds(a)).toEqual([first.id]);
    expect(portfolioIds(b)).toEqual([first.id]);

    // The shared library, filled by the import command (no catalogue of its own here).
    const imported = await repo.insert(newImage(null, 3));
    expect(a.librarySize()).toBe(0);
    await a.ensureFresh(designerId);
    expect(a.librarySize()).toBe(1);
    expect(a.libraryFor(designerId).byId.has(imported.id)).toBe(true);
  });
});

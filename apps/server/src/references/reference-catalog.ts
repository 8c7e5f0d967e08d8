import {
  designStyleId,
  paletteEntry,
  referenceProjectType,
  spaceName,
  type PaletteEntry,
  type ReferenceImageOwner,
} from '@genie/contracts';
import { createReferenceLibrary, type ReferenceLibrary, type ReferenceLibraryItem } from '@genie/core';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { referenceImagesRepository, type IndexedReferenceRow } from '../db/repositories/reference-images.ts';
import { findNearDuplicate } from '../images/perceptual-hash.ts';
import { SimilarityIndex, type IndexedImage } from '../images/similarity-index.ts';
import { FEATURE_VECTOR_LENGTH, FEATURE_VERSION } from '../images/visual-features.ts';

/** Relevance added to a designer's own images in their genie's rounds: their portfolio comes first. */
export const PORTFOLIO_BOOST = 0.5;
/** How often a process looks whether another process (the import command, another server) changed the table. */
const STALE_CHECK_MS = 5_000;

interface CatalogEntry {
  readonly image: IndexedImage;
  readonly palette: readonly PaletteEntry[];
  readonly phash: string;
}

/** The dot product: feature vectors are L2-normalised, so it is their cosine. */
function dot(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += (a[i] as number) * (b[i] as number);
  return s;
}

const paletteOf = z.array(paletteEntry);

/** A stored float32 vector (little-endian bytes) as a Float32Array of its own. */
export function featuresOf(bytes: Buffer): Float32Array {
  const out = new Float32Array(bytes.length / 4);
  for (let i = 0; i < out.length; i++) out[i] = bytes.readFloatLE(i * 4);
  return out;
}

export function featureBytes(vector: Float32Array): Buffer {
  const out = Buffer.alloc(vector.length * 4);
  vector.forEach((v, i) => out.writeFloatLE(v, i * 4));
  return out;
}

/**
 * The process's view of every reference image: one SimilarityIndex (vectors) and the labels the
 * round engine and dedupe need. Loaded lazily from the database on first use, updated in place by
 * this process's changes, and reloaded when another process changed the table (checked at most
 * every few seconds). The round engine gets an immutable `ReferenceLibrary` per designer, rebuilt
 * after a change.
 */
export interface ReferenceCatalog {
  /** Loads on first use, reloads when the table changed elsewhere. */
  ensureFresh(): Promise<void>;
  /** The shared library plus `designerId`'s portfolio (boosted), for the round engine. */
  libraryFor(designerId: string): ReferenceLibrary;
  /** Images in the shared library. */
  librarySize(): number;
  /** A near-duplicate of `phash` among the owner's images, if any. */
  nearDuplicate(owner: ReferenceImageOwner, phash: string): { id: string } | undefined;
  added(row: IndexedReferenceRow): void;
  updated(row: IndexedReferenceRow): void;
  removed(id: string): void;
  readonly index: SimilarityIndex;
}

export function createReferenceCatalog(db: Database, now: () => number = Date.now): ReferenceCatalog {
  const repo = referenceImagesRepository(db);
  const index = new SimilarityIndex(FEATURE_VECTOR_LENGTH);
  const entries = new Map<string, CatalogEntry>();
  let loaded: Promise<void> | null = null;
  let signature = '';
  let checkedAt = 0;
  let version = 0;
  const libraries = new Map<string, { version: number; library: ReferenceLibrary }>();
  // The shared library's items, built once per change and shared by every designer's library.
  let shared: { version: number; items: ReferenceLibraryItem[] } | null = null;

  const itemOf = (image: IndexedImage, vector: Float32Array): ReferenceLibraryItem => ({
    id: image.id,
    style: image.style,
    space: image.space,
    projectType: image.projectType,
    // A copy: the index moves rows on removal, and a library must not change under a visitor.
    vector: Float32Array.from(vector),
    palette: entries.get(image.id)?.palette ?? [],
  });

  function put(row: IndexedReferenceRow): void {
    const style = designStyleId.safeParse(row.style);
    const projectType = referenceProjectType.safeParse(row.projectType);
    const space = row.space === null ? null : spaceName.safeParse(row.space).data;
    const vector = featuresOf(row.features);
    // Images analysed by another feature version (or mislabelled by hand) are not comparable: left out.
    if (!style.success || !projectType.success || space === undefined || row.featureVersion !== FEATURE_VERSION || vector.length !== FEATURE_VECTOR_LENGTH) {
      index.remove(row.id);
      entries.delete(row.id);
      return;
    }
    const owner: ReferenceImageOwner = row.designerId ? { kind: 'designer', designer_id: row.designerId } : { kind: 'library' };
    const image: IndexedImage = { id: row.id, style: style.data, space, projectType: projectType.data, owner };
    index.add(image, vector);
    entries.set(row.id, { image, palette: paletteOf.safeParse(row.palette).data ?? [], phash: row.phash });
  }

  async function load(): Promise<void> {
    const [rows, sig] = await Promise.all([repo.listIndexed(), repo.signature()]);
    index.refresh([]);
    entries.clear();
    for (const row of rows) put(row);
    signature = sig;
    checkedAt = now();
    version += 1;
  }

  function changed(): void {
    version += 1;
    // The table moved by our own hand: the next staleness check must not reload for it.
    checkedAt = now();
    signature = '';
  }

  return {
    index,
    async ensureFresh() {
      if (!loaded) {
        loaded = load().catch((err: unknown) => {
          loaded = null;
          throw err;
        });
      }
      await loaded;
      if (now() - checkedAt < STALE_CHECK_MS) return;
      checkedAt = now();
      const sig = await repo.signature();
      if (signature === '') signature = sig;
      else if (sig !== signature) {
        loaded = load();
        await loaded;
      }
    },
    libraryFor(designerId) {
      const cached = libraries.get(designerId);
      if (cached && cached.version === version) return cached.library;
      if (!shared || shared.version !== version) {
        const items: ReferenceLibraryItem[] = [];
        for (const { image, vector } of index.entries()) if (image.owner.kind === 'library') items.push(itemOf(image, vector));
        shared = { version, items };
      }
      const own: ReferenceLibraryItem[] = [];
      for (const { image, vector } of index.entries()) {
        if (image.owner.kind === 'designer' && image.owner.designer_id === designerId) own.push({ ...itemOf(image, vector), boost: PORTFOLIO_BOOST });
      }
      const library = createReferenceLibrary(own.length ? [...own, ...shared.items] : shared.items, dot);
      if (libraries.size >= 200) libraries.clear();
      libraries.set(designerId, { version, library });
      return library;
    },
    librarySize() {
      let n = 0;
      for (const e of entries.values()) if (e.image.owner.kind === 'library') n += 1;
      return n;
    },
    nearDuplicate(owner, phash) {
      const same = (o: ReferenceImageOwner) =>
        o.kind === owner.kind && (o.kind === 'library' || (owner.kind === 'designer' && o.designer_id === owner.designer_id));
      const candidates = [...entries.values()].filter((e) => same(e.image.owner)).map((e) => ({ id: e.image.id, phash: e.phash }));
      return findNearDuplicate(phash, candidates);
    },
    added(row) {
      put(row);
      changed();
    },
    updated(row) {
      put(row);
      changed();
    },
    removed(id) {
      index.remove(id);
      entries.delete(id);
      changed();
    },
  };
}

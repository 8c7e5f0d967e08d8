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
import { catalogOwnerOf, referenceImagesRepository, type IndexedReferenceRow } from '../db/repositories/reference-images.ts';
import { findNearDuplicate } from '../images/perceptual-hash.ts';
import { SimilarityIndex, type IndexedImage } from '../images/similarity-index.ts';
import { FEATURE_VECTOR_LENGTH, FEATURE_VERSION } from '../images/visual-features.ts';

/** Relevance added to a designer's own images in their genie's rounds: their portfolio comes first. */
export const PORTFOLIO_BOOST = 0.5;

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
 * round engine and dedupe need. A cache that is safe to be stale: loaded lazily from the database on
 * first use, updated in place by this process's changes, and, for changes made elsewhere (another
 * instance, the import command), brought up to date owner by owner: every write raises its owner's
 * version in `reference_catalog_versions` ('library' or a designer id), and `ensureFresh` reloads the
 * owners whose version moved by more than this process's own changes. The round engine gets an
 * immutable `ReferenceLibrary` per designer, rebuilt after a change.
 */
export interface ReferenceCatalog {
  /**
   * Loads on first use; then reloads the owners changed elsewhere: the library and `designerId`'s
   * portfolio (one small read), or every owner when no designer is named.
   */
  ensureFresh(designerId?: string): Promise<void>;
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

export function createReferenceCatalog(db: Database): ReferenceCatalog {
  const repo = referenceImagesRepository(db);
  const index = new SimilarityIndex(FEATURE_VECTOR_LENGTH);
  const entries = new Map<string, CatalogEntry>();
  let loaded: Promise<void> | null = null;
  /** Per owner: the catalogue version this process's copy reflects, and its own changes since. */
  const known = new Map<string, number>();
  const ownChanges = new Map<string, number>();
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
    // Versions first: a write between the two reads then looks newer than the copy, and is reloaded.
    const versions = await repo.catalogVersions();
    const rows = await repo.listIndexed();
    index.refresh([]);
    entries.clear();
    for (const row of rows) put(row);
    known.clear();
    for (const [owner, v] of versions) known.set(owner, v);
    ownChanges.clear();
    version += 1;
  }

  async function reloadOwner(owner: string, ownerVersion: number): Promise<void> {
    const rows = await repo.listIndexedOf(owner);
    for (const [id, entry] of [...entries]) {
      if (catalogOwnerOf(entry.image.owner.kind === 'designer' ? entry.image.owner.designer_id : null) !== owner) continue;
      index.remove(id);
      entries.delete(id);
    }
    for (const row of rows) put(row);
    known.set(owner, ownerVersion);
    ownChanges.delete(owner);
    version += 1;
  }

  function changed(owner: string): void {
    version += 1;
    // The database version moved by our own hand too: the next check must not reload for it.
    ownChanges.set(owner, (ownChanges.get(owner) ?? 0) + 1);
  }

  return {
    index,
    async ensureFresh(designerId) {
      if (!loaded) {
        loaded = load().catch((err: unknown) => {
          loaded = null;
          throw err;
        });
        await loaded;
        return;
      }
      await loaded;
      const versions = await repo.catalogVersions(designerId ? ['library', designerId] : undefined);
      for (const [owner, current] of versions) {
        const mine = known.get(owner) ?? 0;
        // Equal: nothing moved (an own change, if any, was already in the copy it was read with).
        // Ahead by exactly this process's own changes: those are in place. Anything else: reload the owner.
        if (current === mine || current === mine + (ownChanges.get(owner) ?? 0)) {
          known.set(owner, current);
          ownChanges.delete(owner);
        } else {
          await reloadOwner(owner, current);
        }
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
      changed(catalogOwnerOf(row.designerId));
    },
    updated(row) {
      put(row);
      changed(catalogOwnerOf(row.designerId));
    },
    removed(id) {
      const owner = entries.get(id)?.image.owner;
      index.remove(id);
      entries.delete(id);
      if (owner) changed(catalogOwnerOf(owner.kind === 'designer' ? owner.designer_id : null));
    },
  };
}

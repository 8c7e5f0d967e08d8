import type { DesignStyleId, PaletteEntry, ReferenceProjectType, SpaceName } from '@genie/contracts';

/** One image as the round engine sees it: labels, a visual feature vector and (optionally) its palette. */
export interface ReferenceLibraryItem {
  readonly id: string;
  readonly style: DesignStyleId;
  readonly space: SpaceName | null;
  readonly projectType: ReferenceProjectType;
  readonly vector: ArrayLike<number>;
  readonly palette?: readonly PaletteEntry[];
  /** Added to the item's relevance; the caller uses it to put a designer's own work first. */
  readonly boost?: number;
}

/** Higher is more alike; for L2-normalised feature vectors, cosine similarity (a dot product). */
export type Similarity = (a: ArrayLike<number>, b: ArrayLike<number>) => number;

/** Treat as immutable: build a new library when images are added or removed (the engine caches per library). */
export interface ReferenceLibrary {
  readonly items: readonly ReferenceLibraryItem[];
  readonly byId: ReadonlyMap<string, ReferenceLibraryItem>;
  readonly similarity: Similarity;
}

export function createReferenceLibrary(items: readonly ReferenceLibraryItem[], similarity: Similarity): ReferenceLibrary {
  return { items, byId: new Map(items.map((item) => [item.id, item])), similarity };
}

export interface ReferenceRoundSettings {
  /** Images per round (the spec's "about 4–6"). */
  readonly roundSize: number;
  /** After this many choices the flow moves on to the report by itself. */
  readonly maxRounds: number;
  /** Images per later round chosen to be different from the choices so far. */
  readonly explorationPerRound: number;
  /**
   * An unseen image counts as "similar enough" to the choices when its weighted similarity to them
   * reaches this, or when it shares a chosen image's style. Tuned for the feature vectors of
   * apps/server/src/images: on the demo library, rooms of one style score a median 0.92, rooms of
   * different styles 0.78.
   */
  readonly minSimilarity: number;
  /** Relevance versus within-round variety when picking the similar images (MMR's lambda). */
  readonly relevanceWeight: number;
  /** How much a candidate's style share in the choices adds to its relevance, against visual likeness. */
  readonly styleWeight: number;
  /** Later choices say more about taste than the first: choice r weighs 1 + recencyGain·(r − 1). */
  readonly recencyGain: number;
}

export const defaultReferenceRoundSettings: ReferenceRoundSettings = {
  roundSize: 5,
  maxRounds: 5,
  explorationPerRound: 1,
  minSimilarity: 0.8,
  relevanceWeight: 0.7,
  styleWeight: 0.35,
  recencyGain: 0.5,
};

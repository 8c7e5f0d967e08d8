import type { DesignStyleId, ReferenceImageOwner, ReferenceProjectType, SpaceName } from '@genie/contracts';

/** What the index keeps about an image besides its vector: enough to filter a query. */
export interface IndexedImage {
  readonly id: string;
  readonly style: DesignStyleId;
  readonly space: SpaceName | null;
  readonly projectType: ReferenceProjectType;
  readonly owner: ReferenceImageOwner;
}

export interface SimilarityQuery {
  /** How many results (default 12). */
  k?: number;
  excludeIds?: Iterable<string>;
  /** Only images of these owners (e.g. the shared library and one designer's portfolio). */
  owners?: readonly ReferenceImageOwner[];
  styles?: Iterable<DesignStyleId>;
  space?: SpaceName | null;
  projectType?: ReferenceProjectType;
  /** Drop results below this cosine similarity. */
  minScore?: number;
}

export interface SimilarityHit {
  readonly id: string;
  readonly score: number;
  readonly image: IndexedImage;
}

export const DEFAULT_TOP_K = 12;

const ownerKey = (owner: ReferenceImageOwner) => (owner.kind === 'library' ? 'library' : `designer:${owner.designer_id}`);

/**
 * Brute-force cosine search over L2-normalised vectors kept in one contiguous Float32Array
 * (row i = image i). Fast enough to ~100k images (see the benchmark); kept in memory and
 * refreshed from the database on change. Removal moves the last row into the hole, so rows stay
 * contiguous.
 */
export class SimilarityIndex {
  private vectors: Float32Array;
  private images: IndexedImage[] = [];
  private readonly rowById = new Map<string, number>();

  constructor(
    public readonly dimension: number,
    initialCapacity = 1024,
  ) {
    this.vectors = new Float32Array(dimension * Math.max(1, initialCapacity));
  }

  get size(): number {
    return this.images.length;
  }

  has(id: string): boolean {
    return this.rowById.has(id);
  }

  /** Adds an image, or replaces its vector and labels when the id is already indexed. */
  add(image: IndexedImage, vector: ArrayLike<number>): void {
    if (vector.length !== this.dimension) {
      throw new Error(`vector of ${vector.length} values for an index of dimension ${this.dimension}`);
    }
    let row = this.rowById.get(image.id);
    if (row === undefined) {
      row = this.images.length;
      this.ensureCapacity(row + 1);
      this.images.push(image);
      this.rowById.set(image.id, row);
    } else {
      this.images[row] = image;
    }
    this.vectors.set(vector, row * this.dimension);
  }

  remove(id: string): boolean {
    const row = this.rowById.get(id);
    if (row === undefined) return false;
    const last = this.images.length - 1;
    if (row !== last) {
      const moved = this.images[last] as IndexedImage;
      this.images[row] = moved;
      this.rowById.set(moved.id, row);
      this.vectors.copyWithin(row * this.dimension, last * this.dimension, (last + 1) * this.dimension);
    }
    this.images.pop();
    this.rowById.delete(id);
    return true;
  }

  /** Replaces the whole content (after an import, or on start from the database). */
  refresh(entries: Iterable<{ image: IndexedImage; vector: ArrayLike<number> }>): void {
    this.images = [];
    this.rowById.clear();
    for (const { image, vector } of entries) this.add(image, vector);
  }

  /** The stored vector of an image: a view into the index, valid until the next change. */
  vectorOf(id: string): Float32Array | undefined {
    const row = this.rowById.get(id);
    return row === undefined ? undefined : this.vectors.subarray(row * this.dimension, (row + 1) * this.dimension);
  }

  /** Every indexed image with a view of its vector (for the round engine of packages/core). */
  *entries(): IterableIterator<{ image: IndexedImage; vector: Float32Array }> {
    for (let row = 0; row < this.images.length; row++) {
      yield {
        image: this.images[row] as IndexedImage,
        vector: this.vectors.subarray(row * this.dimension, (row + 1) * this.dimension),
      };
    }
  }

  /** The k most similar images to a vector, best first, after the filters. */
  query(vector: ArrayLike<number>, options: SimilarityQuery = {}): SimilarityHit[] {
    if (vector.length !== this.dimension) throw new Error(`query of ${vector.length} values, index has ${this.dimension}`);
    const k = options.k ?? DEFAULT_TOP_K;
    if (k <= 0) return [];
    const exclude = new Set(options.excludeIds ?? []);
    const owners = options.owners ? new Set(options.owners.map(ownerKey)) : null;
    const styles = options.styles ? new Set(options.styles) : null;
    const minScore = options.minScore ?? -Infinity;
    const q = Float32Array.from(vector);
    const dim = this.dimension;
    const data = this.vectors;

    // Top-k kept sorted descending in two small arrays; k is small, so insertion beats a heap.
    const topScores: number[] = [];
    const topRows: number[] = [];
    for (let row = 0; row < this.images.length; row++) {
      const image = this.images[row] as IndexedImage;
      if (exclude.size > 0 && exclude.has(image.id)) continue;
      if (owners && !owners.has(ownerKey(image.owner))) continue;
      if (styles && !styles.has(image.style)) continue;
      if (options.space !== undefined && image.space !== options.space) continue;
      if (options.projectType !== undefined && image.projectType !== options.projectType) continue;
      let dot = 0;
      const base = row * dim;
      for (let i = 0; i < dim; i++) dot += (data[base + i] as number) * (q[i] as number);
      if (dot < minScore) continue;
      if (topScores.length === k && dot <= (topScores[k - 1] as number)) continue;
      let at = topScores.length;
      while (at > 0 && (topScores[at - 1] as number) < dot) at--;
      topScores.splice(at, 0, dot);
      topRows.splice(at, 0, row);
      if (topScores.length > k) {
        topScores.pop();
        topRows.pop();
      }
    }
    return topRows.map((row, i) => {
      const image = this.images[row] as IndexedImage;
      return { id: image.id, score: topScores[i] as number, image };
    });
  }

  /** The images most like an indexed one (itself excluded). */
  similarTo(id: string, options: SimilarityQuery = {}): SimilarityHit[] {
    const vector = this.vectorOf(id);
    if (!vector) return [];
    return this.query(Float32Array.from(vector), { ...options, excludeIds: [id, ...(options.excludeIds ?? [])] });
  }

  private ensureCapacity(rows: number): void {
    if (rows * this.dimension <= this.vectors.length) return;
    let capacity = this.vectors.length / this.dimension;
    while (capacity < rows) capacity *= 2;
    const grown = new Float32Array(capacity * this.dimension);
    grown.set(this.vectors.subarray(0, this.images.length * this.dimension));
    this.vectors = grown;
  }
}

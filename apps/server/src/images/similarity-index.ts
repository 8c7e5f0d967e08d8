import type { DesignStyleId, ReferenceImageOwner, ReferenceProjectType, SpaceName } from '@genie/contracts';
import { createNeighbourGraph, type NeighbourGraph } from './neighbour-graph.ts';

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

/** From this many images on, queries go through the approximate graph (about 7 ms of exact scan here). */
export const APPROXIMATE_FROM = 20_000;
/** Candidates the graph proposes for the exact re-rank (recall@12 ≥ 0.98 at 100,000: npm run bench). */
const GRAPH_CANDIDATES = 400;
/** Images added to the graph per step of its background build (a few tens of ms), between which the event loop runs. */
const BUILD_STEP = 64;

export interface SimilarityIndexOptions {
  /** Initial room, in images. */
  initialCapacity?: number;
  /** The size from which an approximate graph is built in the background and used (default APPROXIMATE_FROM). */
  approximateFrom?: number;
}

const ownerKey = (owner: ReferenceImageOwner) => (owner.kind === 'library' ? 'library' : `designer:${owner.designer_id}`);

/**
 * Cosine search over L2-normalised vectors kept in one contiguous Float32Array (row i = image i),
 * kept in memory and refreshed from the database on change. Removal moves the last row into the
 * hole, so rows stay contiguous.
 *
 * Up to `approximateFrom` images a query scans every row. From there on the first query starts an
 * approximate nearest-neighbour graph (neighbour-graph.ts), built in the background a few dozen images
 * per turn of the event loop (an index nobody queries never pays for one), then kept up to date with
 * every change; a query asks it for
 * GRAPH_CANDIDATES candidates and ranks them by their exact score after the filters. When fewer than
 * k candidates pass the filters (a narrow filter, a high minScore), or while the graph is being built,
 * the query scans every row as before: a result is never shorter than the exact scan's.
 */
export class SimilarityIndex {
  private vectors: Float32Array;
  private images: IndexedImage[] = [];
  private readonly rowById = new Map<string, number>();
  /** Each row's key in the graph: a vector's own number, never reused (a replaced vector gets a new one). */
  private keys: number[] = [];
  private readonly rowByKey = new Map<number, number>();
  private nextKey = 0;
  private readonly approximateFrom: number;
  private graph: { nodes: NeighbourGraph; has: Set<number>; ready: boolean; built: Promise<boolean> } | null = null;

  constructor(
    public readonly dimension: number,
    options: SimilarityIndexOptions | number = {},
  ) {
    const { initialCapacity = 1024, approximateFrom = APPROXIMATE_FROM } = typeof options === 'number' ? { initialCapacity: options } : options;
    this.vectors = new Float32Array(dimension * Math.max(1, initialCapacity));
    this.approximateFrom = approximateFrom;
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
      this.forgetKey(this.keys[row] as number);
    }
    this.vectors.set(vector, row * this.dimension);
    const key = this.nextKey++;
    this.keys[row] = key;
    this.rowByKey.set(key, row);
    if (this.graph?.ready) this.addToGraph(this.graph, row);
  }

  remove(id: string): boolean {
    const row = this.rowById.get(id);
    if (row === undefined) return false;
    const last = this.images.length - 1;
    this.forgetKey(this.keys[row] as number);
    if (row !== last) {
      const moved = this.images[last] as IndexedImage;
      this.images[row] = moved;
      this.rowById.set(moved.id, row);
      this.vectors.copyWithin(row * this.dimension, last * this.dimension, (last + 1) * this.dimension);
      const movedKey = this.keys[last] as number;
      this.keys[row] = movedKey;
      this.rowByKey.set(movedKey, row);
    }
    this.images.pop();
    this.keys.pop();
    this.rowById.delete(id);
    return true;
  }

  /** Replaces the whole content (after an import, or on start from the database). */
  refresh(entries: Iterable<{ image: IndexedImage; vector: ArrayLike<number> }>): void {
    this.images = [];
    this.keys = [];
    this.rowById.clear();
    this.rowByKey.clear();
    this.graph = null; // a build under way sees that it was replaced and stops
    for (const { image, vector } of entries) this.add(image, vector);
  }

  /**
   * Starts the approximate graph if the index is large enough (as a query does) and resolves when
   * queries go through it (true); at once with false when the index is below `approximateFrom` or no
   * graph can be made on this platform.
   */
  whenApproximate(): Promise<boolean> {
    this.startGraphWhenLarge();
    return this.graph ? this.graph.built : Promise.resolve(false);
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
    const q = Float32Array.from(vector);
    this.startGraphWhenLarge();
    const top = new TopK(k);
    const exclude = new Set(options.excludeIds ?? []);
    const keep = this.filterOf(options, exclude);
    const minScore = options.minScore ?? -Infinity;
    const consider = (row: number) => {
      if (!keep(row)) return;
      const score = this.score(row, q);
      if (score >= minScore) top.offer(row, score);
    };
    if (this.graph?.ready) {
      for (const key of this.graph.nodes.search(q, GRAPH_CANDIDATES + exclude.size)) {
        const row = this.rowByKey.get(key);
        if (row !== undefined) consider(row);
      }
      if (top.full) return this.hits(top);
      top.clear();
    }
    for (let row = 0; row < this.images.length; row++) consider(row);
    return this.hits(top);
  }

  /** The images most like an indexed one (itself excluded). */
  similarTo(id: string, options: SimilarityQuery = {}): SimilarityHit[] {
    const vector = this.vectorOf(id);
    if (!vector) return [];
    return this.query(Float32Array.from(vector), { ...options, excludeIds: [id, ...(options.excludeIds ?? [])] });
  }

  /** Whether a row passes the query's filters (the cheap checks; the score comes after). */
  private filterOf(options: SimilarityQuery, exclude: Set<string>): (row: number) => boolean {
    const owners = options.owners ? new Set(options.owners.map(ownerKey)) : null;
    const styles = options.styles ? new Set(options.styles) : null;
    return (row) => {
      const image = this.images[row] as IndexedImage;
      if (exclude.size > 0 && exclude.has(image.id)) return false;
      if (owners && !owners.has(ownerKey(image.owner))) return false;
      if (styles && !styles.has(image.style)) return false;
      if (options.space !== undefined && image.space !== options.space) return false;
      if (options.projectType !== undefined && image.projectType !== options.projectType) return false;
      return true;
    };
  }

  private score(row: number, q: Float32Array): number {
    const data = this.vectors;
    const base = row * this.dimension;
    let dot = 0;
    for (let i = 0; i < this.dimension; i++) dot += (data[base + i] as number) * (q[i] as number);
    return dot;
  }

  private hits(top: TopK): SimilarityHit[] {
    return top.rows.map((row, i) => {
      const image = this.images[row] as IndexedImage;
      return { id: image.id, score: top.scores[i] as number, image };
    });
  }

  private forgetKey(key: number): void {
    this.rowByKey.delete(key);
    if (this.graph?.has.delete(key)) this.graph.nodes.remove(key);
  }

  private addToGraph(graph: NonNullable<SimilarityIndex['graph']>, row: number): void {
    const key = this.keys[row] as number;
    graph.nodes.add(key, this.vectors.subarray(row * this.dimension, (row + 1) * this.dimension));
    graph.has.add(key);
  }

  /** From `approximateFrom` images on, starts building the graph in the background, once per content. */
  private startGraphWhenLarge(): void {
    if (this.graph || this.images.length < this.approximateFrom) return;
    const nodes = createNeighbourGraph(this.dimension);
    if (!nodes) return;
    const graph = { nodes, has: new Set<number>(), ready: false, built: Promise.resolve(false) };
    this.graph = graph;
    graph.built = this.buildGraph(graph);
  }

  /**
   * Adds every row to the graph, BUILD_STEP at a time with the event loop turning in between. Rows
   * added meanwhile are reached by the cursor; a row moved behind it (by a removal) or replaced is
   * caught by a last pass over every row. Ends ready, or false when a refresh replaced the graph.
   */
  private async buildGraph(graph: NonNullable<SimilarityIndex['graph']>): Promise<boolean> {
    let cursor = 0;
    let lastPass = false;
    for (;;) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      if (this.graph !== graph) return false;
      const keys: number[] = [];
      const rows: number[] = [];
      for (; cursor < this.images.length && rows.length < BUILD_STEP; cursor++) {
        const key = this.keys[cursor] as number;
        if (!graph.has.has(key)) {
          keys.push(key);
          rows.push(cursor);
        }
      }
      if (rows.length === 0) {
        if (lastPass) {
          graph.ready = true;
          return true;
        }
        lastPass = true;
        cursor = 0;
        continue;
      }
      lastPass = false;
      const vectors = new Float32Array(rows.length * this.dimension);
      rows.forEach((row, i) => vectors.set(this.vectors.subarray(row * this.dimension, (row + 1) * this.dimension), i * this.dimension));
      graph.nodes.addMany(keys, vectors);
      for (const key of keys) graph.has.add(key);
    }
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

/** The k best rows seen so far, kept sorted best first; k is small, so insertion beats a heap. */
class TopK {
  readonly scores: number[] = [];
  readonly rows: number[] = [];
  constructor(private readonly k: number) {}

  get full(): boolean {
    return this.rows.length === this.k;
  }

  offer(row: number, score: number): void {
    if (this.full && score <= (this.scores[this.k - 1] as number)) return;
    let at = this.scores.length;
    while (at > 0 && (this.scores[at - 1] as number) < score) at--;
    this.scores.splice(at, 0, score);
    this.rows.splice(at, 0, row);
    if (this.scores.length > this.k) {
      this.scores.pop();
      this.rows.pop();
    }
  }

  clear(): void {
    this.scores.length = 0;
    this.rows.length = 0;
  }
}

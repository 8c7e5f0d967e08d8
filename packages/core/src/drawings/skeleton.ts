/**
 * From an edge mask to pixel chains.
 *
 * 1. `thinZhangSuen` erodes strokes to a 1-pixel skeleton (Zhang–Suen, 1984), visiting only the
 *    pixels still set, then removes staircase corners so every line pixel has two neighbours.
 * 2. `traceSkeleton` walks the skeleton into chains between end points and junctions (touching
 *    junction pixels form one node), prunes short spurs that thinning leaves at stroke corners and
 *    ends, and joins chains through nodes left with exactly two chains, so a drawn rectangle comes
 *    back as one closed chain. Chains are returned as pixel indices (y * width + x).
 */

export interface PixelChain {
  pixels: number[];
  closed: boolean;
}

/** Thins the mask in place (border pixels are cleared first). Returns the number of set pixels left. */
export function thinZhangSuen(mask: Uint8Array, width: number, height: number): number {
  clearBorder(mask, width, height);
  let active = collectSet(mask);
  const remove = new Int32Array(active.length);
  for (;;) {
    let changed = false;
    for (let step = 0; step < 2; step++) {
      let n = 0;
      for (let k = 0; k < active.length; k++) {
        const i = active[k]!;
        if (isRemovable(mask, i, width, step)) remove[n++] = i;
      }
      for (let k = 0; k < n; k++) mask[remove[k]!] = 0;
      if (n > 0) changed = true;
    }
    if (!changed) break;
    active = compact(active, mask);
  }
  removeStaircases(mask, active, width);
  return compact(active, mask).length;
}

function clearBorder(mask: Uint8Array, width: number, height: number): void {
  for (let x = 0; x < width; x++) {
    mask[x] = 0;
    mask[(height - 1) * width + x] = 0;
  }
  for (let y = 0; y < height; y++) {
    mask[y * width] = 0;
    mask[y * width + width - 1] = 0;
  }
}

function collectSet(mask: Uint8Array): Int32Array {
  let n = 0;
  for (let i = 0; i < mask.length; i++) if (mask[i]) n++;
  const out = new Int32Array(n);
  n = 0;
  for (let i = 0; i < mask.length; i++) if (mask[i]) out[n++] = i;
  return out;
}

function compact(list: Int32Array, mask: Uint8Array): Int32Array {
  let n = 0;
  for (let k = 0; k < list.length; k++) if (mask[list[k]!]) list[n++] = list[k]!;
  return list.subarray(0, n);
}

function isRemovable(mask: Uint8Array, i: number, width: number, step: number): boolean {
  if (!mask[i]) return false;
  const p2 = mask[i - width]!, p3 = mask[i - width + 1]!, p4 = mask[i + 1]!, p5 = mask[i + width + 1]!;
  const p6 = mask[i + width]!, p7 = mask[i + width - 1]!, p8 = mask[i - 1]!, p9 = mask[i - width - 1]!;
  const b = p2 + p3 + p4 + p5 + p6 + p7 + p8 + p9;
  if (b < 2 || b > 6) return false;
  const a =
    (+(!p2 && p3)) + (+(!p3 && p4)) + (+(!p4 && p5)) + (+(!p5 && p6)) +
    (+(!p6 && p7)) + (+(!p7 && p8)) + (+(!p8 && p9)) + (+(!p9 && p2));
  if (a !== 1) return false;
  return step === 0 ? !(p2 && p4 && p6) && !(p4 && p6 && p8) : !(p2 && p4 && p8) && !(p2 && p6 && p8);
}

/**
 * Zhang–Suen leaves 45° lines as staircases where every pixel has three or four neighbours. A pixel
 * that sits in the corner of two set side neighbours (say west and south) is redundant when its
 * neighbours stay 8-connected among themselves without it, so it is removed; lines and their
 * junctions keep their topology, and every pixel along a line ends with two neighbours.
 */
function removeStaircases(mask: Uint8Array, active: Int32Array, width: number): void {
  // Ring order N, NE, E, SE, S, SW, W, NW.
  const ring = [-width, -width + 1, 1, width + 1, width, width - 1, -1, -width - 1];
  const set = new Uint8Array(8);
  for (let k = 0; k < active.length; k++) {
    const i = active[k]!;
    if (!mask[i]) continue;
    let count = 0;
    for (let r = 0; r < 8; r++) count += set[r] = mask[i + ring[r]!]!;
    if (count < 2) continue;
    const corner = (set[0] && set[2]) || (set[2] && set[4]) || (set[4] && set[6]) || (set[6] && set[0]);
    if (corner && neighbourGroups(set) === 1) mask[i] = 0;
  }
}

/** 8-connected groups among the set ring neighbours (ring neighbours touch; so do two side neighbours around a corner). */
function neighbourGroups(set: Uint8Array): number {
  const group = [0, 1, 2, 3, 4, 5, 6, 7];
  const find = (x: number): number => (group[x] === x ? x : (group[x] = find(group[x]!)));
  const link = (a: number, b: number) => {
    if (set[a] && set[b]) group[find(a)] = find(b);
  };
  for (let r = 0; r < 8; r++) link(r, (r + 1) % 8);
  for (let r = 0; r < 8; r += 2) link(r, (r + 2) % 8);
  let groups = 0;
  for (let r = 0; r < 8; r++) if (set[r] && find(r) === r) groups++;
  return groups;
}

/** Clears 8-connected groups of set pixels whose bounding box is smaller than `minExtent` on both sides. */
export function removeSmallComponents(mask: Uint8Array, width: number, minExtent: number): void {
  const seen = new Uint8Array(mask.length);
  const stack = new Int32Array(mask.length);
  const members: number[] = [];
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i] || seen[i]) continue;
    let top = 0;
    stack[top++] = i;
    seen[i] = 1;
    members.length = 0;
    let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
    while (top > 0) {
      const p = stack[--top]!;
      members.push(p);
      const x = p % width;
      const y = (p - x) / width;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const q = p + dy * width + dx;
          // The border is clear after thinning, so neighbours never wrap round a row.
          if (q >= 0 && q < mask.length && mask[q] && !seen[q]) {
            seen[q] = 1;
            stack[top++] = q;
          }
        }
      }
    }
    if (Math.max(maxX - minX, maxY - minY) < minExtent) for (const p of members) mask[p] = 0;
  }
}

interface Chain {
  pixels: number[];
  /** Node ids at the two ends (-1 for a loop without nodes). */
  start: number;
  end: number;
  closed: boolean;
  alive: boolean;
}

/** Splits a 1-pixel skeleton into chains; spurs shorter than `spurLength` pixels hanging off junctions are dropped. */
export function traceSkeleton(skeleton: Uint8Array, width: number, spurLength: number): PixelChain[] {
  const offsets = [-width, 1, width, -1, -width + 1, width + 1, width - 1, -width - 1]; // sides first
  const degree = neighbourCounts(skeleton, width, offsets);
  const nodeOf = labelNodes(skeleton, degree, offsets);
  const visited = new Uint8Array(skeleton.length);
  const chains: Chain[] = [];

  for (let i = 0; i < skeleton.length; i++) {
    if (!skeleton[i] || nodeOf[i]! < 0) continue;
    for (const o of offsets) {
      const q = i + o;
      if (!skeleton[q]) continue;
      if (nodeOf[q]! >= 0) {
        if (nodeOf[q] !== nodeOf[i] && i < q) chains.push(chain([i, q], nodeOf[i]!, nodeOf[q]!));
        continue;
      }
      if (visited[q]) continue;
      const pixels = walk(skeleton, visited, nodeOf, offsets, i, q);
      chains.push(chain(pixels, nodeOf[i]!, nodeOf[pixels[pixels.length - 1]!] ?? -1));
    }
  }
  for (let i = 0; i < skeleton.length; i++) {
    if (!skeleton[i] || visited[i] || nodeOf[i]! >= 0) continue;
    const { pixels, closed } = walkLoop(skeleton, visited, offsets, i);
    chains.push({ pixels, start: -1, end: -1, closed, alive: true });
  }
  contractShortLinks(chains, spurLength);
  pruneSpurs(chains, spurLength);
  joinThroughNodes(chains, width);
  return chains.filter((c) => c.alive).map((c) => ({ pixels: c.pixels, closed: c.closed }));
}

function chain(pixels: number[], start: number, end: number): Chain {
  return { pixels, start, end, closed: false, alive: true };
}

function neighbourCounts(skeleton: Uint8Array, width: number, offsets: number[]): Uint8Array {
  const degree = new Uint8Array(skeleton.length);
  for (let i = width + 1; i < skeleton.length - width - 1; i++) {
    if (!skeleton[i]) continue;
    let d = 0;
    for (const o of offsets) d += skeleton[i + o]!;
    degree[i] = d;
  }
  return degree;
}

/** Node id per pixel: end points get their own id, touching junction pixels share one; -1 elsewhere. */
function labelNodes(skeleton: Uint8Array, degree: Uint8Array, offsets: number[]): Int32Array {
  const nodeOf = new Int32Array(skeleton.length).fill(-1);
  const stack: number[] = [];
  let next = 0;
  for (let i = 0; i < skeleton.length; i++) {
    if (!skeleton[i] || degree[i] === 2 || nodeOf[i]! >= 0) continue;
    const id = next++;
    nodeOf[i] = id;
    if (degree[i]! < 3) continue;
    stack.push(i);
    while (stack.length > 0) {
      const p = stack.pop()!;
      for (const o of offsets) {
        const q = p + o;
        if (skeleton[q] && degree[q]! >= 3 && nodeOf[q]! < 0) {
          nodeOf[q] = id;
          stack.push(q);
        }
      }
    }
  }
  return nodeOf;
}

/** Follows line pixels from node pixel `from` through `first` until a node pixel or a dead end. */
function walk(skeleton: Uint8Array, visited: Uint8Array, nodeOf: Int32Array, offsets: number[], from: number, first: number): number[] {
  const pixels = [from, first];
  visited[first] = 1;
  const home = nodeOf[from]!;
  let prev = from;
  let cur = first;
  for (;;) {
    let next = -1;
    let nextIsNode = false;
    for (const o of offsets) {
      const q = cur + o;
      if (!skeleton[q] || q === prev) continue;
      const node = nodeOf[q]!;
      if (node >= 0) {
        // Back into the node we left only once the chain has gone somewhere (a loop).
        if (node === home && pixels.length <= 3) continue;
        if (!nextIsNode) {
          next = q;
          nextIsNode = true;
        }
      } else if (!visited[q] && next < 0) {
        next = q;
      }
    }
    if (next < 0) return pixels;
    pixels.push(next);
    if (nextIsNode) return pixels;
    visited[next] = 1;
    prev = cur;
    cur = next;
  }
}

/** Line pixels no walk reached: rings without nodes (or leftovers), followed both ways from `start`. */
function walkLoop(skeleton: Uint8Array, visited: Uint8Array, offsets: number[], start: number): PixelChain {
  visited[start] = 1;
  const forward = follow(skeleton, visited, offsets, start);
  const backward = follow(skeleton, visited, offsets, start);
  const pixels = backward.reverse().concat([start], forward);
  const last = pixels[pixels.length - 1]!;
  const closed = pixels.length > 3 && offsets.some((o) => pixels[0]! + o === last);
  return { pixels, closed };
}

function follow(skeleton: Uint8Array, visited: Uint8Array, offsets: number[], start: number): number[] {
  const pixels: number[] = [];
  let cur = start;
  for (;;) {
    let next = -1;
    for (const o of offsets) {
      const q = cur + o;
      if (skeleton[q] && !visited[q]) {
        next = q;
        break;
      }
    }
    if (next < 0) return pixels;
    visited[next] = 1;
    pixels.push(next);
    cur = next;
  }
}

function nodeDegrees(chains: Chain[]): Map<number, number> {
  const degrees = new Map<number, number>();
  for (const c of chains) {
    if (!c.alive || c.closed) continue;
    if (c.start >= 0) degrees.set(c.start, (degrees.get(c.start) ?? 0) + 1);
    if (c.end >= 0) degrees.set(c.end, (degrees.get(c.end) ?? 0) + 1);
  }
  return degrees;
}

/**
 * Two strokes crossing at a shallow angle, or thick ones, thin to two junctions a few pixels apart.
 * A chain shorter than `maxLength` between two junctions is folded away, so they become one
 * junction where the strokes can be paired straight through.
 */
function contractShortLinks(chains: Chain[], maxLength: number): void {
  const degrees = nodeDegrees(chains);
  const parent = new Map<number, number>();
  const root = (node: number): number => {
    let r = node;
    while (parent.has(r)) r = parent.get(r)!;
    return r;
  };
  for (const c of chains) {
    if (c.closed || c.pixels.length > maxLength || c.start < 0 || c.end < 0) continue;
    if ((degrees.get(c.start) ?? 0) < 3 || (degrees.get(c.end) ?? 0) < 3) continue;
    const a = root(c.start);
    const b = root(c.end);
    if (a === b) continue;
    parent.set(a, b);
    c.alive = false;
  }
  if (parent.size === 0) return;
  for (const c of chains) {
    if (c.start >= 0) c.start = root(c.start);
    if (c.end >= 0) c.end = root(c.end);
  }
}

/**
 * Drops short chains hanging off a junction where at least two longer chains meet: the spurs
 * thinning grows at stroke corners. Short arms of small marks (an "x") stay.
 */
function pruneSpurs(chains: Chain[], spurLength: number): void {
  const degrees = nodeDegrees(chains);
  const longArms = new Map<number, number>();
  for (const c of chains) {
    if (c.closed || c.pixels.length <= spurLength) continue;
    for (const node of [c.start, c.end]) if (node >= 0) longArms.set(node, (longArms.get(node) ?? 0) + 1);
  }
  const short = chains.filter((c) => !c.closed && c.pixels.length <= spurLength).sort((x, y) => x.pixels.length - y.pixels.length);
  for (const c of short) {
    const startFree = (degrees.get(c.start) ?? 0) === 1;
    const endFree = (degrees.get(c.end) ?? 0) === 1;
    if (startFree === endFree) continue;
    const junction = startFree ? c.end : c.start;
    if ((degrees.get(junction) ?? 0) < 3 || (longArms.get(junction) ?? 0) < 2) continue;
    c.alive = false;
    degrees.set(junction, degrees.get(junction)! - 1);
  }
}

/** Cosine below which two arms leaving a junction count as one straight stroke through it (~150°). */
const THROUGH_COSINE = -0.85;

/**
 * Where exactly two chains meet, they become one; a chain meeting itself becomes a closed loop.
 * At junctions of three or more, arms that leave in nearly opposite directions are joined too,
 * so a crossing "x" is two strokes, not four.
 */
function joinThroughNodes(chains: Chain[], width: number): void {
  const atNode = new Map<number, Chain[]>();
  const attach = (node: number, c: Chain) => {
    if (node < 0) return;
    const list = atNode.get(node);
    if (list) list.push(c);
    else atNode.set(node, [c]);
  };
  const detach = (node: number, c: Chain) => {
    const list = atNode.get(node);
    if (!list) return;
    const k = list.indexOf(c);
    if (k >= 0) list.splice(k, 1);
  };
  const join = (node: number, a: Chain, b: Chain) => {
    detach(node, a);
    detach(node, b);
    if (a === b) {
      a.closed = true;
      if (a.pixels.length > 1 && a.pixels[0] === a.pixels[a.pixels.length - 1]) a.pixels.pop();
      a.start = a.end = -1;
      return;
    }
    if (a.end !== node) reverse(a);
    if (b.start !== node) reverse(b);
    const tail = b.pixels[0] === a.pixels[a.pixels.length - 1] ? b.pixels.slice(1) : b.pixels;
    const joined = chain(a.pixels.concat(tail), a.start, b.end);
    a.alive = b.alive = false;
    detach(a.start, a);
    detach(b.end, b);
    attach(joined.start, joined);
    attach(joined.end, joined);
    chains.push(joined);
  };
  for (const c of chains) {
    if (!c.alive || c.closed) continue;
    attach(c.start, c);
    attach(c.end, c);
  }
  for (const [node, list] of atNode) {
    if (list.length === 2) join(node, list[0]!, list[1]!);
    else if (list.length >= 3) joinStraightThrough(node, list, width, join);
  }
}

function joinStraightThrough(node: number, list: Chain[], width: number, join: (node: number, a: Chain, b: Chain) => void): void {
  // A chain leaving and coming back to this junction is a ring through it.
  for (const c of new Set(list)) if (c.start === c.end) join(node, c, c);
  const arms = list.slice();
  const directions = arms.map((c) => armDirection(c, node, width));
  const pairs: [number, number, number][] = [];
  for (let i = 0; i < arms.length; i++) {
    for (let j = i + 1; j < arms.length; j++) {
      const cos = directions[i]![0] * directions[j]![0] + directions[i]![1] * directions[j]![1];
      if (cos < THROUGH_COSINE) pairs.push([cos, i, j]);
    }
  }
  pairs.sort((x, y) => x[0] - y[0]);
  const used = new Set<number>();
  for (const [, i, j] of pairs) {
    if (used.has(i) || used.has(j)) continue;
    used.add(i);
    used.add(j);
    join(node, arms[i]!, arms[j]!);
  }
  // Two arms left over turn a corner here (a stroke through the corner of another).
  const rest = arms.filter((_, k) => !used.has(k));
  if (rest.length === 2) join(node, rest[0]!, rest[1]!);
}

/** Unit vector from the junction end of a chain towards a pixel a few steps along it. */
function armDirection(c: Chain, node: number, width: number): [number, number] {
  const pixels = c.pixels;
  const fromStart = c.start === node;
  const steps = Math.min(pixels.length - 1, 8);
  const a = fromStart ? pixels[0]! : pixels[pixels.length - 1]!;
  const b = fromStart ? pixels[steps]! : pixels[pixels.length - 1 - steps]!;
  const dx = (b % width) - (a % width);
  const dy = Math.floor(b / width) - Math.floor(a / width);
  const length = Math.hypot(dx, dy) || 1;
  return [dx / length, dy / length];
}

function reverse(c: Chain): void {
  c.pixels.reverse();
  const s = c.start;
  c.start = c.end;
  c.end = s;
}

import type { ReferenceImageDraft } from '@genie/contracts';
import { mixSeed, seededRandom, type SeededRandom } from '@genie/core';
import { loadSharp } from '../sharp.ts';
import { drawGraphic } from './draw-graphics.ts';
import { drawRoom, roomKindBySpace } from './draw-room.ts';
import { demoImageDraft, planDemoLibrary, type DemoImageSpec, type PlanDemoLibraryOptions } from './plan-demo-library.ts';
import { styleLook } from './style-look.ts';
import type { Framing } from './svg.ts';

export interface GenerateDemoLibraryOptions extends PlanDemoLibraryOptions {
  /** Output size in pixels (4:3 drawings; default 960×720). */
  width?: number;
  height?: number;
  /** Images rendered at once (sharp works on the libuv thread pool). */
  concurrency?: number;
}

export interface DemoLibraryImage {
  readonly id: string;
  /** A lossless PNG, ready for `ingestImage`. */
  readonly buffer: Buffer;
  readonly metadata: ReferenceImageDraft;
}

/** A random camera and light for one image (rooms are only mirrored and lit from the sides). */
function framingOf(random: SeededRandom, room: boolean): Framing {
  return {
    zoom: 1 + random.next() * (room ? 0.3 : 0.25),
    panX: random.next(),
    panY: room ? 0.3 + random.next() * 0.4 : random.next(),
    mirror: random.next() < 0.5,
    lightAngle: random.next() * Math.PI * 2,
    lightStrength: 0.05 + random.next() * 0.1,
  };
}

/** The SVG source of one demo image. Deterministic: the same spec always draws the same picture. */
export function demoImageSvg(spec: DemoImageSpec, width = 960, height = 720): string {
  const look = styleLook(spec.style);
  const random = seededRandom(spec.seed);
  const framing = framingOf(seededRandom(mixSeed(spec.seed, 1)), spec.drawing.kind === 'room');
  if (spec.drawing.kind === 'graphic') return drawGraphic(look, spec.drawing.graphic, random, width, height, framing);
  return drawRoom(look, roomKindBySpace[spec.drawing.space] ?? 'living', random, width, height, framing);
}

export async function renderDemoImage(spec: DemoImageSpec, width = 960, height = 720): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(demoImageSvg(spec, width, height))).png({ compressionLevel: 3 }).toBuffer();
}

/**
 * The demo library that ships with the product: every one of the 47 styles drawn offline by code
 * (rooms, brand boards, packaging, websites in the style's palette, materials and forms) — no
 * downloads, no copyrighted images. Yields in plan order; feed each buffer to `ingestImage`.
 */
export async function* generateDemoLibrary(options: GenerateDemoLibraryOptions = {}): AsyncGenerator<DemoLibraryImage> {
  const specs = planDemoLibrary(options);
  const width = options.width ?? 960;
  const height = options.height ?? 720;
  const concurrency = Math.max(1, options.concurrency ?? 4);
  const render = (spec: DemoImageSpec) => {
    const rendering = renderDemoImage(spec, width, height).then((buffer) => ({ id: spec.id, buffer, metadata: demoImageDraft(spec) }));
    rendering.catch(() => undefined); // a failure surfaces when its turn is awaited, not as an unhandled rejection
    return rendering;
  };
  const pending: Promise<DemoLibraryImage>[] = [];
  let next = 0;
  while (next < specs.length && pending.length < concurrency) pending.push(render(specs[next++] as DemoImageSpec));
  while (pending.length > 0) {
    const image = await (pending.shift() as Promise<DemoLibraryImage>);
    if (next < specs.length) pending.push(render(specs[next++] as DemoImageSpec));
    yield image;
  }
}

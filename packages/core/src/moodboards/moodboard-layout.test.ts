import { describe, expect, it } from 'vitest';
import {
  layoutMoodboard,
  moodboardImageSlots,
  moodboardTemplates,
  moveMoodboardItem,
  swapMoodboardImages,
  type MoodboardContent,
  type MoodboardItem,
} from './moodboard-layout.ts';

const content = (images: number): MoodboardContent => ({
  images: Array.from({ length: images }, (_, i) => ({ id: `img-${i}`, width: i % 2 ? 800 : 1200, height: i % 2 ? 1200 : 800 })),
  palette: [{ hex: '#f2efe9', name: 'Chalk' }, { hex: '#c8b69a' }, { hex: '#8a7f6b' }, { hex: '#4d5a4a' }, { hex: '#2b2b2b' }],
  materials: ['Light oak', 'Linen', 'Lime plaster'],
  concept: 'Japandi for the living room: calm, natural and warm.',
  title: 'Japandi Living Room',
});

const overlap = (a: MoodboardItem, b: MoodboardItem) =>
  Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x)) * Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));
const area = (i: MoodboardItem) => i.w * i.h;
const canvases = [
  { width: 1600, height: 1200 },
  { width: 1080, height: 1350 },
  { width: 1920, height: 1080 },
  { width: 600, height: 600 },
];

describe('mood-board layouts', () => {
  describe.each(moodboardTemplates)('the %s template', (template) => {
    it.each(canvases)('keeps every item on a $width×$height canvas, nothing overlapping, the hero largest', (canvas) => {
      for (const count of [0, 1, 2, 3, 4, 5, 8]) {
        const layout = layoutMoodboard(template, content(count), canvas);
        const label = `${template} ${count} images`;
        for (const item of layout.items) {
          expect(item.x, label).toBeGreaterThanOrEqual(0);
          expect(item.y, label).toBeGreaterThanOrEqual(0);
          expect(item.w, label).toBeGreaterThan(0);
          expect(item.h, label).toBeGreaterThan(0);
          expect(item.x + item.w, label).toBeLessThanOrEqual(canvas.width);
          expect(item.y + item.h, label).toBeLessThanOrEqual(canvas.height);
        }
        for (const [i, a] of layout.items.entries()) for (const b of layout.items.slice(i + 1)) expect(overlap(a, b), `${label}: ${a.id} / ${b.id}`).toBe(0);
        const images = layout.items.filter((i) => i.kind === 'image');
        expect(images.length).toBe(Math.min(count, moodboardImageSlots[template]));
        if (images.length) {
          expect(images[0]!.ref).toBe('img-0');
          for (const other of images.slice(1)) expect(area(images[0]!), label).toBeGreaterThan(area(other));
        }
        expect(layout.items.filter((i) => i.kind === 'swatch').map((i) => i.ref)).toEqual(content(0).palette.map((s) => s.hex));
        expect(layout.items.find((i) => i.kind === 'title')?.ref).toBe('Japandi Living Room');
        expect(layout.items.find((i) => i.id === 'concept')?.ref).toContain('calm, natural');
        expect(layout.items.find((i) => i.id === 'materials')?.ref).toBe('Light oak · Linen · Lime plaster');
      }
    });
  });

  it('lays the templates out differently', () => {
    const heroes = moodboardTemplates.map((t) => JSON.stringify(layoutMoodboard(t, content(5), canvases[0]!).items.find((i) => i.kind === 'image')));
    expect(new Set(heroes).size).toBe(moodboardTemplates.length);
  });

  it('leaves out a text it has no words for', () => {
    const layout = layoutMoodboard('grid', { ...content(3), concept: '  ', materials: [] }, canvases[0]!);
    expect(layout.items.some((i) => i.kind === 'text')).toBe(false);
  });

  it('moves an item by a drag, kept on the canvas and brought to the top, without changing the original', () => {
    const layout = layoutMoodboard('hero-left', content(4), { width: 1600, height: 1200 });
    const before = JSON.stringify(layout);
    const hero = layout.items.find((i) => i.id === 'image-0')!;
    const moved = moveMoodboardItem(layout, 'image-0', 40, 25);
    const after = moved.items.find((i) => i.id === 'image-0')!;
    expect([after.x, after.y]).toEqual([hero.x + 40, hero.y + 25]);
    expect(after.z).toBeGreaterThan(Math.max(...layout.items.map((i) => i.z)));
    expect(JSON.stringify(layout)).toBe(before);

    const far = moveMoodboardItem(layout, 'swatch-0', 99_999, -99_999).items.find((i) => i.id === 'swatch-0')!;
    expect(far.x + far.w).toBe(1600);
    expect(far.y).toBe(0);
    const left = moveMoodboardItem(layout, 'title', -5000, 5000).items.find((i) => i.id === 'title')!;
    expect(left.x).toBe(0);
    expect(left.y + left.h).toBe(1200);
    expect(moveMoodboardItem(layout, 'nope', 10, 10)).toBe(layout);
  });

  it('swaps two images between their slots, so a supporting image can become the hero', () => {
    const layout = layoutMoodboard('grid', content(4), { width: 1600, height: 1200 });
    const swapped = swapMoodboardImages(layout, 'image-0', 'image-2');
    const at = (id: string) => swapped.items.find((i) => i.id === id)!;
    expect(at('image-0').ref).toBe('img-2');
    expect(at('image-2').ref).toBe('img-0');
    expect([at('image-0').x, at('image-0').w]).toEqual([layout.items.find((i) => i.id === 'image-0')!.x, layout.items.find((i) => i.id === 'image-0')!.w]);
    expect(swapMoodboardImages(layout, 'image-0', 'swatch-1')).toBe(layout);
    expect(layout.items.find((i) => i.id === 'image-0')!.ref).toBe('img-0');
  });
});

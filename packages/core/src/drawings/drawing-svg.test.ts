import { describe, expect, it } from 'vitest';
import { drawingToSvg } from './drawing-svg.ts';
import type { LineDrawing } from './trace-drawing.ts';

const drawing: LineDrawing = {
  width: 400,
  height: 300,
  paths: [
    { layer: 'outline', points: [[50, 40], [250, 40], [250, 190], [50, 190]], closed: true },
    { layer: 'outline', points: [[290, 60], [370, 250]], closed: false },
    { layer: 'detail', points: [[100, 100], [100, 112], [107, 112]], closed: false },
  ],
};

/** Every opened tag is closed in order (a small well-formedness check without a DOM). */
function expectBalancedTags(xml: string) {
  const stack: string[] = [];
  for (const match of xml.replace(/<\?xml[^>]*\?>/, '').matchAll(/<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g)) {
    const [, closing, name, , selfClosing] = match;
    if (selfClosing) continue;
    if (closing) expect(stack.pop()).toBe(name);
    else stack.push(name!);
  }
  expect(stack).toEqual([]);
  // No stray markup characters outside tags.
  expect(xml.replace(/<[^>]*>/g, '').trim()).toBe('');
}

const attribute = (svg: string, tag: string, name: string) => new RegExp(`<${tag}\\b[^>]*\\s${name}="([^"]*)"`).exec(svg)?.[1];

describe('drawingToSvg', () => {
  it('writes a well-formed standalone SVG with one group per layer', () => {
    const svg = drawingToSvg(drawing);
    expectBalancedTags(svg);
    expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(attribute(svg, 'svg', 'viewBox')).toBe('0 0 400 300');
    expect(attribute(svg, 'svg', 'width')).toBe('400');
    const outline = /<g id="outline"[^>]*>([\s\S]*?)<\/g>/.exec(svg)![1]!;
    const detail = /<g id="detail"[^>]*>([\s\S]*?)<\/g>/.exec(svg)![1]!;
    expect(outline.match(/<path /g)).toHaveLength(2);
    expect(detail.match(/<path /g)).toHaveLength(1);
    expect(outline).toContain('d="M50 40 L250 40 L250 190 L50 190 Z"');
    expect(detail).toContain('d="M100 100 L100 112 L107 112"');
  });

  it('draws outlines heavier than details', () => {
    const svg = drawingToSvg(drawing);
    const width = (id: string) => Number(new RegExp(`<g id="${id}"[^>]*stroke-width="([^"]+)"`).exec(svg)![1]);
    expect(width('outline')).toBeGreaterThan(width('detail'));
  });

  it('gives a physical size in millimetres when the drawing has a real scale, keeping the pixel viewBox', () => {
    const svg = drawingToSvg(drawing, { scale: { unit: 'mm', unitsPerPixel: 5 } });
    expect(attribute(svg, 'svg', 'width')).toBe('2000mm');
    expect(attribute(svg, 'svg', 'height')).toBe('1500mm');
    expect(attribute(svg, 'svg', 'viewBox')).toBe('0 0 400 300');
  });

  it('escapes colours given by the caller and paints the background when asked', () => {
    const svg = drawingToSvg(drawing, { stroke: '"/><script>x</script>', background: 'white' });
    expectBalancedTags(svg);
    expect(svg).not.toContain('<script');
    expect(svg).toContain('stroke="&quot;/&gt;&lt;script&gt;x&lt;/script&gt;"');
    expect(attribute(svg, 'rect', 'fill')).toBe('white');
  });

  it('writes empty layer groups for an empty drawing', () => {
    const svg = drawingToSvg({ width: 10, height: 10, paths: [] });
    expectBalancedTags(svg);
    expect(svg).toMatch(/<g id="outline"[^>]*>\s*<\/g>/);
    expect(svg).toMatch(/<g id="detail"[^>]*>\s*<\/g>/);
  });
});

import { describe, expect, it } from 'vitest';
import { layoutMoodboard, moodboardTemplates, type MoodboardContent } from './moodboard-layout.ts';
import { escapeXml, renderMoodboardSvg, wrapText } from './moodboard-svg.ts';

/** A small XML well-formedness check: balanced tags, quoted attributes, no stray `<` or `&`. */
function wellFormed(xml: string): string | null {
  const stack: string[] = [];
  const tag = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/y;
  let at = 0;
  while (at < xml.length) {
    const lt = xml.indexOf('<', at);
    const text = xml.slice(at, lt === -1 ? xml.length : lt);
    if (/&(?!(?:amp|lt|gt|quot|apos|#\d+);)/.test(text)) return `bad entity in ${JSON.stringify(text)}`;
    if (lt === -1) break;
    tag.lastIndex = lt;
    const m = tag.exec(xml);
    if (!m) return `bad tag at ${xml.slice(lt, lt + 60)}`;
    const [, close, name, attributes, selfClose] = m;
    if (/&(?!(?:amp|lt|gt|quot|apos|#\d+);)/.test(attributes!)) return `bad entity in attributes of ${name}`;
    if (close) {
      if (stack.pop() !== name) return `unbalanced </${name}>`;
    } else if (!selfClose) stack.push(name!);
    at = tag.lastIndex;
  }
  return stack.length ? `unclosed <${stack.at(-1)}>` : null;
}

const content: MoodboardContent = {
  images: [
    { id: 'hero', width: 1200, height: 800 },
    { id: 'b', width: 800, height: 800 },
    { id: 'c', width: 600, height: 900 },
  ],
  palette: [{ hex: '#f2efe9', name: 'Chalk & "Cream"' }, { hex: '#4d5a4a', name: 'Moss' }, { hex: '#2b2b2b' }],
  materials: ['Oak <solid>', 'Linen'],
  concept: 'Calm & quiet: <script>alert("x")</script> a room that breathes.',
  title: 'Japandi <Living> & "Room"',
};
const hrefs = { hero: 'https://cdn.example.com/a.jpg?w=1&h=2', b: 'data:image/png;base64,iVBORw0KGgo=' };

describe('the mood board as SVG', () => {
  it.each(moodboardTemplates)('is well-formed and escapes every text (%s)', (template) => {
    const svg = renderMoodboardSvg(layoutMoodboard(template, content, { width: 1600, height: 1200 }), content, hrefs);
    expect(wellFormed(svg)).toBeNull();
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200"')).toBe(true);
    expect(svg).not.toContain('<script');
    expect(svg).toContain('&lt;script&gt;');
    expect(svg).toContain('Japandi &lt;Living&gt; &amp; &quot;Room&quot;');
  });

  it('places the images by href, cropped to their slots; an image without href is a placeholder', () => {
    const svg = renderMoodboardSvg(layoutMoodboard('grid', content, { width: 1600, height: 1200 }), content, hrefs);
    expect(svg).toContain('href="https://cdn.example.com/a.jpg?w=1&amp;h=2"');
    expect(svg).toContain('href="data:image/png;base64,iVBORw0KGgo="');
    expect(svg.match(/<image /g)).toHaveLength(2);
    expect(svg).toContain('preserveAspectRatio="xMidYMid slice"');
  });

  it('labels each swatch with its hex code and name', () => {
    const svg = renderMoodboardSvg(layoutMoodboard('strip', content, { width: 1600, height: 1200 }), content, hrefs);
    for (const hex of ['#F2EFE9', '#4D5A4A', '#2B2B2B']) expect(svg).toContain(`>${hex}<`);
    expect(svg).toContain('fill="#4d5a4a"');
    expect(svg).toContain('Moss');
  });

  it('writes nothing outside the canvas: text lines stay inside their boxes', () => {
    const long = { ...content, concept: 'A very long concept sentence that keeps going. '.repeat(40) };
    const layout = layoutMoodboard('hero-left', long, { width: 1080, height: 1350 });
    const svg = renderMoodboardSvg(layout, long, hrefs);
    const box = layout.items.find((i) => i.id === 'concept')!;
    const ys = [...svg.matchAll(/<tspan x="(\d+(?:\.\d+)?)" y="(\d+(?:\.\d+)?)">([^<]*)<\/tspan>/g)].filter((m) => Number(m[1]) === box.x);
    const conceptLines = ys.filter((m) => Number(m[2]) >= box.y && Number(m[2]) <= box.y + box.h + 1);
    expect(conceptLines.length).toBeGreaterThan(1);
    expect(conceptLines.at(-1)![3]).toMatch(/…$/);
  });
});

it('drops control characters XML cannot hold', () => {
  expect(escapeXml('a\u0001b\u000b<c>\n')).toBe('ab&lt;c&gt;\n');
});

describe('wrapping text to a box', () => {
  it('breaks Latin text at spaces only', () => {
    const lines = wrapText('Light oak, linen and lime plaster set a calm tone', 120, 14);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect('Light oak, linen and lime plaster set a calm tone').toContain(line);
    expect(lines.join(' ')).toBe('Light oak, linen and lime plaster set a calm tone');
  });

  it('breaks Chinese and Korean between any two characters', () => {
    const zh = wrapText('以淺色橡木、亞麻與石灰泥定調，搭配俐落線條與低矮家具。', 100, 20);
    expect(zh.length).toBeGreaterThan(2);
    expect(zh.every((l) => l.length <= 5 || (l.length === 6 && /[，。、]$/.test(l)))).toBe(true);
    expect(zh.join('')).toBe('以淺色橡木、亞麻與石灰泥定調，搭配俐落線條與低矮家具。');
    const ko = wrapText('밝은 오크와 리넨으로 차분한 분위기를 만듭니다', 100, 20);
    expect(ko.some((l) => /[가-힣]$/.test(l) && !l.endsWith('니다'))).toBe(true);
    expect(ko.join('').replace(/\s/g, '')).toBe('밝은오크와리넨으로차분한분위기를만듭니다');
  });

  it('ends with an ellipsis when the box holds fewer lines', () => {
    const lines = wrapText('one two three four five six seven eight nine ten', 60, 14, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/…$/);
  });
});

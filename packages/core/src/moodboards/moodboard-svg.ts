import type { MoodboardContent, MoodboardItem, MoodboardLayout } from './moodboard-layout.ts';

/** Fonts that carry Latin, Traditional Chinese and Hangul alike. */
const FONT = "system-ui, -apple-system, 'Segoe UI', 'Noto Sans TC', 'PingFang TC', 'Noto Sans KR', 'Apple SD Gothic Neo', sans-serif";
const INK = '#2b2b2b';
const MUTED = '#6b6b6b';

/** Text and attribute values made safe for XML. */
export function escapeXml(text: string): string {
  // Control characters other than tab and line breaks are not allowed in XML 1.0.
  const allowed = [...text].filter((ch) => ch >= ' ' || ch === '\t' || ch === '\n' || ch === '\r').join('');
  return allowed
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Chinese, Japanese and Korean characters: a line may break between any two of them. */
const wide = /[\u1100-\u11ff\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/;

/** A character's width in ems, roughly: CJK and Hangul are square, Latin about half. */
function charWidth(ch: string): number {
  if (wide.test(ch)) return 1;
  // Generous: fonts differ (DejaVu Sans is wide), and a line that wraps early is better than one that spills.
  if (/[A-Z#@%&mwMW]/.test(ch)) return 0.76;
  if (/[\s.,;:'!|il]/.test(ch)) return 0.34;
  return 0.62;
}
const textWidth = (text: string, fontSize: number) => [...text].reduce((sum, ch) => sum + charWidth(ch), 0) * fontSize;

/**
 * Splits text into lines that fit `maxWidth`: Latin breaks at spaces (a word too long for a line is
 * cut), Chinese and Korean between any two characters. Lines past `maxLines` are dropped and the
 * last kept line ends with an ellipsis.
 */
export function wrapText(text: string, maxWidth: number, fontSize: number, maxLines = Infinity): string[] {
  // Tokens: each CJK/Hangul character alone, Latin runs as words, spaces as break points.
  const tokens = text.replace(/\s+/g, ' ').trim().match(new RegExp(`${wide.source}|[^\\s\\u1100-\\u11ff\\u2e80-\\u9fff\\uac00-\\ud7af\\uf900-\\ufaff\\uff00-\\uffef]+| `, 'g')) ?? [];
  const lines: string[] = [];
  let line = '';
  const push = () => {
    if (line.trim()) lines.push(line.trim());
    line = '';
  };
  for (const token of tokens) {
    if (token === ' ') {
      if (line) line += ' ';
      continue;
    }
    if (textWidth(line + token, fontSize) <= maxWidth) {
      line += token;
      continue;
    }
    // Closing punctuation stays with the character before it rather than opening a line.
    if (/^[，。、；：！？」』）,.;:!?)]$/.test(token) && line) {
      line += token;
      continue;
    }
    push();
    let rest = token;
    while (textWidth(rest, fontSize) > maxWidth && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && textWidth(rest.slice(0, cut), fontSize) > maxWidth) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  push();
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, Math.max(1, maxLines));
  let last = kept.at(-1)!;
  while (last.length > 1 && textWidth(`${last}…`, fontSize) > maxWidth) last = last.slice(0, -1);
  kept[kept.length - 1] = `${last.trimEnd()}…`;
  return kept;
}

function textBlock(item: MoodboardItem, fontSize: number, options: { weight?: number; fill?: string; lineHeight?: number } = {}): string {
  const lineHeight = fontSize * (options.lineHeight ?? 1.4);
  const maxLines = Math.max(1, Math.floor(item.h / lineHeight));
  // Half an em to spare: the widths are estimates, and closing punctuation may hang past the edge.
  const lines = wrapText(item.ref, Math.max(fontSize, item.w - fontSize * 0.5), fontSize, maxLines);
  const tspans = lines
    .map((l, i) => `<tspan x="${item.x}" y="${round(item.y + fontSize + i * lineHeight)}">${escapeXml(l)}</tspan>`)
    .join('');
  return `<text font-family="${escapeXml(FONT)}" font-size="${round(fontSize)}"${options.weight ? ` font-weight="${options.weight}"` : ''} fill="${options.fill ?? INK}">${tspans}</text>`;
}

const round = (n: number) => Math.round(n * 10) / 10;
const hexColour = (hex: string) => (/^#[0-9a-f]{6}$/i.test(hex) || /^#[0-9a-f]{3}$/i.test(hex) ? hex : '#cccccc');

function image(item: MoodboardItem, index: number, href: string | undefined): string {
  const box = `x="${item.x}" y="${item.y}" width="${item.w}" height="${item.h}"`;
  if (!href) return `<rect ${box} fill="#e7e4df"/>`;
  const clip = `mb-clip-${index}`;
  return `<clipPath id="${clip}"><rect ${box}/></clipPath><image ${box} href="${escapeXml(href)}" preserveAspectRatio="xMidYMid slice" clip-path="url(#${clip})"/>`;
}

function swatch(item: MoodboardItem, name: string | undefined): string {
  const fill = hexColour(item.ref);
  const label = Math.min(item.h * 0.3, 40);
  const colourH = item.h - label;
  const fontSize = Math.max(8, Math.min(14, label / (name ? 2.6 : 1.6), item.w / 6));
  const code = { ...item, y: item.y + colourH + 2, h: label, ref: fill.toUpperCase() };
  const named = name ? { ...item, y: item.y + colourH + 2 + fontSize * 1.2, h: label - fontSize * 1.2, ref: name } : null;
  return [
    `<rect x="${item.x}" y="${item.y}" width="${item.w}" height="${round(colourH)}" fill="${escapeXml(fill)}"/>`,
    textBlock(code, fontSize, { weight: 600, lineHeight: 1.2 }),
    named ? textBlock(named, fontSize, { fill: MUTED, lineHeight: 1.2 }) : '',
  ].join('');
}

/**
 * The mood board as a standalone SVG (what PNG and PDF exports are made from): images by their
 * hrefs, cropped to their slots; swatches with their hex codes; texts wrapped to their boxes.
 */
export function renderMoodboardSvg(layout: MoodboardLayout, content: MoodboardContent, imageHrefs: Readonly<Record<string, string>>): string {
  const { width, height } = layout.canvas;
  const names = new Map(content.palette.map((s) => [s.hex.toLowerCase(), s.name]));
  const body = [...layout.items]
    .map((item, index) => ({ item, index }))
    .sort((a, b) => a.item.z - b.item.z || a.index - b.index)
    .map(({ item, index }) => {
      switch (item.kind) {
        case 'image':
          return image(item, index, imageHrefs[item.ref]);
        case 'swatch':
          return swatch(item, names.get(item.ref.toLowerCase()));
        case 'title':
          return textBlock(item, Math.max(14, Math.min(item.h * 0.62, 48)), { weight: 700, lineHeight: 1.2 });
        case 'text':
          return textBlock(item, Math.max(11, Math.min(18, width / 60)), { fill: item.id === 'materials' ? MUTED : INK });
      }
    })
    .join('\n');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="#faf8f5"/>`,
    body,
    '</svg>',
  ].join('\n');
}

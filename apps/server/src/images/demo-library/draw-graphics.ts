import type { SeededRandom } from '@genie/core';
import { materialSwatch } from './material-swatch.ts';
import { patternDef } from './patterns.ts';
import type { StyleLook } from './style-look.ts';
import { CANVAS_HEIGHT as H, CANVAS_WIDTH as W, circle, ellipse, line, linearGradient, path, polygon, rect, shade, svgDocument, tint, type Framing } from './svg.ts';

export type GraphicKind = 'brand_board' | 'packaging' | 'website';

const between = (random: SeededRandom, a: number, b: number) => a + (b - a) * random.next();

/** A logo mark built from the style's forms: arch, circle, lattice, chevron, leaf or blocks. */
function logoMark(look: StyleLook, cx: number, cy: number, r: number, colour: string, ink: string): string {
  switch (look.window === 'rect' ? look.pattern : look.window) {
    case 'arch':
    case 'horseshoe':
      return path(`M${cx - r} ${cy + r} L${cx - r} ${cy} A${r} ${r} 0 0 1 ${cx + r} ${cy} L${cx + r} ${cy + r} Z`, { fill: colour }) + circle(cx, cy + r * 0.2, r * 0.3, { fill: ink });
    case 'round':
      return circle(cx, cy, r, { fill: 'none', stroke: colour, 'stroke-width': r * 0.22 }) + circle(cx, cy, r * 0.35, { fill: ink });
    case 'lattice':
    case 'grid': {
      const bar = { stroke: ink, 'stroke-width': r * 0.08 };
      const at = (i: number) => cx - r + (2 * r * i) / 3;
      return (
        rect(cx - r, cy - r, 2 * r, 2 * r, { fill: colour }) +
        [1, 2].map((i) => line(at(i), cy - r, at(i), cy + r, bar) + line(cx - r, at(i) - cx + cy, cx + r, at(i) - cx + cy, bar)).join('')
      );
    }
    case 'chevron':
      return [0, 1, 2]
        .map((i) => {
          const lift = i * r * 0.45;
          const d = `M${cx - r} ${cy + r * 0.2 - lift} L${cx} ${cy - r * 0.5 - lift} L${cx + r} ${cy + r * 0.2 - lift}`;
          return path(d, { fill: 'none', stroke: i === 1 ? ink : colour, 'stroke-width': r * 0.2 });
        })
        .join('');
    case 'leaves':
    case 'dots':
      return (
        path(`M${cx - r} ${cy + r} Q${cx - r} ${cy - r} ${cx + r} ${cy - r} Q${cx + r} ${cy + r} ${cx - r} ${cy + r} Z`, { fill: colour }) +
        line(cx - r, cy + r, cx + r * 0.6, cy - r * 0.6, { stroke: ink, 'stroke-width': r * 0.08 })
      );
    case 'geometric':
      return (
        circle(cx - r * 0.4, cy + r * 0.3, r * 0.55, { fill: colour }) +
        rect(cx - r * 0.1, cy - r, r * 1.1, r * 1.1, { fill: ink }) +
        polygon([[cx - r, cy - r * 0.2], [cx - r * 0.2, cy - r], [cx - r * 0.2, cy - r * 0.2]], { fill: shade(colour, 0.3) })
      );
    default:
      return look.curvy
        ? circle(cx, cy, r, { fill: colour }) + ellipse(cx + r * 0.25, cy - r * 0.2, r * 0.4, r * 0.25, { fill: ink })
        : rect(cx - r, cy - r, 2 * r, 2 * r, { fill: colour }) + rect(cx - r * 0.3, cy - r * 0.3, r * 1.3, r * 1.3, { fill: ink });
  }
}

/** Lines of "text": bars, since the drawings carry no words. */
function textBars(x: number, y: number, width: number, lines: number, colour: string, random: SeededRandom, height = 8): string {
  let out = '';
  for (let i = 0; i < lines; i++) out += rect(x, y + i * height * 2, width * (i === lines - 1 ? 0.6 : between(random, 0.8, 1)), height, { fill: colour, rx: height / 2 });
  return out;
}

function brandBoard(look: StyleLook, random: SeededRandom): { defs: string; body: string } {
  const [paper, second] = look.palette;
  const defs = patternDef('brandpattern', look, second as string, look.accent, 1.3);
  const rounded = look.curvy;
  // Four arrangements: stationery strip above or below, logo card left or right.
  const stripTop = random.next() < 0.5;
  const logoRight = random.next() < 0.5;
  const top = stripTop ? 270 : 50;
  const strip = stripTop ? 0 : 490;
  const cardX = logoRight ? between(random, 490, 520) : between(random, 40, 70);
  const swatchX = logoRight ? 50 : 500;
  let body = rect(0, 0, W, H, { fill: paper as string });
  body += rect(cardX, top, 400, 400 - (stripTop ? 30 : 0), { fill: look.dark, rx: rounded ? 40 : 0 });
  body += logoMark(look, cardX + 200, top + 180, 100, look.accent, paper as string);
  body += textBars(cardX + 100, top + 320, 200, 2, tint(look.dark, 0.6), random, 10);
  look.palette.forEach((c, i) => {
    const x = swatchX + (i % 3) * 140;
    const y = top + Math.floor(i / 3) * 130;
    const edge = { fill: c, stroke: shade(paper as string, 0.1), 'stroke-width': 2 };
    body += rounded ? circle(x + 60, y + 58, 56, edge) : rect(x, y, 120, 116, edge);
  });
  look.materials.slice(0, 4).forEach((m, i) => {
    body += materialSwatch(m, swatchX + i * 105, top + 275, 90, random, rounded);
  });
  // Stationery: a business card and an envelope on a pattern strip.
  body += rect(0, strip, W, 230, { fill: 'url(#brandpattern)' });
  const cx = between(random, 40, 120);
  body += rect(cx, strip + 40, 300, 160, { fill: paper as string, rx: rounded ? 16 : 2, transform: `rotate(${between(random, -8, 8)} ${cx + 150} ${strip + 120})` });
  body += logoMark(look, cx + 60, strip + 100, 26, look.accent, look.dark);
  body += textBars(cx + 110, strip + 85, 150, 3, look.dark, random, 7);
  const ex = between(random, 480, 540);
  body += rect(ex, strip + 25, 380, 185, { fill: tint(paper as string, 0.3), rx: rounded ? 12 : 0 });
  body += polygon([[ex, strip + 25], [ex + 190, strip + 120], [ex + 380, strip + 25]], { fill: shade(paper as string, 0.06) });
  body += rect(ex + 310, strip + 45, 50, 50, { fill: look.accent2, rx: rounded ? 25 : 0 });
  return { defs, body };
}

function packaging(look: StyleLook, random: SeededRandom): { defs: string; body: string } {
  const [paper, second] = look.palette;
  const defs =
    patternDef('labelpattern', look, look.accent2, tint(look.accent, 0.1), 0.8) +
    linearGradient('backdrop', [[0, tint(second as string, 0.2)], [1, second as string]]);
  const rounded = look.curvy;
  const table = between(random, 450, 560);
  let body = rect(0, 0, W, H, { fill: 'url(#backdrop)' });
  body += rect(0, table, W, H - table, { fill: shade(second as string, 0.15) });
  const box = (x: number, k: number) => {
    const w = 240 * k;
    const h = 310 * k;
    const y = table + 30 - h;
    return (
      polygon([[x, y], [x + w, y], [x + w + 50 * k, y - 40 * k], [x + 50 * k, y - 40 * k]], { fill: tint(look.dark, 0.15) }) +
      polygon([[x + w, y], [x + w + 50 * k, y - 40 * k], [x + w + 50 * k, y + h - 50 * k], [x + w, y + h]], { fill: shade(look.dark, 0.2) }) +
      rect(x, y, w, h, { fill: look.dark }) +
      rect(x, y + h * 0.36, w, h * 0.3, { fill: 'url(#labelpattern)' }) +
      logoMark(look, x + w / 2, y + h * 0.17, 32 * k, look.accent, paper as string)
    );
  };
  const bottle = (x: number, k: number) => {
    const cx = x + 70 * k;
    const base = table + 30;
    const top = base - 380 * k;
    return (
      path(
        `M${cx - 18 * k} ${top} L${cx + 18 * k} ${top} L${cx + 18 * k} ${top + 60 * k} ` +
          `Q${cx + 70 * k} ${top + 90 * k} ${cx + 70 * k} ${top + 150 * k} L${cx + 70 * k} ${base} L${cx - 70 * k} ${base} ` +
          `L${cx - 70 * k} ${top + 150 * k} Q${cx - 70 * k} ${top + 90 * k} ${cx - 18 * k} ${top + 60 * k} Z`,
        { fill: look.accent },
      ) +
      rect(cx - 22 * k, top - 22 * k, 44 * k, 28 * k, { fill: look.dark, rx: 4 }) +
      rect(cx - 70 * k, top + 190 * k, 140 * k, 120 * k, { fill: paper as string }) +
      logoMark(look, cx, top + 230 * k, 22 * k, look.dark, look.accent2) +
      rect(cx - 45 * k, top + 270 * k, 90 * k, 8 * k, { fill: look.dark, rx: 4 })
    );
  };
  const jar = (x: number, k: number) => {
    const base = table + 30;
    return (
      rect(x, base - 150 * k, 160 * k, 150 * k, { fill: look.palette[2] as string, rx: rounded ? 40 * k : 10 }) +
      rect(x - 6 * k, base - 180 * k, 172 * k, 40 * k, { fill: look.wood, rx: rounded ? 20 * k : 4 }) +
      rect(x + 20 * k, base - 110 * k, 120 * k, 60 * k, { fill: 'url(#labelpattern)', rx: rounded ? 20 * k : 0 })
    );
  };
  // The three products in a random order, at random sizes.
  const items = [box, bottle, jar];
  for (let i = items.length - 1; i > 0; i--) {
    const j = random.int(i + 1);
    [items[i], items[j]] = [items[j] as typeof box, items[i] as typeof box];
  }
  const slots = [between(random, 40, 110), between(random, 390, 450), between(random, 680, 740)];
  items.forEach((draw, i) => {
    body += draw(slots[i] as number, between(random, 0.75, 1.1));
  });
  body += ellipse(W / 2, table + 40, 420, 16, { fill: shade(second as string, 0.3), opacity: 0.35 });
  return { defs, body };
}

function website(look: StyleLook, random: SeededRandom): { defs: string; body: string } {
  const [paper, second] = look.palette;
  const defs = patternDef('hero', look, look.palette[2] as string, look.accent, 1.6);
  const radius = look.curvy ? 16 : 2;
  let body = rect(0, 0, W, H, { fill: shade(paper as string, 0.12) });
  body += rect(30, 24, W - 60, H - 48, { fill: paper as string, rx: radius });
  body += rect(30, 24, W - 60, 36, { fill: tint(look.dark, 0.75), rx: radius });
  for (let i = 0; i < 3; i++) body += circle(54 + i * 20, 42, 6, { fill: ['#e46a5e', '#e6c04b', '#6cc070'][i] as string });
  body += logoMark(look, 90, 100, 18, look.accent, look.dark);
  for (let i = 0; i < 4; i++) body += rect(560 + i * 90, 94, 64, 10, { fill: look.dark, rx: 5 });
  const heroHeight = between(random, 230, 330);
  const cardsTop = 150 + heroHeight + 30;
  if (random.next() < 0.4) {
    // Full-width hero image with the headline on a panel over it.
    body += rect(60, 140, W - 120, heroHeight, { fill: 'url(#hero)', rx: radius });
    const px = random.next() < 0.5 ? 100 : W - 480;
    body += rect(px, 170, 380, heroHeight - 60, { fill: paper as string, rx: radius, opacity: 0.92 });
    body += textBars(px + 30, 200, 300, 2, look.dark, random, 20);
    body += rect(px + 30, 290, 140, 40, { fill: look.accent, rx: look.curvy ? 20 : 2 });
  } else {
    const imageLeft = random.next() < 0.5;
    const imageX = imageLeft ? 60 : 500;
    const textX = imageLeft ? 540 : 80;
    body += rect(imageX, 140, 400, heroHeight, { fill: 'url(#hero)', rx: radius });
    body += logoMark(look, imageX + 200, 140 + heroHeight / 2, 70, look.accent2, paper as string);
    body += textBars(textX, 180, 340, 2, look.dark, random, 22);
    body += textBars(textX, 270, 300, 3, tint(look.dark, 0.5), random, 9);
    body += rect(textX, 140 + heroHeight - 60, 150, 46, { fill: look.accent, rx: look.curvy ? 23 : 2 });
  }
  const cards = 2 + random.int(3);
  const cw = (W - 120 - (cards - 1) * 24) / cards;
  const ch = H - 48 - cardsTop - 20;
  for (let i = 0; i < cards; i++) {
    const x = 60 + i * (cw + 24);
    body += rect(x, cardsTop, cw, ch, { fill: tint(second as string, 0.3), rx: radius });
    body += rect(x, cardsTop, cw, ch * 0.5, { fill: look.palette[(i + 1) % look.palette.length] as string, rx: radius });
    body += textBars(x + 16, cardsTop + ch * 0.6, cw - 40, 3, tint(look.dark, 0.4), random, 8);
  }
  return { defs, body };
}

/** A brand board, a packaging set or a website page in the style, as an SVG document. */
export function drawGraphic(look: StyleLook, kind: GraphicKind, random: SeededRandom, width: number, height: number, framing?: Framing): string {
  const { defs, body } = kind === 'brand_board' ? brandBoard(look, random) : kind === 'packaging' ? packaging(look, random) : website(look, random);
  return svgDocument(width, height, defs, body, framing);
}

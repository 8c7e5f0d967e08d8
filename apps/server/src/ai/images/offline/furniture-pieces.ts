import { loadSharp } from '../../../images/sharp.ts';
import { styleLook, type StyleLook } from '../../../images/demo-library/style-look.ts';
import { mix, shade, tint } from '../../../images/demo-library/svg.ts';
import { resolveStyle } from './text-to-image.ts';

/**
 * A small drawn furniture set in a style's palette and forms, so the studio has pieces to place without
 * uploads: front views on a transparent ground, in the same drawing language as the built-in rooms.
 */
export const furnitureKinds = ['sofa', 'armchair', 'chair', 'lamp', 'plant', 'table', 'side_table', 'dining_table', 'rug', 'bookcase', 'bed'] as const;
export type FurnitureKind = (typeof furnitureKinds)[number];

interface Drawing {
  w: number;
  h: number;
  body: string;
}

const r = (n: number) => Math.round(n * 10) / 10;

function legs(look: StyleLook, x0: number, x1: number, top: number, bottom: number): string {
  const colour = look.legs === 'metal' ? '#3a3a3a' : shade(look.wood, 0.1);
  return [x0, x1]
    .map((x) => {
      switch (look.legs) {
        case 'tapered':
          return `<polygon points="${r(x - 6)},${top} ${r(x + 6)},${top} ${r(x + (x < (x0 + x1) / 2 ? -3 : 3) + 2)},${bottom} ${r(x + (x < (x0 + x1) / 2 ? -3 : 3) - 2)},${bottom}" fill="${colour}"/>`;
        case 'turned':
          return `<rect x="${x - 4}" y="${top}" width="8" height="${bottom - top}" fill="${colour}"/><ellipse cx="${x}" cy="${(top + bottom) / 2}" rx="8" ry="5" fill="${colour}"/>`;
        case 'metal':
          return `<rect x="${x - 2}" y="${top}" width="4" height="${bottom - top}" fill="${colour}"/>`;
        case 'block':
          return `<rect x="${x - 9}" y="${top}" width="18" height="${bottom - top}" fill="${colour}"/>`;
      }
    })
    .join('');
}

/** A vertical light-to-shade gradient for volume. */
const volume = (id: string, colour: string) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${tint(colour, 0.12)}"/><stop offset="1" stop-color="${shade(colour, 0.12)}"/></linearGradient>`;

function seat(look: StyleLook, w: number, cushions: number): Drawing {
  const h = look.low ? 170 : 210;
  const legH = look.low ? 8 : 26;
  const rx = look.curvy ? 38 : 8;
  const body = look.upholstery;
  const base = h - legH;
  const parts = [
    `<defs>${volume('up', body)}${volume('back', shade(body, 0.1))}</defs>`,
    legs(look, 34, w - 34, base - 4, h),
    `<rect x="${w * 0.05}" y="10" width="${w * 0.9}" height="${base * 0.62}" rx="${rx}" fill="url(#back)"/>`,
    `<rect x="0" y="${base * 0.5}" width="${w}" height="${base * 0.5}" rx="${rx * 0.7}" fill="url(#up)"/>`,
    `<rect x="0" y="${base * 0.3}" width="${w * 0.11}" height="${base * 0.7}" rx="${rx}" fill="${shade(body, 0.05)}"/>`,
    `<rect x="${w * 0.89}" y="${base * 0.3}" width="${w * 0.11}" height="${base * 0.7}" rx="${rx}" fill="${shade(body, 0.05)}"/>`,
    `<rect x="${w * 0.12}" y="${base * 0.56}" width="${w * 0.76}" height="${base * 0.12}" rx="6" fill="${tint(body, 0.1)}"/>`,
  ];
  for (let i = 0; i < cushions; i++) {
    const cw = Math.min(90, (w * 0.7) / cushions - 10);
    const x = w / 2 - (cushions * (cw + 12)) / 2 + i * (cw + 12) + 6;
    parts.push(`<rect x="${r(x)}" y="${base * 0.2}" width="${r(cw)}" height="${r(base * 0.34)}" rx="${look.curvy ? 18 : 6}" fill="${i % 2 ? look.accent2 : look.accent}"/>`);
  }
  if (look.ornate) for (let i = 1; i < 8; i++) parts.push(`<circle cx="${r((w * i) / 8)}" cy="${r(base * 0.16)}" r="3" fill="${shade(body, 0.35)}"/>`);
  return { w, h, body: parts.join('') };
}

function draw(kind: FurnitureKind, look: StyleLook): Drawing {
  switch (kind) {
    case 'sofa':
      return seat(look, 520, look.clutter + 2);
    case 'armchair':
      return seat(look, 230, 1);
    case 'lamp': {
      const metal = look.materials.includes('brass') || look.materials.includes('gold_leaf') ? '#c5a253' : look.dark;
      const lampShade = tint(look.palette[1] as string, 0.35);
      const head = look.curvy
        ? `<ellipse cx="80" cy="70" rx="62" ry="52" fill="${lampShade}"/>`
        : `<polygon points="38,20 122,20 150,100 10,100" fill="${lampShade}"/>`;
      return {
        w: 160,
        h: 460,
        body: `${head}<ellipse cx="80" cy="102" rx="52" ry="8" fill="#fff3c4" opacity="0.8"/><rect x="76" y="100" width="8" height="350" fill="${metal}"/><ellipse cx="80" cy="452" rx="42" ry="8" fill="${metal}"/>`,
      };
    }
    case 'plant': {
      const pot = look.materials.includes('terracotta') ? '#c0633e' : (look.palette[2] as string);
      const leaves: string[] = [];
      for (let i = 0; i < 11; i++) {
        const a = -Math.PI / 2 + (i - 5) * 0.27;
        const len = 150 + (i % 3) * 25;
        const ex = 210 + Math.cos(a) * len;
        const ey = 270 + Math.sin(a) * len;
        leaves.push(`<path d="M210 270 Q${r((210 + ex) / 2 + (i - 5) * 6)} ${r(ey + 40)} ${r(ex)} ${r(ey)}" fill="none" stroke="#3f6b3a" stroke-width="3"/>`);
        leaves.push(`<ellipse cx="${r(ex)}" cy="${r(ey)}" rx="34" ry="15" fill="${i % 2 ? '#4f7d45' : '#6a9a55'}" transform="rotate(${r((a * 180) / Math.PI)} ${r(ex)} ${r(ey)})"/>`);
      }
      return {
        w: 420,
        h: 380,
        body: `${leaves.join('')}<defs>${volume('pot', pot)}</defs><path d="M150 270 L270 270 L252 376 L168 376 Z" fill="url(#pot)"/><rect x="144" y="264" width="132" height="14" rx="4" fill="${shade(pot, 0.1)}"/>`,
      };
    }
    case 'table': {
      const top = look.materials.includes('marble') ? '#ecebe8' : look.wood;
      const round = look.curvy;
      return {
        w: 420,
        h: 150,
        body:
          legs(look, 40, 380, 30, 150) +
          (round ? `<ellipse cx="210" cy="26" rx="210" ry="24" fill="${top}"/><ellipse cx="210" cy="22" rx="200" ry="18" fill="${tint(top, 0.12)}"/>` : `<rect x="0" y="10" width="420" height="24" rx="3" fill="${top}"/><rect x="0" y="10" width="420" height="6" fill="${tint(top, 0.15)}"/>`),
      };
    }
    case 'dining_table': {
      const top = look.materials.includes('marble') ? '#ecebe8' : look.wood;
      return {
        w: 460,
        h: 250,
        body:
          legs(look, 36, 424, 30, 250) +
          (look.curvy
            ? `<ellipse cx="230" cy="24" rx="230" ry="20" fill="${top}"/><ellipse cx="230" cy="20" rx="220" ry="14" fill="${tint(top, 0.12)}"/>`
            : `<rect x="0" y="8" width="460" height="26" rx="3" fill="${top}"/><rect x="0" y="8" width="460" height="6" fill="${tint(top, 0.15)}"/><rect x="20" y="34" width="420" height="12" fill="${shade(top, 0.15)}"/>`),
      };
    }
    case 'chair': {
      const frame = look.wood;
      const pad = look.upholstery;
      const seatY = look.low ? 170 : 180;
      const back = look.curvy
        ? `<rect x="22" y="0" width="136" height="${seatY - 10}" rx="60" fill="${frame}"/><rect x="36" y="14" width="108" height="${seatY - 40}" rx="48" fill="${pad}"/>`
        : `<rect x="22" y="0" width="136" height="${seatY - 10}" rx="6" fill="${frame}"/><rect x="34" y="12" width="112" height="${seatY - 60}" rx="4" fill="${pad}"/>`;
      return {
        w: 180,
        h: 300,
        body: `<defs>${volume('seat', pad)}</defs>${legs(look, 28, 152, seatY + 14, 300)}${back}<rect x="0" y="${seatY - 12}" width="180" height="30" rx="${look.curvy ? 14 : 4}" fill="url(#seat)"/>`,
      };
    }
    case 'bed': {
      const frame = look.wood;
      const linen = tint(look.palette[0] as string, 0.5);
      const head = look.curvy
        ? `<path d="M30 150 L30 60 Q300 -20 570 60 L570 150 Z" fill="${look.upholstery}"/>`
        : `<rect x="30" y="10" width="540" height="150" rx="6" fill="${look.upholstery}"/>`;
      const pillows = [0, 1]
        .map((i) => `<rect x="${90 + i * 230}" y="118" width="190" height="54" rx="22" fill="${i ? tint(look.accent2, 0.4) : tint(look.accent, 0.4)}"/>`)
        .join('');
      return {
        w: 600,
        h: 290,
        body:
          `<defs>${volume('duvet', look.accent)}</defs>${head}${legs(look, 40, 560, 250, 290)}` +
          `<rect x="0" y="200" width="600" height="56" rx="6" fill="${frame}"/>` +
          `<rect x="10" y="150" width="580" height="70" rx="18" fill="${linen}"/>${pillows}` +
          `<rect x="4" y="186" width="592" height="56" rx="14" fill="url(#duvet)"/><rect x="4" y="186" width="592" height="10" rx="5" fill="${tint(look.accent, 0.3)}"/>`,
      };
    }
    case 'side_table': {
      const top = look.materials.includes('marble') ? '#ecebe8' : look.wood;
      return {
        w: 160,
        h: 210,
        body: legs(look, 30, 130, 24, 210) + `<rect x="0" y="6" width="160" height="22" rx="${look.curvy ? 11 : 2}" fill="${top}"/>`,
      };
    }
    case 'rug': {
      const ground = look.palette[1] as string;
      const border = look.accent2;
      return {
        w: 600,
        h: 220,
        body:
          `<polygon points="80,0 520,0 600,220 0,220" fill="${ground}"/>` +
          `<polygon points="80,0 520,0 600,220 0,220" fill="none" stroke="${border}" stroke-width="10"/>` +
          `<polygon points="150,40 450,40 500,180 100,180" fill="none" stroke="${mix(ground, look.accent, 0.6)}" stroke-width="6"/>`,
      };
    }
    case 'bookcase': {
      const wood = look.wood;
      const rows: string[] = [`<rect x="0" y="0" width="240" height="420" fill="${wood}"/>`];
      for (let i = 0; i < 5; i++) {
        const y = 10 + i * 81;
        rows.push(`<rect x="10" y="${y}" width="220" height="72" fill="${shade(wood, 0.35)}"/>`);
        let x = 14;
        let n = i * 7;
        while (x < 215) {
          const bw = 10 + ((n * 37) % 9);
          const bh = 44 + ((n * 53) % 24);
          rows.push(`<rect x="${x}" y="${y + 72 - bh}" width="${bw}" height="${bh}" fill="${look.palette[n % look.palette.length] as string}"/>`);
          x += bw + 2;
          n++;
        }
      }
      return { w: 240, h: 420, body: rows.join('') };
    }
  }
}

/**
 * One furniture piece as a PNG with alpha, `width` pixels wide, in the style's look (a custom theme's
 * id falls back to the nearest built-in style by its words, passed as `styleWords`).
 */
export async function drawFurniturePiece(kind: FurnitureKind, styleId: string, width = 512, styleWords = ''): Promise<Buffer> {
  const sharp = await loadSharp();
  const look = styleLook(resolveStyle({ styleId, prompt: styleWords }));
  const d = draw(kind, look);
  const pad = 4;
  const height = Math.max(1, Math.round((width * (d.h + pad * 2)) / (d.w + pad * 2)));
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${-pad} ${-pad} ${d.w + pad * 2} ${d.h + pad * 2}">` +
    `${d.body}</svg>`;
  return sharp(Buffer.from(svg)).ensureAlpha().png().toBuffer();
}

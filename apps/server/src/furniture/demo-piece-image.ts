import { loadSharp } from '../images/sharp.ts';
import type { DesignStyleId, FurnitureCategory } from '@genie/contracts';
import { styleLook } from '../images/demo-library/style-look.ts';

type Draw = (c: { body: string; wood: string; accent: string; dark: string; legs: string }) => string;

const leg = (x: number, y: number, h: number, colour: string) => `<rect x="${x}" y="${y}" width="6" height="${h}" rx="2" fill="${colour}"/>`;

/** A drawing per category on a 200×160 canvas: simple silhouettes in the style's colours. */
const drawings: Record<FurnitureCategory, Draw> = {
  sofa: (c) => `<rect x="30" y="60" width="140" height="45" rx="10" fill="${c.body}"/><rect x="22" y="75" width="22" height="40" rx="8" fill="${c.body}"/><rect x="156" y="75" width="22" height="40" rx="8" fill="${c.body}"/><rect x="42" y="95" width="116" height="20" rx="5" fill="${c.accent}"/>${leg(36, 115, 14, c.legs)}${leg(158, 115, 14, c.legs)}`,
  armchair: (c) => `<rect x="65" y="45" width="70" height="55" rx="12" fill="${c.body}"/><rect x="55" y="80" width="16" height="38" rx="6" fill="${c.body}"/><rect x="129" y="80" width="16" height="38" rx="6" fill="${c.body}"/><rect x="70" y="98" width="60" height="18" rx="5" fill="${c.accent}"/>${leg(62, 118, 16, c.legs)}${leg(132, 118, 16, c.legs)}`,
  coffee_table: (c) => `<rect x="35" y="80" width="130" height="12" rx="4" fill="${c.wood}"/>${leg(45, 92, 30, c.legs)}${leg(149, 92, 30, c.legs)}<rect x="60" y="70" width="24" height="10" rx="3" fill="${c.accent}"/>`,
  side_table: (c) => `<ellipse cx="100" cy="70" rx="40" ry="9" fill="${c.wood}"/><rect x="96" y="72" width="8" height="55" fill="${c.legs}"/><ellipse cx="100" cy="128" rx="26" ry="5" fill="${c.dark}"/>`,
  tv_unit: (c) => `<rect x="40" y="30" width="120" height="62" rx="3" fill="${c.dark}"/><rect x="25" y="100" width="150" height="28" rx="3" fill="${c.wood}"/><line x1="75" y1="100" x2="75" y2="128" stroke="${c.dark}" stroke-width="2"/><line x1="125" y1="100" x2="125" y2="128" stroke="${c.dark}" stroke-width="2"/>`,
  rug: (c) => `<polygon points="30,120 60,70 170,70 140,120" fill="${c.accent}"/><polygon points="45,112 67,78 155,78 133,112" fill="none" stroke="${c.body}" stroke-width="5"/>`,
  floor_lamp: (c) => `<polygon points="78,25 122,25 132,62 68,62" fill="${c.accent}"/><rect x="97" y="62" width="6" height="70" fill="${c.legs}"/><ellipse cx="100" cy="134" rx="24" ry="5" fill="${c.dark}"/>`,
  pendant_light: (c) => `<line x1="100" y1="0" x2="100" y2="55" stroke="${c.dark}" stroke-width="2"/><path d="M60 95 Q100 35 140 95 Z" fill="${c.accent}"/><ellipse cx="100" cy="100" rx="14" ry="6" fill="#fff6d8"/>`,
  dining_table: (c) => `<rect x="25" y="62" width="150" height="12" rx="3" fill="${c.wood}"/>${leg(35, 74, 56, c.legs)}${leg(159, 74, 56, c.legs)}`,
  dining_chair: (c) => `<rect x="72" y="25" width="56" height="55" rx="6" fill="${c.body}"/><rect x="68" y="80" width="64" height="12" rx="3" fill="${c.wood}"/>${leg(72, 92, 38, c.legs)}${leg(122, 92, 38, c.legs)}`,
  bed: (c) => `<rect x="25" y="45" width="24" height="80" rx="4" fill="${c.wood}"/><rect x="45" y="80" width="135" height="30" rx="5" fill="${c.body}"/><rect x="50" y="68" width="38" height="16" rx="6" fill="${c.accent}"/><rect x="95" y="76" width="85" height="10" rx="4" fill="${c.accent}"/>${leg(172, 110, 16, c.legs)}`,
  nightstand: (c) => `<rect x="62" y="55" width="76" height="62" rx="4" fill="${c.wood}"/><line x1="62" y1="86" x2="138" y2="86" stroke="${c.dark}" stroke-width="2"/><circle cx="100" cy="71" r="3" fill="${c.dark}"/><circle cx="100" cy="102" r="3" fill="${c.dark}"/>${leg(66, 117, 12, c.legs)}${leg(128, 117, 12, c.legs)}`,
  wardrobe: (c) => `<rect x="55" y="15" width="90" height="125" rx="3" fill="${c.wood}"/><line x1="100" y1="15" x2="100" y2="140" stroke="${c.dark}" stroke-width="2"/><rect x="92" y="70" width="4" height="16" fill="${c.dark}"/><rect x="104" y="70" width="4" height="16" fill="${c.dark}"/>`,
  desk: (c) => `<rect x="30" y="65" width="140" height="10" rx="2" fill="${c.wood}"/><rect x="120" y="75" width="45" height="40" fill="${c.body}"/>${leg(36, 75, 55, c.legs)}${leg(158, 115, 15, c.legs)}<rect x="60" y="40" width="40" height="25" rx="2" fill="${c.dark}"/>`,
  office_chair: (c) => `<rect x="72" y="20" width="56" height="60" rx="14" fill="${c.body}"/><rect x="66" y="82" width="68" height="14" rx="6" fill="${c.body}"/><rect x="97" y="96" width="6" height="26" fill="${c.legs}"/><line x1="70" y1="130" x2="130" y2="130" stroke="${c.legs}" stroke-width="5" stroke-linecap="round"/>`,
  bookshelf: (c) => `<rect x="55" y="15" width="90" height="125" fill="${c.wood}"/>${[45, 75, 105].map((y) => `<rect x="60" y="${y - 25}" width="80" height="25" fill="${c.body}"/><rect x="64" y="${y - 22}" width="8" height="22" fill="${c.accent}"/><rect x="75" y="${y - 18}" width="6" height="18" fill="${c.dark}"/>`).join('')}`,
  storage_cabinet: (c) => `<rect x="25" y="55" width="150" height="55" rx="3" fill="${c.wood}"/><line x1="75" y1="55" x2="75" y2="110" stroke="${c.dark}" stroke-width="2"/><line x1="125" y1="55" x2="125" y2="110" stroke="${c.dark}" stroke-width="2"/>${leg(32, 110, 18, c.legs)}${leg(162, 110, 18, c.legs)}`,
  mirror: (c) => `<ellipse cx="100" cy="78" rx="40" ry="60" fill="${c.wood}"/><ellipse cx="100" cy="78" rx="32" ry="52" fill="#dfe8ec"/><line x1="82" y1="50" x2="95" y2="38" stroke="#ffffff" stroke-width="3"/>`,
};

/** A demo piece's picture: its category's silhouette in the style's palette, as SVG. */
export function demoPieceSvg(category: FurnitureCategory, style: DesignStyleId): string {
  const look = styleLook(style);
  const background = look.palette[0] ?? '#f4f1ea';
  const body = drawings[category]({ body: look.upholstery, wood: look.wood, accent: look.accent, dark: look.dark, legs: look.legs === 'metal' ? look.dark : look.wood });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="320" viewBox="0 0 200 160"><rect width="200" height="160" fill="${background}"/><rect x="0" y="128" width="200" height="32" fill="${look.wall}" opacity="0.5"/>${body}</svg>`;
}

const cache = new Map<string, Buffer>();
/** The picture as PNG (rendered once per process and kept: 18 categories × 47 styles at most). */
export async function demoPiecePng(category: FurnitureCategory, style: DesignStyleId): Promise<Buffer> {
  const sharp = await loadSharp();
  const key = `${category}:${style}`;
  let png = cache.get(key);
  if (!png) {
    png = await sharp(Buffer.from(demoPieceSvg(category, style))).png({ compressionLevel: 9 }).toBuffer();
    cache.set(key, png);
  }
  return png;
}

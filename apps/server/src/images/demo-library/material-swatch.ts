import type { MaterialId, SeededRandom } from '@genie/core';
import { materialColours } from './style-look.ts';
import { circle, group, line, path, rect, shade, tint } from './svg.ts';

const WOODY = /wood|oak|walnut|teak|mahogany|pine|cedar|ash|bamboo|birch|olive|plywood|shiplap/;
const STONY = /marble|travertine|limestone|stone|terrazzo|concrete|adobe|clay|plaster/;
const WOVEN = /linen|cotton|wool|jute|rattan|wicker|kilim|macrame|tartan|felt|boucle|cashmere|sheepskin|silk|lace|toile/;
const METAL = /brass|gold|chrome|steel|iron|aluminium|metal/;

/** A square sample of a material, drawn by texture family (wood grain, veined stone, weave, metal). */
export function materialSwatch(material: MaterialId, x: number, y: number, size: number, random: SeededRandom, rounded: boolean): string {
  const base = materialColours[material] ?? '#cccccc';
  const parts: string[] = [rect(x, y, size, size, { fill: base, rx: rounded ? size * 0.18 : 0 })];
  if (WOODY.test(material)) {
    for (let i = 0; i < 9; i++) {
      const yy = y + (size * (i + 0.5)) / 9;
      parts.push(path(`M${x + 4} ${yy} Q${x + size / 2} ${yy + (random.next() - 0.5) * 14} ${x + size - 4} ${yy}`, { fill: 'none', stroke: shade(base, 0.25), 'stroke-width': 1.5, opacity: 0.8 }));
    }
  } else if (STONY.test(material)) {
    for (let i = 0; i < 3; i++) {
      const [x1, x2, x3] = [x + random.next() * size, x + random.next() * size, x + random.next() * size];
      const vein = `M${x1} ${y + 4} Q${x2} ${y + size / 2} ${x3} ${y + size - 4}`;
      parts.push(path(vein, { fill: 'none', stroke: shade(base, 0.3), 'stroke-width': 1.2, opacity: 0.7 }));
    }
    for (let i = 0; i < 12; i++) parts.push(circle(x + 6 + random.next() * (size - 12), y + 6 + random.next() * (size - 12), 1.5, { fill: shade(base, 0.35) }));
  } else if (WOVEN.test(material)) {
    for (let i = 1; i < 10; i++) {
      parts.push(line(x + (size * i) / 10, y + 3, x + (size * i) / 10, y + size - 3, { stroke: shade(base, 0.15), 'stroke-width': 2 }));
      parts.push(line(x + 3, y + (size * i) / 10, x + size - 3, y + (size * i) / 10, { stroke: tint(base, 0.25), 'stroke-width': 2 }));
    }
  } else if (METAL.test(material)) {
    parts.push(rect(x, y + size * 0.15, size, size * 0.2, { fill: tint(base, 0.45), opacity: 0.8 }));
    parts.push(rect(x, y + size * 0.55, size, size * 0.08, { fill: shade(base, 0.2), opacity: 0.6 }));
  } else {
    parts.push(circle(x + size * 0.7, y + size * 0.3, size * 0.18, { fill: tint(base, 0.3), opacity: 0.6 }));
  }
  return group(parts.join(''));
}

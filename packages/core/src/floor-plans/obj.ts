/**
 * The 3D concept as Wavefront OBJ + MTL text, for modelling tools that do not read glTF.
 *
 * One `o` object per mesh with its `usemtl`, `v`/`vn` lines (metres, y up, as in the glTF) and
 * `f v//vn` faces with 1-based indices counted across the whole file. The MTL declares every
 * material with its diffuse colour `Kd` — the same linear values as the glTF's base colour (what
 * Blender reads and writes; viewers that take Kd as sRGB show it a little darker).
 */

import type { Concept3d, ConceptMesh } from './concept-3d.ts';

/** A number with at most six decimals and no trailing zeros (never `-0`). */
function num(value: number): string {
  const text = value.toFixed(6).replace(/\.?0+$/, '');
  return text === '-0' ? '0' : text;
}

/** OBJ and MTL names end at whitespace: keep them one word. */
export function objName(name: string): string {
  return name.trim().replace(/\s+/g, '_') || 'unnamed';
}

function meshLines(mesh: ConceptMesh, offset: number): string[] {
  const lines = [`o ${objName(mesh.name)}`];
  for (let i = 0; i < mesh.positions.length; i += 3) {
    lines.push(`v ${num(mesh.positions[i]!)} ${num(mesh.positions[i + 1]!)} ${num(mesh.positions[i + 2]!)}`);
  }
  for (let i = 0; i < mesh.normals.length; i += 3) {
    lines.push(`vn ${num(mesh.normals[i]!)} ${num(mesh.normals[i + 1]!)} ${num(mesh.normals[i + 2]!)}`);
  }
  lines.push(`usemtl ${objName(mesh.material)}`);
  for (let i = 0; i < mesh.indices.length; i += 3) {
    const corner = (k: number): string => {
      const index = mesh.indices[i + k]! + offset + 1;
      return `${index}//${index}`;
    };
    lines.push(`f ${corner(0)} ${corner(1)} ${corner(2)}`);
  }
  return lines;
}

function materialLines(concept: Concept3d): string[] {
  const lines = ['# Genie 3D concept materials'];
  for (const material of concept.materials) {
    const [r, g, b, a] = material.colour;
    lines.push('', `newmtl ${objName(material.name)}`, 'Ka 0 0 0', `Kd ${num(r)} ${num(g)} ${num(b)}`, 'Ks 0 0 0', `d ${num(a)}`, 'illum 1');
  }
  return lines;
}

/** The concept as OBJ text and the MTL text it names as `mtllib` (save it as `mtlFileName`). */
export function conceptToObj(concept: Concept3d, mtlFileName = 'concept.mtl'): { obj: string; mtl: string } {
  const lines = ['# Genie 3D concept (metres, y up)', `mtllib ${objName(mtlFileName)}`];
  let offset = 0;
  for (const mesh of concept.meshes) {
    if (mesh.indices.length === 0) continue;
    lines.push(...meshLines(mesh, offset));
    offset += mesh.positions.length / 3;
  }
  return { obj: `${lines.join('\n')}\n`, mtl: `${materialLines(concept).join('\n')}\n` };
}

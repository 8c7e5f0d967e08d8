import { describe, expect, it } from 'vitest';
import { buildConcept3d } from './concept-3d.ts';
import { lShapedFlat } from './concept-fixture.ts';
import { conceptToObj } from './obj.ts';

const concept = buildConcept3d(lShapedFlat, { ceilingHeight: 2.7, slab: true });

function parseObj(text: string) {
  const lines = text.split('\n').filter((line) => line && !line.startsWith('#'));
  const vertices = lines.filter((line) => line.startsWith('v ')).map((line) => line.split(' ').slice(1).map(Number));
  const normals = lines.filter((line) => line.startsWith('vn ')).map((line) => line.split(' ').slice(1).map(Number));
  const faces = lines.filter((line) => line.startsWith('f ')).map((line) => line.split(' ').slice(1).map((corner) => corner.split('//').map(Number)));
  return { lines, vertices, normals, faces };
}

describe('conceptToObj', () => {
  it('writes every vertex, normal and triangle of the concept', () => {
    const { vertices, normals, faces } = parseObj(conceptToObj(concept).obj);
    const vertexCount = concept.meshes.reduce((sum, mesh) => sum + mesh.positions.length / 3, 0);
    expect(vertices).toHaveLength(vertexCount);
    expect(normals).toHaveLength(vertexCount);
    expect(faces).toHaveLength(concept.meshes.reduce((sum, mesh) => sum + mesh.indices.length / 3, 0));
    expect(vertices.every((v) => v.length === 3 && v.every(Number.isFinite))).toBe(true);
  });

  it('uses 1-based indices that stay in range across objects', () => {
    const { vertices, faces } = parseObj(conceptToObj(concept).obj);
    const indices = faces.flat(2);
    expect(Math.min(...indices)).toBe(1);
    expect(Math.max(...indices)).toBe(vertices.length);
    expect(faces.every((face) => face.length === 3)).toBe(true);
  });

  it('keeps the geometry: the last face is the last triangle of the last mesh', () => {
    const { vertices, faces } = parseObj(conceptToObj(concept).obj);
    const last = concept.meshes[concept.meshes.length - 1]!;
    const offset = vertices.length - last.positions.length / 3;
    const corner = faces[faces.length - 1]![0]![0]! - 1;
    const local = last.indices[last.indices.length - 3]!;
    expect(corner).toBe(offset + local);
    expect(vertices[corner]![0]).toBeCloseTo(last.positions[3 * local]!, 5);
  });

  it('names its MTL library, and every usemtl is declared there with a Kd colour', () => {
    const { obj, mtl } = conceptToObj(concept, 'flat.mtl');
    expect(obj).toContain('mtllib flat.mtl\n');
    const used = new Set([...obj.matchAll(/^usemtl (\S+)$/gm)].map((match) => match[1]));
    const declared = [...mtl.matchAll(/^newmtl (\S+)$/gm)].map((match) => match[1]);
    expect([...used].sort()).toEqual([...declared].sort());
    expect(declared).toHaveLength(concept.materials.length);
    expect(mtl.match(/^Kd \S+ \S+ \S+$/gm)).toHaveLength(concept.materials.length);
    expect([...obj.matchAll(/^o (\S+)$/gm)].map((match) => match[1])).toEqual(concept.meshes.map((mesh) => mesh.name));
  });
});

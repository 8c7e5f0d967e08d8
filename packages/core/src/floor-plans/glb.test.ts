import { validateBytes } from 'gltf-validator';
import { describe, expect, it } from 'vitest';
import { buildConcept3d } from './concept-3d.ts';
import { lShapedFlat, lShapedFlatWithWindows, messyPlan } from './concept-fixture.ts';
import { conceptToGlb } from './glb.ts';

/** Core's compiler lib has no DOM types; TextDecoder is in every runtime the tests run in. */
declare const TextDecoder: { new (): { decode(bytes: Uint8Array): string } };

const concept = buildConcept3d(lShapedFlat, { ceilingHeight: 2.7, slab: true });

interface GltfJson {
  asset: { version: string; generator: string };
  meshes: { name: string; primitives: { attributes: { POSITION: number; NORMAL: number }; indices: number; material: number }[] }[];
  accessors: { count: number; min?: number[]; max?: number[] }[];
  bufferViews: { byteOffset: number; byteLength: number; target: number }[];
  buffers: { byteLength: number }[];
  materials: { name: string; pbrMetallicRoughness: { baseColorFactor: number[]; metallicFactor: number; roughnessFactor: number } }[];
}

function chunks(glb: Uint8Array) {
  const view = new DataView(glb.buffer, glb.byteOffset, glb.byteLength);
  const jsonLength = view.getUint32(12, true);
  const json = JSON.parse(new TextDecoder().decode(glb.subarray(20, 20 + jsonLength))) as GltfJson;
  const binLength = view.getUint32(20 + jsonLength, true);
  return { view, jsonLength, json, binLength, binType: view.getUint32(24 + jsonLength, true) };
}

describe('conceptToGlb', () => {
  it('passes the Khronos glTF validator with no errors and no warnings', async () => {
    const report = await validateBytes(conceptToGlb(concept), { writeTimestamp: false, maxIssues: 0 });
    const problems = report.issues.messages.filter((issue) => issue.severity <= 1);
    expect(problems).toEqual([]);
    expect(report.issues.numErrors).toBe(0);
    expect(report.info?.totalTriangleCount).toBe(concept.meshes.reduce((sum, mesh) => sum + mesh.indices.length / 3, 0));
  });

  it('writes the GLB header and a space-padded JSON chunk followed by the BIN chunk, all 4-byte aligned', () => {
    const glb = conceptToGlb(concept);
    const { view, jsonLength, binLength, binType } = chunks(glb);
    expect(view.getUint32(0, true)).toBe(0x46546c67);
    expect(view.getUint32(4, true)).toBe(2);
    expect(view.getUint32(8, true)).toBe(glb.byteLength);
    expect(view.getUint32(16, true)).toBe(0x4e4f534a);
    expect(binType).toBe(0x004e4942);
    expect(jsonLength % 4).toBe(0);
    expect(binLength % 4).toBe(0);
    expect(28 + jsonLength + binLength).toBe(glb.byteLength);
  });

  it('describes every mesh with positions, normals, indices and its matte material', () => {
    const { json, binLength } = chunks(conceptToGlb(concept));
    expect(json.asset).toEqual({ version: '2.0', generator: 'Genie' });
    expect(json.meshes.map((mesh) => mesh.name)).toEqual(concept.meshes.map((mesh) => mesh.name));
    json.meshes.forEach((mesh, i) => {
      const source = concept.meshes[i]!;
      const primitive = mesh.primitives[0]!;
      expect(json.accessors[primitive.attributes.POSITION]!.count).toBe(source.positions.length / 3);
      expect(json.accessors[primitive.attributes.NORMAL]!.count).toBe(source.normals.length / 3);
      expect(json.accessors[primitive.indices]!.count).toBe(source.indices.length);
      expect(json.materials[primitive.material]!.name).toBe(source.material);
    });
    const walls = json.materials.find((material) => material.name === 'wall')!;
    expect(walls.pbrMetallicRoughness.metallicFactor).toBe(0);
    expect(walls.pbrMetallicRoughness.roughnessFactor).toBeCloseTo(0.9, 6);
    expect(json.buffers).toEqual([{ byteLength: binLength }]);
    expect(json.bufferViews.every((view) => view.byteOffset % 4 === 0)).toBe(true);
  });

  it('writes a valid file for an imperfect plan (diagonal and zero walls, odd doors and outlines)', async () => {
    const messy = buildConcept3d(messyPlan, { ceilingHeight: 3.2, doorHeight: 2.3, slab: true });
    const report = await validateBytes(conceptToGlb(messy), { writeTimestamp: false, maxIssues: 0 });
    expect(report.issues.messages.filter((issue) => issue.severity <= 1)).toEqual([]);
  });

  it('writes a valid file with window openings and furniture volumes', async () => {
    const furnished = buildConcept3d(lShapedFlatWithWindows, { ceilingHeight: 2.7, furniture: true });
    const report = await validateBytes(conceptToGlb(furnished), { writeTimestamp: false, maxIssues: 0 });
    expect(report.issues.messages.filter((issue) => issue.severity <= 1)).toEqual([]);
    expect(chunks(conceptToGlb(furnished)).json.materials.map((m) => m.name)).toContain('furniture');
  });

  it('writes a valid file for an empty plan', async () => {
    const empty = buildConcept3d({ width: 1, height: 1, metresPerPixel: 0.01, walls: [], rooms: [], doors: [] }, { ceilingHeight: 2.7 });
    const report = await validateBytes(conceptToGlb(empty), { writeTimestamp: false });
    expect(report.issues.numErrors).toBe(0);
  });
});

/**
 * The 3D concept as a binary glTF 2.0 file (.glb): a 12-byte header, a JSON chunk describing the
 * scene and a BIN chunk holding every mesh's positions, normals and indices, each chunk padded to
 * 4 bytes (the JSON with spaces, the BIN with zeros) as the specification requires.
 *
 * One node per mesh under a root node, one primitive per mesh, one matte PBR material per concept
 * material (base colour only, not metallic, rough).
 */

import type { Concept3d, ConceptMesh } from './concept-3d.ts';

/** TextEncoder is in every runtime core runs in (browsers, Node); core's compiler lib only lacks its type. */
declare const TextEncoder: { new (): { encode(text: string): Uint8Array } };

const GLB_MAGIC = 0x46546c67; // "glTF"
const GLB_VERSION = 2;
const CHUNK_JSON = 0x4e4f534a; // "JSON"
const CHUNK_BIN = 0x004e4942; // "BIN\0"
const FLOAT = 5126;
const UNSIGNED_INT = 5125;
const ARRAY_BUFFER = 34962;
const ELEMENT_ARRAY_BUFFER = 34963;
const ROUGHNESS = 0.9;

interface GltfBufferView {
  buffer: 0;
  byteOffset: number;
  byteLength: number;
  target: number;
}

interface GltfAccessor {
  bufferView: number;
  componentType: number;
  count: number;
  type: 'VEC3' | 'SCALAR';
  min?: number[];
  max?: number[];
}

/** Lays typed arrays one after another in the BIN chunk, each on a 4-byte boundary. */
class BinaryWriter {
  readonly views: GltfBufferView[] = [];
  private readonly parts: Uint8Array[] = [];
  private length = 0;

  add(data: Float32Array | Uint32Array, target: number): number {
    const bytes = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    this.views.push({ buffer: 0, byteOffset: this.length, byteLength: bytes.byteLength, target });
    this.parts.push(bytes);
    this.length += padTo4(bytes.byteLength);
    return this.views.length - 1;
  }

  get byteLength(): number {
    return this.length;
  }

  bytes(): Uint8Array {
    const out = new Uint8Array(this.length);
    this.views.forEach((view, i) => out.set(this.parts[i]!, view.byteOffset));
    return out;
  }
}

const padTo4 = (n: number): number => Math.ceil(n / 4) * 4;

function vec3Range(values: Float32Array): { min: number[]; max: number[] } {
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  for (let i = 0; i < values.length; i++) {
    const axis = i % 3;
    min[axis] = Math.min(min[axis]!, values[i]!);
    max[axis] = Math.max(max[axis]!, values[i]!);
  }
  return { min, max };
}

function meshAccessors(mesh: ConceptMesh, writer: BinaryWriter, accessors: GltfAccessor[]): { POSITION: number; NORMAL: number; indices: number } {
  const count = mesh.positions.length / 3;
  const push = (accessor: GltfAccessor): number => accessors.push(accessor) - 1;
  const POSITION = push({
    bufferView: writer.add(mesh.positions, ARRAY_BUFFER),
    componentType: FLOAT,
    count,
    type: 'VEC3',
    ...vec3Range(mesh.positions),
  });
  const NORMAL = push({ bufferView: writer.add(mesh.normals, ARRAY_BUFFER), componentType: FLOAT, count, type: 'VEC3' });
  const indices = push({
    bufferView: writer.add(mesh.indices, ELEMENT_ARRAY_BUFFER),
    componentType: UNSIGNED_INT,
    count: mesh.indices.length,
    type: 'SCALAR',
  });
  return { POSITION, NORMAL, indices };
}

/** The glTF JSON document and the BIN chunk's bytes for a concept. */
export function conceptToGltf(concept: Concept3d): { json: Record<string, unknown>; bin: Uint8Array } {
  const writer = new BinaryWriter();
  const accessors: GltfAccessor[] = [];
  const meshes = concept.meshes.filter((mesh) => mesh.indices.length > 0);
  const materialIndex = new Map(concept.materials.map((material, i) => [material.name, i]));
  const gltfMeshes = meshes.map((mesh) => {
    const { indices, ...attributes } = meshAccessors(mesh, writer, accessors);
    const material = materialIndex.get(mesh.material);
    return { name: mesh.name, primitives: [{ attributes, indices, mode: 4, ...(material === undefined ? {} : { material }) }] };
  });
  const children = meshes.map((_, i) => i + 1);
  const json: Record<string, unknown> = {
    asset: { version: '2.0', generator: 'Genie' },
    scene: 0,
    scenes: [{ name: 'concept', nodes: [0] }],
    nodes: [{ name: 'concept', ...(children.length > 0 ? { children } : {}) }, ...meshes.map((mesh, i) => ({ name: mesh.name, mesh: i }))],
  };
  if (concept.materials.length > 0) {
    json.materials = concept.materials.map((material) => ({
      name: material.name,
      pbrMetallicRoughness: { baseColorFactor: material.colour, metallicFactor: 0, roughnessFactor: ROUGHNESS },
    }));
  }
  if (meshes.length > 0) {
    json.meshes = gltfMeshes;
    json.accessors = accessors;
    json.bufferViews = writer.views;
    json.buffers = [{ byteLength: writer.byteLength }];
  }
  return { json, bin: writer.bytes() };
}

function chunkHeader(view: DataView, offset: number, length: number, type: number): void {
  view.setUint32(offset, length, true);
  view.setUint32(offset + 4, type, true);
}

/** The 3D concept as a .glb file's bytes. */
export function conceptToGlb(concept: Concept3d): Uint8Array {
  const { json, bin } = conceptToGltf(concept);
  const jsonBytes = new TextEncoder().encode(JSON.stringify(json));
  const jsonLength = padTo4(jsonBytes.byteLength);
  const binLength = padTo4(bin.byteLength);
  const total = 12 + 8 + jsonLength + (binLength > 0 ? 8 + binLength : 0);
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  view.setUint32(0, GLB_MAGIC, true);
  view.setUint32(4, GLB_VERSION, true);
  view.setUint32(8, total, true);
  chunkHeader(view, 12, jsonLength, CHUNK_JSON);
  out.fill(0x20, 20, 20 + jsonLength);
  out.set(jsonBytes, 20);
  if (binLength > 0) {
    chunkHeader(view, 20 + jsonLength, binLength, CHUNK_BIN);
    out.set(bin, 28 + jsonLength);
  }
  return out;
}

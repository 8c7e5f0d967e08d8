/** The Khronos glTF validator (a dev dependency, used by the GLB tests), which ships no types. */
declare module 'gltf-validator' {
  export interface ValidationIssue {
    code: string;
    message: string;
    severity: number;
    pointer?: string;
  }
  export interface ValidationReport {
    issues: { numErrors: number; numWarnings: number; numInfos: number; numHints: number; messages: ValidationIssue[] };
    info?: { version?: string; generator?: string; drawCallCount?: number; totalVertexCount?: number; totalTriangleCount?: number };
  }
  export function validateBytes(data: Uint8Array, options?: { writeTimestamp?: boolean; maxIssues?: number; format?: 'glb' | 'gltf' }): Promise<ValidationReport>;
}

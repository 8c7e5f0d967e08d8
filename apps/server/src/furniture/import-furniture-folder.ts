import fs from 'node:fs/promises';
import path from 'node:path';
import type { FurnitureImportSummary } from '@genie/contracts';
import type { AppContext } from '../context.ts';
import { importFurnitureRows, sidecarRowsOf } from './furniture-products.ts';

export const FURNITURE_SIDECAR_NAMES = ['furniture.csv', 'furniture.json', 'metadata.csv', 'metadata.json'] as const;

/**
 * The operator's import of a catalogue folder into a designer's products (npm run furniture:import):
 * the folder's sidecar (furniture.csv / .json) is read row by row; images are http(s) addresses.
 */
export async function importFurnitureFolder(ctx: Pick<AppContext, 'db'>, designerId: string, folder: string): Promise<FurnitureImportSummary> {
  const dir = path.resolve(folder);
  const names = await fs.readdir(dir);
  const sidecar = FURNITURE_SIDECAR_NAMES.find((n) => names.includes(n));
  if (!sidecar) throw new Error(`no sidecar in ${dir} (expected one of ${FURNITURE_SIDECAR_NAMES.join(', ')})`);
  const content = await fs.readFile(path.join(dir, sidecar), 'utf8');
  return importFurnitureRows(ctx, designerId, sidecar, sidecarRowsOf(sidecar, content));
}

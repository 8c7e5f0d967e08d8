import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { ImageRejectedError } from '../images/image-rejected-error.ts';
import { addReferenceImage, DuplicateImageError } from './add-reference-image.ts';
import { draftOfRow, readSidecar, SIDECAR_NAMES } from './library-sidecar.ts';

export type ImportSkipReason = 'damaged' | 'not_an_image' | 'unsupported' | 'too_large' | 'duplicate' | 'bad_metadata' | 'no_metadata' | 'missing_file';

export interface ImportEvent {
  file: string;
  index: number;
  total: number;
  outcome: 'added' | 'skipped';
  reason?: ImportSkipReason;
  detail?: string;
}

export interface ImportSummary {
  folder: string;
  sidecar: string;
  added: string[];
  skipped: { file: string; reason: ImportSkipReason; detail: string }[];
  /** Skips per reason. */
  counts: Partial<Record<ImportSkipReason, number>>;
}

function reasonOf(err: unknown): { reason: ImportSkipReason; detail: string } | null {
  if (err instanceof DuplicateImageError) return { reason: 'duplicate', detail: `${err.message} (${err.duplicateOf})` };
  if (err instanceof ImageRejectedError) {
    const reason: Record<ImageRejectedError['reason'], ImportSkipReason> = {
      not_an_image: 'not_an_image',
      corrupt: 'damaged',
      unsupported_format: 'unsupported',
      too_many_bytes: 'too_large',
      too_many_pixels: 'too_large',
    };
    return { reason: reason[err.reason], detail: err.reason === 'not_an_image' ? 'Not an image' : err.message };
  }
  if (err instanceof AppError) return { reason: 'bad_metadata', detail: err.message };
  return null;
}

/**
 * The operator's import (npm run library:import -- <folder>): every row of the folder's sidecar is
 * ingested into the shared library through the one ingestion path; files without a row and rows
 * without a file are reported. Nothing already imported is added twice (perceptual-hash dedupe).
 */
export async function importLibraryFolder(
  ctx: Pick<AppContext, 'db' | 'storage' | 'references' | 'now'>,
  folder: string,
  options: { metadataFile?: string; onEvent?: (event: ImportEvent) => void } = {},
): Promise<ImportSummary> {
  const dir = path.resolve(folder);
  const names = (await fs.readdir(dir, { withFileTypes: true })).filter((e) => e.isFile() && !e.name.startsWith('.')).map((e) => e.name).sort();
  let sidecar = options.metadataFile ? path.resolve(options.metadataFile) : undefined;
  if (!sidecar) {
    const found = SIDECAR_NAMES.find((n) => names.includes(n));
    if (!found) throw new Error(`no metadata sidecar in ${dir} (expected one of ${SIDECAR_NAMES.join(', ')}, or pass --metadata <file>)`);
    sidecar = path.join(dir, found);
  }
  const rows = await readSidecar(sidecar);
  const summary: ImportSummary = { folder: dir, sidecar, added: [], skipped: [], counts: {} };
  const listed = new Set(rows.map((r) => r.file ?? ''));
  const unlisted = names.filter((n) => path.join(dir, n) !== sidecar && !listed.has(n));
  const total = rows.length + unlisted.length;
  let index = 0;

  const skip = (file: string, reason: ImportSkipReason, detail: string) => {
    summary.skipped.push({ file, reason, detail });
    summary.counts[reason] = (summary.counts[reason] ?? 0) + 1;
    options.onEvent?.({ file, index, total, outcome: 'skipped', reason, detail });
  };

  for (const row of rows) {
    index += 1;
    const file = row.file ?? '';
    if (!file || file.includes('/') || file.includes('\\') || !names.includes(file)) {
      skip(file || `(row ${index})`, file ? 'missing_file' : 'bad_metadata', file ? 'No such file in the folder' : 'The row has no file name');
      continue;
    }
    const metadata = draftOfRow(row);
    if ('problem' in metadata) {
      skip(file, 'bad_metadata', metadata.problem);
      continue;
    }
    try {
      const data = await fs.readFile(path.join(dir, file));
      await addReferenceImage(ctx, { data, draft: metadata.draft });
      summary.added.push(file);
      options.onEvent?.({ file, index, total, outcome: 'added' });
    } catch (err) {
      const why = reasonOf(err);
      if (!why) throw err;
      skip(file, why.reason, why.detail);
    }
  }
  for (const file of unlisted) {
    index += 1;
    skip(file, 'no_metadata', `No row in ${path.basename(sidecar)}`);
  }
  return summary;
}

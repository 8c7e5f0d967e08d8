import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import { embeddedDatabaseInUse, embeddedDatabaseInUseMessage } from '../db/embedded-database-lock.ts';

/**
 * A backup of an embedded install is one .tar.gz of its DATA_DIR's parts: `db/` (the PGlite folder,
 * copied while no process has it open), `files/` (local file storage), `file-link-secret` (so
 * request files' signed links stay valid) and `provider-key-secret` (so studios' stored provider keys
 * can still be decrypted). Nothing else of DATA_DIR is read or written.
 */
const PARTS = ['db', 'files', 'file-link-secret', 'provider-key-secret'] as const;

export class BackupError extends Error {
  override name = 'BackupError';
}

const exists = (p: string) => fs.existsSync(p);

/** Files under `dir` (recursively), 0 when it does not exist. */
async function countFiles(dir: string): Promise<number> {
  if (!exists(dir)) return 0;
  const entries = await fsp.readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).length;
}

export interface BackupSummary {
  archive: string;
  bytes: number;
  /** Files of local storage in the archive (0 with STORAGE=s3: those stay in the bucket). */
  files: number;
}

/** Writes the archive (to a temporary name first, so a failure leaves no half archive). */
export async function createEmbeddedBackup(options: { dataDir: string; archive: string; includeFiles: boolean }): Promise<BackupSummary> {
  const { dataDir, archive } = options;
  const databaseDir = path.join(dataDir, 'db');
  if (!exists(path.join(databaseDir, 'PG_VERSION'))) throw new BackupError(`There is no embedded database in ${databaseDir} to back up.`);
  if (embeddedDatabaseInUse(databaseDir)) throw new BackupError(embeddedDatabaseInUseMessage(databaseDir));
  const parts = PARTS.filter((part) => (part !== 'files' || options.includeFiles) && exists(path.join(dataDir, part)));
  const partial = `${archive}.${randomBytes(4).toString('hex')}.partial`;
  await fsp.mkdir(path.dirname(archive), { recursive: true });
  try {
    // The archive holds the whole database and the link secret: readable by its owner only.
    await fsp.writeFile(partial, '', { mode: 0o600 });
    await tar.create({ gzip: true, file: partial, cwd: dataDir, portable: true }, parts);
    await fsp.rename(partial, archive);
  } catch (err) {
    await fsp.rm(partial, { force: true });
    throw err;
  }
  return { archive, bytes: (await fsp.stat(archive)).size, files: parts.includes('files') ? await countFiles(path.join(dataDir, 'files')) : 0 };
}

export interface RestoreSummary {
  dataDir: string;
  files: number;
}

/**
 * Unpacks a backup into `dataDir`, which must be empty (or missing) unless `force`, which replaces its
 * database, files and link secret. The archive is unpacked beside `dataDir` first and checked, so a
 * damaged archive leaves `dataDir` as it was.
 */
export async function restoreEmbeddedBackup(options: { archive: string; dataDir: string; force: boolean }): Promise<RestoreSummary> {
  const { archive, dataDir, force } = options;
  if (!exists(archive)) throw new BackupError(`There is no backup at ${archive}.`);
  const databaseDir = path.join(dataDir, 'db');
  if (embeddedDatabaseInUse(databaseDir)) throw new BackupError(embeddedDatabaseInUseMessage(databaseDir));
  const present = exists(dataDir) ? await fsp.readdir(dataDir) : [];
  if (present.length && !force) {
    throw new BackupError(`${dataDir} is not empty (${present.slice(0, 5).join(', ')}). Restore into an empty DATA_DIR, or add --force to replace its database and files.`);
  }

  const staging = `${dataDir.replace(/[\\/]+$/, '')}.restoring-${randomBytes(4).toString('hex')}`;
  await fsp.mkdir(staging, { recursive: true, mode: 0o700 });
  try {
    const unexpected: string[] = [];
    await tar.extract({
      file: archive,
      cwd: staging,
      strict: true,
      // Only the backup's own parts; tar itself refuses absolute paths and `..`.
      filter: (entryPath) => {
        const top = entryPath.replace(/^\.\//, '').split('/')[0] ?? '';
        const ok = (PARTS as readonly string[]).includes(top);
        if (!ok) unexpected.push(entryPath);
        return ok;
      },
    });
    if (!exists(path.join(staging, 'db', 'PG_VERSION'))) {
      throw new BackupError(`${archive} is not a Genie backup (it has no db/ folder${unexpected.length ? `; it holds ${unexpected.slice(0, 3).join(', ')}` : ''}).`);
    }
    await fsp.mkdir(dataDir, { recursive: true });
    for (const part of PARTS) {
      const target = path.join(dataDir, part);
      if (force) await fsp.rm(target, { recursive: true, force: true });
      if (exists(path.join(staging, part))) await fsp.rename(path.join(staging, part), target);
    }
  } finally {
    await fsp.rm(staging, { recursive: true, force: true });
  }
  return { dataDir, files: await countFiles(path.join(dataDir, 'files')) };
}

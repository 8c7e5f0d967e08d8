import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Env } from '../env.ts';

async function readSecret(file: string): Promise<string | undefined> {
  try {
    return (await fs.readFile(file, 'utf8')).trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}

/**
 * The key request files' links are signed with: FILE_LINK_SECRET when configured, otherwise a random
 * one generated on first start and kept in DATA_DIR/file-link-secret (readable by this user only), so
 * links survive a restart. Two processes starting at once agree on the first one written.
 */
export async function loadFileLinkSecret(env: Pick<Env, 'FILE_LINK_SECRET' | 'DATA_DIR'>): Promise<Buffer> {
  if (env.FILE_LINK_SECRET) return Buffer.from(env.FILE_LINK_SECRET, 'utf8');
  const file = path.join(env.DATA_DIR, 'file-link-secret');
  let stored = await readSecret(file);
  if (stored === undefined) {
    await fs.mkdir(env.DATA_DIR, { recursive: true });
    // Written whole under a temporary name, then linked into place: a reader never sees half a secret.
    const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    await fs.writeFile(temp, randomBytes(32).toString('base64url'), { mode: 0o600 });
    try {
      await fs.link(temp, file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      await fs.rm(temp, { force: true });
    }
    stored = await readSecret(file);
  }
  if (!stored || stored.length < 32) throw new Error(`${file} holds no usable secret: delete it to have a new one generated`);
  return Buffer.from(stored, 'utf8');
}

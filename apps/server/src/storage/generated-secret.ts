import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

async function readSecret(file: string): Promise<string | undefined> {
  try {
    return (await fs.readFile(file, 'utf8')).trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}

/**
 * A secret the operator may configure, otherwise a random one generated on first start and kept in
 * DATA_DIR/<name> (readable by this user only), so it survives a restart. Two processes starting at
 * once agree on the first one written.
 */
export async function loadGeneratedSecret(configured: string | undefined, dataDir: string, name: string): Promise<Buffer> {
  if (configured) return Buffer.from(configured, 'utf8');
  const file = path.join(dataDir, name);
  let stored = await readSecret(file);
  if (stored === undefined) {
    await fs.mkdir(dataDir, { recursive: true });
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

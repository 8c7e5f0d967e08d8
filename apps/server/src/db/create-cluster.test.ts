import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { migrationsFolder } from './client.ts';
import { createClusterInProcess } from './create-cluster.ts';
import { createPgliteClient } from './pglite-client.ts';

const made: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'genie-cluster-'));
  made.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('a new embedded database made in a process of its own', () => {
  it('leaves a migrated database that opens with nothing left to apply', async () => {
    const dataDir = path.join(tempDir(), 'data');
    await createClusterInProcess({ dataDir, migrationsFolder: migrationsFolder() });
    expect(fs.existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
    const client = await createPgliteClient({ dataDir, migrationsFolder: migrationsFolder() });
    try {
      const applied = await client.query<{ count: number }>('select count(*)::int as count from drizzle.__drizzle_migrations');
      const files = fs.readdirSync(migrationsFolder()).filter((name) => name.endsWith('.sql'));
      expect(applied.rows[0]?.count).toBe(files.length);
      const designers = await client.query<{ count: number }>('select count(*)::int as count from designers');
      expect(designers.rows[0]?.count).toBe(0);
    } finally {
      await client.close();
    }
  }, 90_000);

  it('fails with the reason when the directory cannot be used', async () => {
    const file = path.join(tempDir(), 'not-a-directory');
    fs.writeFileSync(file, 'x');
    await expect(createClusterInProcess({ dataDir: file, migrationsFolder: migrationsFolder() })).rejects.toThrow(
      new RegExp(`Could not create the embedded database in ${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: .+`),
    );
  }, 90_000);
});

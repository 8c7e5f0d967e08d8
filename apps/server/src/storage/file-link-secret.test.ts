import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadEnv } from '../env.ts';
import { loadFileLinkSecret } from './file-link-secret.ts';

let dataDir: string;
beforeEach(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'genie-secret-'));
});
afterEach(() => fs.rm(dataDir, { recursive: true, force: true }));

describe('the secret file links are signed with', () => {
  it('is generated on first start, kept readable by this user only, and the same after a restart', async () => {
    const first = await loadFileLinkSecret({ DATA_DIR: dataDir, FILE_LINK_SECRET: undefined });
    expect(first.length).toBeGreaterThanOrEqual(32);
    const stat = await fs.stat(path.join(dataDir, 'file-link-secret'));
    expect(stat.mode & 0o777).toBe(0o600);
    expect(await loadFileLinkSecret({ DATA_DIR: dataDir, FILE_LINK_SECRET: undefined })).toEqual(first);
  });

  it('is the same for processes starting at once', async () => {
    const secrets = await Promise.all([1, 2, 3, 4].map(() => loadFileLinkSecret({ DATA_DIR: dataDir, FILE_LINK_SECRET: undefined })));
    for (const s of secrets) expect(s).toEqual(secrets[0]);
    expect((await fs.readdir(dataDir)).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('is FILE_LINK_SECRET when configured (at least 32 characters), and then nothing is written', async () => {
    const configured = 'a configured secret of 32+ chars!!';
    expect((await loadFileLinkSecret({ DATA_DIR: dataDir, FILE_LINK_SECRET: configured })).toString()).toBe(configured);
    expect(await fs.readdir(dataDir)).toEqual([]);
    expect(() => loadEnv({ FILE_LINK_SECRET: 'too short' })).toThrow(/FILE_LINK_SECRET: must be at least 32 characters/);
  });
});

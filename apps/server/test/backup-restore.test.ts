import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackupError, createEmbeddedBackup, restoreEmbeddedBackup } from '../src/backup/embedded-backup.ts';
import { addSampleData, openEmbeddedInstall, rowCounts, type SampleData } from './embedded-install.ts';

// Each test copies, packs and opens whole embedded databases: slow on a busy machine, not stuck.
const SLOW = 180_000;

let root: string;
let source: string;
let sample: SampleData;
let countsBefore: Record<string, number>;

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'genie-backup-'));
  source = path.join(root, 'data');
  const install = await openEmbeddedInstall(source);
  try {
    sample = await addSampleData(install.app);
    countsBefore = await rowCounts(install.database.db);
  } finally {
    await install.close();
  }
}, SLOW);
afterAll(() => fs.rm(root, { recursive: true, force: true }));

describe('backup and restore of an embedded install', () => {
  it('brings back the same rows and files in a new DATA_DIR, and the designer signs in there', async () => {
    const archive = path.join(root, 'genie-backup.tar.gz');
    const summary = await createEmbeddedBackup({ dataDir: source, archive, includeFiles: true });
    expect(summary.files).toBe(1);
    expect((await fs.stat(archive)).mode & 0o077).toBe(0);

    const target = path.join(root, 'restored');
    expect(await restoreEmbeddedBackup({ archive, dataDir: target, force: false })).toEqual({ dataDir: target, files: 1 });
    const restored = await openEmbeddedInstall(target);
    try {
      expect(countsBefore.designers).toBeGreaterThan(0);
      expect(countsBefore.chat_messages).toBeGreaterThan(0);
      expect(await rowCounts(restored.database.db)).toEqual(countsBefore);
      const login = await restored.app.inject({ method: 'POST', url: '/api/accounts/login/', payload: { email: sample.designer.email, password: sample.designer.password } });
      expect(login.statusCode, login.body).toBe(200);
      const logo = await restored.app.inject({ method: 'GET', url: sample.logoUrl });
      expect(logo.statusCode).toBe(200);
      expect(logo.rawPayload.equals(sample.logo)).toBe(true);
    } finally {
      await restored.close();
    }
    // The source was only read.
    expect(await fs.readdir(source)).toEqual(expect.arrayContaining(['db', 'files']));
  }, SLOW);

  it('refuses to restore over a DATA_DIR that has data unless told to replace it', async () => {
    const archive = path.join(root, 'again.tar.gz');
    await createEmbeddedBackup({ dataDir: source, archive, includeFiles: true });
    const target = path.join(root, 'occupied');
    await fs.mkdir(path.join(target, 'files', 'logos'), { recursive: true });
    await fs.writeFile(path.join(target, 'files', 'logos', 'keep-me.txt'), 'newer work');
    await expect(restoreEmbeddedBackup({ archive, dataDir: target, force: false })).rejects.toThrow(/is not empty .*--force/);
    expect(await fs.readFile(path.join(target, 'files', 'logos', 'keep-me.txt'), 'utf8')).toBe('newer work');

    await restoreEmbeddedBackup({ archive, dataDir: target, force: true });
    await expect(fs.access(path.join(target, 'files', 'logos', 'keep-me.txt'))).rejects.toThrow();
    expect(await fs.readdir(path.join(target, 'db'))).toContain('PG_VERSION');
  }, SLOW);

  it('refuses to back up or restore while the embedded database is open', async () => {
    const install = await openEmbeddedInstall(source);
    try {
      await expect(createEmbeddedBackup({ dataDir: source, archive: path.join(root, 'busy.tar.gz'), includeFiles: true })).rejects.toThrow(/stop Genie first/);
      await expect(fs.access(path.join(root, 'busy.tar.gz'))).rejects.toThrow();
      await expect(restoreEmbeddedBackup({ archive: path.join(root, 'genie-backup.tar.gz'), dataDir: source, force: true })).rejects.toThrow(BackupError);
    } finally {
      await install.close();
    }
  }, SLOW);

  it('refuses an archive that is not a backup, leaving the DATA_DIR untouched', async () => {
    const stray = path.join(root, 'stray');
    await fs.mkdir(stray);
    await fs.writeFile(path.join(stray, 'notes.txt'), 'hello');
    const tar = await import('tar');
    const archive = path.join(root, 'not-a-backup.tar.gz');
    await tar.create({ gzip: true, file: archive, cwd: stray }, ['notes.txt']);
    const target = path.join(root, 'empty');
    await expect(restoreEmbeddedBackup({ archive, dataDir: target, force: false })).rejects.toThrow(/is not a Genie backup/);
    await expect(fs.readdir(target)).rejects.toThrow();
    expect((await fs.readdir(root)).filter((name) => name.includes('.restoring-'))).toEqual([]);
  }, SLOW);
});

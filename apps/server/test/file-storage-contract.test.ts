import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from '../src/storage/file-storage.ts';
import { localDiskStorage } from '../src/storage/local-disk-storage.ts';
import { newFileKey } from '../src/storage/new-file-key.ts';
import { s3Storage } from '../src/storage/s3-storage.ts';
import { startFailingS3Server, startS3TestServer, type S3TestServer } from './s3-test-server.ts';

interface Adapter {
  /** A fresh, empty storage of this kind. */
  create(): Promise<FileStorage>;
  /** A storage of this kind whose every upload fails. */
  failing(): Promise<FileStorage>;
}

const cleanups: (() => Promise<void>)[] = [];
let s3: S3TestServer;

beforeAll(async () => {
  s3 = await startS3TestServer();
  cleanups.push(() => s3.close());
});
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const adapters: Record<string, Adapter> = {
  'local disk': {
    async create() {
      const root = await fs.mkdtemp(path.join(os.tmpdir(), 'genie-files-'));
      cleanups.push(() => fs.rm(root, { recursive: true, force: true }));
      return localDiskStorage(path.join(root, 'files'));
    },
    async failing() {
      // The storage folder's place is taken by a plain file: nothing can be written under it.
      const root = await fs.mkdtemp(path.join(os.tmpdir(), 'genie-files-'));
      cleanups.push(() => fs.rm(root, { recursive: true, force: true }));
      await fs.writeFile(path.join(root, 'files'), 'not a folder');
      return localDiskStorage(path.join(root, 'files'));
    },
  },
  's3 (local S3-compatible server)': {
    async create() {
      // A folder of its own in the shared bucket per storage, as S3_PREFIX gives an install.
      const storage = await s3Storage(s3.settings(`install-${randomBytes(4).toString('hex')}/`));
      cleanups.push(async () => storage.close?.());
      return storage;
    },
    async failing() {
      const failing = await startFailingS3Server();
      const storage = await s3Storage({ ...s3.settings(), endpoint: failing.endpoint });
      cleanups.push(async () => {
        storage.close?.();
        await failing.close();
      });
      return storage;
    },
  },
};

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

describe.each(Object.entries(adapters))('file storage contract: %s', (_name, adapter) => {
  it('returns a stored file whole, with the content type of its extension', async () => {
    const storage = await adapter.create();
    const key = newFileKey('logos', 'webp');
    const data = randomBytes(3000);
    await storage.put(key, data);
    const file = await storage.get(key);
    expect(file?.contentType).toBe('image/webp');
    expect(file?.data.equals(data)).toBe(true);
    expect(await storage.exists(key)).toBe(true);
  });

  it('streams a stored file with its length', async () => {
    const storage = await adapter.create();
    const key = newFileKey('reports', 'pdf');
    const data = Buffer.from('%PDF-1.7 a small report');
    await storage.put(key, data);
    const opened = await storage.open(key);
    expect(opened).toMatchObject({ contentType: 'application/pdf', length: data.length });
    const chunks: Buffer[] = [];
    for await (const chunk of opened!.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(data)).toBe(true);
  });

  it('streams a large file in pieces without changing a byte', async () => {
    const storage = await adapter.create();
    const key = newFileKey('floor-plans', 'png');
    const data = randomBytes(24 * 1024 * 1024);
    await storage.put(key, data);
    const opened = await storage.open(key);
    expect(opened?.length).toBe(data.length);
    const hash = createHash('sha256');
    let chunks = 0;
    for await (const chunk of opened!.body) {
      hash.update(chunk as Buffer);
      chunks += 1;
    }
    expect(chunks).toBeGreaterThan(1);
    expect(hash.digest('hex')).toBe(sha256(data));
  });

  it('answers a missing file with nothing, not an error', async () => {
    const storage = await adapter.create();
    const key = newFileKey('logos', 'png');
    expect(await storage.get(key)).toBeUndefined();
    expect(await storage.open(key)).toBeUndefined();
    expect(await storage.exists(key)).toBe(false);
    // Not a key at all (a path trying to leave the folder): nothing either.
    expect(await storage.open('../../etc/passwd')).toBeUndefined();
    await expect(storage.put('../escape.png', Buffer.from('x'))).rejects.toThrow(/invalid file key/);
  });

  it('replaces a file put again under the same key', async () => {
    const storage = await adapter.create();
    const key = newFileKey('logos', 'jpg');
    await storage.put(key, Buffer.from('first'));
    await storage.put(key, Buffer.from('second'));
    expect((await storage.get(key))?.data.toString()).toBe('second');
  });

  it('deletes a file, and deleting a missing one is no error', async () => {
    const storage = await adapter.create();
    const key = newFileKey('note-images', 'webp');
    await storage.put(key, Buffer.from('note'));
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.open(key)).toBeUndefined();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('lists exactly the keys it holds', async () => {
    const storage = await adapter.create();
    const keys = [newFileKey('logos', 'webp'), newFileKey('references', 'jpg'), newFileKey('references', 'webp')];
    for (const key of keys) await storage.put(key, Buffer.from(key));
    const listed: string[] = [];
    for await (const key of storage.keys()) listed.push(key);
    expect(listed.sort()).toEqual([...keys].sort());
  });

  it('rejects a failed upload, leaving no file behind', async () => {
    const storage = await adapter.failing();
    const key = newFileKey('logos', 'webp');
    await expect(storage.put(key, Buffer.from('logo'))).rejects.toThrow();
    expect(await storage.get(key).catch(() => undefined)).toBeUndefined();
  });
});

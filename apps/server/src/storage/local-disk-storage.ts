import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOfKey, FILES_URL_PREFIX, isFileKey, type FileStorage } from './file-storage.ts';

const isMissing = (err: unknown) => ['ENOENT', 'ENOTDIR'].includes((err as NodeJS.ErrnoException).code ?? '');

/** Files on local disk under `root` (DATA_DIR/files); written to a temp name then renamed, so readers never see half a file. */
export function localDiskStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    if (!isFileKey(key)) throw new Error(`invalid file key ${JSON.stringify(key)}`);
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(key, data) {
      const target = pathOf(key);
      const temp = `${target}.${process.pid}.tmp`;
      try {
        await fs.mkdir(path.dirname(target), { recursive: true });
        await fs.writeFile(temp, data);
        await fs.rename(temp, target);
      } catch (err) {
        await fs.rm(temp, { force: true }).catch(() => undefined);
        throw err;
      }
    },
    async get(key) {
      if (!isFileKey(key)) return undefined;
      try {
        return { data: await fs.readFile(pathOf(key)), contentType: contentTypeOfKey(key) };
      } catch (err) {
        if (isMissing(err)) return undefined;
        throw err;
      }
    },
    async open(key) {
      if (!isFileKey(key)) return undefined;
      let handle: fs.FileHandle;
      try {
        handle = await fs.open(pathOf(key), 'r');
      } catch (err) {
        if (isMissing(err)) return undefined;
        throw err;
      }
      try {
        const { size } = await handle.stat();
        // The stream owns the handle from here: it closes it at the end, on error or when destroyed.
        return { body: createReadStream('', { fd: handle, autoClose: true }), contentType: contentTypeOfKey(key), length: size };
      } catch (err) {
        await handle.close();
        throw err;
      }
    },
    async exists(key) {
      if (!isFileKey(key)) return false;
      try {
        return (await fs.stat(pathOf(key))).isFile();
      } catch (err) {
        if (isMissing(err)) return false;
        throw err;
      }
    },
    async delete(key) {
      if (!isFileKey(key)) return;
      await fs.rm(pathOf(key), { force: true });
    },
    async *keys() {
      let folders: string[];
      try {
        folders = await fs.readdir(root);
      } catch (err) {
        if (isMissing(err)) return;
        throw err;
      }
      for (const folder of folders.sort()) {
        let names: string[];
        try {
          names = await fs.readdir(path.join(root, folder));
        } catch (err) {
          if (isMissing(err)) continue;
          throw err;
        }
        for (const name of names.sort()) {
          const key = `${folder}/${name}`;
          if (isFileKey(key)) yield key;
        }
      }
    },
    urlFor(key) {
      return `${FILES_URL_PREFIX}${key}`;
    },
  };
}

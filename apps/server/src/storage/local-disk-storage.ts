import fs from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOfKey, FILES_URL_PREFIX, isFileKey, type FileStorage } from './file-storage.ts';

/** Files on local disk under `root` (DATA_DIR/files); written to a temp name then renamed, so readers never see half a file. */
export function localDiskStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    if (!isFileKey(key)) throw new Error(`invalid file key ${JSON.stringify(key)}`);
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(key, data) {
      const target = pathOf(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      const temp = `${target}.${process.pid}.tmp`;
      await fs.writeFile(temp, data);
      await fs.rename(temp, target);
    },
    async get(key) {
      if (!isFileKey(key)) return undefined;
      try {
        return { data: await fs.readFile(pathOf(key)), contentType: contentTypeOfKey(key) };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw err;
      }
    },
    async delete(key) {
      if (!isFileKey(key)) return;
      await fs.rm(pathOf(key), { force: true });
    },
    urlFor(key) {
      return `${FILES_URL_PREFIX}${key}`;
    },
  };
}

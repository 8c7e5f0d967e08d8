import path from 'node:path';
import type { Env } from '../env.ts';
import type { FileStorage } from './file-storage.ts';
import { localDiskStorage } from './local-disk-storage.ts';
import type { S3StorageSettings } from './s3-storage.ts';

/** The S3 settings of a validated env with STORAGE=s3 (env.ts has checked the bucket, region and key pair). */
export function s3SettingsOf(env: Env): S3StorageSettings {
  return {
    bucket: env.S3_BUCKET ?? '',
    region: env.S3_REGION ?? '',
    endpoint: env.S3_ENDPOINT,
    credentials: env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    prefix: env.S3_PREFIX,
  };
}

/** The file storage the settings choose: local disk under DATA_DIR/files (default) or the S3 bucket. */
export async function createFileStorage(env: Env): Promise<FileStorage> {
  if (env.STORAGE !== 's3') return localDiskStorage(localFilesDir(env));
  // Loaded only when chosen: the AWS SDK is large, and local-disk installs start without it.
  const { s3Storage } = await import('./s3-storage.ts');
  return s3Storage(s3SettingsOf(env));
}

/** Where local disk storage keeps files (also what backups and db:move read). */
export function localFilesDir(env: Pick<Env, 'DATA_DIR'>): string {
  return path.join(env.DATA_DIR, 'files');
}

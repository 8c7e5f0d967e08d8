import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { contentTypeOfKey, FILES_URL_PREFIX, isFileKey, type FileStorage, type OpenedFile } from './file-storage.ts';

/** An S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Backblaze B2), from the S3_* settings. */
export interface S3StorageSettings {
  bucket: string;
  region: string;
  /** The service's address for anything but AWS (https://<account>.r2.cloudflarestorage.com, http://minio:9000). */
  endpoint?: string | undefined;
  /** Both or neither; neither: the SDK's own chain (environment, instance role, web identity). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `bucket` in the path instead of the host name (MinIO and most self-hosted servers). */
  forcePathStyle: boolean;
  /** Put every key under this folder of the bucket (`genie/`), so one bucket can hold several installs. */
  prefix: string;
  /** How long one request may take before it fails (and is retried by the SDK, up to 3 attempts). */
  requestTimeoutMs?: number;
}

/** The SDK is loaded when S3 storage is chosen, so local-disk installs never pay for loading it. */
const loadSdk = () => import('@aws-sdk/client-s3');
type Sdk = Awaited<ReturnType<typeof loadSdk>>;

export async function s3ClientOf(settings: S3StorageSettings): Promise<S3Client> {
  const { S3Client } = await loadSdk();
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    forcePathStyle: settings.forcePathStyle,
    // Checksums only where the API requires them: several S3-compatible services refuse the newer defaults.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: 5000, requestTimeout: settings.requestTimeoutMs ?? 30_000 },
  });
}

/** A missing object: GetObject says NoSuchKey, HeadObject (no body) a bare 404 (NotFound). */
function isMissing(sdk: Sdk, err: unknown): boolean {
  return err instanceof sdk.S3ServiceException && (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404);
}

/**
 * Files as private objects of one bucket. Nothing is ever made public: the files route streams an
 * object after its own checks (a signed link, a revoked share), with the same headers as local disk.
 * A PUT is atomic in S3, so a reader never sees half a file; a failed one rejects and nothing is recorded.
 */
export async function s3Storage(settings: S3StorageSettings, givenClient?: S3Client): Promise<FileStorage> {
  const sdk = await loadSdk();
  const { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand } = sdk;
  const client = givenClient ?? (await s3ClientOf(settings));
  const objectKey = (key: string) => {
    if (!isFileKey(key)) throw new Error(`invalid file key ${JSON.stringify(key)}`);
    return `${settings.prefix}${key}`;
  };
  const Bucket = settings.bucket;
  const open = async (key: string): Promise<OpenedFile | undefined> => {
    if (!isFileKey(key)) return undefined;
    try {
      const object = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
      if (!(object.Body instanceof Readable)) throw new Error('the object store sent no readable body');
      // The type comes from the key, as on local disk, whatever the store kept.
      return { body: object.Body, contentType: contentTypeOfKey(key), length: object.ContentLength ?? 0 };
    } catch (err) {
      if (isMissing(sdk, err)) return undefined;
      throw err;
    }
  };
  return {
    async put(key, data) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: objectKey(key), Body: data, ContentType: contentTypeOfKey(key), ContentLength: data.length }),
      );
    },
    async get(key) {
      const opened = await open(key);
      if (!opened) return undefined;
      const chunks: Buffer[] = [];
      for await (const chunk of opened.body) chunks.push(chunk as Buffer);
      return { data: Buffer.concat(chunks), contentType: opened.contentType };
    },
    open,
    async exists(key) {
      if (!isFileKey(key)) return false;
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return true;
      } catch (err) {
        if (isMissing(sdk, err)) return false;
        throw err;
      }
    },
    async delete(key) {
      if (!isFileKey(key)) return;
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async *keys() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: settings.prefix, ...(ContinuationToken ? { ContinuationToken } : {}) }));
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(settings.prefix.length);
          if (key && isFileKey(key)) yield key;
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    urlFor(key) {
      return `${FILES_URL_PREFIX}${key}`;
    },
    close() {
      client.destroy();
    },
  };
}

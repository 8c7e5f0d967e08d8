import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import type { S3StorageSettings } from '../src/storage/s3-storage.ts';

export interface S3TestServer {
  endpoint: string;
  bucket: string;
  /** The env settings that point the app at this server (STORAGE=s3). */
  env: Record<string, string>;
  settings(prefix?: string): S3StorageSettings;
  close(): Promise<void>;
}

/** The test server's fixed credentials (it checks request signatures against them). */
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** A local S3-compatible server (s3rver, objects in a temp folder) with one empty bucket. */
export async function startS3TestServer(bucket = 'genie-test'): Promise<S3TestServer> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'genie-s3-'));
  // The server's signature check disagrees with the SDK's on bucket listings (ListObjectsV2, which
  // real S3, R2 and MinIO accept), so it is told to let them through; objects' requests are unaffected.
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
    allowMismatchedSignatures: true,
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    settings: (prefix = '') => ({ bucket, region: 'us-east-1', endpoint, credentials, forcePathStyle: true, prefix }),
    async close() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}

/** An "S3 service" that answers every request with 500 InternalError: uploads through it fail. */
export async function startFailingS3Server(): Promise<{ endpoint: string; requests: () => number; close(): Promise<void> }> {
  let count = 0;
  const server = http.createServer((req, res) => {
    count += 1;
    req.resume();
    req.on('end', () => {
      res.writeHead(500, { 'content-type': 'application/xml' });
      res.end('<?xml version="1.0" encoding="UTF-8"?><Error><Code>InternalError</Code><Message>We encountered an internal error.</Message></Error>');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    requests: () => count,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

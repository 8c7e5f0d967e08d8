import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { IMAGE_MAX_BYTES, type ErrorCode } from '@genie/contracts';
import type { UploadedFile } from '../../images/uploaded-file.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The error code for a file over the 10 MB limit on this route (default payload_too_large). */
    fileTooLargeCode?: ErrorCode;
  }
}

/**
 * Multipart bodies become plain objects: text fields as strings, a file field as an UploadedFile
 * (buffered, at most 10 MB, one per request).
 */
export async function registerMultipart(app: FastifyInstance) {
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 40, fieldSize: 100_000, parts: 50 },
    async onFile(part) {
      const value: UploadedFile = { filename: part.filename, mimetype: part.mimetype, data: await part.toBuffer() };
      (part as unknown as { value: UploadedFile }).value = value;
    },
  });
}

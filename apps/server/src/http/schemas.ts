import { errorReply } from '@genie/contracts';
import { z } from 'zod';
import { isUploadedFile, type UploadedFile } from '../images/uploaded-file.ts';

/** The OpenAPI security requirement of routes that need a designer's bearer token. */
export const bearerAuth = [{ bearerAuth: [] }];

const descriptions: Record<number, string> = {
  400: 'Invalid input (code validation_failed or a more specific code)',
  401: 'Missing, invalid, expired or revoked token (unauthorized) or wrong credentials',
  404: 'Not found',
  409: 'Conflict with an existing value',
  413: 'Upload too large',
  415: 'Unsupported file type',
  422: 'File unreadable or damaged',
  429: 'Too many requests (rate_limited)',
  500: 'Server error (internal_error)',
};

/** `{ success: false, code, msg }` replies for the given statuses (500 always included). */
export function errorResponses<S extends number>(...statuses: S[]) {
  const out = {} as Record<S | 500, typeof errorReply>;
  for (const status of [...statuses, 500 as const]) {
    out[status] = errorReply.describe(descriptions[status] ?? 'Error');
  }
  return out;
}

/** A file field of a multipart body. */
export function uploadedFileField(messageKey: string) {
  return z
    .custom<UploadedFile>(isUploadedFile, { error: messageKey })
    .meta({ type: 'string', format: 'binary' });
}

export const formContentTypes = ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'];

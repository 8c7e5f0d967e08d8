import { errorReply } from '@genie/contracts';
import { z } from 'zod';
import { isUploadedFile, type UploadedFile } from '../images/uploaded-file.ts';

/** The OpenAPI security requirement of routes that need a designer's bearer token. */
export const bearerAuth = [{ bearerAuth: [] }];

/** The error replies by status, each written once in the document under `#/components/responses/<name>`. */
export const errorStatuses = {
  400: { name: 'BadRequest', description: 'Invalid input (code validation_failed or a more specific code)' },
  401: { name: 'Unauthorized', description: 'Missing, invalid, expired or revoked token (unauthorized) or wrong credentials' },
  402: { name: 'SubscriptionExpired', description: 'The subscription has expired (subscription_expired)' },
  403: {
    name: 'Forbidden',
    description: 'Not allowed (forbidden), or not in the plan or past its image quota (plan_feature_locked, image_quota_exceeded)',
  },
  404: { name: 'NotFound', description: 'Not found' },
  409: { name: 'Conflict', description: 'Conflict with an existing value' },
  413: { name: 'PayloadTooLarge', description: 'Upload too large' },
  415: { name: 'UnsupportedMediaType', description: 'Unsupported file type' },
  422: { name: 'UnreadableFile', description: 'File unreadable or damaged' },
  429: { name: 'TooManyRequests', description: 'Too many requests (rate_limited)' },
  500: { name: 'ServerError', description: 'Server error (internal_error)' },
  502: { name: 'UpstreamFailed', description: 'The AI provider failed (suggestions_failed)' },
} as const;
type ErrorStatus = keyof typeof errorStatuses;

/** `{ success: false, code, msg }` replies for the given statuses (500 always included). */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]) {
  const out = {} as Record<S | 500, typeof errorReply>;
  for (const status of [...statuses, 500 as const]) {
    out[status] = errorReply.describe(errorStatuses[status].description);
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

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasForbiddenTextCharacters, validationMessages } from '@genie/contracts';
import { AppError } from '../../errors.ts';
import { isUploadedFile } from '../../images/uploaded-file.ts';

/** The dotted paths (as the error reply's `fields` names them) of every string, or key, holding a forbidden character. */
export function forbiddenTextPaths(value: unknown, path: string[] = [], found: string[] = []): string[] {
  if (typeof value === 'string') {
    if (hasForbiddenTextCharacters(value)) found.push(path.join('.') || '_');
  } else if (Array.isArray(value)) {
    // A repeated form field or a JSON array: the field is named, not the position.
    for (const item of value) forbiddenTextPaths(item, path, found);
  } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value) && !isUploadedFile(value)) {
    for (const [key, item] of Object.entries(value)) {
      const at = [...path, key];
      if (hasForbiddenTextCharacters(key)) found.push(at.join('.'));
      else forbiddenTextPaths(item, at, found);
    }
  }
  return found;
}

function refuseForbiddenText(request: FastifyRequest) {
  const paths = new Set([
    ...forbiddenTextPaths(request.params),
    ...forbiddenTextPaths(request.query),
    ...forbiddenTextPaths(request.body),
  ]);
  if (paths.size === 0) return;
  const fields = Object.fromEntries([...paths].map((p) => [p, 'characters_not_allowed']));
  throw new AppError('validation_failed', validationMessages.characters_not_allowed, fields);
}

/**
 * Every request's path parameters, query and body (JSON, urlencoded or multipart text fields) are
 * refused with 400 `characters_not_allowed`, naming each field, when any string holds NUL, another
 * control character (tab and line breaks aside) or a lone surrogate — before any use case runs, so such
 * text never reaches the database whatever the route. The contracts' `text`/`line`
 * schemas say the same for the forms; this is the net under every route, present and future.
 */
export function registerForbiddenTextGuard(app: FastifyInstance) {
  // preHandler: after every body parser (multipart attaches its fields in its own preValidation hook).
  app.addHook('preHandler', async (request) => refuseForbiddenText(request));
}

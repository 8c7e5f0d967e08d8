import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { genieValidationMessages, studioPlanValidationMessages, validationMessages, visitorValidationMessages, workspaceValidationMessages, type ErrorReply } from '@genie/contracts';
import { AppError, httpStatusByCode } from '../errors.ts';
import { errorMessages } from '../error-messages.ts';
import { isUnstorableInput } from '../db/errors.ts';

/** Every validation message key a schema may carry: the account forms', the visitor's home form and the genie's. */
const allValidationMessages: Record<string, string> = {
  ...validationMessages,
  ...visitorValidationMessages,
  ...genieValidationMessages,
  ...workspaceValidationMessages,
  ...studioPlanValidationMessages,
};
const isValidationKey = (key: string) => Object.hasOwn(allValidationMessages, key);

function fromValidation(issues: { path: PropertyKey[]; message: string }[]): ErrorReply {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    if (!(key in fields)) fields[key] = isValidationKey(issue.message) ? issue.message : 'invalid_value';
  }
  const first = Object.values(fields)[0] ?? 'invalid_value';
  return {
    success: false,
    code: 'validation_failed',
    msg: allValidationMessages[first] ?? validationMessages.invalid_value,
    fields,
  };
}

/**
 * Errors the router raises before any route runs (a path that is not valid percent-encoded UTF-8, a
 * path parameter past the router's length limit) get the same `{ success: false, code, msg }` shape.
 */
export function frameworkErrorReply(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const msg = tooLong ? validationMessages.too_long : validationMessages.invalid_value;
  return reply.status(error.statusCode ?? 400).send({ success: false, code: 'validation_failed', msg } satisfies ErrorReply);
}

/** One place maps errors to `{ success: false, code, msg }` and an HTTP status. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      const body: ErrorReply = { success: false, code: error.code, msg: error.message, ...(error.fields ? { fields: error.fields } : {}) };
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', Math.max(1, Math.ceil(error.retryAfterSeconds)));
      return reply.status(httpStatusByCode[error.code]).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply
        .status(400)
        .send(fromValidation(error.validation.map((v) => ({ path: v.instancePath.split('/').filter(Boolean), message: v.message ?? '' }))));
    }
    const fe = error as FastifyError;
    if (fe.statusCode === 429) {
      return reply.status(429).send({ success: false, code: 'rate_limited', msg: errorMessages.rate_limited } satisfies ErrorReply);
    }
    if (fe.code === 'FST_REQ_FILE_TOO_LARGE') {
      // The multipart plugin stops reading at 10 MB; the route says which code a too-large file is.
      const code = request.routeOptions.config.fileTooLargeCode ?? 'payload_too_large';
      const msg = code === 'image_too_large' ? validationMessages.image_too_large : errorMessages.file_too_large;
      return reply.status(httpStatusByCode[code]).send({ success: false, code, msg } satisfies ErrorReply);
    }
    if (fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || fe.statusCode === 413) {
      return reply.status(413).send({ success: false, code: 'payload_too_large', msg: 'The upload is too large.' } satisfies ErrorReply);
    }
    if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
      return reply.status(fe.statusCode).send({ success: false, code: fe.statusCode === 404 ? 'not_found' : 'validation_failed', msg: fe.message } satisfies ErrorReply);
    }
    if (isUnstorableInput(error)) {
      // The schemas and the text guard refuse such values first; a route they miss still answers 400, not 500.
      request.log.warn({ err: error }, 'the database refused a value sent');
      return reply.status(400).send({ success: false, code: 'validation_failed', msg: validationMessages.invalid_value } satisfies ErrorReply);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ success: false, code: 'internal_error', msg: 'Something went wrong. Please try again.' } satisfies ErrorReply);
  });
}

export { fromValidation };

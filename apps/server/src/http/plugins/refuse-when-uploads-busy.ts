import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { uploadsBusy } from '../../uploads/upload-slots.ts';

/**
 * An onRequest hook for upload routes: when the upload would only be refused for want of a slot,
 * refuse it (429 uploads_busy) before its body is read. The use-case takes the slot itself later.
 */
export function refuseWhenUploadsBusy(ctx: Pick<AppContext, 'uploadSlots'>, designerOf: (request: FastifyRequest) => string) {
  return async (request: FastifyRequest) => {
    if (ctx.uploadSlots.wouldRefuse(designerOf(request))) throw uploadsBusy();
  };
}

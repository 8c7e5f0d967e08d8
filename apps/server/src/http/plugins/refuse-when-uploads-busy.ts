import type { FastifyRequest } from 'fastify';
import { uploadsBusy, type UploadSlots } from '../../uploads/upload-slots.ts';

/**
 * An onRequest hook for upload routes: when the upload would only be refused for want of a slot,
 * refuse it (429 uploads_busy) before its body is read. The use-case takes the slot itself later.
 */
export function refuseWhenUploadsBusy(slots: UploadSlots, designerOf: (request: FastifyRequest) => string) {
  return async (request: FastifyRequest) => {
    if (slots.wouldRefuse(designerOf(request))) throw uploadsBusy();
  };
}

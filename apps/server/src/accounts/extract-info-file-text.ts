import { personalInfoUpdate, type InfoFileReply } from '@genie/contracts';
import type { AppContext } from '../context.ts';
import { documentExtension, extractDocumentText } from '../documents/extract-document-text.ts';
import type { UploadedFile } from '../images/uploaded-file.ts';

/** The designer's context field holds at most this many characters; longer documents are cut to fit. */
const CONTEXT_MAX_LENGTH = personalInfoUpdate.shape.context.unwrap().maxLength ?? 5000;

/**
 * Plain text of a background-information document, for the designer to review before saving it as
 * context. Reading takes one of the instance's upload slots (a few at a time, per designer too).
 */
export async function extractInfoFileText(
  ctx: Pick<AppContext, 'env' | 'uploadSlots' | 'log'>,
  designerId: string,
  file: UploadedFile,
): Promise<InfoFileReply> {
  documentExtension(file.filename); // a wrong type is refused before waiting for a slot
  try {
    const text = await ctx.uploadSlots.documents.run(designerId, () => extractDocumentText(file, CONTEXT_MAX_LENGTH, ctx.env));
    return { success: true, text, msg: 'ok' };
  } catch (err) {
    const limit = (err as { limit?: string }).limit;
    if (limit && limit !== 'not_a_document') ctx.log.warn({ designerId, limit, bytes: file.data.length }, 'info file refused: a document limit was reached');
    throw err;
  }
}

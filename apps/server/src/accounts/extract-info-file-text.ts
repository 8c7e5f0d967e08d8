import { personalInfoUpdate, type InfoFileReply } from '@genie/contracts';
import { extractDocumentText } from '../documents/extract-document-text.ts';
import type { UploadedFile } from '../images/uploaded-file.ts';

/** The designer's context field holds at most this many characters; longer documents are cut to fit. */
const CONTEXT_MAX_LENGTH = personalInfoUpdate.shape.context.unwrap().maxLength ?? 5000;

/** Plain text of a background-information document, for the designer to review before saving it as context. */
export async function extractInfoFileText(file: UploadedFile): Promise<InfoFileReply> {
  const text = await extractDocumentText(file, CONTEXT_MAX_LENGTH);
  return { success: true, text, msg: 'ok' };
}

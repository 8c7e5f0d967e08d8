import type { BriefFeedback } from '@genie/contracts';
import type { BriefFeedbackDraft, StoredUpload } from '../db/repositories/brief-feedbacks.ts';
import type { FileGrant, FileLinks } from '../storage/file-links.ts';

/** The feedback draft with its uploads as signed links for the reader `grant` names. */
export function briefFeedbackOf(draft: BriefFeedbackDraft, links: Pick<FileLinks, 'urlFor'>, grant: FileGrant): BriefFeedback {
  const uploadOf = (u: StoredUpload) => ({ id: u.id, url: links.urlFor(u.key, grant), width: u.width, height: u.height });
  return {
    ratings: draft.ratings,
    comment: draft.comment,
    note: draft.note,
    note_image: draft.noteImage ? uploadOf(draft.noteImage) : null,
    floor_plans: draft.floorPlans.map(uploadOf),
  };
}

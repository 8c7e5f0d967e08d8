import type { BriefFeedback } from '@genie/contracts';
import type { BriefFeedbackDraft, StoredUpload } from '../db/repositories/brief-feedbacks.ts';
import type { FileStorage } from '../storage/file-storage.ts';

const uploadOf = (u: StoredUpload, storage: Pick<FileStorage, 'urlFor'>) => ({ id: u.id, url: storage.urlFor(u.key), width: u.width, height: u.height });

export function briefFeedbackOf(draft: BriefFeedbackDraft, storage: Pick<FileStorage, 'urlFor'>): BriefFeedback {
  return {
    ratings: draft.ratings,
    comment: draft.comment,
    note: draft.note,
    note_image: draft.noteImage ? uploadOf(draft.noteImage, storage) : null,
    floor_plans: draft.floorPlans.map((f) => uploadOf(f, storage)),
  };
}

import type { MoodBoard, MoodBoardConcept, MoodBoardUpload } from '@genie/contracts';
import type { MoodBoardConceptRow, MoodBoardUploadRow } from '../db/schema.ts';
import type { FileGrant, FileLinks } from '../storage/file-links.ts';

export function moodBoardUploadOf(row: MoodBoardUploadRow, links: Pick<FileLinks, 'urlFor'>, grant: FileGrant): MoodBoardUpload {
  return { id: row.id, url: links.urlFor(row.fileKey, grant), width: row.width, height: row.height };
}

export function moodBoardConceptOf(row: MoodBoardConceptRow, links: Pick<FileLinks, 'urlFor'>, grant: FileGrant): MoodBoardConcept {
  return {
    id: row.id,
    parent_id: row.parentId,
    instruction: row.instruction,
    status: row.status as MoodBoardConcept['status'],
    url: row.fileKey ? links.urlFor(row.fileKey, grant) : null,
    width: row.width,
    height: row.height,
    starred: row.starred,
    engine_label: row.providerLabel,
    created_at: row.createdAt.toISOString(),
  };
}

export function moodBoardOf(
  uploads: MoodBoardUploadRow[],
  concepts: MoodBoardConceptRow[],
  imagesUnavailable: boolean,
  links: Pick<FileLinks, 'urlFor'>,
  grant: FileGrant,
): MoodBoard {
  return {
    uploads: uploads.map((u) => moodBoardUploadOf(u, links, grant)),
    concepts: concepts.map((c) => moodBoardConceptOf(c, links, grant)),
    busy: concepts.some((c) => c.status === 'queued' || c.status === 'generating'),
    images_unavailable: imagesUnavailable,
  };
}

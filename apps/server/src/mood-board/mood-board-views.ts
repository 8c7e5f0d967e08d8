import type { MoodBoard, MoodBoardConcept, MoodBoardUpload } from '@genie/contracts';
import { OFFLINE_PROVIDER_ID, OFFLINE_PROVIDER_LABEL } from '../ai/images/offline/offline-image-provider.ts';
import type { MoodBoardConceptRow, MoodBoardUploadRow } from '../db/schema.ts';
import type { FileGrant, FileLinks } from '../storage/file-links.ts';

export function moodBoardUploadOf(row: MoodBoardUploadRow, links: Pick<FileLinks, 'urlFor'>, grant: FileGrant): MoodBoardUpload {
  return { id: row.id, url: links.urlFor(row.fileKey, grant), width: row.width, height: row.height };
}

/**
 * The id of the provider that made a concept, when the page names it itself: a concept row keeps only the
 * provider's label, and the built-in renderer's is fixed. A hosted or studio provider's label is its proper name.
 */
function engineProviderOf(label: string | null): string | null {
  return label === OFFLINE_PROVIDER_LABEL ? OFFLINE_PROVIDER_ID : null;
}

export function moodBoardConceptOf(row: MoodBoardConceptRow, links: Pick<FileLinks, 'urlFor'>, grant: FileGrant): MoodBoardConcept {
  return {
    id: row.id,
    parent_id: row.parentId,
    instruction: row.instruction,
    status: row.status as MoodBoardConcept['status'],
    failure_code: row.status === 'failed' ? (row.failureReason === 'unchanged' ? 'unchanged' : 'error') : null,
    url: row.fileKey ? links.urlFor(row.fileKey, grant) : null,
    width: row.width,
    height: row.height,
    starred: row.starred,
    engine_label: row.providerLabel,
    engine_provider: engineProviderOf(row.providerLabel),
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

import { BRIEF_NOTE_IMAGE_EXTENSIONS, FLOOR_PLAN_MAX_FILES } from '@genie/contracts';

/** Spec §5/§9: images up to 10 MB. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** A refusal, as a translation key: genie-validation:… or errors:… */
export type FileRefusal = 'genie-validation:note_image_type' | 'genie-validation:floor_plan_limit' | 'genie-validation:floor_plan_type' | 'errors:image_too_large';

/** The note's image: .jpg, .jpeg or .png, at most 10 MB. */
export function checkNoteImage(file: File): FileRefusal | null {
  const name = file.name.toLowerCase();
  if (!BRIEF_NOTE_IMAGE_EXTENSIONS.some((ext) => name.endsWith(ext))) return 'genie-validation:note_image_type';
  if (file.type && !/^image\/(jpeg|png)$/.test(file.type)) return 'genie-validation:note_image_type';
  if (file.size > MAX_IMAGE_BYTES) return 'errors:image_too_large';
  return null;
}

/** Floor plans: image files only, at most 10 MB each, at most 5 in all (with those already uploaded). */
export function checkFloorPlans(alreadyUploaded: number, files: File[]): FileRefusal | null {
  if (alreadyUploaded + files.length > FLOOR_PLAN_MAX_FILES) return 'genie-validation:floor_plan_limit';
  if (files.some((f) => !f.type.startsWith('image/'))) return 'genie-validation:floor_plan_type';
  if (files.some((f) => f.size > MAX_IMAGE_BYTES)) return 'errors:image_too_large';
  return null;
}

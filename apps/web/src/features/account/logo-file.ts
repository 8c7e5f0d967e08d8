import { IMAGE_MAX_BYTES, INFO_FILE_EXTENSIONS, PROFILE_IMAGE_EXTENSIONS, type ValidationKey } from '@genie/contracts';

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
}

/** Spec §5: a profile image is at most 10MB and a .jpg, .jpeg, .png or .webp file. Checked before any upload. */
export function logoFileProblem(file: File): ValidationKey | null {
  if (!(PROFILE_IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) return 'image_type';
  if (file.size > IMAGE_MAX_BYTES) return 'image_too_large';
  return null;
}

/** Spec §5: the background-information import accepts .txt, .docx, .doc and .pdf. */
export function infoFileProblem(file: File): ValidationKey | null {
  return (INFO_FILE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name)) ? null : 'info_file_type';
}

export const logoAccept = PROFILE_IMAGE_EXTENSIONS.join(',');
export const infoFileAccept = INFO_FILE_EXTENSIONS.join(',');

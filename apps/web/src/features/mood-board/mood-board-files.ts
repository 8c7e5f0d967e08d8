import { MOOD_BOARD_MAX_IMAGES } from '@genie/contracts';

export type MoodBoardFileRefusal = 'mood_board_image_limit' | 'mood_board_image_type';

/** What the browser can tell before sending (the server decodes and checks again): at most 4, images only. */
export function refuseMoodBoardFiles(alreadyUploaded: number, files: readonly { type: string }[]): MoodBoardFileRefusal | null {
  if (alreadyUploaded + files.length > MOOD_BOARD_MAX_IMAGES) return 'mood_board_image_limit';
  if (files.some((f) => f.type !== '' && !f.type.startsWith('image/'))) return 'mood_board_image_type';
  return null;
}

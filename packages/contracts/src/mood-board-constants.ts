/**
 * The visitor's mood board (issue 14): zod-free constants the visitor's pages read on first load.
 * Visitors attach up to 4 images to the interview; concept images are made from the conversation.
 */
export const MOOD_BOARD_MAX_IMAGES = 4;
/** Concept images one proposal or refinement asks for. */
export const MOOD_BOARD_CONCEPT_COUNT = 2;
export const MOOD_BOARD_INSTRUCTION_MAX_LENGTH = 300;

/** Which image engine a mood-board chat version asks for (`chat_imagen3` → imagen3). */
export const moodBoardEngines = ['default', 'imagen3'] as const;
export type MoodBoardEngine = (typeof moodBoardEngines)[number];

export const moodBoardConceptStatuses = ['queued', 'generating', 'ready', 'failed'] as const;
export type MoodBoardConceptStatus = (typeof moodBoardConceptStatuses)[number];
/**
 * Why a concept failed: `unchanged`, the renderer could not make the asked change (its result was the
 * picture it started from: not kept, not counted); `error`, any other failure.
 */
export const moodBoardConceptFailureCodes = ['unchanged', 'error'] as const;
export type MoodBoardConceptFailureCode = (typeof moodBoardConceptFailureCodes)[number];

/** Spec §5 "Moodboard chat: at most 4 images, image files only, readable" (English = the server's msg). */
export const moodBoardValidationMessages = {
  mood_board_image_limit: 'You can upload at most 4 images',
  mood_board_image_type: 'Please upload image files only',
  mood_board_image_damaged: 'Image is damaged',
} as const;

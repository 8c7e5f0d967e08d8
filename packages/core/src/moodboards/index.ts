export {
  layoutMoodboard,
  moodboardImageSlots,
  moodboardTemplates,
  moveMoodboardItem,
  swapMoodboardImages,
  type MoodboardCanvas,
  type MoodboardContent,
  type MoodboardImage,
  type MoodboardItem,
  type MoodboardItemKind,
  type MoodboardLayout,
  type MoodboardSwatch,
  type MoodboardTemplate,
} from './moodboard-layout.ts';
export { moodboardConcept, type MoodboardConcept } from './moodboard-concept.ts';
export { escapeXml, renderMoodboardSvg, wrapText } from './moodboard-svg.ts';
export { PALETTE_FAR_DISTANCE, PALETTE_MATCH_DISTANCE, paletteDistance, rankBoardCandidates, type BoardCandidate, type BoardCandidateOrigin, type BoardWish, type RankedCandidate } from './board-candidates.ts';
export { pieceFitsSpace, spaceGroupOf } from './space-fit.ts';

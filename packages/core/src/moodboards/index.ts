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

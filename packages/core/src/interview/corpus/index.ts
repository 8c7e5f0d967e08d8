import type { ProjectType } from '@genie/contracts';
import { brandDesignConversations } from './conversations/brand-design.ts';
import { commercialSpaceConversations } from './conversations/commercial-space.ts';
import { exhibitionSpaceConversations } from './conversations/exhibition-space.ts';
import { heldOutConversations } from './conversations/held-out.ts';
import { otherConversations } from './conversations/other.ts';
import { packagingDesignConversations } from './conversations/packaging-design.ts';
import { residentialSpaceConversations } from './conversations/residential-space.ts';
import { websiteConversations } from './conversations/website.ts';
import type { CorpusConversation } from './corpus-types.ts';

/**
 * The interview corpus (issue 10): scripted visitors who talk the way people do on a phone, each with
 * the brief a careful designer would file. `@genie/core/interview-corpus` — test and bench code only.
 */
const withHeldOut = (type: ProjectType, conversations: readonly CorpusConversation[]): readonly CorpusConversation[] => [
  ...conversations,
  ...heldOutConversations.filter((c) => c.projectType === type),
];

export const corpusByProjectType: Readonly<Record<ProjectType, readonly CorpusConversation[]>> = {
  brand_design: withHeldOut('brand_design', brandDesignConversations),
  packaging_design: withHeldOut('packaging_design', packagingDesignConversations),
  website: withHeldOut('website', websiteConversations),
  commercial_space: withHeldOut('commercial_space', commercialSpaceConversations),
  exhibition_space: withHeldOut('exhibition_space', exhibitionSpaceConversations),
  residential_space: withHeldOut('residential_space', residentialSpaceConversations),
  other: withHeldOut('other', otherConversations),
};

export const interviewCorpus: readonly CorpusConversation[] = Object.values(corpusByProjectType).flat();

/** The held-out visitors alone (they are also in `corpusByProjectType` and `interviewCorpus`), to score apart. */
export { heldOutConversations };
export type { CorpusConversation, ExpectedFact } from './corpus-types.ts';
export {
  CORPUS_HARD_STOP,
  CORPUS_START,
  CORPUS_TEAM_NAME,
  CORPUS_TURN_MS,
  playConversation,
  startCorpusInterview,
  type ConversationResult,
  type PlayTurn,
} from './play-conversation.ts';
export { checkFact, partialMatch, scoreConversation, type ConversationScore, type FactScore, type Reask, type VisitorTurn, type WrongValue } from './score-conversation.ts';
export { describeMisses, scoreCorpus, type CorpusScore } from './score-corpus.ts';

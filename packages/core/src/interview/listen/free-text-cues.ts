import type { BriefFieldId, ProjectType } from '@genie/contracts';
import { styleCatalog } from '../../styles/index.ts';
import { designWish, headingOwner, openingFiller, peopleNamed, selfIntroduction } from './lexicon.ts';
import { allLanguages, wordsOf, type LexiconList } from '../words/reader.ts';

/** The catalogue's styles by name, in every language: the first of the style's words. */
const styleNames = styleCatalog
  .filter((s) => s.id !== 'no_style' && s.id !== 'christmas' && s.id !== 'kids_room')
  .flatMap((s) => Object.values(s.name))
  .map((n) => n.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/**
 * The free-text fields a sentence may speak of, in the order the reader tries them. Their words are per
 * language data: `topicCues` in words/<language>/reader.json (see words/reader.ts); a fourth language fills in the
 * same fields in its own file.
 */
const topicFields = [
  'preferred_style',
  'colors_and_elements',
  'target_audience',
  'lifestyle',
  'problem_need',
  'key_considerations',
  'plans_after_project',
  'collaboration_notes',
  'memorable_moments',
  'other_design_requirements',
  'layout',
  'other_preferences',
  'brand_name_story',
  'brand_value',
  'competitive_advantage',
  'unique_design',
  'product_description',
  'unique_selling_point',
  'specification',
  'preferred_materials',
  'products_or_services',
  'main_pages',
  'competitors',
  'sales_channels',
  'languages',
  'important_collections',
] as const satisfies readonly BriefFieldId[];
/** Collections are looked for in any case ("LP"). */
const topicFlags: Partial<Record<BriefFieldId, string>> = { important_collections: 'i' };

/**
 * The lexicon's words a topic's cues take as well: the colours' are their elements' and materials' and every colour's name
 * (`colourWords`); the problem's, what people keep saying of how things are (`peopleSay`); what matters most, what has to be
 * (`obligation`); the customers', people in general (`peopleInGeneral`); the plans after the project, a plan on its success
 * (`ifItGoesWell`, which the date reader reads too).
 */
const cuesFromTheLexicon: Partial<Record<BriefFieldId, LexiconList>> = {
  colors_and_elements: 'colourWords',
  problem_need: 'peopleSay',
  key_considerations: 'obligation',
  target_audience: 'peopleInGeneral',
  plans_after_project: 'ifItGoesWell',
};

/**
 * Words that show a sentence speaks of a field (lower case, NFKC). A sentence may speak of several. A
 * sentence that speaks of another open field and not of the asked one is filed there, not under the
 * question on screen. (The style's words begin with the names of the catalogue's styles.)
 */
export const freeTextCues: Partial<Record<BriefFieldId, RegExp>> = Object.fromEntries(
  topicFields.map((id) => [
    id,
    wordsOf(
      (l) => {
        const shared = cuesFromTheLexicon[id];
        return shared ? [...(l.topicCues[id] ?? []), ...l.lexicon[shared]] : l.topicCues[id];
      },
      (l) => l.topicCuesAsWritten[id],
      topicFlags[id],
      id === 'preferred_style' ? styleNames : [],
    ),
  ]),
);

const otherProjectCues: Partial<Record<BriefFieldId, RegExp>> = {
  ...freeTextCues,
  // A project of no set type asks what is to be designed: a sentence asking for pieces to be designed says it
  // ("need a wrap designed for my food truck", "想請你們設計百年校慶的主視覺", "필요한 건 앨범 재킷, 포스터…").
  other_design_requirements: new RegExp(`${freeTextCues.other_design_requirements!.source}|${designWish.source}`, freeTextCues.other_design_requirements!.flags),
};
/** The topic words of a project type's free-text fields. */
export function freeTextCuesFor(projectType: ProjectType): Partial<Record<BriefFieldId, RegExp>> {
  return projectType === 'other' ? otherProjectCues : freeTextCues;
}

/**
 * What matters most by its own words (safety, noise, what is important, "最在意", "제일 중요"), not by what has to be
 * ("has to", "一定要", "꼭": `obligation`, which is said of every topic in a story).
 */
export const considerationWords = wordsOf((l) => l.topicCues.key_considerations, (l) => l.topicCuesAsWritten.key_considerations);
/**
 * Who the customers are by words of a group of people or of reaching them (families, students, "20대", "想接觸", "want to
 * meet"), not by the customers in general ("customers", "客人", "손님": `peopleInGeneral`, who act in every story).
 */
export const audienceWords = wordsOf((l) => l.topicCues.target_audience, (l) => l.topicCuesAsWritten.target_audience);

/** A sentence saying who will live in the home (people and pets): residential households (`household`). */
export const householdCue = wordsOf((l) => l.household, () => []);

/**
 * The words visitors head a sentence with to name its topic ("Style: …", "Colours-wise …", "風格的話…",
 * "顏色的部分…", "색깔은 …"): `topicLabels` in words/<language>/reader.json. A sentence so headed speaks of that topic
 * whatever was asked. The fields in the order they are tried:
 */
const labelledFields = [
  'packaging_form',
  'preferred_style',
  'colors_and_elements',
  'target_audience',
  'problem_need',
  'competitive_advantage',
  'brand_value',
  'unique_design',
  'lifestyle',
  'brand_name_story',
  'key_considerations',
  'unique_selling_point',
  'product_description',
  'layout',
  // A choice whose topic heads the sentence ("상표는 아직이요", "商標的話…註冊過了"): read as if it were asked.
  'registration_status',
  // Lists: the heading says which words are the items ("Competition: …", "메뉴는 홈, 작품, …").
  'competitors',
  'main_pages',
  'products_or_services',
  'important_collections',
  'sales_channels',
] as const satisfies readonly BriefFieldId[];
// What ends a heading: a colon, "-wise", a topic particle ("색깔은 ", "만드는 건 "), "的話", or the topic said as the
// subject of what follows ("特色是…", "設計上想要…", "The problem is …", "Our competition is …").
const labelMarker = String.raw`(?:\s*-?\s*wise\b|\s*[:：]|的話|的部分|部分|方面(?:的話)?|(?:은|는)(?=\s)|\s*[건게](?=\s)|\s+-\s|(?<=\p{Script=Han})(?:就)?是|(?<=\p{Script=Han})(?=想|希望|要))`;
// (A Chinese topic said before the client told of in the third person, "風格她喜歡乾淨…", "顏色他們兩個都說…", heads a free-text
// topic's sentence too; not a choice's, whose words are read as its answer: "商標我爸好像十幾年前有去申請過，但我不確定…" tells no
// status for sure. The visitor's own "我" after a topic is left to the sentence's words: "風格我很喜歡…，木頭櫃子、黃銅的小細節" keeps its
// look whole.)
const personAfterTopic = String.raw`(?<=\p{Script=Han})(?=[她他]們?(?!的))`;
const choiceLabels: readonly BriefFieldId[] = ['packaging_form', 'registration_status'];
const labelWords = labelledFields.map((id) => [id, allLanguages.flatMap((l) => l.topicLabels[id] ?? []).join('|')] as const);
const subjectMarker = String.raw`\s+(?:is|are|would be|will be|include|includes)\b`;
// ("for the look, you know the old hardware store signs", "About look. …", "As for the colours, …": a heading said with "for",
// "about", "as for" ends at a comma or a full stop too.)
const aboutHeading = String.raw`(?:as for|about|for|regarding)\s+(?:(?:the|our|my)\s+)?`;
// ("For the look I would like something old fashioned": or at the visitor's own words right after it, with no comma.)
const headingThenSubject = String.raw`(?:i|we|i'd|we'd|i'm|we're|i've|we've)\b`;
// ("oh the customers. …", "so, colours: …": a word that only opens the message goes before the heading; a sentence that
// is only the topic's name with "the", "our" or "my" heads what follows.)
const fillerFirst = String.raw`(?:(?:${openingFiller.source})[,\s]+)?`;
const labelPatterns = labelWords.map(
  ([id, words]) =>
    [id, new RegExp(String.raw`^\s*${fillerFirst}(?:(?:(?:${headingOwner.source})|${aboutHeading})?(?:${words})(?:${labelMarker}|${subjectMarker}${choiceLabels.includes(id) ? '' : `|${personAfterTopic}`})|${aboutHeading}(?:${words})\s*(?:[,.，。]|$)|${aboutHeading}(?:${words})\s+(?=${headingThenSubject})|(?:the|our|my)\s+(?:${words})\s*[.:：]?\s*$)`, 'iu')] as const,
);
const anyTopicName = labelWords.map(([, words]) => words).join('|');
const headingAlone = new RegExp(String.raw`^\s*${fillerFirst}(?:${aboutHeading}|(?:the|our|my)\s+)?(?:${anyTopicName})(?:${labelMarker}|은|는)?[\s:：.]*$`, 'iu');
/** A part of a sentence that only names the topic it heads ("For the look", "About look", "感覺的話", "느낌은"): it says nothing of it. */
export function onlyHeadsATopic(part: string): boolean {
  return headingAlone.test(part.normalize('NFKC').toLowerCase());
}
const topicNames = new Map(labelWords.map(([id, words]) => [id, new RegExp(String.raw`(?:^|[^\p{L}])(?:${words})(?![\p{Script=Latin}])`, 'giu')] as const));
/** The words without the topic's own name ("colours", "風格", "스타일은"): what they say of it beside naming it (lower case, NFKC). */
export function withoutTopicName(id: BriefFieldId, words: string): string {
  const name = topicNames.get(id as (typeof labelledFields)[number]);
  return name ? words.replace(name, ' ') : words;
}
/** A short heading before a colon ("Design idea: …", "Our edge over the big brands: …") that names the topic anywhere in it. */
const headingWords = labelWords.map(([id, words]) => [id, new RegExp(String.raw`(?:^|[^\p{L}])(?:${words})(?![\p{Script=Latin}])`, 'iu')] as const);
const colonHeading = /^\s*([^:：.!?。！？]{1,48})[:：]/u;
/** Whether a sentence opens with a heading and a colon ("Day to day: …", "風格：…"), as `labelledTopic` reads one. */
export function headedWithAColon(sentence: string): boolean {
  return colonHeading.test(sentence);
}
const shortHeading = (heading: string) => heading.trim().split(/\s+/).length <= 8 && (heading.match(/[\p{Script=Han}\p{Script=Hangul}]/gu) ?? []).length <= 12;

// (Inside a run of Chinese too: "隔壁的競爭對手租了…".)
const competitorNamed = new RegExp(String.raw`(?:^|[^\p{Script=Latin}])(?:${labelWords.find(([id]) => id === 'competitors')![1]})(?![\p{Script=Latin}])`, 'iu');
/** Whether the words name a competitor by the word for one ("our competitor", "競爭對手", "경쟁사"), anywhere in them (lower case, NFKC). */
export function namesACompetitor(words: string): boolean {
  return competitorNamed.test(words);
}

/** The topic a sentence is headed with, if any, of the fields that `applies` to (lower case, NFKC). */
export function labelledTopic(sentence: string, applies: (id: BriefFieldId) => boolean = () => true): BriefFieldId | null {
  // (A visitor who gives their own name heads the sentence with no topic: "My name is Diane Kowalczyk and I manage …".)
  if (selfIntroduction.test(sentence)) return null;
  for (const [id, pattern] of labelPatterns) if (applies(id) && pattern.test(sentence)) return id;
  const heading = colonHeading.exec(sentence)?.[1];
  if (!heading || !shortHeading(heading)) return null;
  // (Of several topics named in it, the longest name says most: "What we want people to feel" is the brand's value, not its "feel".)
  let best: { id: BriefFieldId; length: number } | null = null;
  for (const [id, pattern] of headingWords) {
    if (!applies(id)) continue;
    const length = pattern.exec(heading)?.[0].trim().length ?? 0;
    if (length > (best?.length ?? 0)) best = { id, length };
  }
  return best?.id ?? null;
}

/**
 * Questions whose answer always speaks of their topic: who the customers are is said with people ("women 25-45",
 * "上班族跟學生", "20대 대학생", "families"). A sentence without a word of them, said while the question is on
 * screen ("축제 행사 많이 다니는데 멀리서도 눈에 띄었으면 좋겠어요"), is the visitor telling something else.
 */
const answerSpeaksOf: Partial<Record<BriefFieldId, RegExp>> = {
  // (Or with any kind of people named, "애들 피아노 있는 집 엄마들이랑 학원 원장님들", "moms with kids in the league": `peopleNamed`,
  // read only here: a volunteered sentence naming them in passing is not filed with the customers for it.)
  target_audience: new RegExp(`${freeTextCues.target_audience!.source}|${householdCue.source}|${peopleNamed.source}`, 'u'),
};
/** Whether a sentence can answer the field's question, by the words its answers always have (true for fields with no such words). */
export function canAnswer(id: BriefFieldId, sentence: string): boolean {
  return answerSpeaksOf[id] === undefined || hasAnswerWords(id, sentence);
}

/** Whether a sentence has the words the field's answers always have (false for fields with no such words). */
export function hasAnswerWords(id: BriefFieldId, sentence: string): boolean {
  return answerSpeaksOf[id]?.test(sentence.normalize('NFKC').toLowerCase()) ?? false;
}

import type {
  BriefFieldId,
  BriefFieldValue,
  BriefValue,
  FieldKind,
  InterviewState,
  Language,
  ProjectType,
} from '@genie/contracts';
import { isBuiltSpaceProjectType } from '@genie/contracts';
import { interviewField, interviewFields, type FieldPriority, type InterviewField } from './catalogue.ts';
import { topics, type Topic } from './fields.ts';
import { isMeasured, precisionLooseness, sameValue } from './brief-values.ts';
import { formatBriefValue } from './format-brief-value.ts';
import { choiceTermsOf, parseAnswer } from './parse-answer.ts';
import { findTerm, normalizeAnswer, wordsOnly } from './parse/normalize-answer.ts';
import { saysSomething, withoutReferenceBack } from './parse/reference-back.ts';
import { declaredOpen, declinesAll, endsByPassing, withoutNotKnowing, endsNotKnowing, addsAWish, approvalCheckAt, saysBackTheQuestion, asksOpinion, asksTheDesigner, declines, findCorrection, justHeard, opensWithDoubt, handsItToDesigner, isAlreadyToldIntent, isHelpRequest, holdsOn, isUnfinished, isNoPreference, isQuestionOrDoubt, isSkipRequest, isUndecided, leavesItToDesigner, leavesTheChoiceOnly, withoutFinalParticles, leftForLaterAt, leftOpenSpan, leftToDesignerAll, neverConsidered, notKnownBecause, notKnownWithWhy, onlyLeftForLater, onlyPointsElsewhere, afterNotKnowing, opensUndecided, passesAQuestion, saysNothing, wondersBetween } from './parse/intents.ts';
import { answeredOffTopic, guessedFromAStory, hear, namesAWebPresence, type Heard } from './listen/hear.ts';
import { currencyOfPlace, currencyOfTheClock, currencyOfTheClockAndStory, inLocalCurrency } from './listen/local-currency.ts';
import { countedWithTheKnown, itemLike, saysMoreOfTheList } from './listen/list-words.ts';
import { correctedLine, foundEarlierLead, notedLine, type NotedItem } from './listen/noted.ts';
import { readMessage, shortReply, type Finding } from './listen/read-message.ts';
import { placeSaidByShape, placeWithin, placeWords, saidAsSite, shapedPlacesIn } from './listen/places.ts';
import { headingsAsColons, sentencesOf, wordsIn } from './listen/pieces.ts';
import { namesOnlyTheProject } from './listen/reason-for-the-project.ts';
import { greeting as greetingOnly, openingGreeting } from './listen/topic-words.ts';
import { freeTextCues, freeTextCuesFor, hasAnswerWords, labelledTopic, withoutTopicName } from './listen/free-text-cues.ts';
import { afterthought, anotherParty, budgetCue, currencyCue, dateish, dateMovedWords, dateRoleCue, dateRoleCues, headingOwner, kindOfThing, measureWords, moneyScale, newPlaceCue, openingFiller, pastVersion, showWords, trademarkCue } from './listen/lexicon.ts';
import { clauseAround } from './parse/clause-around.ts';
import { parseChoice, saidAsTheOnlyOne } from './parse/choice.ts';
import { findDates, namesLastYear, namesMonth, namesSeasonOrHoliday, saidOnItsDay } from './parse/date.ts';
import { anyReplyWords } from './words/replies.ts';
import { englishScaleAfter, findMoney } from './parse/money.ts';
import { scanNumbers } from './parse/numbers.ts';
import { withSquareMeters } from './parse/quantity.ts';
import { addsTheOtherUtility, deniesAUtility, namesOnlyOneUtility } from './parse/utilities.ts';
import type { ParseContext } from './parse/parse-context.ts';
import {
  acknowledgement,
  yesNoEcho,
  chipLabels,
  closingText,
  defaultWelcome,
  emptyAnswerText,
  laterIsFine,
  pasteItHere,
  saidTogether,
  goOn,
  takeYourTime,
  openingFollowUp,
  helpText,
  introduction,
  previousAnswerNote,
  questionForDesigner,
  rawAcceptedAcknowledgement,
  reaskText,
  revisitLeadIn,
  skippedAcknowledgement,
} from './phrases.ts';

/** Visitor turns after which no further question is asked: a talkative visitor's complete brief, ~8 minutes. */
export const DEFAULT_TURN_BUDGET = 15;
/**
 * Clarifications per question before the visitor's words are accepted as written: none. A question asked
 * and answered is never asked again; words the engine cannot read are kept, marked "to clarify".
 */
export const DEFAULT_MAX_REASKS = 0;
/** Times a question may be set aside for a reply that spoke of other things before it is passed. */
const MAX_SET_ASIDE = 1;
/** Optional follow-ups are asked only while the conversation is younger than this. */
export const DEFAULT_FOLLOW_UP_MINUTES = 10;

export interface CreateInterviewInput {
  projectType: ProjectType;
  language: Language;
  /**
   * The designer's team name and opening greeting. `context` (private background) is accepted for
   * the LLM layer's convenience but deliberately not kept: the state may travel, the context must not.
   */
  designer: { teamName: string; opening?: string | null; context?: string | null };
  options?: Partial<InterviewState['config']>;
}

export function createInterview(input: CreateInterviewInput): InterviewState {
  return {
    version: 1,
    projectType: input.projectType,
    language: input.language,
    designer: { teamName: input.designer.teamName.trim(), opening: (input.designer.opening ?? '').trim() },
    config: {
      turnBudget: input.options?.turnBudget ?? DEFAULT_TURN_BUDGET,
      maxReasks: input.options?.maxReasks ?? DEFAULT_MAX_REASKS,
      followUpMinutes: input.options?.followUpMinutes ?? DEFAULT_FOLLOW_UP_MINUTES,
      utcOffsetMinutes: input.options?.utcOffsetMinutes ?? 0,
      ...(input.options?.referenceRounds === false ? { referenceRounds: false as const } : {}),
    },
    answers: {},
    order: [],
    revisit: null,
    reasks: {},
    turns: 0,
  };
}

// ---- what to ask ----

function isApplicable(state: InterviewState, field: InterviewField): boolean {
  if (!field.askWhen) return true;
  const value = state.answers[field.askWhen.field]?.value;
  if (value?.kind !== 'choice') return true;
  return !value.selected.some((id) => field.askWhen!.noneOf.includes(id));
}

function applicableFields(state: InterviewState): InterviewField[] {
  return interviewFields(state.projectType).filter((f) => isApplicable(state, f));
}

function followUpsAllowed(state: InterviewState): boolean {
  const times = Object.values(state.answers).map((a) => Date.parse(a.answeredAt));
  if (times.length === 0) return true;
  return Math.max(...times) - Math.min(...times) < state.config.followUpMinutes * 60_000;
}

/** The field the next answer goes to, or null when the interview is over. */
export function currentField(state: InterviewState): InterviewField | null {
  if (state.revisit) return interviewField(state.projectType, state.revisit) ?? null;
  if (state.turns >= state.config.turnBudget) return null;
  // A question set aside (the visitor spoke of other things) comes back after the other open ones.
  const setAside = (f: InterviewField) => state.setAside?.[f.id] ?? 0;
  // (A question that follows from another's answer waits for it: the help with the trademark is not offered before the
  // visitor has said whether it is registered, though that question was set aside.)
  const waits = (f: InterviewField) => f.askWhen !== undefined && state.answers[f.askWhen.field] === undefined;
  const open = applicableFields(state)
    .filter((f) => f.priority !== 'listen' && state.answers[f.id] === undefined && !waits(f))
    .sort((a, b) => setAside(a) - setAside(b));
  const core = open.find((f) => f.priority === 'core');
  if (core) return core;
  return followUpsAllowed(state) ? (open[0] ?? null) : null;
}

export interface QuestionChip {
  label: string;
  /** What to send as the answer when the chip is tapped. */
  value: string;
}

export interface InterviewQuestion {
  fieldId: BriefFieldId;
  kind: FieldKind;
  priority: FieldPriority;
  topic: Topic;
  /** The question in the visitor's language (with a lead-in when going back). */
  text: string;
  hint: string | null;
  chips: QuestionChip[];
  multiple: boolean;
  progress: { answered: number; total: number; topicIndex: number; topicCount: number };
  /** Clarifications already asked for this question. */
  attempt: number;
  revisiting: boolean;
  previousAnswer: string | null;
}

function chipsFor(field: InterviewField, language: Language): QuestionChip[] {
  if (field.kind === 'yes_no') {
    return [chipLabels.yes, chipLabels.no].map((l) => ({ label: l[language], value: l[language] }));
  }
  const labels = field.options ? field.options.map((o) => o.label) : (field.suggestions ?? []);
  return labels.map((l) => ({ label: l[language], value: l[language] }));
}

/** Core questions answered or skipped, out of the core questions that apply. */
export function progressOf(state: InterviewState): { answered: number; total: number } {
  const core = applicableFields(state).filter((f) => f.priority === 'core');
  return { answered: core.filter((f) => state.answers[f.id] !== undefined).length, total: core.length };
}

export function nextQuestion(state: InterviewState): InterviewQuestion | null {
  const field = currentField(state);
  if (!field) return null;
  const language = state.language;
  const revisiting = state.revisit === field.id;
  const previous = revisiting ? state.answers[field.id] : undefined;
  const previousAnswer = previous && !previous.skipped ? previous.raw : null;
  const text = revisiting
    ? [revisitLeadIn(language), field.question[language], previousAnswer ? previousAnswerNote(language, previousAnswer) : '']
        .filter(Boolean)
        .join(' ')
    : field.question[language];
  return {
    fieldId: field.id,
    kind: field.kind,
    priority: field.priority,
    topic: field.topic,
    text,
    hint: field.hint?.[language] ?? null,
    chips: chipsFor(field, language),
    multiple: field.multiple ?? false,
    progress: { ...progressOf(state), topicIndex: topics.indexOf(field.topic), topicCount: topics.length },
    attempt: state.reasks[field.id] ?? 0,
    revisiting,
    previousAnswer,
  };
}

/** Nothing more to ask: every question that applies is answered or skipped, or the turn budget is spent. */
export function isComplete(state: InterviewState): boolean {
  return currentField(state) === null;
}

/** Every applicable core question is answered or skipped: the brief is usable (the "conversation completed" flag). */
export function isCoreComplete(state: InterviewState): boolean {
  const { answered, total } = progressOf(state);
  return answered === total || state.turns >= state.config.turnBudget;
}

// ---- answers ----

export type AnswerOutcome =
  | { type: 'parsed'; fieldId: BriefFieldId; value: BriefValue; acknowledgement: string }
  | { type: 'accepted_raw'; fieldId: BriefFieldId; acknowledgement: string }
  | { type: 'skipped'; fieldId: BriefFieldId; acknowledgement: string }
  | { type: 'needs_clarification'; fieldId: BriefFieldId; reason: 'unparsed' | 'help' | 'empty' | 'elsewhere'; reask: string }
  | { type: 'complete' };

export interface AnswerResult {
  state: InterviewState;
  outcome: AnswerOutcome;
}

function parseContext(state: InterviewState, now: Date): ParseContext {
  return { language: state.language, now, utcOffsetMinutes: state.config.utcOffsetMinutes };
}

function withoutKey<K extends string, V>(record: Partial<Record<K, V>>, key: K): Partial<Record<K, V>> {
  const copy = { ...record };
  delete copy[key];
  return copy;
}

function record(state: InterviewState, fieldId: BriefFieldId, stored: BriefFieldValue, countsAsTurn: boolean): InterviewState {
  return {
    ...state,
    answers: { ...state.answers, [fieldId]: stored },
    order: state.order.includes(fieldId) ? state.order : [...state.order, fieldId],
    revisit: state.revisit === fieldId ? null : state.revisit,
    reasks: withoutKey(state.reasks, fieldId),
    turns: countsAsTurn ? state.turns + 1 : state.turns,
  };
}

function echoOf(field: InterviewField, value: BriefValue, language: Language): string | null {
  if (value.kind === 'free_text') return null;
  // ("Got it: no help with the trademark needed.", not "Thank you: No.")
  if (value.kind === 'yes_no') return yesNoEcho(field.id, value.value, language) ?? formatBriefValue(value, language, field.options);
  return formatBriefValue(value, language, field.options);
}

function sourceOf(raw: string, message: string): { source?: string } {
  return raw.trim() === message.trim() ? {} : { source: message };
}

/**
 * The deadline is the date the design is to be finished by: "March", "3월 중순", "六月" said of it is no time around which
 * the work happens but the latest it may take.
 */
function asDeadline(field: InterviewField, value: BriefValue): BriefValue {
  return field.id === 'expected_deadline' && value.kind === 'date' && value.date !== null && value.relation === 'on' ? { ...value, relation: 'by' } : value;
}

function store(state: InterviewState, field: InterviewField, value: BriefValue, raw: string, message: string, answeredAt: string, clarify = false): InterviewState {
  return record(state, field.id, { raw, value: asDeadline(field, value), skipped: false, answeredAt, ...sourceOf(raw, message), ...(clarify ? { clarify: true } : {}) }, false);
}

/** A fact given for a field other than the one asked: filed, but not a step of "go back" (which returns to questions asked). */
function storeVolunteered(state: InterviewState, field: InterviewField, value: BriefValue, raw: string, message: string, answeredAt: string, clarify = false): InterviewState {
  const next = store(state, field, value, raw, message, answeredAt, clarify);
  return state.order.includes(field.id) ? next : { ...next, order: state.order };
}

/**
 * A free-text field filled by words the visitor gave in passing (never asked, so not in `order`), with
 * a later message's words for it added; null when the field was asked, is not free text, or already
 * holds those words.
 */
function addedToVolunteered(state: InterviewState, field: InterviewField, known: BriefFieldValue | undefined, finding: Finding): { value: BriefValue; raw: string; quietly?: true } | null {
  // Asked and answered: only a plain return to the topic adds to it, or the topic's own words when the
  // answer filed had none of them (the visitor was telling something else when the question came). The
  // latter is added quietly: the message may well be answering the question on screen.
  const asked = state.order.includes(field.id);
  // (Several options of a choice that takes several are a plain return too: "a pouch for each one and a box of 8".)
  const plainReturn = (finding.again === true && (field.kind === 'free_text' || field.kind === 'list')) || severalOptions(field, finding);
  const topicAtLast = asked && !plainReturn && field.kind === 'free_text' && finding.strength === 'cue' && answeredOffTopic(state, field.id);
  if (asked && !plainReturn && !topicAtLast) return null;
  if (field.kind === 'list' && known?.value?.kind === 'list' && finding.value.kind === 'list') {
    // A list guessed from a story (kept "to clarify") gives way to the list the visitor states plainly later
    // ("I've been selling at markets …", then "Sold at: Hilo Farmers Market, the Waikiki shop, …").
    if (known.clarify === true && !isGuess(field, finding)) return { value: finding.value, raw: finding.raw };
    // A list known from words in passing takes the items the visitor names later.
    const have = new Set(known.value.items.map((i) => i.normalize('NFKC').toLowerCase()));
    const adds = finding.value.items.filter((i) => !have.has(i.normalize('NFKC').toLowerCase()));
    return adds.length > 0 ? { value: { kind: 'list', items: [...known.value.items, ...adds] }, raw: `${known.raw}, ${finding.raw}` } : null;
  }
  if (severalOptions(field, finding) && known?.value?.kind === 'choice' && finding.value.kind === 'choice') {
    // "homemade labels" in passing, then "an 8 oz jar and a 3-pack gift box": the options a message lists are added
    // (one named in passing again, "the labels must survive the fridge", is no new choice).
    const have = known.value.selected;
    const adds = finding.value.selected.filter((id) => !have.includes(id));
    return adds.length > 0 ? { value: { ...known.value, selected: [...have, ...adds] }, raw: `${known.raw}, ${finding.raw}` } : null;
  }
  if (field.kind !== 'free_text') return null;
  // One place is the project's place: a place said later (a grandmother's town, a café they like) is never joined to it.
  if (field.id === 'address') return null;
  if (known?.value?.kind !== 'free_text' || finding.value.kind !== 'free_text') return null;
  const adds = finding.value.text.trim();
  // The same words again, whatever their punctuation ("…이요 유광…" and "…이요. 유광…"), add nothing.
  if (!adds || wordsOnly(known.value.text).includes(wordsOnly(adds))) return null;
  return { value: { kind: 'free_text', text: `${known.value.text} ${adds}` }, raw: `${known.raw} ${finding.raw}`.trim(), ...(topicAtLast ? { quietly: true as const } : {}) };
}

/** Whether the words name each option of a choice value by its label, in any language ("預約服務", "기업 홈페이지"). */
function namedByItsLabel(field: InterviewField, value: BriefValue | null | undefined, words: string): boolean {
  if (value?.kind !== 'choice' || !field.options) return false;
  const said = words.normalize('NFKC').toLowerCase();
  return value.selected.every((id) => {
    const option = field.options!.find((o) => o.id === id);
    return option !== undefined && Object.values(option.label).some((label) => said.includes(label.normalize('NFKC').toLowerCase()));
  });
}

/** A single choice known from another option's other words, its question never asked, now named by an option's label as the thing's kind. */
function namedOverAPassingWord(field: InterviewField, known: BriefFieldValue | undefined, finding: Finding, state: InterviewState, message: string): boolean {
  if (field.kind !== 'choice' || field.multiple || finding.strength !== 'structured') return false;
  if (known?.value?.kind !== 'choice' || sameValue(known.value, finding.value)) return false;
  // ("…我們姊妹品牌「嵐豆」去年商標已經註冊好了", then "商標狀態：…目前還在審查中"): one said under the topic's own heading is
  // the visitor's answer to it, over one read from words in passing.
  if (finding.again === true && known.raw !== known.source && !labelledTopic(normalizeAnswer(known.raw))) return true;
  if (state.order.includes(field.id)) return false;
  if (!namedByItsLabel(field, finding.value, finding.raw) || namedByItsLabel(field, known.value, known.raw)) return false;
  // (Said as the thing's kind: "類型的話應該算預約服務型的吧", "기업 홈페이지 형태면 됩니다"; not "my apartment" in a story.)
  const at = message.indexOf(finding.raw);
  if (at < 0) return false;
  const { from, to } = clauseAround(message, at, at + finding.raw.length);
  return kindOfThing.test(message.slice(from, to).normalize('NFKC').toLowerCase());
}

/** A booth's one utility known, and the other (or both) said plainly in a later message. */
function utilityAddedLater(known: BriefFieldValue | undefined, finding: Finding): boolean {
  if (finding.fieldId !== 'water_electricity_supply' || finding.strength !== 'structured' || finding.clarify === true) return false;
  const was = known?.value?.kind === 'choice' ? known.value.selected[0] : undefined;
  const now = finding.value.kind === 'choice' ? finding.value.selected[0] : undefined;
  // (Not when the first named its one as the only one, or said the other is not needed: "전기는 필요해요 … 물은 필요없구요"; unless
  // both are now named together, a change of mind said plainly: "그래서 급수도 신청해야겠어요. 전기랑 물 둘 다로 해주세요.")
  const said = known?.source ?? known?.raw ?? '';
  return addsTheOtherUtility(was, now) && (now === 'both' || (!namesOnlyOneUtility(said) && !deniesAUtility(said)));
}

/** Options of a choice that takes several, two or more named in one message. */
function severalOptions(field: InterviewField, finding: Finding): boolean {
  return field.kind === 'choice' && field.multiple === true && finding.value.kind === 'choice' && finding.value.selected.length >= 2;
}

/** A date that says the known one more precisely: a day within its month, a month within its year. */
function refines(known: BriefValue | null, next: BriefValue, knownWords = ''): boolean {
  if (known?.kind !== 'date' || next.kind !== 'date' || !known.date || !next.date) return false;
  // "This spring we're exhibiting at Coverings", then "The show runs April 21 to 24": a date known by its season alone
  // is said more precisely by a date of the season's three months.
  if (known.precision === 'month' && next.precision !== 'year' && namesSeasonOrHoliday(knownWords) && !/\d/.test(knownWords)) {
    const months = (iso: string) => Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7));
    const after = months(next.date) - months(known.date);
    if (after >= 0 && after < 3) return true;
  }
  if (known.precision === 'month' && next.precision === 'day') return known.date.slice(0, 7) === next.date.slice(0, 7);
  if (known.precision === 'year' && (next.precision === 'month' || next.precision === 'day')) return known.date.slice(0, 4) === next.date.slice(0, 4);
  return false;
}

/** The words of a maybe ("possibly", "也許", "아마"): a value said with them is not one meant for sure. */
const maybeWords = new RegExp(anyReplyWords('yesNoUnsure'), 'i');

/**
 * Whether a later value for a known budget, size or date replaces it, in a later message:
 * - `restated`: said as the known one changed: an amount with a budget word and a currency, or with its currency as
 *   a ceiling ("850만 원까지 가능하대요"); a date said as the known one moved ("4월 3일까지로 당겨야 한대요"); a size with
 *   its unit beside the known size's number named again ("it is 1,450 sq ft. The 1,600 included the garage");
 * - `second_thought`: another amount or size with its own unit and nothing that says which is meant, of the same
 *   order as the known one (at most twice or half: a number far from it is more likely another subject's, the old
 *   shop's size, a fee already paid). Never a building's age: a later number of years is most often another's
 *   ("we lived in Cleveland 40 years");
 * - `another`: an amount or a size its sentence tells, before it, of a place that is not the project's: it replaces
 *   nothing, as a correction or otherwise.
 */
function laterValue(known: BriefFieldValue | undefined, finding: Finding, message: string, correcting = false, projectPlace: string | null = null): 'restated' | 'second_thought' | 'another' | null {
  const was = known?.value;
  const now = finding.value;
  if (finding.strength !== 'structured' || !was || was.kind !== now.kind) return null;
  const plain = message.normalize('NFKC').toLowerCase();
  const changed = (a: { amount: number; max?: number }, b: { amount: number; max?: number }) => a.amount !== b.amount || a.max !== b.max;
  const near = (a: { amount: number; max?: number }, b: { amount: number; max?: number }) => {
    const [x, y] = [a.max ?? a.amount, b.max ?? b.amount];
    return x > 0 && y > 0 && x <= 2 * y && y <= 2 * x;
  };
  /** The sentence of the message the value was read from, and its words before the value. */
  const sentenceSaid = sentencesOf(message).find((sentence) => sentence.text.includes(finding.raw))?.text;
  const saidBefore = sentenceSaid?.slice(0, Math.max(0, sentenceSaid.indexOf(finding.raw))) ?? '';
  // (Nor a size or an amount its sentence tells, before it, of another person or business, of last year or of the previous
  // version of the place: "我同事去年在竹北裝潢新成屋 28坪花了180萬", "我之前待的那間在中和 快30坪".)
  const ofAnother = () => {
    const before = saidBefore.normalize('NFKC').toLowerCase();
    return now.kind !== 'date' && (anotherParty.test(before) || namesLastYear(before) || pastVersion.test(before));
  };
  // (A size or an amount its sentence tells, before it, of a place that is not the project's replaces nothing, whatever word
  // of change its message holds: "我們現在在左營租屋，22坪" of a home in 鼓山區, "지금 살고 있는 곳은 성남 분당구 정자동 24평" of one
  // in 수지구, "our flagship on Tib Street (approx. 1,600 sq ft)".)
  const site = projectPlace?.normalize('NFKC').toLowerCase();
  const placeElsewhere = () =>
    !!site && placeWords(saidBefore).some((place) => !site.includes(place.toLowerCase()) && !place.toLowerCase().includes(site));
  if ((now.kind === 'number_with_unit' || now.kind === 'money') && placeElsewhere()) return 'another';
  const secondThought = !known?.skipped && finding.fieldId !== 'age' && !ofAnother();
  if (now.kind === 'money' && was.kind === 'money') {
    if (!changed(now, was) || (now.currencyAssumed && now.amount < 1000)) return null;
    const ceiling = now.bound === 'at_most' && !now.currencyAssumed && now.amount >= 1000;
    if (budgetCue.test(plain) || ceiling) return 'restated';
    return secondThought && now.currency === was.currency && near(now, was) ? 'second_thought' : null;
  }
  // ("2월 중순까지" then "2월 초까지로 당겨주셔야": a part of the same month is another date.)
  if (now.kind === 'date' && was.kind === 'date') {
    if (now.date === null || (now.date === was.date && now.part === was.part && now.precision === was.precision)) return null;
    if (dateMovedWords.test(plain)) return 'restated';
    // (A message with a word of correction is read as a correction, further on.)
    if (correcting) return null;
    // ("logo 3月中前好", then "車行說車提早交 所以logo要2月底前完成"): another date of the same role said later, with no word
    // of a change, is most likely the visitor's second thought, filed "to clarify" as a second amount is.
    // (Not the same date said more loosely, "August" after "August 1", nor one less precise than the known one.)
    const looser = now.precision !== null && was.precision !== null && precisionLooseness[now.precision] > precisionLooseness[was.precision];
    // (Only a date said again with its role's own words, "the logo has to be done by …", "開幕…": a date of another
    // sentence is often another thing's, "6월에 대구 박람회도 나갈 예정", "열면 3일안에 드셔야".)
    const cue = dateRoleCues[finding.fieldId as keyof typeof dateRoleCues];
    const said = sentenceSaid ?? finding.raw;
    // (Nor need a deadline said again as one, "by", of a month named: "希望三月底前可以有東西", then "所以設計四月中前好就可以了",
    // "so having the design by mid April is fine". Not a stretch of days: "열면 3일안에 드셔야돼요" is how long the juice keeps.)
    const deadlineAgain = finding.fieldId === 'expected_deadline' && now.relation === 'by' && was.relation === 'by' && (namesMonth(finding.raw) || namesSeasonOrHoliday(finding.raw));
    return secondThought && !looser && ((cue !== undefined && cue.test(said.normalize('NFKC').toLowerCase())) || deadlineAgain) ? 'second_thought' : null;
  }
  if (now.kind === 'number_with_unit' && was.kind === 'number_with_unit') {
    // (A bare number may be anything; a booth's sides said again for sure, "3칸 9x3으로 확정이요", are a size. Not a maybe:
    // "…possibly reconfigured as a 10x20" is another time's.)
    const said = sentenceSaid ?? message;
    const sides = /\d\s*[x×*]\s*\d/.test(finding.raw) && !isQuestionOrDoubt(said) && !maybeWords.test(said.normalize('NFKC').toLowerCase());
    if ((now.unitAssumed && !sides) || now.unit !== was.unit || !changed(now, was)) return null;
    if (now.amount !== was.amount && scanNumbers(plain).some((n) => n.value === was.amount)) return 'restated';
    // ("現在店面只有12坪", then "新的店面是兩層樓 … 總共大概25坪": the size said of the new place is the project's.)
    const ofTheNewPlace = (words: string) => newPlaceCue.test(words.normalize('NFKC').toLowerCase());
    // (The new place's words before the value, not after it of something else: "我之前待的那間在中和 快30坪 … 所以新店最想解決的就是這個".)
    const saidBefore = said.slice(0, Math.max(0, said.indexOf(finding.raw)));
    if (finding.fieldId === 'space_size' && ofTheNewPlace(saidBefore) && !ofTheNewPlace(known?.source ?? known?.raw ?? '')) return 'restated';
    return secondThought && near(now, was) ? 'second_thought' : null;
  }
  return null;
}

/**
 * "by March 6", then "ok nvm its march 13 now": a date moved keeps what was said of it (by then, not around then); not one
 * said now, with its role's words, to be on its day ("we'll aim to reopen on September 19 instead"). (Still by then: "the lease
 * actually ends on 31 July" for a move-in by the lease's end.)
 */
function keepsItsRelation(fieldId: BriefFieldId, known: BriefFieldValue | undefined, value: BriefValue, words: string): BriefValue {
  const was = known?.value;
  const onItsDayNow = saidOnItsDay(words) && (dateRoleCue(fieldId)?.test(normalizeAnswer(words)) ?? false);
  return value.kind === 'date' && value.date !== null && value.relation === 'on' && was?.kind === 'date' && was.relation === 'by' && !onItsDayNow ? { ...value, relation: 'by' } : value;
}

/** Whether another field's fact filed from the same message was read from some of the same words (then a loose topic word beside it). */
function sharesWords(finding: Finding, findings: readonly Finding[]): boolean {
  return findings.some((other) => other.fieldId !== finding.fieldId && other.raw && (finding.raw.includes(other.raw) || other.raw.includes(finding.raw)));
}

/**
 * Values for other fields: filed where nothing is known yet (or the visitor skipped it), added to a
 * free-text field known only from words given in passing; a correction replaces what was known.
 */
/**
 * Off the question, a list or several options read from a story's words are a guess: no question asked
 * for them and no heading of the visitor's ("Materials: …") says which of the words are the items. Filed,
 * so nothing is lost, but marked "to clarify" for the visitor's check and the designer.
 */
function isGuess(field: InterviewField, finding: Finding): boolean {
  if (finding.again) return false;
  // "我們主要賣冷泡茶、手搖茶和茶葉禮盒", "we sell at markets and on Etsy": a sentence that names the list's topic says which words are its items.
  // (Only when every item reads as one: a list cut from a sentence keeps the mark.)
  if (finding.value.kind === 'list') {
    const named = freeTextCues[field.id]?.test(finding.raw.normalize('NFKC').toLowerCase()) ?? false;
    return finding.strength === 'cue' && !(named && finding.value.items.length >= 2 && finding.value.items.every(itemLike));
  }
  return finding.value.kind === 'choice' && field.multiple === true && finding.value.selected.length >= 2;
}

/**
 * Where the work is, as the brief before this message or this message says: the address, else the story the project's
 * background holds ("…my physio clinic in Port Credit, Mississauga"), for the country whose money it counts in. An address
 * filed before wins over a place this message names: "my buddy dropped $12,000 on his booth at the Toronto show … we've
 * got about $5,000" of a booth in Madison is another person's place, not a new address.
 */
function placeOfTheWork(state: InterviewState, heard: Heard): string | null {
  const filed = state.answers.address?.value;
  const said = filed?.kind === 'free_text' ? filed : heard.others.find((f) => f.fieldId === 'address')?.value;
  const address = said?.kind === 'free_text' ? said.text : null;
  if (address && currencyOfPlace(address)) return address;
  const story = state.answers.project_background?.value;
  if (story?.kind !== 'free_text') return address;
  // (With an address the table does not know, only the story's sentence that names it: "…in Port Credit, Mississauga";
  // not another sentence's place, "we get a lot of people from Montreal" of a trainer in Burlington, Vermont.)
  const told = address ? sentencesOf(story.text).find((sentence) => sentence.text.includes(address))?.text : story.text;
  return told && currencyOfPlace(told) ? told : address;
}

/**
 * A message's budget in the local currency, where the visitor named none (`inLocalCurrency`): of the place the work is,
 * else of the visitor's clock (`currencyOfTheClock`), else of the one country of the clock the story's places name
 * (`currencyOfTheClockAndStory`).
 */
function inTheCurrencyOfThePlace(heard: Heard, state: InterviewState): Heard {
  const place = placeOfTheWork(state, heard);
  const story = state.answers.project_background?.value;
  const currency =
    (place ? currencyOfPlace(place) : null) ??
    currencyOfTheClock(state.config.utcOffsetMinutes) ??
    currencyOfTheClockAndStory(state.config.utcOffsetMinutes, story?.kind === 'free_text' ? story.text : '');
  if (!currency) return heard;
  const local = (f: Finding): Finding => (f.fieldId === 'budget' ? { ...f, value: inLocalCurrency(f.value, f.raw, currency) } : f);
  return { ...heard, others: heard.others.map(local), asked: heard.asked && heard.asked.value.kind === 'money' ? { ...heard.asked, value: inLocalCurrency(heard.asked.value, heard.asked.raw, currency) } : heard.asked };
}

function fileOthers(
  state: InterviewState,
  findings: readonly Finding[],
  message: string,
  correcting: boolean,
  answeredAt: string,
  correctionPhrase?: string,
  ruledOut?: ReadonlyMap<BriefFieldId, ReadonlySet<string>>,
): { state: InterviewState; noted: NotedItem[]; corrected: NotedItem[] } {
  let next = state;
  const noted: NotedItem[] = [];
  const corrected: NotedItem[] = [];
  // (A free text guessed from the opening story, "to clarify" and never asked, waits for the visitor's own words on it.)
  const isOpen = (known: BriefFieldValue | undefined, id: BriefFieldId) =>
    known === undefined || known.skipped || (known.value === null && known.clarify === true) || guessedFromAStory(state, id);
  // The facts this message files in open fields: nothing is added to those fields from the same message
  // (a second finding is the same words read twice), nor elsewhere from the words they were read from.
  const filing = findings.filter((f) => !f.declined && isOpen(state.answers[f.fieldId], f.fieldId));
  const filingFields = new Set(filing.map((f) => f.fieldId));
  // What a correction replaces: its sentence is not also filed elsewhere by a topic word in it
  // ("아 예산은 남편이랑 다시 얘기했는데 1억 2천까지래요" corrects the budget; it says nothing of the household).
  const correctingWith = correcting ? findings.filter((f) => f.strength === 'structured' && !isOpen(state.answers[f.fieldId], f.fieldId)) : [];
  for (const finding of findings) {
    const field = interviewField(state.projectType, finding.fieldId);
    if (!field) continue;
    const known = next.answers[field.id];
    const open = isOpen(known, field.id);
    if (finding.declined) {
      if (known === undefined) next = { ...record(next, field.id, { raw: '', value: null, skipped: true, answeredAt, source: message }, false), order: next.order };
      continue;
    }
    if (open) {
      if (finding.strength === 'cue' && sharesWords(finding, correctingWith)) continue;
      next = storeVolunteered(next, field, finding.value, finding.raw, message, answeredAt, finding.clarify === true || isGuess(field, finding));
      // (A guess is said back as one: "box, label or sticker (to check)".)
      noted.push({ field, value: finding.value, ...(finding.clarify === true && (finding.value.kind === 'free_text' || finding.value.kind === 'number_with_unit' || finding.value.kind === 'money' || finding.value.kind === 'choice') ? { guess: true as const } : {}) });
      continue;
    }
    // "今年六月要參加食品展" then "展期是6/24到6/27": a date said more precisely, within the one known, takes its place.
    if (refines(known?.value ?? null, finding.value, known?.raw)) {
      next = storeVolunteered(next, field, finding.value, finding.raw, message, answeredAt, finding.clarify === true);
      noted.push({ field, value: finding.value });
      continue;
    }
    // "it's either a 10x10 or a 10x20" (the first kept "to clarify"), then "Mark approved the 10x20": a typed value that was
    // only a guess gives way to the same field's value said plainly, or is confirmed by it. (A list, or options that add up,
    // are added to.)
    if (known?.clarify === true && known.value !== null && field.kind !== 'free_text' && field.kind !== 'list' && !field.multiple && finding.strength === 'structured' && finding.clarify !== true && !isGuess(field, finding)) {
      next = storeVolunteered(next, field, finding.value, finding.raw, message, answeredAt, false);
      // (The same value said plainly is the guess confirmed.)
      (sameValue(known.value, finding.value) ? noted : corrected).push({ field, value: finding.value });
      continue;
    }
    // "現在的官網是2017年外包做的" (a site named in passing, filed as a company's), then "類型的話應該算預約服務型的吧": one
    // option known only from words said in passing, its question never asked, gives way to another the visitor names by
    // the option's own name.
    if (namedOverAPassingWord(field, known, finding, state, message)) {
      next = storeVolunteered(next, field, finding.value, finding.raw, message, answeredAt, finding.clarify === true);
      corrected.push({ field, value: finding.value });
      continue;
    }
    // ("…the show's electrical fees" read as power, then "we need water and a drain plus 208V power"): water said in one
    // message and power in another are both, as they are in one message, unless the first named its one as the only one.
    if (utilityAddedLater(known, finding)) {
      next = storeVolunteered(next, field, { kind: 'choice', selected: ['both'] }, `${known!.raw}, ${finding.raw}`, message, answeredAt, false);
      corrected.push({ field, value: { kind: 'choice', selected: ['both'] } });
      continue;
    }
    // "We can stretch the budget to $9,000": an amount said again with its own topic words is what the visitor
    // means now; a budget's correction applies at any time, not only after "actually". "1,200 sq ft" then "oops 1,400
    // sq ft. forgot the back room": another amount of the same order, with nothing that says which is meant, is most
    // likely the visitor's second thought: the later is filed, "to clarify", as two amounts in one message are. Both
    // are said back as an update.
    const place = next.answers.address?.value;
    const later = laterValue(known, finding, message, correcting, place?.kind === 'free_text' ? place.text : null);
    if (later === 'another') continue;
    if (later !== null) {
      next = storeVolunteered(next, field, keepsItsRelation(field.id, known, finding.value, finding.raw), finding.raw, message, answeredAt, later === 'second_thought' || finding.clarify === true);
      corrected.push({ field, value: finding.value });
      continue;
    }
    // A place said later as the site of the work ("the show is at the Salt Palace"), or one that says more of
    // the place known ("台南永康" after "台南"), is the project's place; any other place is another subject's.
    if (field.id === 'address' && finding.strength === 'structured' && known?.value?.kind === 'free_text' && !known.skipped) {
      const was = known.raw;
      // (The known place is a site when any of its parts was said as one: "화성, 코엑스" holds the venue.)
      const knownAsSite = was.split(/[,，、]\s*/).some((part) => saidAsSite(known.source ?? was, part));
      // (Not one the known place already holds: "搬來員林" after "員林中山路" says less of it.)
      // (Nor, but for a booth, the place of a show the visitor goes to: "Before the Scottsdale pet expo?" of treats made in Tempe.)
      const ofAShow = state.projectType !== 'exhibition_space' && showWords.test(normalizeAnswer(sentencesOf(message).find((sentence) => sentence.text.includes(finding.raw))?.text ?? message));
      // (A site is a place built in: a brand, a pack or a site has none, and "the folks at the North Asheville tailgate
      // market" tells where a sharpener based in Weaverville sells; the place the business moves to is its place still.)
      const hasASite = isBuiltSpaceProjectType(state.projectType);
      // ("…we're going with our backup: a corner unit on Fraser Street", "新店不是在福星路，是在西屯路二段"): a street, a station
      // or a neighbourhood read by its shape is said as the site or the move's end, within the place known.
      const shaped = was.includes(finding.raw) ? null : placeSaidByShape(shapedPlacesIn(message), finding.raw);
      const within = shaped === null ? null : placeWithin(known.value.text, shaped);
      // (Otherwise a place said as the site or the move's end, or the known one said more finely, takes its place.)
      const moved = within === null && finding.raw !== was && !was.includes(finding.raw) && (finding.raw.includes(was) || (saidAsSite(message, finding.raw, hasASite ? 'site or move' : 'move') && !knownAsSite && !ofAShow));
      if (within !== null || moved) {
        const value: BriefValue = within === null ? finding.value : { kind: 'free_text', text: within };
        next = storeVolunteered(next, field, value, within ?? finding.raw, message, answeredAt, finding.clarify === true);
        noted.push({ field, value });
      }
      continue;
    }
    // ("한국어랑 영어", then "언어는 일본어까지 세 개로 할게요"): a list said with the count of all its items, the known and its new
    // ones, is the known list with these, correction or not.
    if (finding.strength === 'structured' && finding.value.kind === 'list' && known?.value?.kind === 'list' && !known.skipped) {
      const counted = countedWithTheKnown(known.value.items, finding.value.items, finding.raw);
      if (counted) {
        const value: BriefValue = { kind: 'list', items: counted };
        next = storeVolunteered(next, field, value, `${known.raw}, ${finding.raw}`, message, answeredAt, known.clarify === true);
        noted.push({ field, value });
        continue;
      }
    }
    // Known only from words given in passing (its question never asked): what the visitor now says of it
    // is added, so a clause filed there by its words alone never hides the visitor's own answer.
    // (A sentence headed with the topic is that topic's, though its words also file another: "Look: crafty, …; colours …".)
    // ("語言要繁中跟泰文", then "啊不對 … 改成繁中跟英文好了": a list said again as a correction is the list meant now.)
    if (correcting && finding.strength === 'structured' && finding.value.kind === 'list' && known?.value?.kind === 'list' && !sameValue(known.value, finding.value)) {
      next = storeVolunteered(next, field, finding.value, finding.raw, message, answeredAt, finding.clarify === true);
      corrected.push({ field, value: finding.value });
      continue;
    }
    // ("語言的話 中文就好吧", then "啊 剛想到 還是要中文跟英文"): the same list said again with more in it, every item known
    // kept, is the list meant now, whatever was asked meanwhile. (Every item known but those the message takes off: "日文先不做了
    // … 所以是中文、英文、越南文".)
    const takenOff = ruledOut?.get(field.id);
    const knownKept = known?.value?.kind === 'list' ? known.value.items.filter((item) => !takenOff?.has(item.normalize('NFKC').toLowerCase())) : [];
    if (finding.strength === 'structured' && finding.value.kind === 'list' && known?.value?.kind === 'list' && !known.skipped && knownKept.length > 0 && saysMoreOfTheList(knownKept, finding.value.items)) {
      next = storeVolunteered(next, field, finding.value, finding.raw, message, answeredAt, finding.clarify === true);
      noted.push({ field, value: finding.value });
      continue;
    }
    const added = filingFields.has(field.id) || (sharesWords(finding, filing) && !finding.again) ? null : addedToVolunteered(next, field, known, finding);
    if (added) {
      // A list or options added to by a guess, or added to a guess, is still a guess ("jar" in passing, then "jars and a
      // box" in a story): kept "to clarify".
      const guessed = field.kind !== 'free_text' && (isGuess(field, finding) || known?.clarify === true) && !(known?.clarify === true && added.value === finding.value);
      next = storeVolunteered(next, field, added.value, added.raw, message, answeredAt, guessed);
      if (!added.quietly) noted.push({ field, value: finding.value });
    } else if ((correcting || finding.corrects) && finding.strength === 'structured' && !saysLessOf(known?.value ?? null, finding.value) && !namesSomeOfTheOptions(known?.value ?? null, finding, message)) {
      next = storeVolunteered(next, field, keepsItsRelation(field.id, known, finding.value, finding.raw), finding.raw, message, answeredAt, finding.clarify === true);
      corrected.push({ field, value: finding.value });
    } else if (correctsTheWords(field, known, finding, correctionPhrase)) {
      // ("想要藍綠色配白色", then "顏色改成芥末黃 不要藍綠色了" while the deadline is asked): words of a topic answered before, in the
      // sentence that corrects, are the visitor's change of mind on it. They are added after the words known (the designer
      // sees both, the later last), never lost for want of a question of theirs on screen.
      const text = `${(known!.value as { text: string }).text} ${finding.raw}`;
      next = storeVolunteered(next, field, { kind: 'free_text', text }, `${known!.raw} ${finding.raw}`, message, answeredAt);
      corrected.push({ field, value: finding.value });
    }
  }
  if (ruledOut) next = withOptionsRuledOut(next, ruledOut, noted, corrected);
  return { state: next, noted, corrected };
}

/**
 * "鐵罐" chosen, then "欸鐵罐我剛剛問過了 成本太高 不要鐵罐了 改成紙盒", "no more tins, switch to a paper box", "틴케이스는 … 빼고
 * 종이 박스로": an option of a choice of several that a later message names only to rule it out is no longer chosen, where
 * another option is left (a message never empties the choice by it). So is a list's item ("일본어는 빼 주세요" of the languages).
 * The choice or the list left is said back as corrected.
 */
function withOptionsRuledOut(state: InterviewState, ruledOut: ReadonlyMap<BriefFieldId, ReadonlySet<string>>, noted: NotedItem[], corrected: NotedItem[]): InterviewState {
  let next = state;
  for (const [id, ruled] of ruledOut) {
    const field = interviewField(state.projectType, id);
    const known = next.answers[id];
    if (!field || !known || known.skipped) continue;
    let value: BriefValue;
    if (field.kind === 'list' && known.value?.kind === 'list') {
      // ("일본어는 빼 주세요" of the languages known: the item taken off, where another is left.)
      const left = known.value.items.filter((item) => !ruled.has(item.normalize('NFKC').toLowerCase()));
      if (left.length === 0 || left.length === known.value.items.length) continue;
      value = { ...known.value, items: left };
    } else {
      if (field.kind !== 'choice' || !field.multiple || known.value?.kind !== 'choice' || known.value.selected.length < 2) continue;
      const selected = known.value.selected;
      const left = selected.filter((option) => !ruled.has(option));
      if (left.length === 0 || left.length === selected.length) continue;
      value = { ...known.value, selected: left };
    }
    next = record(next, field.id, { ...known, value }, false);
    // (Said back once, as changed: not also as noted with the option taken off.)
    for (const list of [noted, corrected]) {
      const at = list.findIndex((item) => item.field.id === field.id);
      if (at >= 0) list.splice(at, 1);
    }
    corrected.push({ field, value });
  }
  return next;
}

/**
 * Whether a topic's words, found in the sentence a correction is said in, change a free text known of it. Never the place,
 * nor the project's background: "Actually we sell candles" leaves the story told as it was, and "go back" changes it.
 */
function correctsTheWords(field: InterviewField, known: BriefFieldValue | undefined, finding: Finding, correctionPhrase: string | undefined): boolean {
  if (!correctionPhrase || field.kind !== 'free_text' || field.id === 'address' || field.id === 'project_background' || finding.strength !== 'cue' || finding.value.kind !== 'free_text') return false;
  if (known?.value?.kind !== 'free_text' || known.skipped) return false;
  const said = normalizeAnswer(finding.raw);
  return said.includes(normalizeAnswer(correctionPhrase).slice(0, 6)) && !normalizeAnswer(known.value.text).includes(said);
}

/** "by the Fourth of July", then "whatever gets us moved in by July": a date said again less precisely, around the one known. */
function saysLessOf(known: BriefValue | null, next: BriefValue): boolean {
  if (known?.kind !== 'date' || next.kind !== 'date' || !known.date || !next.date || !known.precision || !next.precision) return false;
  const period = { day: 10, month: 7, quarter: 4, year: 4 } as const;
  return precisionLooseness[next.precision] > precisionLooseness[known.precision] && next.precision !== 'quarter' && known.date.slice(0, period[next.precision]) === next.date.slice(0, period[next.precision]);
}

/**
 * "아까 30포라고 했던 거요 … 한 상자에 15g 스틱 20포로 할게요" (pouch, box and gift set known): a correction that names some of the
 * options already chosen, none as the only one meant, corrects something else; the options known stay.
 */
function namesSomeOfTheOptions(known: BriefValue | null, finding: Finding, message: string): boolean {
  if (known?.kind !== 'choice' || finding.value.kind !== 'choice' || finding.value.selected.length >= known.selected.length) return false;
  if (!finding.value.selected.every((id) => known.selected.includes(id))) return false;
  return message.normalize('NFKC').toLowerCase().includes(finding.raw.normalize('NFKC').toLowerCase()) && !saidAsTheOnlyOne(message, finding.raw);
}

/** The number of a correction's words: "1560*" is 1560, "1,150" is 1150 (null when there is none, or two). */
function numberIn(words: string): number | null {
  const found = scanNumbers(normalizeAnswer(words));
  return found.length === 1 ? found[0]!.value : null;
}

/** `numberIn`, with the English multiplier written right after it: "90k" is 90,000, "1.2m" 1,200,000. */
function scaledNumberIn(words: string): number | null {
  const plain = normalizeAnswer(words);
  const found = scanNumbers(plain);
  return found.length === 1 ? found[0]!.value * englishScaleAfter(plain.slice(found[0]!.end)) : null;
}

/**
 * A correction that takes back a bare number equal to a known size or amount ("1560* not 1650" after "approx 1650 sq
 * ft"): that value, with the number meant, in the unit it was said in.
 */
function renumberKnown(state: InterviewState, correction: { phrase: string; replaced?: string }, message: string, answeredAt: string): { state: InterviewState; item: NotedItem } | null {
  // ("I said 90k earlier but 80k is the max now": an amount taken back in thousands is the known 90,000, a money's.)
  const plainWas = numberIn(correction.replaced ?? '');
  const scaledWas = scaledNumberIn(correction.replaced ?? '');
  const scaled = scaledWas !== plainWas;
  const was = scaled ? scaledWas : plainWas;
  const now = scaled ? scaledNumberIn(correction.phrase) : numberIn(correction.phrase);
  if (was === null || now === null || was === now || now <= 0) return null;
  // ("the building is 1986, not 88" after "built in 1988"): a build year taken back, in full or by its last two digits,
  // gives the building's age from the year meant.
  const age = state.answers.age;
  const ageField = interviewField(state.projectType, 'age');
  if (ageField && age?.value?.kind === 'number_with_unit' && age.value.unit === 'years') {
    const builtIn = Number(/\b(1[89]\d{2}|20\d{2})\b/.exec(age.raw)?.[1] ?? NaN);
    const thisYear = new Date(answeredAt).getUTCFullYear();
    if ((builtIn === was || builtIn % 100 === was) && now >= 1800 && now < thisYear) {
      const value: BriefValue = { ...age.value, amount: thisYear - now, approximate: false };
      return { state: storeVolunteered(state, ageField, value, correction.phrase, message, answeredAt), item: { field: ageField, value } };
    }
  }
  const known = (Object.entries(state.answers) as [BriefFieldId, BriefFieldValue | undefined][]).filter(
    ([, a]) => a && !a.skipped && (a.value?.kind === 'number_with_unit' || a.value?.kind === 'money') && a.value.amount === was && a.value.max === undefined && (!scaled || a.value.kind === 'money'),
  );
  if (known.length !== 1) return null;
  const [id, answer] = known[0]!;
  const field = interviewField(state.projectType, id);
  if (!field || !answer?.value) return null;
  const value: BriefValue = answer.value.kind === 'number_with_unit' ? withSquareMeters({ ...answer.value, amount: now, approximate: false }) : { ...(answer.value as Extract<BriefValue, { kind: 'money' }>), amount: now, approximate: false };
  return { state: storeVolunteered(state, field, value, correction.phrase, message, answeredAt), item: { field, value } };
}

/**
 * A correction that gives a bare number and names nothing it takes back ("my bad its 900, just checked the lease" after
 * "space is like 850 sq ft"; "생각해보니 … 400까지는 괜찮아요" after "예산은 300 정도"): the size or amount the visitor gave
 * last before the message, when nothing was filed after it, and the number is of its order (at most twice or half of it
 * as said; ten times when the visitor says a slip of typing is fixed), takes the number in the unit and scale it was said in.
 */
function renumberLatest(before: InterviewState, state: InterviewState, correction: { phrase: string; typo?: true }, message: string, answeredAt: string): { state: InterviewState; item: NotedItem } | null {
  // (Or, where the words around it hold numbers of their own, "我想了一下，應該要 3 次比較好，…check 一下", the clause of the one
  // written in figures.)
  const now = numberIn(correction.phrase) ?? numberIn(correction.phrase.split(/[,，、;；]/u).find((clause) => /\d/.test(clause)) ?? '');
  if (now === null || now <= 0) return null;
  const answers = (Object.entries(before.answers) as [BriefFieldId, BriefFieldValue | undefined][]).filter(([, a]) => a && !a.skipped);
  const latestAt = answers.reduce((at, [, a]) => (a!.answeredAt > at ? a!.answeredAt : at), '');
  const latest = answers.filter(([, a]) => a!.answeredAt === latestAt && (a!.value?.kind === 'number_with_unit' || a!.value?.kind === 'money') && a!.value.max === undefined);
  if (latest.length !== 1) return null;
  const [id, answer] = latest[0]!;
  const field = interviewField(state.projectType, id);
  const known = answer?.value;
  if (!field || !known || (known.kind !== 'number_with_unit' && known.kind !== 'money')) return null;
  // (A number with its own scale, "1500만이요" after "예산은 150 정도" read as 150만, is the amount itself.)
  const ownScale = String(now) !== (correction.phrase.match(/\d+(?:[.,]\d+)*/)?.[0] ?? '').replace(/,/g, '');
  const said = ownScale ? known.amount : (numberIn(answer.raw) ?? known.amount);
  // (A slip of typing fixed may be a digit missed or one too many: "*3500" after "350加幣".)
  const reach = correction.typo ? 10 : 2;
  if (said <= 0 || now === said || now > said * reach || now < said / reach) return null;
  const amount = ownScale ? now : (known.amount / said) * now;
  const value: BriefValue = known.kind === 'number_with_unit' ? withSquareMeters({ ...known, amount, approximate: false }) : { ...known, amount, approximate: false };
  return { state: storeVolunteered(state, field, value, correction.phrase, message, answeredAt), item: { field, value } };
}

/**
 * A correction that names what it takes back ("54 cards, not 52") and fits no field by its own words: the
 * free-text fact whose words said it (the latest, should several) keeps the correction after them.
 */
function correctWhereSaid(
  state: InterviewState,
  correction: { phrase: string; replaced?: string },
  message: string,
  answeredAt: string,
  before: InterviewState['answers'],
): { state: InterviewState; item: NotedItem } | null {
  const replaced = correction.replaced?.trim() ?? '';
  if (!replaced) return null;
  // ("nothing's registered" filed the trademark, then "… So it's in progress, not nothing!"): words taken back that filed a
  // choice, the option the correction's last words name in their place is the choice now.
  const chosen = choiceSaidInstead(state, replaced, correction.phrase, before, answeredAt);
  if (chosen) return chosen;
  let best: { field: InterviewField; known: BriefFieldValue } | null = null;
  for (const [id, known] of Object.entries(state.answers) as [BriefFieldId, BriefFieldValue | undefined][]) {
    // What was taken back, standing on its own in the fact's words ("52", not the 52 of "1520").
    if (!known || known.value?.kind !== 'free_text' || findTerm(normalizeAnswer(known.value.text), normalizeAnswer(replaced)) < 0) continue;
    const field = interviewField(state.projectType, id);
    if (field && (!best || known.answeredAt > best.known.answeredAt)) best = { field, known };
  }
  if (!best || best.known.value?.kind !== 'free_text') return null;
  // A fact first filed from this very message corrects nothing said before ("What makes us different: …, not just
  // burn-your-face hot" is no update of anything).
  if (before[best.field.id] === undefined || before[best.field.id]!.skipped) return null;
  const item: NotedItem = { field: best.field, value: { kind: 'free_text', text: correction.phrase } };
  // (Never the same words twice: the message may already have been added to the fact, by its topic words or as a part.)
  if (best.known.answeredAt === answeredAt || wordsOnly(best.known.value.text).includes(wordsOnly(message))) return { state, item };
  const value: BriefValue = { kind: 'free_text', text: `${best.known.value.text} ${message.trim()}` };
  const next = { ...record(state, best.field.id, { ...best.known, value, raw: `${best.known.raw} ${message.trim()}`.trim(), answeredAt, source: message }, false), order: state.order };
  // The genie says back what changed: the words the visitor means now.
  return { state: next, item };
}

/** The choice whose words are taken back ("not nothing"), set to the one option the correction's last sentence names instead. */
function choiceSaidInstead(state: InterviewState, replaced: string, phrase: string, before: InterviewState['answers'], answeredAt: string): { state: InterviewState; item: NotedItem } | null {
  const instead = sentencesOf(phrase).at(-1)?.text ?? phrase;
  for (const [id, known] of Object.entries(state.answers) as [BriefFieldId, BriefFieldValue | undefined][]) {
    const field = interviewField(state.projectType, id);
    if (!field || field.kind !== 'choice' || field.multiple || known?.value?.kind !== 'choice' || before[id]?.value?.kind !== 'choice') continue;
    if (findTerm(normalizeAnswer(known.raw), normalizeAnswer(replaced)) < 0) continue;
    const value = parseChoice(instead, choiceTermsOf(field), false);
    if (value?.kind !== 'choice' || value.otherText !== undefined || value.selected.length !== 1 || sameValue(known.value, value)) continue;
    // (The visitor's words now: a mark "to clarify" or a designer's edit of the words taken back does not carry over.)
    return { state: { ...record(state, id, { raw: instead.trim(), value, skipped: false, answeredAt, source: phrase }, false), order: state.order }, item: { field, value } };
  }
  return null;
}

function echoLines(language: Language, noted: readonly NotedItem[], corrected: readonly NotedItem[]): string[] {
  return [corrected.length > 0 ? correctedLine(language, corrected) : null, noted.length > 0 ? notedLine(language, noted) : null].filter(
    (l): l is string => l !== null,
  );
}

export interface AnswerOptions {
  /** An LLM's extraction: the visitor's words per field, read by the engine like typed words. */
  extracted?: Partial<Record<BriefFieldId, string>>;
}

/**
 * The dates of a reply all said with more than a few words beside them in their clauses ("Lena wants it live before SXSW in
 * March"), none with little else (two words at most), as the visitor's own guess ("Around mid-March", "三月左右吧"); false
 * when it names none.
 */
function datedBesidesAGuess(text: string, ctx: ParseContext): boolean {
  const dates = findDates(text, ctx, { answer: true });
  return dates.length > 0 && !dates.some((date) => {
    const { from, to } = clauseAround(text, date.start, date.end);
    return wordsIn(`${text.slice(from, date.start)} ${text.slice(date.end, to)}`) <= 2;
  });
}

/**
 * The visitor's message, whatever was asked. Every fact it gives is filed in its field (the asked one
 * and any other still open; a correction replaces a known value); the asked field takes only what fits
 * it. "No preference" skips the question; "I told you already" looks back at what was said; words that
 * fit nowhere get the question once more in other words, then are kept as said, marked to clarify.
 * Never throws.
 */
export function answer(held: InterviewState, said: string, now: Date, options: AnswerOptions = {}): AnswerResult {
  const { state, text: told } = withTheRestOfTheMessage(held, said);
  const text = withoutApprovalChecks(told);
  let result: AnswerResult;
  let asked: readonly string[] = [];
  try {
    const questions = questionsToStudio(text);
    // ("상표요? 그런 건 한 번도 안 해봤어요": the question on screen said back before the answer asks the studio nothing.)
    const onScreen = questions.asked.length > 0 && !questions.only ? (nextQuestion(state)?.text ?? '') : '';
    asked = onScreen ? questions.asked.filter((question) => !saysBackTheQuestion(question, onScreen)) : questions.asked;
    result = answerMessage(state, text, now, options, questions.only, asked.length > 0);
  } catch {
    // Never a stuck chat: should reading the message fail, the words answer the question on screen as typed.
    result = answerAsTyped(state, text, now);
  }
  result = passedIfStock(state, result, text, now);
  return result.state === state || asked.length === 0 ? result : { ...result, state: withQuestionsAsked(result.state, asked, now) };
}

/**
 * The message without its sentences that check the answer just given will do ("…, 이렇게 말씀드리면 될까요?", "… 這樣夠嗎？",
 * "…. Is that the kind of answer you're after?"): they doubt nothing of it and ask the studio nothing, so the answer is read
 * as said. The whole message, when that is all it says.
 */
function withoutApprovalChecks(message: string): string {
  let rest = message;
  for (const sentence of [...sentencesOf(message)].reverse()) {
    const at = approvalCheckAt(sentence.text);
    if (at < 0) continue;
    const marks = /^[^\S\n]*[?？!！.。~～]*/.exec(rest.slice(sentence.end))![0].length;
    rest = `${rest.slice(0, sentence.start + at).trimEnd()}${rest.slice(sentence.end + marks)}`;
  }
  return rest.trim() === '' ? message : rest.trim();
}

/** The words of a message cut off, kept with the background as said, when no rest will come to them (a skip, going back). */
function withUnfinishedKept(state: InterviewState): InterviewState {
  const held = state.unfinished;
  if (!held) return state;
  const { unfinished: _held, ...rest } = state;
  return addedToBackground(rest, held.text, held.at);
}

/**
 * "예산은", then "오백 정도요 친구 병원은 천 넘게 들었다는데…": a message cut off mid-sentence (`isUnfinished`, held as
 * `unfinished`) is read with the next one, as one message. A tapped chip or a skip does not go on with it: its words are
 * then kept with the background, as said.
 */
function withTheRestOfTheMessage(state: InterviewState, text: string): { state: InterviewState; text: string } {
  const held = state.unfinished;
  if (!held) return { state, text };
  const { unfinished: _held, ...rest } = state;
  const field = currentField(rest);
  const chip = field !== null && chipsFor(field, rest.language).some((c) => c.value.toLowerCase() === text.trim().toLowerCase());
  if (chip || isSkipRequest(text)) return { state: withUnfinishedKept(state), text };
  // (The wait for the rest asked nothing again: the question on screen is answered, or set aside, as if asked once.)
  const reasks = field && rest.reasks[field.id] === 1 ? Object.fromEntries(Object.entries(rest.reasks).filter(([id]) => id !== field.id)) : rest.reasks;
  return { state: { ...rest, reasks }, text: `${held.text} ${text.trim()}` };
}

/** The words that wait, after a topic's name alone, for what is said of it (`topicLeadIn`: "喔", "的話", "is", "은"). */
const topicLeadIn = new RegExp(`(?:${anyReplyWords('topicLeadIn')})$`, 'iu');
/** A topic's name, whole, as a message may open with it: the budget's or a date role's, after a word of no weight ("so", "the"). */
const topicNameAlone = [budgetCue, ...Object.values(dateRoleCues)].map(
  (cue) => new RegExp(`^(?:(?:${openingFiller.source})[,\\s]+)?(?:${headingOwner.source})?(?:${cue.source})\\s*$`, 'iu'),
);

/**
 * "預算喔", "預算的話", "時間是", "budget wise": a message of a topic's name alone (the budget, or a date by its role's word),
 * cut off before what is said of it. (Not "好喔", "是喔": the words before the lead-in must be the topic's name, whole.)
 */
function namesOnlyATopic(raw: string): boolean {
  const s = normalizeAnswer(raw).trim().replace(/[\s,，:：…~～]+$/u, '');
  if (/\d/.test(s) || s.length > 24) return false;
  const lead = topicLeadIn.exec(s);
  if (!lead || lead.index === 0) return false;
  const stem = s.slice(0, lead.index).trim();
  return topicNameAlone.some((name) => name.test(stem));
}

/** A reply as compared with another: its words, lower-case, without the marks at its ends. */
function replyWords(text: string): string {
  return normalizeAnswer(text).replace(/\s+/g, ' ').replace(/^[\s"'“”「」]+|[\s"'“”「」.,，。!！?？~～…]+$/gu, '');
}

/**
 * "Not sure, it's our first big show" to the extras, then word for word to the preferences; "這個沒有特別的，你們專業判斷。"
 * to four questions: a reply with words that pass a question, given the same to another question asked before (not the
 * same one asked again, nor words filed in passing), is the visitor's way of passing questions, the answer of neither
 * (never "Other preferences: Not sure, it's our first big show"). Both questions are passed, their words kept beside the
 * pass so that the third time is known too. Words of substance given again answer only the question they were given to
 * first; a value (a number, an amount) and a short reply ("Kitchen", "Email") may well answer two questions alike and are
 * read as they come.
 */
function passedIfStock(before: InterviewState, result: AnswerResult, text: string, now: Date): AnswerResult {
  const field = currentField(before);
  if (!field) return result;
  const words = replyWords(text);
  if (/\d/.test(words) || wordsIn(words) < 4) return result;
  // (What a field holds of these words alone: the whole reply, or a part of it kept with the reply as its source; not
  // words added to an earlier answer.)
  const holdsOnly = (a: BriefFieldValue) => replyWords(a.raw) === words || (a.source !== undefined && replyWords(a.source) === words && words.includes(replyWords(a.raw)));
  // (A typed field keeps words only as said, to clarify: "그 부분은 … 검토하겠습니다" to the deadline is no date.)
  const keptAsWords = (a: BriefFieldValue) => !a.skipped && (a.value === null || a.value.kind === 'free_text' || a.value.kind === 'list');
  const givenBefore = (Object.entries(before.answers) as [BriefFieldId, BriefFieldValue | undefined][]).filter(
    ([id, a]) => id !== field.id && before.order.includes(id) && a !== undefined && holdsOnly(a) && (a.skipped || keptAsWords(a) || a.value?.kind === 'undecided'),
  );
  if (givenBefore.length === 0) return result;
  const stored = result.state.answers[field.id];
  const answeredAt = now.toISOString();
  const raw = text.trim();
  let state = result.state;
  const alike = (id: BriefFieldId, a: BriefFieldValue, as: BriefFieldValue) => {
    state = { ...state, answers: { ...state.answers, [id]: { ...as, raw: a.source ?? a.raw, answeredAt: a.answeredAt } } };
  };
  // Passed now, or kept as to tell later: an earlier question given the same words is no more answered by them.
  if (stored && (stored.skipped || stored.value?.kind === 'undecided') && passesAQuestion(text)) {
    for (const [id, a] of givenBefore) if (keptAsWords(a!)) alike(id, a!, stored.skipped ? { raw, value: null, skipped: true, answeredAt } : stored);
    return { ...result, state };
  }
  if (!stored || !keptAsWords(stored) || !holdsOnly(stored) || (typedField(field) && stored.value !== null)) return result;
  // (Words of substance given again, "Young families in the suburbs" to the style after the customers, answer the
  // question they were given to first, not this one.)
  const pass: BriefFieldValue = { raw, value: null, skipped: true, answeredAt };
  if (passesAQuestion(text)) for (const [id, a] of givenBefore) if (keptAsWords(a!)) alike(id, a!, pass);
  state = { ...state, answers: { ...state.answers, [field.id]: pass } };
  return { state, outcome: { type: 'skipped', fieldId: field.id, acknowledgement: skippedAcknowledgement(before.language) } };
}

/** At most this many of the visitor's questions are kept for the designer (the conversation holds them all), each at most this long. */
const MOST_QUESTIONS_KEPT = 30;
const LONGEST_QUESTION_KEPT = 500;

/**
 * The questions to the studio a message asks ("How long does a logo usually take?", "這樣大概多少錢？"), in the
 * visitor's words with the question mark they wrote, and whether they are all it says of substance (beside a few
 * words that carry nothing: "… just asking", "… 謝謝", "… ㅎㅎ").
 */
function questionsToStudio(message: string): { asked: string[]; only: boolean } {
  const withMark = (sentence: { start: number; end: number }) => message.slice(sentence.start, sentence.end + (/^[?？]+/.exec(message.slice(sentence.end))?.[0].length ?? 0));
  const sentences = sentencesOf(message).map((sentence) => ({ sentence, asks: asksTheDesigner(sentence.text, message) }));
  const substantial = sentences.filter(({ sentence, asks }) => asks || wordsIn(sentence.text) >= 3);
  return {
    asked: sentences.filter(({ asks }) => asks).map(({ sentence }) => withMark(sentence).trim()).filter(Boolean),
    only: substantial.length > 0 && substantial.every(({ asks }) => asks),
  };
}

/**
 * The visitor's questions kept in the interview, once each: the genie tells the visitor the studio will answer
 * them, and the designer's overview lists them.
 */
function withQuestionsAsked(state: InterviewState, asked: readonly string[], now: Date): InterviewState {
  const known = state.questions ?? [];
  const kept = asked.map((question) => question.slice(0, LONGEST_QUESTION_KEPT));
  const fresh = kept.filter((question, i) => kept.indexOf(question) === i && !known.some((k) => k.text === question));
  if (fresh.length === 0) return state;
  return { ...state, questions: [...known, ...fresh.map((text) => ({ text, at: now.toISOString() }))].slice(0, MOST_QUESTIONS_KEPT) };
}

/** The plain reading: the words answer the asked field, with one clarification before they are kept as said. */
function answerAsTyped(state: InterviewState, text: string, now: Date): AnswerResult {
  const field = currentField(state);
  if (!field) return { state, outcome: { type: 'complete' } };
  const raw = text.trim();
  const answeredAt = now.toISOString();
  const value = raw ? parseAnswer(field, raw, parseContext(state, now)) : null;
  if (value) {
    return {
      state: record(state, field.id, { raw, value, skipped: false, answeredAt }, true),
      outcome: { type: 'parsed', fieldId: field.id, value, acknowledgement: acknowledgement(state.language, state.turns, echoOf(field, value, state.language)) },
    };
  }
  return {
    state: record(state, field.id, { raw, value: null, skipped: raw === '', answeredAt, ...(raw ? { clarify: true } : {}) }, true),
    outcome: { type: 'accepted_raw', fieldId: field.id, acknowledgement: rawAcceptedAcknowledgement(state.language) },
  };
}

function answerMessage(state: InterviewState, text: string, now: Date, options: AnswerOptions, onlyAsks: boolean, asksStudio: boolean): AnswerResult {
  const field = currentField(state);
  if (!field) return { state, outcome: { type: 'complete' } };
  const language = state.language;
  const typed = text.trim();
  if (!typed) {
    return { state, outcome: { type: 'needs_clarification', fieldId: field.id, reason: 'empty', reask: emptyAnswerText(language) } };
  }
  // "말씀드렸듯이 감귤 잼이에요": pointing back at an earlier message is no reason to ask again; what follows is the answer.
  const pointedBack = withoutReferenceBack(typed);
  if (pointedBack !== null && !saysSomething(pointedBack)) return lookBack(state, field, now);
  const raw = headingsAsColons(pointedBack ?? typed);
  // "Not really. Skip that.", "沒有欸。跳過": a reply whose every sentence passes the question, or has no preference, passes it.
  if (isSkipRequest(raw) || passesInEverySentence(raw)) return skip(state, now);
  // (Not one that names a value of the question on screen: "中文跟英文 有些爸媽看不太懂中文" answers which languages.)
  const namesItsValue = () => readMessage(raw, [field], state.projectType, parseContext(state, now), field).findings.some((f) => f.fieldId === field.id && f.strength === 'structured');
  if (isHelpRequest(raw) && !namesItsValue()) {
    // "這個我不懂，你們看著辦" (not understanding, and leaving it to the designer), or help asked for on a question
    // already asked again (explained once, set aside and brought back, or asked to clarify): the question is
    // passed, never asked a third time.
    const helped = state.helps?.[field.id] ?? 0;
    const askedAgainBefore = helped + (state.setAside?.[field.id] ?? 0) + (state.reasks[field.id] ?? 0) > 0;
    if (handsItToDesigner(raw) || askedAgainBefore) return skip(state, now);
    return {
      state: { ...state, helps: { ...state.helps, [field.id]: helped + 1 }, turns: state.turns + 1 },
      outcome: { type: 'needs_clarification', fieldId: field.id, reason: 'help', reask: helpText(field, language) },
    };
  }
  const ctx = parseContext(state, now);
  const answeredAt = now.toISOString();
  // "the space is about", then "sorry, line out the door 🙃 about 850 sq ft": a message cut off mid-sentence answers
  // nothing yet; its words are kept with the background and the genie waits for the rest (once a question: a second
  // such message is read as it is).
  // ("아 손님 ㅠㅠ 잠시만여", "one sec": so does one that asks the genie to wait; it is said back that there is no rush.)
  const waitFor = holdsOn(raw);
  if ((waitFor || isUnfinished(raw) || namesOnlyATopic(raw)) && !saysNothing(raw) && (state.reasks[field.id] ?? 0) === 0 && field.id !== 'project_background') {
    return {
      // (A wait says nothing of the project: the conversation keeps it, the brief does not.)
      // (The words cut off wait for the rest, to be read with it: `withTheRestOfTheMessage`.)
      state: waitFor
        ? { ...state, reasks: { ...state.reasks, [field.id]: 1 }, turns: state.turns + 1 }
        : { ...state, unfinished: { text: raw, at: answeredAt }, reasks: { ...state.reasks, [field.id]: 1 }, turns: state.turns + 1 },
      outcome: { type: 'needs_clarification', fieldId: field.id, reason: 'unparsed', reask: waitFor ? takeYourTime(language) : goOn(language) },
    };
  }
  // A long message answers a choice by the option's own name, read with the rest of it (not by a "no" inside it).
  // (So does one that opens with an option's own word and says it was never thought of: "아니요 그런 건 생각 안 해봤어요",
  // "沒有 沒想過這個". Not a closing after it: "nope that's about it" answers no question.)
  // ("No, never. It's just the name over the door …", "沒有，我爸說那個不用啦": so too one whose opening word is a clause of its own,
  // when the words after it name no other option and doubt nothing.)
  const openingAlone = () => {
    const rest = /^\s*[^\s,，、。.!！]+\s*[,，、。.!！]+(.*)$/su.exec(raw)?.[1];
    return rest !== undefined && !isQuestionOrDoubt(raw) && !opensWithDoubt(raw) && parseAnswer(field, rest, ctx)?.kind !== 'choice';
  };
  const opensWithAnOption = () => (neverConsidered(raw) || openingAlone()) && optionWordsOf(field).has(withoutFinalParticles(raw.trim().split(/[\s,，、。.!！]+/u)[0] ?? ''));
  const read = field.kind === 'yes_no' || (field.kind === 'choice' && (shortReply(raw) || opensWithAnOption())) ? parseAnswer(field, raw, ctx) : null;
  // The options a reply to a choice of several names, by their own names, read once.
  let named: readonly string[] | undefined;
  const namedOptions = () => {
    if (named === undefined) {
      const value = field.kind === 'choice' && field.multiple ? (read ?? parseAnswer(field, raw, ctx)) : null;
      named = value?.kind === 'choice' && value.otherText === undefined ? value.selected : [];
    }
    return named;
  };
  // (Options wondered between in a short reply, "不知道袋子還是鐵盒比較好", are not chosen: read as any reply, kept to clarify.)
  const direct = wondersBetween(namedOptions(), raw) ? null : read;
  // A tapped chip ("Not sure yet" is an option of some choices) is always the answer to its question.
  const chip = chipsFor(field, language).some((c) => c.value.toLowerCase() === raw.toLowerCase());
  if (chip && direct) {
    return answeredWith(state, field, direct, raw, answeredAt);
  }
  if (state.revisit === field.id) {
    // Going back: the words answer the question asked again, as typed.
    const value = parseAnswer(field, raw, ctx);
    if (value) {
      return answeredWith(state, field, value, raw, answeredAt);
    }
  }
  const directFits = direct !== null && direct.kind !== 'undecided' && !(direct.kind === 'choice' && direct.otherText !== undefined);
  // "No" to a yes/no question is its answer, not a pass.
  const answersYesNo = field.kind === 'yes_no' && directFits;
  // (Nor is "沒有註冊過耶", "not registered": a "no" said with the trademark's own words names the option that says it. Nor
  // "no", "nope", "沒有", "아니요" to the trademark question: a reply that is, whole, one of an option's own words, as the
  // catalogue writes them (`not_registered` says "no"), names that option, though the same word alone passes other
  // questions as "no preference".)
  // ("沒有 沒想過這個", "아니요 그런 건 생각 안 해봤어요": so too a reply that opens with one, whatever follows.)
  const wordOfAnOption = () => optionWordsOf(field).has(withoutFinalParticles(raw)) || opensWithAnOption();
  const deniesTheTopic =
    field.kind === 'choice' && directFits && ((field.id === 'registration_status' && trademarkCue.test(raw.normalize('NFKC').toLowerCase())) || (direct.kind === 'choice' && direct.selected.length === 1 && wordOfAnOption()));
  // (A question to the designer, and nothing else, passes nothing: it is read below, and the question on screen set aside.)
  // (Nor is "我老公說十萬以內都可以": an amount of money for sure, "up to 100,000 is fine", is no "anything is fine".)
  const money = findMoney(raw, ctx);
  const namesMoney = money.length > 0;
  // (Nor a doubt between options it names: "不知道袋子還是鐵盒比較好" is kept to clarify, its words never lost.)
  const namesOptions = () => namedOptions().length >= 2;
  if (!answersYesNo && !deniesTheTopic && !onlyAsks && isNoPreference(raw) && field.id !== 'url' && field.id !== 'brand_website' && !namesMoney && !namesOptions()) return skip(state, now);
  // (A message that gives the asked field a value of its type answers it: "I told my wife $90k but … let's plan on $120k".)
  // (Nor does one that goes on to say more: "Budget we said $90k but honestly let's make it $75k, …" is read, not looked up.)
  // (Nor one that takes back what it said before: "I said 90k earlier but 80k is the max now", "sorry I said 90k earlier,
  // make it 80k" are corrections, read: the number said before and the number meant now.)
  const saysAnotherNumber = findCorrection(raw)?.replaced !== undefined || scanNumbers(normalizeAnswer(raw)).length >= 2;
  if (pointedBack === null && isAlreadyToldIntent(raw) && saysLittleMore(raw) && !saysAnotherNumber && !(field.kind !== 'free_text' && field.kind !== 'list' && parseAnswer(field, raw, ctx))) return lookBack(state, field, now);

  // "材質沒有特別想法，你們建議就好": the asked topic declined in a short sentence.
  const lower = raw.normalize('NFKC').toLowerCase();
  // (The words that leave the choice to the designer speak of no other topic: "你們專業的決定" names no expertise; nor do
  // those that decline it: "這個沒有特別想法" names nothing special.)
  const notHandedOver = lower.replace(leftToDesignerAll, ' ');
  const topicWords = notHandedOver.replace(declinesAll, ' ');
  const cues = freeTextCuesFor(state.projectType);
  // (The asked topic's own words, declined, are still its: "특별히 참고하는 곳은 없습니다" to the sites liked.)
  const ownTopicDeclined = topicWords !== notHandedOver && (cues[field.id]?.test(notHandedOver) ?? false);
  // (The budget's words name its topic too, whether or not the type has a budget: "예산은 남편한테 물어봐야 해요" leaves the
  // budget to the husband, not the question on screen.)
  // (Another applicable field's topic words, whatever else the words name.)
  const applicable = new Set(applicableFields(state).map((f) => f.id));
  // (A date field's role words name its topic too: "철수 일정은 아직 … 모르겠어요" leaves the move-out open, not the question on screen.)
  const topicCues = [...(Object.entries(cues) as [BriefFieldId, RegExp][]), ...(Object.entries(dateRoleCues) as [BriefFieldId, RegExp][])];
  const namesAnotherField = (words: string) => topicCues.some(([id, cue]) => id !== field.id && applicable.has(id) && cue.test(words));
  const speaksOfAnotherTopic = (words: string) =>
    (!ownTopicDeclined && !(cues[field.id]?.test(words) ?? false) && namesAnotherField(words)) || (field.id !== 'budget' && budgetCue.test(words));
  const otherTopic = speaksOfAnotherTopic(topicWords);
  // (Not "5萬太保守，8萬以內都可以": the words that would decline speak of an amount in their own clause.)
  const declinedClauses = lower.split(/[,，、;；.。]/).filter((clause) => declines.test(clause));
  const declinesAnAmount = declinedClauses.length > 0 && declinedClauses.every((clause) => /\d/.test(clause));
  // (Nor beside a wish of the visitor's own: "米色 木頭色都可以 不要太暗" is the colours, either of two and not too dark.)
  const wish = addsAWish(raw);
  // (Nor beside a clause that names something by its name: "日本的 Yuzawaya 網站很好逛，台灣的沒特別注意" names one site it likes.)
  const namesSomethingBeside = raw.normalize('NFKC').split(/[,，、;；.。]/).some((clause) => !declines.test(clause.toLowerCase()) && /(?:^|[^\p{L}])\p{Lu}\p{Ll}{2,}/u.test(clause));
  if ((field.kind === 'free_text' || field.kind === 'list') && raw.length <= 30 && declines.test(lower) && !otherTopic && !declinesAnAmount && !namesMoney && !namesItsValue() && !wish && !namesSomethingBeside) return skip(state, now);
  // "No strong feelings on that one, whatever you recommend", "這個沒差，你們專業決定": a reply that gives nothing, part by
  // part, is no answer to keep (never "Key considerations: no preference, you're the expert!").
  // (A web address's "沒有", "none" says there is none: that is its answer.)
  if (!typedField(field) && saysNothing(raw) && !otherTopic && !onlyAsks && !namesMoney && !namesItsValue()) return skip(state, now);
  // The same to a question of a date, an amount, a size or an option ("Whatever you think is best, you're the expert",
  // "No strong preference, open to ideas!", "這個我不懂 你們看著辦"): no value, nor words kept to clarify, and never the
  // "no" inside it read as an option. (A yes/no question's "no" is its answer; "not sure" is an option where one offers
  // it; a web address's "none" says there is none.)
  // (A doubt that hands nothing back, "not sure yet", is a choice's "not sure" where it offers one.)
  const notSureOffered = field.kind === 'choice' && (field.options ?? []).some((o) => o.id === 'not_sure') && opensWithDoubt(raw) && !asksTheDesigner(raw) && !asksOpinion(raw) && !leavesItToDesigner(raw);
  // (Not "not decided yet", which is kept as such, nor one that goes on to a value of the question's kind: "not sure,
  // maybe mid-April".)
  const givesNothing = () => saysNothing(raw) && !isUndecided(raw) && (field.kind === 'choice' ? !namesOptions() : parseAnswer(field, raw, ctx) === null);
  if (typedField(field) && field.kind !== 'yes_no' && field.id !== 'url' && field.id !== 'brand_website' && !deniesTheTopic && !notSureOffered && !otherTopic && !onlyAsks && !namesMoney && givesNothing()) return skip(state, now);
  // "I don't know about materials, my husband decides that kind of thing. He's out on the tractor": not knowing, and
  // leaving it to someone else, however it goes on, is no answer to keep.
  // (Another topic's words in whom it is left to, or in what they will be asked, are no topic the visitor speaks of: "I don't
  // know yet, I have to check with the tin supplier what finishes they can do".)
  const laterAt = leftForLaterAt(raw);
  const wordsBeforeLater = laterAt < 0 ? topicWords : normalizeAnswer(raw).slice(0, laterAt).replace(leftToDesignerAll, ' ');
  const otherTopicBeforeLater = laterAt < 0 ? otherTopic : speaksOfAnotherTopic(wordsBeforeLater);
  if (!typedField(field) && opensUndecided(raw) && laterAt >= 0 && !otherTopicBeforeLater && !onlyAsks && !namesMoney) return skip(state, now);
  // "그 부분은 조합장님께 여쭤보고 말씀드리겠습니다": leaving the question for later, and little else, answers nothing yet.
  if (!typedField(field) && onlyLeftForLater(raw) && !otherTopic && !onlyAsks && !namesMoney) return skip(state, now);
  // "No idea, honestly I've never looked at other firms' websites", "경쟁 업체 사이트는 아직 제대로 찾아본 적이 없어서 모르겠어요":
  // not knowing, with why or what comes next and nothing else, is no answer to keep.
  if (!typedField(field) && notKnownWithWhy(raw) && !otherTopicBeforeLater && !onlyAsks && !namesMoney) return skip(state, now);
  // ("I'd have to ask her first, I can't say yes or no for her right now" to the trademark's help, "Don't know the teardown
  // times yet, still waiting on that exhibitor kit" to the move-out: a yes or a no, a date, a figure or an amount not known,
  // with why and nothing else, is not decided yet.)
  // (Not one that gives it all the same: "yeah probably we have no clue how that works".)
  if ((field.kind === 'yes_no' || field.kind === 'date' || field.kind === 'number_with_unit' || field.kind === 'money') && notKnownWithWhy(raw) && parseAnswer(field, raw, ctx) === null && !otherTopicBeforeLater && !onlyAsks && !namesMoney) return answeredWith(state, field, { kind: 'undecided' }, raw, answeredAt);
  // "Ugh. Marcus wants it before the spring bike swap, I'd rather wait until after… So no date yet, sorry.", "撤場時間主辦還沒公告耶，
  // 說要等三月的參展說明會，我現在也不知道": a date's reply that ends on a bare verdict of not knowing is not decided yet, whatever
  // date its clauses before name (another's wish, the time of what it waits on).
  // (Not a date said with little else, the visitor's own guess: "Around mid-March, not sure.")
  if (field.kind === 'date' && endsNotKnowing(raw) && datedBesidesAGuess(raw, ctx) && !onlyAsks) return answeredWith(state, field, { kind: 'undecided' }, raw, answeredAt);
  // "Not sure yet, because the county says 1,850 sq ft but that counts a garage conversion …", "還不確定，因為…": a date, an amount or
  // a size not known, and why, is not decided yet, whatever the why names (another's figure, the date of what it waits on).
  if (isMeasured(field.kind) && notKnownBecause(raw) && !onlyAsks) return answeredWith(state, field, { kind: 'undecided' }, raw, answeredAt);
  // "Honestly I have no idea yet, this is exactly why we are searching a designer. We want to see your proposals first and
  // then decide", "색깔은 솔직히 아직 잘 모르겠어요. 샘플이랑 옵션 몇개 보고 나서 정하고 싶어요": not knowing, and after it nothing
  // of the topic's own, no wish and no guess, is no answer to keep, however the visitor words why.
  // (Another topic's words before any deciding later, even beside the asked topic's own name: "스타일은 솔직히 잘 모르겠어요 ㅎㅎ
  // 색은 … 카키랑 크림색으로 바꾸고 싶어요" tells the colours.)
  const notKnownThen = typedField(field) ? null : afterNotKnowing(raw);
  // (The topic's own name after it tells nothing of it: "I keep going back and forth on colors so I'd rather you show me some
  // options first".)
  if (notKnownThen !== null && !(cues[field.id]?.test(withoutTopicName(field.id, notKnownThen)) ?? false) && !namesAnotherField(wordsBeforeLater) && !onlyAsks && !namesMoney) return skip(state, now);
  // "Honestly TBD. Margaret and I haven't talked colour at all yet", "…這題先 TBD，想等看到提案再一起討論": the question marked as
  // yet to be decided, whatever the reply tells of why.
  if (!typedField(field) && declaredOpen(raw) && !onlyAsks && !namesMoney) return skip(state, now);
  // "競爭對手喔…我們其實不太看別人的網站耶，合夥人說看了會生氣哈哈，這題先跳過。", "…할머니한테 물어보면 세 시간 걸리니까 일단 패스할게요!",
  // "Ugh, the question I've been dreading. I honestly can't give you a number yet, … Can we come back to that? Sorry!": a reply
  // whose last word asks to skip the question, or leaves it for later after not knowing it, passes it, whatever it tells of
  // why, when it names no other topic, no amount and no value of the question's kind.
  // (Not the opening story, which tells of the project whatever its last clause says: "…常常跑進協會問路。")
  // (Its words of not knowing name no topic: "I honestly can't give you a number yet" tells no trouble.)
  // (Left for later, it is not decided yet: "…딸이 서울 살아서 주말에 내려오면 물어볼게요".)
  // (Nor one whose not knowing is of another topic, named before it: "風格她想要可愛一點、有古早味。顏色她說還沒想好，要問她女兒的
  // 意見。" to the style tells the style and leaves the colours open.)
  const passedAtTheEnd = field.id === 'project_background' ? null : endsByPassing(raw);
  const leavesAnotherOpen = () =>
    sentencesOf(raw).some((sentence) => {
      const words = normalizeAnswer(sentence.text);
      const open = leftOpenSpan(words);
      const named = open === null ? '' : words.slice(0, open.start);
      return named !== '' && namesAnotherField(named) && !(cues[field.id]?.test(named) ?? false);
    });
  if (passedAtTheEnd !== null && !speaksOfAnotherTopic(withoutNotKnowing(topicWords)) && !leavesAnotherOpen() && !onlyAsks && !namesMoney && !namesItsValue() && (!typedField(field) || parseAnswer(field, raw, ctx) === null)) {
    return passedAtTheEnd === 'skipped' ? skip(state, now) : answeredWith(state, field, { kind: 'undecided' }, raw, answeredAt);
  }
  // "재질은 솔직히 잘 모르겠어요 ㅠ 그건 추천해 주시면 좋겠어요": not knowing, and leaving it to the designer.
  // ("Hmm, I'm open to ideas" hands it over and says nothing else; "you decide, but no pink please" says something.)
  const handsOverOnly = handsItToDesigner(raw) && wordsIn(topicWords.replace(/\b(?:hmm+|um+|uh+|well|ok(?:ay)?|i'?m|we'?re|but)\b/g, ' ')) === 0;
  if ((field.kind === 'free_text' || field.kind === 'list') && (leavesItToDesigner(raw) || handsOverOnly) && !otherTopic) return skip(state, now);
  // "Man, colors I'll leave to you. You're the designer.", "設計師決定就好 我對這個沒什麼概念", "저희가 스타일은 진짜 잘 몰라서요 ㅠㅠ
  // 디자이너님이 어울리게 골라주세요": a short reply that leaves the choice to the designer, adds no wish of its own ("but no
  // pink") and says nothing of the topic but its name, is no preference.
  const namesTheTopic = cues[field.id]?.test(withoutTopicName(field.id, topicWords)) ?? false;
  if ((field.kind === 'free_text' || field.kind === 'list') && leavesTheChoiceOnly(raw, (words) => withoutTopicName(field.id, words)) && !namesTheTopic && !otherTopic && !namesMoney && !namesItsValue()) return skip(state, now);
  // "예산은 300만 원 정도요" to a packaging visitor, whose brief has no budget: a budget is no answer to the
  // question on screen. Its words are kept with the project's background, and the question stays.
  // (Nor is an amount of money said alone, "剛問了 他說十萬以內都可以": the type asks for no budget, the words are kept.)
  if (!interviewField(state.projectType, 'budget') && field.kind === 'free_text' && field.id !== 'project_background' && (speaksOnlyOfBudget(raw, ctx) || (namesScaledMoney(money) && wordsIn(raw) <= 12))) {
    return keepWithBackground(state, field, raw, answeredAt);
  }
  const heard = inTheCurrencyOfThePlace(hear(state, raw, applicableFields(state), field, ctx, options.extracted), state);
  // "預算大概350加幣喔" while the pages are asked: a sentence that speaks only of the budget is no list of pages, languages
  // or channels, even when its amount is not taken as the budget (too small for one): its words stay with the background.
  if (field.kind === 'list' && speaksOnlyOfBudget(raw, ctx) && !heard.others.some((f) => f.fieldId === 'budget')) return keepWithBackground(state, field, raw, answeredAt);
  // "Hi! Need a logo", "你好 想做網站", "안녕하세요..": a first message that only says hello, and at most what the visitor
  // would like designed (which they chose already), tells nothing of the project yet. The opening question is asked
  // once more, so the story that follows is its answer, not the answer to the next question. (The conversation keeps
  // the hello; the brief has nothing to take from it.)
  if (field.id === 'project_background' && (state.reasks.project_background ?? 0) === 0 && heard.others.length === 0 && !onlyAsks && namesOnlyTheProject(raw.replace(openingGreeting, ''), state.projectType)) {
    return {
      state: { ...state, reasks: { ...state.reasks, project_background: 1 }, turns: state.turns + 1 },
      outcome: { type: 'needs_clarification', fieldId: field.id, reason: 'unparsed', reask: openingFollowUp(language, field.question[language]) },
    };
  }
  const correction = findCorrection(raw);
  const correcting = correction !== null;
  const filed = fileOthers(state, heard.others, raw, correcting, answeredAt, correction?.phrase, heard.ruledOut);
  // "1560* not 1650": a number taken back that is a size or an amount known is that value's correction, in its unit,
  // whatever the question on screen; "my bad its 900": a bare number corrects the size or amount said last.
  // (A value read again as it was known, "예약금 결제" for a site known to take bookings, changes nothing.)
  const changedOnly = (items: readonly NotedItem[]) => items.filter((item) => !sameValue(state.answers[item.field.id]?.value ?? null, item.value));
  const changed = changedOnly(filed.corrected);
  let renumbered: ReturnType<typeof renumberKnown> = null;
  if (correction && changed.length === 0) {
    // (A message that also reads known values again as they were, "大樓是1986年 不是88年" after "公寓 … 1988年蓋的", still renumbers.)
    if (correction.replaced) renumbered = renumberKnown(filed.state, correction, raw, answeredAt);
    // ("1500만이요 0하나 빠짐ㅋㅋ 이번엔 바이어랑 …": a slip fixed first, whatever the message goes on to tell.)
    else if (filed.noted.length === 0 || correction.typo) renumbered = renumberLatest(state, filed.state, correction, raw, answeredAt);
  }
  // ("sorry landlord just called, its 1,050 usable" after "about 1200 sq ft": a bare number told as news just had, in the
  // scale of the size or the amount said last, corrects it as "actually, 1,050" would.)
  // (The number is the first sentence's that has one number: "the 1200 counts the basement storage" after it says why.)
  const newsNumber = () => sentencesOf(raw).find((sentence) => scanNumbers(normalizeAnswer(sentence.text)).length > 0);
  if (!correction && changed.length === 0 && filed.noted.length === 0 && justHeard.test(lower)) {
    const told = newsNumber();
    if (told) renumbered = renumberLatest(state, filed.state, { phrase: told.text }, raw, answeredAt);
  }
  // ("*3500 少打一個0" after a budget that was too small to be taken as one: a slip fixed in words that were kept with the
  // background is no answer to the question on screen either; the designer reads it beside them.)
  // (Unless it answers that question: "*3500" while the budget is asked.)
  if (correction?.typo && !renumbered && !heard.asked && changed.length === 0 && filed.noted.length === 0 && shortReply(raw)) return keepWithBackground(state, field, raw, answeredAt);
  if (renumbered) {
    filed.state = renumbered.state;
    // (Said back: what changed, not the values read again as they were.)
    filed.corrected = [...changed, renumbered.item];
  }
  // "Oh wait, it's 54 cards not 52": the fact that said what is taken back takes the correction.
  if (correction?.replaced && filed.corrected.length === 0) {
    const fixed = correctWhereSaid(filed.state, correction, raw, answeredAt, state.answers);
    if (fixed) {
      filed.state = fixed.state;
      filed.corrected.push(fixed.item);
    }
  }
  let next = filed.state;
  // (Said back as an update: only what changed; a value read again as it was known, in a message sent twice, is not.)
  const saidBack = changedOnly(filed.corrected);
  // A correction's leftover words ("Oh wait, …") are not an answer to the question on screen, unless they speak of
  // its topic ("Oh, correction on the size: … 1,250 sq ft. Style-wise, I'm drawn to warm, earthy…"); a list's never
  // (its words may strike an item out: "…, a blog, actually scratch the blog").
  const askedTopic = cues[field.id];
  const speaksOfAsked = heard.asked !== null && (labelledTopic(normalizeAnswer(heard.asked.raw)) === field.id || (askedTopic?.test(normalizeAnswer(heard.asked.raw)) ?? false));
  const leftoverOnly = filed.corrected.length > 0 && (heard.asked?.value.kind === 'list' || (heard.asked?.value.kind === 'free_text' && !speaksOfAsked));

  // ("我們有線香、環香、香粉" to the trademark question: a short reply another list took whole is its items, no "有" of the choice.)
  const takenByAList = heard.others.some((f) => f.value.kind === 'list' && f.strength === 'cue' && wordsOnly(f.raw).includes(wordsOnly(raw)));
  // ("No need, thanks. Marcus got a lawyer friend helping already": a yes or a no the reply gives its question is its answer;
  // what the sentences after it tell is why, never another answer read from their words.)
  const heardAsked = directFits && (!heard.asked || answersYesNo) && !takenByAList ? { value: direct, raw } : leftoverOnly ? null : heard.asked;
  // "As I said, …" answers the question on screen: for a free-text question the visitor's words are its answer,
  // whatever else they also give, never a reason to ask again.
  // (Unless what follows restates an answer given before: "剛剛說過了，預算200萬" points back at the budget.)
  const restatesKnown = heard.others.some((f) => state.answers[f.fieldId] !== undefined && !state.answers[f.fieldId]!.skipped);
  const answersAsked = pointedBack !== null && field.kind === 'free_text' && !leftoverOnly && !correcting && !restatesKnown;
  const asked = heardAsked ?? (answersAsked ? { value: { kind: 'free_text' as const, text: raw }, raw } : null);

  if (asked) {
    // (A long message without a word of a topical question's topic, filed as its answer, is kept "to clarify".)
    const offTopic = field.topical === true && asked.value.kind === 'free_text' && !speaksOfAsked && !hasAnswerWords(field.id, asked.raw) && !shortReply(raw);
    next = { ...store(next, field, asked.value, asked.raw, raw, answeredAt, ('clarify' in asked && asked.clarify === true) || offTopic), turns: state.turns + 1 };
    // "https://… — we mostly sell through Instagram DMs right now": a typed question takes only its value; the
    // message's other sentences that nothing filed stay in the brief, with the project's background. So do a free-text
    // answer's ("格局是3房2廳1衛 但廚房超小 … 早上大家搶廁所😂 想看看能不能多隔一間衛浴": the wish after the layout is no
    // layout, and no word of it is lost).
    const filedWords = [asked.raw, ...heard.others.map((f) => f.raw)];
    const rest = typedField(field) ? unfiledSentences(raw, filedWords) : toldBeyondFacts(raw, filedWords);
    if (rest.length > 0) next = addedToBackground(next, rest.join(' '), answeredAt);
    const echo = echoOf(field, asked.value, language);
    const items: NotedItem[] = [{ field, value: asked.value }, ...filed.noted];
    const ack =
      filed.noted.length === 0 && filed.corrected.length === 0
        ? acknowledgement(language, state.turns, echo)
        : saidTogether(echoLines(language, items.filter((i) => i.value?.kind !== 'free_text' || i.field.id !== field.id || filed.noted.length === 0), saidBack));
    return { state: next, outcome: { type: 'parsed', fieldId: field.id, value: asked.value, acknowledgement: ack } };
  }

  const spokeOfOthers = filed.noted.length > 0 || filed.corrected.length > 0;
  // Words that cannot answer the question on screen ("…멀리서도 눈에 띄었으면 좋겠어요" while the customers are
  // asked): the visitor is telling something else. They stay with the project's background, and the question comes back.
  // (Set aside once already, a free-text question keeps them as its answer, to clarify, rather than being passed with
  // nothing; a typed one is passed: those words are never its value.)
  // (Not a question to the studio, nor an afterthought on what was said before: "Also, could someone come walk the garden
  // with me once?", "아 그리고 시음용 와인잔 200개랑 …" answer no question.)
  const mayBeKeptToClarify = field.kind === 'free_text' && !canSetAside(state, field) && !asksStudio && !afterthought.test(raw);
  if (heard.elsewhere && !spokeOfOthers && mayBeKeptToClarify) {
    const { state: kept, value } = keptToClarify(next, field, raw, answeredAt);
    return { state: kept, outcome: { type: 'parsed', fieldId: field.id, value, acknowledgement: acknowledgement(language, state.turns, echoOf(field, value, language)) } };
  }
  if (heard.elsewhere && !spokeOfOthers) return keepWithBackground(next, field, heard.elsewhere.join(' '), answeredAt, asksStudio);
  if (heard.elsewhere) next = addedToBackground(next, heard.elsewhere.join(' '), answeredAt);
  // "How long does a design like this usually take?": a question to the designer, and nothing else. It is no answer
  // to the question on screen, nor a reason to say it was not understood: the designer will answer it (they read the
  // conversation); the question on screen is set aside and comes back later, or is passed if it was set aside before.
  if (!spokeOfOthers && onlyAsks) {
    next = setAsideOrPass(next, field, answeredAt);
    const reask = [questionForDesigner(language, state.designer.teamName), nextQuestion(next)?.text ?? closing(next)].join('\n\n');
    return { state: next, outcome: { type: 'needs_clarification', fieldId: field.id, reason: 'elsewhere', reask } };
  }
  const asks = state.reasks[field.id] ?? 0;
  // The message's sentences that say more than the facts filed from them ("지금은 예약을 카톡이랑 전화로만 받아서 주말마다
  // 정신이 없습니다", whose booking filed only the site's kind) stay in the brief, with the project's background.
  if (spokeOfOthers) {
    const told = toldBeyondFacts(raw, [...heard.others.map((f) => f.raw), ...(heard.elsewhere ?? [])]);
    if (told.length > 0) next = addedToBackground(next, told.join(' '), answeredAt);
  }
  // "中英文排版要平衡，英文要自然，不要像翻譯機翻的" to what matters most, brought back after it was set aside, and filed
  // again with the style by its words alone: the reply is also kept as the answer on screen, "to clarify", never passed
  // over with nothing (the question is not asked a third time).
  const onlyByTopicWords = heard.others.length > 0 && heard.others.every((f) => f.strength === 'cue' && f.value.kind === 'free_text') && !heard.elsewhere;
  if (spokeOfOthers && onlyByTopicWords && mayBeKeptToClarify && !correcting) {
    const { state: kept, value } = keptToClarify(next, field, raw, answeredAt);
    return { state: kept, outcome: { type: 'parsed', fieldId: field.id, value, acknowledgement: saidTogether(echoLines(language, filed.noted, saidBack)) } };
  }
  if (spokeOfOthers && canSetAside(state, field)) {
    // New facts for other fields: the question is set aside and comes back after the others, so a
    // visitor telling their story is not asked the same thing at every message.
    next = setAsideOrPass(next, field, answeredAt);
    const following = nextQuestion(next);
    // (What was noted, then the next question, as two paragraphs, as after any answer.)
    // ("It's all on Denise's Pinterest board, I'll have her share it": a reply that only says where its answer is asks for it here,
    // though the board it names is kept with the references.)
    const reask = [onlyPointing(raw) ? pasteItHere(language) : saidTogether(echoLines(language, filed.noted, saidBack)), following?.text ?? closing(next)].filter(Boolean).join('\n\n');
    return { state: next, outcome: { type: 'needs_clarification', fieldId: field.id, reason: 'elsewhere', reask } };
  }
  // "Actually we sell candles" while a web address is asked: a remark on an earlier answer is no answer to a
  // typed question. It stays open (once), and "go back" changes the earlier answer.
  const typedQuestion = typedField(field);
  // (Never for a question already set aside once: it would be asked a third time.)
  const remarkOnEarlier = correcting && typedQuestion && !spokeOfOthers && (state.setAside?.[field.id] ?? 0) === 0;
  // (Nor a question set aside and brought back: asked again now, it would be asked a third time; its words are kept to clarify.)
  const broughtBack = (state.setAside?.[field.id] ?? 0) > 0;
  if (!broughtBack && (asks < state.config.maxReasks || (remarkOnEarlier && asks < 1)) && state.turns + 1 < state.config.turnBudget) {
    const reask = reaskText(field, language);
    return {
      state: { ...next, reasks: { ...next.reasks, [field.id]: asks + 1 }, turns: state.turns + 1 },
      outcome: { type: 'needs_clarification', fieldId: field.id, reason: 'unparsed', reask },
    };
  }
  if (spokeOfOthers) {
    // Everything in the message went elsewhere, typed values or words headed with another topic: the question is left
    // unanswered rather than filled with it. (Words filed elsewhere by their topic words alone, the question not to be set
    // aside again, are also its answer to clarify: see above.)
    next = { ...record(next, field.id, { raw: '', value: null, skipped: true, answeredAt }, false), turns: state.turns + 1 };
    return { state: next, outcome: { type: 'skipped', fieldId: field.id, acknowledgement: saidTogether(echoLines(language, filed.noted, saidBack)) } };
  }
  // "what's the biggest you can do a map like that? the wall is about 12 feet wide" while the deadline is asked: a reply
  // that asks the studio something and gives no value of the question's kind is no attempt at an answer, nothing to
  // keep "to clarify". The question is set aside (the studio will answer theirs); the other words stay with the background.
  // (Not "상표 등록이요? 그건 잘 모르겠어요": the question said back before a "not sure" is no question to the studio.)
  const unsure = () => sentencesOf(raw).some((sentence) => !asksTheDesigner(sentence.text, raw) && (isUndecided(sentence.text) || opensUndecided(sentence.text) || isQuestionOrDoubt(sentence.text)));
  // (So is one to a list's question: "oh and do you guys also set up the booking part? we use Mindbody right now" while the
  // site's languages are asked.)
  if ((typedQuestion || field.kind === 'list') && asksStudio && !unsure()) {
    const told = toldBeyondFacts(raw, []);
    next = setAsideOrPass(told.length > 0 ? addedToBackground(next, told.join(' '), answeredAt) : next, field, answeredAt);
    const reask = [questionForDesigner(language, state.designer.teamName), nextQuestion(next)?.text ?? closing(next)].join('\n\n');
    return { state: next, outcome: { type: 'needs_clarification', fieldId: field.id, reason: 'elsewhere', reask } };
  }
  // "부천에 있는 CNC 가공 업체고 직원 23명입니다 …" while the web address is asked: a reply with no address, no word of a site
  // or of being online, and no "none" is the visitor telling something else. Its words stay with the background and the
  // question comes back once (a reply in words, "just a Facebook page", "沒有官網", is its answer, kept to clarify).
  if ((field.id === 'url' || field.id === 'brand_website') && !namesAWebPresence(raw) && canSetAside(state, field)) {
    const told = toldBeyondFacts(raw, []);
    next = setAsideOrPass(told.length > 0 ? addedToBackground(next, told.join(' '), answeredAt) : next, field, answeredAt);
    // (Said back as the other set-aside replies are: what was noted with the background, then the next question.)
    const noted = told.length > 0 ? notedLine(language, [{ field: interviewField(state.projectType, 'project_background')!, value: { kind: 'free_text', text: told.join(' ') } }]) : null;
    const reask = saidTogether([noted, nextQuestion(next)?.text ?? closing(next)].filter((line): line is string => line !== null));
    return { state: next, outcome: { type: 'needs_clarification', fieldId: field.id, reason: 'elsewhere', reask } };
  }
  // "one idea we keep coming back to is a long communal reading table made from recycled jarrah …", "我媽以前都在客廳窗邊
  // 踩縫紉機…" while the budget, a date, a size or an age is asked: a reply of some length that holds nothing such a question
  // is answered with (no figure, no number or measure in words, no word of money or of a date) and no doubt is the visitor
  // telling something else, never the question's answer "to clarify". Its words stay with the background, and the
  // question comes back once.
  if (measured(field) && wordsIn(raw) >= 6 && holdsNoMeasure(raw, ctx) && !unsure() && !declines.test(lower) && canSetAside(state, field)) return keepWithBackground(next, field, raw, answeredAt);
  return {
    state: record(next, field.id, { raw, value: null, skipped: false, answeredAt, clarify: true }, true),
    outcome: { type: 'accepted_raw', fieldId: field.id, acknowledgement: rawAcceptedAcknowledgement(language) },
  };
}

/** A question answered with an amount, a date or a size (an age, a count). */
function measured(field: InterviewField): boolean {
  return field.kind === 'money' || field.kind === 'date' || field.kind === 'number_with_unit';
}

/**
 * Whether words hold nothing a question of an amount, a date or a size could be answered with: no figure, no number or
 * measure in words (`measureWords`), no money, no word of a date, of a date's role or of a budget.
 */
function holdsNoMeasure(raw: string, ctx: ParseContext): boolean {
  const lower = raw.normalize('NFKC').toLowerCase();
  // (A lone "one", 一個, is a count of one thing, "one idea", not an amount.)
  if (/\d/.test(lower) || measureWords.test(lower) || scanNumbers(normalizeAnswer(raw)).some((n) => n.value !== 1)) return false;
  if (findMoney(raw, ctx).length > 0 || budgetCue.test(lower) || currencyCue.test(lower) || moneyScale.test(lower)) return false;
  return !dateish.test(lower) && !namesMonth(raw) && !namesSeasonOrHoliday(raw) && !Object.values(dateRoleCues).some((cue) => cue.test(lower));
}

/** Every word that names an option of a choice field, as `normalizeAnswer` writes it: its labels and its synonyms. */
function optionWordsOf(field: InterviewField): Set<string> {
  return new Set(choiceTermsOf(field).flatMap((option) => option.terms.map(normalizeAnswer)));
}

/**
 * Whether the question on screen may still be set aside (once, and not on the budget's last turn). Not a question
 * already asked again to clarify or explained: set aside, it would come back a third time.
 */
function canSetAside(state: InterviewState, field: InterviewField): boolean {
  const askedAgain = (state.reasks[field.id] ?? 0) + (state.helps?.[field.id] ?? 0) > 0;
  return !askedAgain && (state.setAside?.[field.id] ?? 0) < MAX_SET_ASIDE && state.turns + 1 < state.config.turnBudget;
}

/** The turn that did not answer the question on screen: the question set aside (it comes back after the others), or passed when it may not be any more. */
function setAsideOrPass(state: InterviewState, field: InterviewField, answeredAt: string): InterviewState {
  if (canSetAside(state, field)) return { ...state, setAside: { ...state.setAside, [field.id]: (state.setAside?.[field.id] ?? 0) + 1 }, turns: state.turns + 1 };
  return { ...record(state, field.id, { raw: '', value: null, skipped: true, answeredAt }, false), turns: state.turns + 1 };
}

/** An amount of money for sure written with its scale ("十萬", "75k", "2천만 원"), not a count of pieces ("12塊"). */
function namesScaledMoney(money: ReturnType<typeof findMoney>): boolean {
  return money.some((m) => moneyScale.test(m.text.normalize('NFKC').toLowerCase()));
}

/** One short sentence that names a budget with an amount, and nothing else. */
function speaksOnlyOfBudget(text: string, ctx: ParseContext): boolean {
  const plain = text.normalize('NFKC').toLowerCase();
  return text.length <= 80 && !/[.。!！?？\n].+/u.test(text.trim()) && budgetCue.test(plain) && findMoney(text, ctx).length > 0;
}

/** Words the brief has no field for, kept in the visitor's words with the project's background; the question stays open. */
function keepWithBackground(state: InterviewState, field: InterviewField, raw: string, answeredAt: string, asksStudio = false): AnswerResult {
  // The question is set aside like one the visitor talked past: it comes back once, then is passed.
  const next = setAsideOrPass(addedToBackground(state, raw, answeredAt), field, answeredAt);
  // ("oh and budget I need to check with my partner": words that leave a topic for later are not said back as noted; nor "還沒有確定數字",
  // which leaves one open.)
  // ("Is it normal to pay for the printing separately? Our old printer closed.": words that go with a question to the studio
  // are not said back either; the question is, as one the studio will answer.)
  const said = asksStudio
    ? questionForDesigner(state.language, state.designer.teamName)
    : isUndecided(raw) || leftOpenSpan(raw) !== null
      ? laterIsFine(state.language)
      : // ("Dickson wrote the list of pages in a Google Doc, I'll get him to share it": asked for here, not said back.)
        onlyPointing(raw)
        ? pasteItHere(state.language)
        : notedLine(state.language, [{ field: interviewField(state.projectType, 'project_background')!, value: { kind: 'free_text', text: raw } }]);
  return {
    state: next,
    outcome: { type: 'needs_clarification', fieldId: field.id, reason: 'elsewhere', reask: saidTogether([said, nextQuestion(next)?.text ?? closing(next)]) },
  };
}

/** Whether every sentence of the words only says where its answer is (`onlyPointsElsewhere`): the genie asks for it here. */
function onlyPointing(words: string): boolean {
  return sentencesOf(words).every((sentence) => onlyPointsElsewhere(sentence.text));
}

/** The question on screen answered with `value`, as the visitor wrote it, a turn used, and the value said back. */
function answeredWith(state: InterviewState, field: InterviewField, value: BriefValue, raw: string, answeredAt: string): AnswerResult {
  const next = { ...store(state, field, value, raw, raw, answeredAt), turns: state.turns + 1 };
  return { state: next, outcome: { type: 'parsed', fieldId: field.id, value, acknowledgement: acknowledgement(state.language, state.turns, echoOf(field, value, state.language)) } };
}

/** The visitor's whole reply as the answer to the free-text question on screen, marked "to clarify", a turn used. */
function keptToClarify(state: InterviewState, field: InterviewField, raw: string, answeredAt: string): { state: InterviewState; value: BriefValue } {
  const value: BriefValue = { kind: 'free_text', text: raw };
  return { state: { ...store(state, field, value, raw, raw, answeredAt, true), turns: state.turns + 1 }, value };
}

/** The visitor's words added to the project's background, after what it holds. */
function addedToBackground(state: InterviewState, words: string, answeredAt: string): InterviewState {
  const known = state.answers.project_background;
  // (Words it holds already are not added again: "I wouldn't know where to start." set aside twice is said once.)
  if (known && !known.skipped && known.value?.kind === 'free_text' && wordsOnly(known.value.text).includes(wordsOnly(words))) return state;
  const before = known && !known.skipped && known.value?.kind === 'free_text' ? known.value.text : '';
  const stored: BriefFieldValue = {
    raw: known && !known.skipped ? joinedWords(known.raw, words) : words,
    value: { kind: 'free_text', text: joinedWords(before, words) },
    skipped: false,
    answeredAt,
    ...(known?.source ? { source: known.source } : {}),
  };
  return { ...state, answers: { ...state.answers, project_background: stored } };
}

/**
 * Two runs of a visitor's words, one after the other: Chinese goes on without a space after its stop ("網站。我兒子…"); two
 * messages typed without one keep a space between them, as a phone's pause ("…開始賣電動車 店大概18坪", not "電動車店").
 */
function joinedWords(before: string, after: string): string {
  if (!before.trim()) return after;
  return /[。！？，]$/u.test(before.trim()) && /^\p{Script=Han}/u.test(after) ? `${before.trim()}${after}` : `${before.trim()} ${after}`;
}

/** A question whose answer is a value of a type (a size, an amount, a date, a choice, a web address), not the visitor's words. */
function typedField(field: InterviewField): boolean {
  return (field.kind !== 'free_text' && field.kind !== 'list') || field.id === 'url' || field.id === 'brand_website';
}

/**
 * The sentences of a message that state something: a few words of substance (three), no greeting, no question back or
 * doubt (nor, with `askingStudio: false`, a question to the studio), each with the full stop the visitor ended it with.
 */
function statedSentences(message: string, options: { askingStudio: boolean }): string[] {
  return sentencesOf(message)
    .filter((sentence) => !isQuestionOrDoubt(message.slice(sentence.start, sentence.end + 2)) && (options.askingStudio || !asksTheDesigner(sentence.text, message)))
    .map((sentence) => `${sentence.text}${/^[.!。！]/.exec(message.slice(sentence.end))?.[0] ?? ''}`.trim())
    .filter((sentence) => wordsIn(sentence) >= 3 && !greetingOnly.test(sentence));
}

/** The stated sentences of a message that none of `filed` (the words each value was read from) holds or is held by. */
function unfiledSentences(message: string, filed: readonly string[]): string[] {
  return statedSentences(message, { askingStudio: true }).filter((sentence) => !filed.some((words) => words && (words.includes(sentence) || sentence.includes(words.trim()))));
}

/** Several sentences, each a request to skip or a "no preference" ("Not really. Skip that."). */
function passesInEverySentence(raw: string): boolean {
  const sentences = sentencesOf(raw).filter((sentence) => sentence.text.trim());
  return sentences.length >= 2 && sentences.every((sentence) => isSkipRequest(sentence.text) || isNoPreference(sentence.text));
}

/** Words and single Chinese or Korean characters, for comparing texts whatever their marks. */
const tokensOf = (text: string) => text.normalize('NFKC').toLowerCase().match(/[\p{Script=Latin}\d]+|[\p{Script=Han}\p{Script=Hangul}]/gu) ?? [];

/**
 * The stated sentences of a message (no question to the studio) that say more than the facts filed from them: not
 * mostly the words a fact was read from (a size, a date, an option named), compared word by word, as a fact's words may
 * be written with other marks ("budget I need to check, my partner").
 */
function toldBeyondFacts(message: string, filed: readonly string[]): string[] {
  const filedTokens = new Set(filed.flatMap(tokensOf));
  return statedSentences(message, { askingStudio: false }).filter((sentence) => {
    const own = tokensOf(sentence);
    return own.filter((token) => filedTokens.has(token)).length * 2 < own.length;
  });
}

/** A reply short enough to be only "I told you already" (about a dozen words at most). */
function saysLittleMore(raw: string): boolean {
  return wordsIn(raw) <= 12;
}

/** "I already told you": the asked field is looked for again in the messages its known values came from. */
function lookBack(state: InterviewState, field: InterviewField, now: Date): AnswerResult {
  const ctx = parseContext(state, now);
  const said = [...new Set(Object.values(state.answers).flatMap((a) => (a && !a.skipped ? [a.source ?? a.raw] : [])))];
  for (const message of said) {
    // Only a fact read with its own cue words (a size with its unit, a date with its role) is taken back.
    const own = readMessage(message, [field], state.projectType, ctx, null).findings.find((f) => f.fieldId === field.id && f.strength === 'structured');
    const found = own ? { value: own.value, raw: own.raw } : null;
    if (found) {
      const next = { ...store(state, field, found.value, found.raw, message, now.toISOString()), turns: state.turns + 1 };
      const ack = `${foundEarlierLead(state.language)} ${notedLine(state.language, [{ field, value: found.value }])}`;
      return { state: next, outcome: { type: 'parsed', fieldId: field.id, value: found.value, acknowledgement: ack } };
    }
  }
  // Not found: the question is passed, never asked again; the designer sees it open on the brief.
  return skip(state, now);
}

/**
 * The visitor skips the current question (the "skip" button, or "skip" / 跳過 / 건너뛰기 typed). After
 * "go back", skipping clears the earlier answer: the visitor chose not to give one.
 */
export function skip(unfinished: InterviewState, now: Date): AnswerResult {
  const state = withUnfinishedKept(unfinished);
  const field = currentField(state);
  if (!field) return { state, outcome: { type: 'complete' } };
  return {
    state: record(state, field.id, { raw: '', value: null, skipped: true, answeredAt: now.toISOString() }, true),
    outcome: { type: 'skipped', fieldId: field.id, acknowledgement: skippedAcknowledgement(state.language) },
  };
}

/**
 * Asks the previous question again; the next answer replaces the earlier one, and the conversation
 * then continues where it was. Going back again walks further back. Nothing to go back to: unchanged.
 */
export function goBack(unfinished: InterviewState): InterviewState {
  const state = withUnfinishedKept(unfinished);
  let target: BriefFieldId | undefined;
  if (state.revisit) {
    const index = state.order.indexOf(state.revisit);
    target = index > 0 ? state.order[index - 1] : undefined;
  } else {
    target = state.order.at(-1);
  }
  return target ? { ...state, revisit: target } : state;
}

export type CorrectionOutcome =
  | { type: 'parsed'; fieldId: BriefFieldId; value: BriefValue }
  | { type: 'accepted_raw'; fieldId: BriefFieldId }
  | { type: 'skipped'; fieldId: BriefFieldId }
  | { type: 'unknown_field'; fieldId: string };

/**
 * Replaces one field's answer directly (the brief page's edits, or a correction the LLM layer
 * recognised). No clarification round: unreadable words are kept as written; empty clears the field
 * to skipped. Does not count as a conversation turn.
 */
export function correct(
  state: InterviewState,
  fieldId: BriefFieldId | string,
  text: string,
  now: Date,
): { state: InterviewState; outcome: CorrectionOutcome } {
  const field = interviewFields(state.projectType).find((f) => f.id === fieldId);
  if (!field) return { state, outcome: { type: 'unknown_field', fieldId } };
  const raw = text.trim();
  const answeredAt = now.toISOString();
  if (!raw) {
    return { state: record(state, field.id, { raw: '', value: null, skipped: true, answeredAt }, false), outcome: { type: 'skipped', fieldId: field.id } };
  }
  const value = parseAnswer(field, raw, parseContext(state, now));
  return {
    state: record(state, field.id, { raw, value, skipped: false, answeredAt }, false),
    outcome: value ? { type: 'parsed', fieldId: field.id, value } : { type: 'accepted_raw', fieldId: field.id },
  };
}

/**
 * The designer's edit of one field on the overview: read like correct(), but marked as the designer's
 * words, with what the client had said kept beside them (the client's first words survive later edits).
 */
export function correctByDesigner(
  state: InterviewState,
  fieldId: BriefFieldId | string,
  text: string,
  now: Date,
): { state: InterviewState; outcome: CorrectionOutcome } {
  const result = correct(state, fieldId, text, now);
  if (result.outcome.type === 'unknown_field') return result;
  const id = result.outcome.fieldId;
  const before = state.answers[id];
  const clientSaid = before?.editedBy === 'designer' ? before.clientSaid : before && !before.skipped && before.raw ? before.raw : undefined;
  const edited = { ...result.state.answers[id]!, editedBy: 'designer' as const, ...(clientSaid ? { clientSaid } : {}) };
  return { state: { ...result.state, answers: { ...result.state.answers, [id]: edited } }, outcome: result.outcome };
}

// ---- greeting, closing, the brief ----

/** The first message: the designer's own opening when set, else a welcome naming the team; then how it works. */
export function greeting(state: InterviewState): string {
  const welcome = state.designer.opening || defaultWelcome(state.language, state.designer.teamName);
  return `${welcome}\n\n${introduction(state.language, state.projectType)}`;
}

export function closing(state: InterviewState): string {
  return closingText(state.language, state.designer.teamName, state.config.referenceRounds !== false);
}

export interface BriefEntry {
  fieldId: BriefFieldId;
  kind: FieldKind;
  priority: FieldPriority;
  topic: Topic;
  /** The question as asked, in the interview's language (a label for the report). */
  question: string;
  answer: BriefFieldValue | null;
  /** The parsed value as a phrase in the interview's language; the raw words when unparsed; null when empty. */
  display: string | null;
}

/** The fields of the project type in conversation order, with what was collected: the report's content. */
export function briefEntries(state: InterviewState, options: { all?: boolean } = {}): BriefEntry[] {
  // A field the type only listens for (never asked) is on the visitor's brief only when they spoke of it;
  // the designer's overview (`all`) lists every field, to fill in.
  const shown = interviewFields(state.projectType).filter((field) => options.all || field.priority !== 'listen' || state.answers[field.id] !== undefined);
  return shown.map((field) => {
    const stored = state.answers[field.id] ?? null;
    const display = !stored || stored.skipped ? null : stored.value ? formatBriefValue(stored.value, state.language, field.options) : stored.raw;
    return {
      fieldId: field.id,
      kind: field.kind,
      priority: field.priority,
      topic: field.topic,
      question: field.question[state.language],
      answer: stored,
      display,
    };
  });
}

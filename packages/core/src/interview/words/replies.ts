import type { Language } from '@genie/contracts';
import enUS from './en-US/replies.json' with { type: 'json' };
import koKR from './ko-KR/replies.json' with { type: 'json' };
import zhTW from './zh-TW/replies.json' with { type: 'json' };
import { apostrophesAsTyped } from './apostrophes.ts';
import { alternatives } from './reader.ts';

/**
 * What the answer parser knows of one language's ways of replying (intents.ts): words/<language>/replies.json, beside
 * the message reader's words (reader.json: see reader.ts). A fourth language copies one folder. Every file
 * has the same keys; a fourth language copies one file and fills in its own words (words.test.ts checks the keys).
 * Entries are regular-expression sources (but `skipAnswers` and the words found as written, below), matched in lower case,
 * NFKC; the pattern each joins into, and its anchors, are in intents.ts.
 * - `skipAnswers`: whole answers that ask to skip the question ("skip", "跳過", "건너뛸게").
 * - `helpAnswers`: whole answers asking what the question means ("example", "例如", "예시"); `helpPhrases`: the
 *   same said inside a short answer ("what do you mean", "什麼意思", "무슨 뜻").
 * - `undecided`: answers that open with not having decided ("not sure", "還沒決定", "아직 미정"); `decidedLater`:
 *   deciding later, or someone else deciding, anywhere in a short answer ("we'll decide once…", "看貸款再決定", "보고 정하려",
 *   "I'd have to ask my husband", "要問我老公", "남편이 정한대요"); `leftOpen`: saying, anywhere in a sentence, that a thing
 *   is not known or decided yet, or is someone else's to decide ("can't tell you yet", "還沒定", "要等理事長決定", "아직
 *   정하지 못했", "딸이 정한다고"): after the topic it names, the sentence leaves that topic open; `leftOpenOpeners`: the
 *   words, found as written, a reply may open with before it leaves the question on screen open ("I'm afraid", "這個",
 *   "그건", "솔직히"); `toBeDecided`: the words that mark a thing as yet to be decided or confirmed, a verdict said as one
 *   word ("TBD", "TBC", "待定", "미정"), leaving open what they stand beside as `leftOpen` does; `verdictFrame`: the words
 *   said around such a verdict that name nothing ("for now", "這題先…", "일단 …로 해주세요").
 * - `passFrame`: the words said around a request to skip the question that name nothing ("let's … for now", "這題先…好了",
 *   "일단 …할게요"): "這題先跳過好了", "일단 패스할게요" ask to skip it as "跳過", "패스" do.
 * - `noPreferenceWhole`: whole answers of no preference ("no particular preference", "that's all");
 *   `noPreferenceOpening`: the words a short answer of no preference opens with ("沒有特別…", "딱히 없…").
 * - `hesitation`: words of hesitation before an answer ("um", "嗯", "음"); `courtesy`: thanks beside one; `apologies`: an
 *   apology said as a clause of its own ("sorry", "抱歉", "죄송해요");
 *   `chatFiller`: chat words that carry nothing wherever they stand ("lol", "tbh", "哈哈", "ㅋㅋ").
 * - `declines`: declining words inside a sentence ("no particular preference", "沒意見", "상관없").
 * - `questionOrDoubt`: a question back or a doubt ("what do you think", "글쎄", "…까요"); `notKnowing`: the words of not
 *   knowing ("no idea", "不確定", "잘 모르겠어요"), a doubt too.
 * - `questionForms`: the forms of a question (a question word, an auxiliary opening, a question ending) that make a
 *   sentence ending in a question mark a question to the designer, not a hedged answer ("how long does it take?",
 *   "請問你們有做過喜帖嗎？", "시안은 몇 개 보여주세요?" ask; "Something like Muji?", "제주 돌담 느낌 살짝?" answer);
 *   `questionOpenings`: the forms that ask without the mark ("do you guys also do the sign", "想問一下…", "…가능할까요");
 *   `opinionAsked`: asking what the designer thinks of an idea just given ("what do you think", "你們覺得呢", "어떨까요"),
 *   which makes the sentence a proposal, not a question for the studio.
 * - `ratherYouSuggest`, `leftToDesigner`: wanting the designer's idea, leaving the choice to the designer;
 *   `reservation`: the words that add a wish of one's own to it ("but", "just", "但是", "근데"): "you decide, but no pink".
 * - `firstPlan`: words marking a value as the plan before it changed ("originally", "原本", "원래");
 *   `justHeard`: news just had ("剛剛我爸說", "방금"); `changedMind`: a change of mind between two values
 *   ("actually", "不對", "잠깐"); `settledOn`: the later said as what was agreed or decided, right before it ("we settled
 *   on", "最後說好"; where a language says so after the value, "6천으로 합의봤어요", it is `changedTo`'s).
 * - A correction (intents.ts, `findCorrection`): `correctionOpening`, the words that correct when they open a sentence
 *   ("wait", "actually", "my bad", "아니요", "사실은"), after any of `correctionFiller` ("oh", "sorry", "ok");
 *   `correctionWords`, the words that correct wherever they stand ("其實", "更正一下", "說錯了", "정정할게요", "turns
 *   out"); `reasonThenMeant`, the words between a reason's date and the date drawn from it, the one meant ("end of march
 *   so mid april", "所以", "3월말이라 4월 중순"); `changedTo`, a change told by its verb ("we cut it down to", "改成",
 *   "줄였"); `takenBackMeantSecond` and
 *   `takenBackMeantFirst`, a value taken back beside the one meant, each pattern with two groups, the value taken
 *   back and the one meant in the order the name says ("not 1.2 but 1.5 million", "是20萬，不是15萬", "3월이 아니라 4월";
 *   "1.5 million, not 1.2", "by May 1 instead of May 8", "進場是4/23不是4/22"), tried language by language, the second's before the first's.
 * - `noneOpening`: the words a reply of having none opens with ("none yet, just the Nextdoor post", "還沒有", "아직 없어요"),
 *   whatever follows them.
 * - `typoFix`: words that say a slip of typing is being fixed ("typo", "打錯", "오타", "0 하나 빠짐"): the number beside them
 *   takes the place of the last one said (a missed or an extra digit included). A word or a number starred ("*3500",
 *   "1840*") says the same in any language (intents.ts).
 * - `alreadyTold`: pointing back at an earlier answer ("as I said", "剛剛說過", "아까 말했잖아요").
 * - `utilityWater`, `utilityPower`: naming water and power for a booth; `utilityDeniedBefore`, `utilityDeniedAfter`:
 *   the words right before or after one that say it is not needed ("no water", "不用水", "물은 필요 없어요");
 *   `utilityNeither`: neither is needed ("we don't need either"); `utilityBoth`: both named as one ("水電都要", "둘
 *   다"), and `utilityBothDenied`, the words after it that say neither ("水電都不需要"); `utilityCostAfter`, the words
 *   after one that make it a cost, not a need ("electrical fees", "電費", "전기 요금").
 * - `moneySpent`: words of money already spent or someone else's ("paid", "去年", "들었"), no budget of this project.
 * - `budgetScopeOnly`: words right before an amount that say it is for the design's own work alone ("인테리어만 보면 5천만 원",
 *   "光裝潢的話", "for the design alone"): of two amounts in a clause, that one is the budget.
 * - `moneyApart`: words of money kept apart from the budget, said beside its amount ("the equipment is separate",
 *   "設備另外買了大概80萬", "기구값 4천은 따로"): the cost of something else, no budget either.
 * - `clauseOnTheAmount`: the words right after an amount that open a clause of its own on it ("$6,800 which we already
 *   paid"): its words are the amount's own. Empty where a language says them before the amount ("已經繳的7萬2").
 * - `notTheBudget`: words after an amount, in its sentence, that say it is not the budget ("The extra $6,500 for the space is
 *   coming out of marketing, not your budget", "這筆不算在設計預算裡", "그건 예산이랑 별개예요"): the nearest amount before them is none.
 * - `budgetLeavesOut`: words between two amounts of a sentence that leave something out of the first ("$35k all in, not
 *   counting flights … another ~$8k", "不含機票", "항공은 빼고"): the later is the cost of what is left out, no budget.
 * - `paymentOfAnotherKind`: a payment other than the project's budget, said right before or after the amount (a deposit, a
 *   balance due, an agent's commission; not a loan, which most often pays for the project: "Booth Balance Due ($7,400): February 13", "攤位費尾款 NT$48,000 請於3/31前匯款",
 *   "중개수수료 232만원"): no budget, and its date no deadline, unless the clause names the budget (`budgetNamed`).
 * - `moneyCue`: words saying an amount is money though no currency is written ("budget is 300000", "預算", "예산").
 * - `perPeriodBefore`, `perPeriodAfter`: the words right before an amount ("monthly", "每個月", "한 달에") or right after it
 *   ("a month", "/月", "매달") that make it a running cost (rent, a bill), not the project's budget.
 * - `optionDeniedBefore`, `optionDeniedAfter`: words right before or after an option's naming that deny it ("不需要購物網站",
 *   "쇼핑몰 그런 건 필요 없고요", "haven't done a trademark").
 * - `unfinishedEnding`: the last word of a message cut off mid-sentence ("the space is about", "預算大概", "공간은").
 * - `topicLeadIn`: the words after a topic's name alone that wait for what is said of it, in a message cut off there
 *   ("預算喔", "預算的話", "時間是"): the topic's name is read from the lexicon (budget, date roles).
 * - `replyClauseBreaks`: where a short reply's clauses part besides its marks, read one by one to tell whether each only does
 *   not know ("우드톤이 좋은데 색은 잘 모르겠어요" likes a wood tone before it does not know; "不確定耶 可能簡約的運動風吧"): in Korean
 *   after a clause's ending, in Chinese at a space between two characters. Empty where marks part them (English).
 * - `notLookedInto`: what the visitor has not looked into or been told, said of themselves ("I've never looked at other
 *   firms' websites", "我沒在看別人的網站", "찾아본 적이 없어서", "the upfitter hasn't given us a date"): why a thing is not known.
 * - `pointsElsewhere`: words that say the answer is somewhere else, or to come: a board, a listing, a sheet, photos or a link
 *   the visitor will send or has ("I'll send you the link", "it's all on the
 *   listing", "I've made a Pinterest board", "連結我貼給你", "591那頁上面有寫", "你們看了就知道", "보내드릴게요", "그거 보시면 나와요");
 *   `cannotPutIntoWords`: words of not being able to say it, or not remembering ("I'm bad at describing colours", "I can't
 *   remember", "我不太會形容", "말로 설명하기 어려워요"), said beside such a pointer.
 * - `holdOn`: words that ask the genie to wait, the visitor called away for a moment ("one sec", "等我一下", "잠시만요").
 * - `aside`: words of the visitor's moment, not the project: called away, back again, sorry for it ("ok back", "had a call",
 *   "回來了", "다시 왔어요").
 * - `optionOnlyBefore`, `optionOnlyAfter`: words right before or after an option's naming that make it the only one meant
 *   of those named with it ("only the pouch", "只要做貼紙", "이번엔 파우치만!").
 * - `labelOnAfter`, `labelOnBefore`: the words between a label's naming and the container it goes on, the label first
 *   ("labels for our jars") or the container first ("jar label", "玻璃罐的標籤", "유리병 라벨"): that container is no form to
 *   design. Either may be empty where the language does not write it so.
 * - `notToExceed`: said after an amount, that it is the most there is ("not a penny more", "不能再超過", "넘으면 안 돼요").
 *   `aboveDenied`: an upper bound said as a negated lower one ("don't want to go over", "不要超過", "넘기지 않게").
 * - Two amounts in one sentence (amounts.ts): `stretchTo`, the words between them, spaces taken out, that make the second
 *   how far the first may grow ("could stretch to", "，最多可以到", "최대"); `ceilingBetween`, words between them that make
 *   the second a ceiling ("if it's not enough, up to", "不夠的話", "필요하면"), and `ceilingAfter`, words right after the
 *   second that do ("hard max", "也可以", "까지는"); `onACondition`, words that make what follows hang on a condition ("if",
 *   "的話", "…면 "); `rangeBetween`, the words that make them a range ("to", "到", "에서"), beside the dashes and tildes
 *   of every language.
 * - `tooLittle`: said of the first of two amounts, between them, that it will not do ("8천은 부족할것 같아서, 1억까지", "isn't
 *   enough", "不夠"): the second is meant, and the two are no range.
 * - Words found as written (plain, like `skipAnswers`), beside a number or a date: `atMost` ("under", "以內", "이하"),
 *   `atLeast` ("over", "以上", "이상"), `approximately` ("about", "almost", "大概", "정도"), `dateBy` ("by", "之前", "까지"),
 *   and the year meant: `nextYear`, `thisYear`, `lastYear` ("next year", "明年", "내년"). `approximatelyRightBefore`: words
 *   that say "nearly" only right before a number ("快" of 快40年, "近" of 近30坪), where elsewhere they mean other things.
 * - A yes or a no (yes-no.ts), each entry a pattern of its own: `yesNoNo` ("nope", "不用", "아니요"; read before the
 *   yeses, since 不需要 holds 需要), `yesNoYes` ("yes please", "請你們幫忙", "부탁드려요"), `yesNoUnsure` ("maybe", "不確定",
 *   "글쎄": neither).
 * - `tentative`: a word that hedges one item, not the whole reply ("maybe", "也許", "아마"): "kraft for the gift box maybe"
 *   still names the visitor's material.
 * - `turnsFromNotKnowing`: the words that, right after not knowing, turn to what is known ("잘 모르겠는데 …", "…면 됩니다",
 *   "不確定，木頭色就好"): such a reply goes on to an answer, not to why it has none.
 * - `youForms`: the ways of writing "you" (the designer) that the intents read as the plain word ("u", "y'all", "您們",
 *   "貴公司"): "up to u", "whatever y'all think", "請貴公司建議" are read as "up to you", "你們建議".
 * - `vocatives`: the words a visitor calls the designer by, at the end of a reply ("honey", "dear", "老師", "실장님"),
 *   which add nothing to it.
 * - `finalParticles`: the particles a reply may end with that add only a tone ("沒有欸", "沒有啦"): a reply that is, whole, an
 *   option's own word is so with them. Empty where the language has none apart from its words (English, Korean).
 * - `delayBefore`, `delayAfter`: the words right before or after a stretch of time that make it how much something moved
 *   or ran late, no date from today ("pushed back 2 weeks", "延後兩週", "2주 밀려서").
 * - `actsAfterAName`: a verb of someone acting right after a name ("when Bark Street confirms their launch"): the name is a
 *   shop's or a person's, no place, though it ends like a street.
 * - `comingOverBefore`: a verb of coming right before "over", which then says where to, no lower bound ("Happy to drive
 *   over twice").
 * - `yearsNotAgeBefore`, `yearsNotAgeAfter`: the words right before or after a number of years that make it a time from now
 *   or one spent, no age of a building ("in a couple years", "for 6 years", "兩年後", "2년 후에").
 * - `onItsDay`: the words that say a date is the day itself ("reopen on September 19", "在9月19日", "19일에"): a date moved
 *   with them and its role's words is on that day, not by it as the date before.
 * - `consequence`: the words between two dates that make the second follow from the first ("租約4月底到期所以5月初…",
 *   "4월 말에 끝나서 5월 초에는", "발매가 4월 10일이라 3월 중에는"): matched on the words between them.
 * - A holiday said as what a product is for, not as a date (date.ts): `occasionBefore`, the words right before it that say so
 *   ("a gift box for Christmas"), unless they end `inTimeFor`'s ("ready for", "in time for", "before"); `occasionAfter`, the
 *   words right after it ("Christmas gift set", "中秋禮盒", "추석 선물세트"). Either may be empty.
 *   `likenessBefore`: the words of likeness right before a holiday ("too much like", "太像"): what something looks like,
 *   never a date.
 * - `valueOnACondition`: words before a value in its sentence that make it hang on something not settled ("If the council's
 *   quick I'd want the logo done by end of February", "如果3月前賣掉", "선정되면 부스에 1500까지"; not a hedge, "if possible",
 *   "可以的話"): the value is filed "to clarify" (read-message.ts `valuesOnACondition`). Narrower than `onACondition`, which
 *   reads a second amount as a range's top. `otherPlan`: the words of the plan for when the condition fails ("otherwise
 *   April", "아니면 4월", "不然就4月"), anywhere in the sentence: every value of that sentence hangs on the condition.
 * - `holidayIsOn`: the words right after a holiday's name that say when it falls ("Chuseok is September 25", "今年中秋節是9月25日",
 *   "추석이 9월 25일이라"): the date is the holiday's, no date of the work (date.ts `tellsAHolidaysDate`).
 * - A month told in the past tense (date.ts): `toldAsPast`, a past-tense verb in the date's clause ("Our builder went into
 *   liquidation in August", "we opened in March"): the month is its last time, not its next; unless the clause has
 *   `keepsAhead`'s words, which keep a date ahead (a wish, a plan, a date said to be moved to, "by", "until": "it was moved
 *   to June", "they said it would be ready in May"). Empty where the verb does not mark the past so (Chinese), or marks
 *   it beside words that plan ahead ("4월에 오픈하기로 했어요", Korean).
 * - An amount said as how much more or less than something else (amounts.ts, `saidAsADifference`): in a sentence with
 *   `comparedWith`'s words ("than", "比", "보다"), an amount with `differenceAfter`'s words right after it ("200 sq ft bigger
 *   than the old one", "10평 넓은 34평", "2천은 줄여서") or `differenceBefore`'s right before it ("比舊家大10坪"). Either may be
 *   empty, as the language says it.
 * - `echoEndings`: the endings a word of the question on screen is said back with, as a question, before the answer
 *   ("상표요? 그런 건 한 번도 안 해봤어요", "商標喔？沒有耶"): the word said back is no question to the studio.
 * - `approvalCheck`: a whole sentence by which the visitor checks that the answer just given will do ("Is that ok?", "Is that
 *   the kind of answer you're after?", "這樣夠嗎", "이렇게 말씀드리면 될까요?"): it doubts nothing and asks the studio nothing.
 * - `tagQuestions`: the words a visitor ends a statement with to check they are understood ("…, you know what I mean?",
 *   "…簡單清楚 你們懂我意思嗎", "…그런 느낌 아시죠?"): they ask the studio nothing; the statement is read without them.
 * - `neverConsidered`: never having thought of the thing asked ("沒想過這個", "그런 건 생각 안 해봤어요", "never thought about
 *   it"): after an option's own "no", the reply says that option, not "no preference".
 * - The names of the holidays visitors time work by (date.ts), each key one holiday, found as written (the calendar that
 *   dates each is in date.ts): `holidayLunarNewYear` ("過年", "설날"), `holidayMidAutumn` ("中秋", "추석"),
 *   `holidayMothersDay` (the second Sunday of May), `holidayParentsDay` (Korea's, May 8), `holidayChristmas`,
 *   `holidayIndependenceDay` (the US's, July 4), `holidayValentines`, `holidayHalloween`, `holidayNewYearsEve`. A language
 *   without the holiday leaves its key empty.
 */
export interface ReplyWords {
  skipAnswers: string[];
  helpAnswers: string[];
  helpPhrases: string[];
  undecided: string[];
  decidedLater: string[];
  leftOpen: string[];
  leftOpenOpeners: string[];
  toBeDecided: string[];
  verdictFrame: string[];
  passFrame: string[];
  noPreferenceWhole: string[];
  noPreferenceOpening: string[];
  hesitation: string[];
  courtesy: string[];
  apologies: string[];
  chatFiller: string[];
  declines: string[];
  questionOrDoubt: string[];
  notKnowing: string[];
  questionForms: string[];
  questionOpenings: string[];
  opinionAsked: string[];
  ratherYouSuggest: string[];
  leftToDesigner: string[];
  reservation: string[];
  firstPlan: string[];
  justHeard: string[];
  changedMind: string[];
  settledOn: string[];
  correctionFiller: string[];
  correctionOpening: string[];
  correctionWords: string[];
  reasonThenMeant: string[];
  changedTo: string[];
  takenBackMeantSecond: string[];
  takenBackMeantFirst: string[];
  noneOpening: string[];
  typoFix: string[];
  alreadyTold: string[];
  utilityWater: string[];
  utilityPower: string[];
  utilityDeniedBefore: string[];
  utilityDeniedAfter: string[];
  utilityNeither: string[];
  utilityBoth: string[];
  utilityBothDenied: string[];
  utilityCostAfter: string[];
  atMost: string[];
  /** Said after an amount, that it is not to be exceeded ("Budget is $120k, max", "不能超過", "넘으면 안 돼요"): the amount is a ceiling. */
  notToExceed: string[];
  aboveDenied: string[];
  stretchTo: string[];
  tooLittle: string[];
  ceilingBetween: string[];
  ceilingAfter: string[];
  valueOnACondition: string[];
  /** Words that open a clause of why ("because …", "因為…", "왜냐하면 …"). */
  reasonOpener: string[];
  /** Words of a guess ("probably", "大概", "아마"): a value said with them is the visitor's own guess. */
  guessWords: string[];
  otherPlan: string[];
  onACondition: string[];
  rangeBetween: string[];
  atLeast: string[];
  moneySpent: string[];
  moneyApart: string[];
  budgetScopeOnly: string[];
  notTheBudget: string[];
  budgetLeavesOut: string[];
  clauseOnTheAmount: string[];
  paymentOfAnotherKind: string[];
  budgetNamed: string[];
  moneyCue: string[];
  perPeriodBefore: string[];
  perPeriodAfter: string[];
  optionDeniedBefore: string[];
  optionDeniedAfter: string[];
  unfinishedEnding: string[];
  topicLeadIn: string[];
  replyClauseBreaks: string[];
  notLookedInto: string[];
  pointsElsewhere: string[];
  cannotPutIntoWords: string[];
  holdOn: string[];
  aside: string[];
  optionOnlyBefore: string[];
  optionOnlyAfter: string[];
  labelOnAfter: string[];
  labelOnBefore: string[];
  approximately: string[];
  approximatelyRightBefore: string[];
  dateBy: string[];
  nextYear: string[];
  thisYear: string[];
  lastYear: string[];
  yesNoNo: string[];
  yesNoYes: string[];
  yesNoUnsure: string[];
  tentative: string[];
  turnsFromNotKnowing: string[];
  youForms: string[];
  vocatives: string[];
  finalParticles: string[];
  consequence: string[];
  delayBefore: string[];
  onItsDay: string[];
  actsAfterAName: string[];
  comingOverBefore: string[];
  yearsNotAgeBefore: string[];
  yearsNotAgeAfter: string[];
  delayAfter: string[];
  occasionBefore: string[];
  likenessBefore: string[];
  holidayIsOn: string[];
  toldAsPast: string[];
  comparedWith: string[];
  differenceAfter: string[];
  differenceBefore: string[];
  keepsAhead: string[];
  inTimeFor: string[];
  occasionAfter: string[];
  echoEndings: string[];
  approvalCheck: string[];
  tagQuestions: string[];
  neverConsidered: string[];
  holidayLunarNewYear: string[];
  holidayMidAutumn: string[];
  holidayMothersDay: string[];
  holidayParentsDay: string[];
  holidayChristmas: string[];
  holidayIndependenceDay: string[];
  holidayValentines: string[];
  holidayHalloween: string[];
  holidayNewYearsEve: string[];
}

/** Every language's words, in this order. */
export const replyWordsByLanguage: Readonly<Record<Language, ReplyWords>> = { 'en-US': enUS, 'zh-TW': zhTW, 'ko-KR': koKR };

/** A visitor may mix languages: every language's words are looked for in every reply. */
const allLanguages: readonly ReplyWords[] = Object.values(replyWordsByLanguage);

/** Every language's entries of one key, as written (the literal terms of `atMost`, `skipAnswers`, … are looked up so). */
export function replyWords(key: keyof ReplyWords): string[] {
  return allLanguages.flatMap((words) => words[key]);
}

/**
 * Every language's entries of one key as alternatives of one pattern source ("(?:a|b|…)"), to be wrapped by the caller;
 * their apostrophes as phones type them (`apostrophesAsTyped`).
 */
export function anyReplyWords(key: keyof ReplyWords): string {
  return alternatives(replyWords(key).map(apostrophesAsTyped).map(jamoAsNormalized));
}

/** Every language's entries of one key, each a pattern of its own. */
export function replyPatterns(key: keyof ReplyWords, flags = ''): RegExp[] {
  return replyWords(key).map((source) => new RegExp(jamoAsNormalized(apostrophesAsTyped(source)), flags));
}

/**
 * Korean letters written alone ("ㅋㅋ", "ㅠㅠ", "ㄱㄱ") are Hangul compatibility jamo; the readers look at text
 * normalized to NFKC, which writes them as conjoining jamo (ㅋ U+314B becomes U+110F). An entry with such letters
 * matches either form.
 */
function jamoAsNormalized(source: string): string {
  if (!/[\u3131-\u318e]/u.test(source)) return source;
  // (A letter at a time: NFKC of the whole pattern would join "ㅎㅠ" into the syllable 휴.)
  const normalized = source.replace(/[\u3131-\u318e]/gu, (letter) => letter.normalize('NFKC'));
  return normalized === source ? source : `(?:${source}|${normalized})`;
}

import type { BriefFieldId } from '@genie/contracts';
import { escaped } from '../parse/normalize-answer.ts';
import { topLevelDomain } from '../parse/web-address.ts';
import { allLanguages, wordsOf, type LexiconList } from '../words/reader.ts';

/**
 * Words the message reader looks for (lower case, NFKC). The word lists among them (place names, materials,
 * sales channels, the project's site, a district, the words of a date's role, of money and a budget, of a past
 * habit, a look, a new build, a website or its lack, a trademark, utilities, languages, a wish for a thing) are
 * per-language data: `lexicon` in words/<language>/reader.json, built here into one pattern of every language's words
 * (see words/reader.ts; a fourth language fills in the same lists in its own file). What is still written here
 * joins words with numbers or with each other in one shape (an area, a layout, a US town and its state).
 */
const lexicon = (list: LexiconList, flags?: string) => wordsOf((l) => l.lexicon[list], (l) => l.lexiconAsWritten[list], flags);

export const areaUnit =
  /(?:m2|m\^2|sqm|sq\.? ?m(?:et(?:er|re)s?)?\b|square ?met(?:er|re)s?|sq\.? ?f(?:ee|oo)?t\b|sqft|square ?f(?:ee|oo)t|平方公尺|平方米|平米|坪|평|제곱미터|pings?\b|pyeong\b)/;
/**
 * A number, or a range of two, before an area's unit ("30坪", "20-30 sq ft", "二十五坪"). The second number only after a
 * range word or a space: run together, "1.1.1.1…" would be split every way into two numbers, each time the unit fails.
 */
const areaFigure = String.raw`(?:\d+(?:[,.]\d+)*|[一二兩三四五六七八九十百]+)`;
export const areaNumber = new RegExp(`${areaFigure}(?:\\s*(?:-|~|to|至|到)\\s*${areaFigure}|\\s+\\d+(?:[,.]\\d+)*)?\\s*${areaUnit.source}`);
export const currencyCue = lexicon('currencyCue');
/** The part of town said before a place's name ("east Nashville", "downtown Boise"); languages that write it after leave it empty. */
export const partOfTown = lexicon('partOfTown', 'i');
/** The words of a shop or a site said right after a place's name ("our St Paul shop", "台中的舊店", "대전 매장"). */
export const premisesAfterPlace = lexicon('premisesAfterPlace', 'iu');
/**
 * How far a place runs on after a known name ("在台中勤美這邊開…", "대구 수성못 근처에서"): the words it is said after
 * (`placeLead`: "在"; where a language needs none, Korean, English, empty), the words that end it (`placeRunEnd`: its verb,
 * a word of nearness, a place particle), and what is never part of it (`notInAPlaceRun`: in Chinese inside the run, "工作",
 * a numeral; in Korean at the end of one of its words, a clause's ending or an event's noun, "박람회").
 */
export const placeLead = lexicon('placeLead', 'u');
export const placeRunEnd = lexicon('placeRunEnd', 'u');
export const notInAPlaceRun = lexicon('notInAPlaceRun', 'u');
export const moneyScale = lexicon('moneyScale');
/** Colours or the design's elements named as such: a hue ("sage", "米色", "베이지"), the words for colours, a palette or elements. Part of the colours' topic words. */
export const colourWords = lexicon('colourWords');
/** The pieces of a brand's identity besides its colours ("logo", "fonts", "字體", "로고"): named with the colours, a piece of work. */
export const identityPieces = lexicon('identityPieces');
/** What customers, guests or reviews keep saying ("customers keep telling us …", "客人常常反應…", "손님들이 자꾸 …다고 하세요"): how things are, as the problem; they speak, they are not described as an audience. */
export const peopleSay = lexicon('peopleSay');
/** The visitor introducing themselves ("My name is Diane …", "我叫…", "제 이름은 …"): their own name, not the brand's. */
export const selfIntroduction = lexicon('selfIntroduction', 'iu');
/** Beside the key considerations' own topic words, those that say what matters most or worries ("that's my number one thing", "最怕", "제일", "조심"): a sentence with them speaks of what matters, not only of what has to be. */
export const mattersMost = lexicon('mattersMost', 'iu');
/** A sentence opening with now ("Right now …", "現在…", "지금은 …"): it tells how things are, not how they should be. */
export const rightNow = lexicon('rightNow', 'iu');
/** Words that say who the customers are, as a group ("mostly", "many", "our clients are", "主要", "大多", "주로", "많아요", an age range). */
export const audienceMakeup = lexicon('audienceMakeup', 'iu');
/** Any kind of people named ("moms", "folks", "長輩", "엄마들", "분들"): read only to tell a reply to the customers' question that names some. */
export const peopleNamed = lexicon('peopleNamed', 'iu');
export const budgetCue = lexicon('budgetCue');
/** Money already spent, or someone else's: no budget of this project (the answer parser's words, `moneySpent`). */
export { moneySpent } from '../parse/money.ts';

/** A number that counts people or animals ("two adults", "3 kids", 兩個小孩, 고양이 두 마리): never a size, age or amount. */
export const countsPeople = new RegExp(`^\\s*(?:${lexicon('countsPeople').source})`);
/**
 * The words said right after a number that make it a measure, a time or an amount (坪, 萬, 年, 평, 만, 원, 개월): a space
 * after a number in Chinese before other words ends a clause (pieces.ts); a number run on after a noun without one
 * counts that noun, where a language writes counts so (`nounBeforeCount`: "방3 화장실2").
 */
export const unitAfterNumber = lexicon('unitAfterNumber', 'u');
/** A number said in words ("two", "三", where a language counts so in its replies): with figures, what `numberFits` in hear.ts looks for. */
export const numberWord = lexicon('numberWord');
/** A season named as one that comes back ("mornings in winter", "every summer", 每年冬天, 겨울마다): a habit, no date. */
export const seasonHabit = lexicon('seasonHabit');
export const nounBeforeCount = new RegExp(`(?:${lexicon('nounBeforeCount', 'u').source})$`, 'u');
/** Words of a language said between spaces that start a new clause ("and", "but", "그리고", "근데"). */
export const clauseJoiner = lexicon('clauseJoiner', 'u');
/** A word of a name that a joining word goes on ("the Boston Convention and Exhibition Center"): no clause ends at the joining word after it. */
export const nameGoesOnAfter = lexicon('nameGoesOnAfter', 'u');
/** The first bound of a range its joining word goes on from ("between 1,300 and 1,400 sq ft"): no clause ends at the joining word after it. */
export const rangeGoesOnAfter = lexicon('rangeGoesOnAfter', 'u');
/** A number said in words that goes on after its "and": "a hundred and twenty thousand", "two million and a half". */
export const numberGoesOnAfter = lexicon('numberGoesOnAfter', 'u');
/**
 * What carries a day on into a span or a time of that day, right after it ("to", "until", "到", "부터", "금요일부터",
 * "오후 2시", "下午3點"): no clause ends at the space after the day (pieces.ts).
 */
export const spanAfterADay = lexicon('spanAfterADay', 'u');
/**
 * Words that open a list's item as more of the item before it, never one of its own: a count of it ("about 30 of them"), an
 * exception or a reason ("except …", "除非", "因為"), what it does or what is wished of it ("she'd love a wall to …", "想要有一面",
 * "… 두고 싶"). See list-words.ts.
 */
export const itemGoesOn = lexicon('itemGoesOn', 'iu');
/**
 * English names another by a capitalised name and its "'s" ("T2's new flagship", `saidOfANamedOther` in another-project.ts):
 * words of one capital with "'s" that name no one (`notAnOwnerName`: "It's", "That's"), and the words after "'s" that make it
 * part of a shop's own name, not what the named one has (`notWhatTheyHave`: "Lowe's Market stores", "Trader Joe's from May").
 * Empty where a language writes no possessive so.
 */
export const notAnOwnerName = lexicon('notAnOwnerName', 'iu');
export const notWhatTheyHave = lexicon('notWhatTheyHave', 'iu');
/** An event whose date the brief has no field for ("filed", "wedding", "簽約", "결혼"): a date said with it has no role. */
export const otherEventDate = lexicon('otherEventDate');
/** The deadline of a form, an order or an application ("the electrical order deadline", "報名截止", "수도 신청 마감"): not the work's. */
export const processDeadline = lexicon('processDeadline');
/**
 * When word is to come ("they'll tell us their launch date sometime in February", "要等主辦2月的說明會才知道", "3월에 알려준대요"):
 * a date said with it is of the news, not of the work.
 */
export const newsDue = lexicon('newsDue');
/** What would have been, had things gone another way ("on the 10x20 it would've been power only", "原本會是3x3", "전기만 됐을 텐데"). */
export const wouldHaveBeen = lexicon('wouldHaveBeen', 'iu');
/** Another place of the business to open ("we're opening a second spot over on the North Shore", "第二家店", "2호점"): its opening is no site's launch. */
export const anotherPlaceOpens = lexicon('anotherPlaceOpens', 'iu');
/** When building may start or a sale closes ("construction can't start til Feb 15", "動工", "착공"): no date the brief asks for. */
export const workStarts = lexicon('workStarts');
/** A word of opening ("open", "opening", "開幕", "오픈"): a deadline's words said with it are the opening's. */
export const opensWord = lexicon('opensWord');
/** Words that open a new clause where a language writes no spaces ("而且", "但是", "還有"). */
export const clauseOpener = lexicon('clauseOpener', 'u');
/** A site language left out, said after its name ("Spanish can wait", "日文先不用", "일본어는 나중에") or before it ("no Spanish", "不用日文"). */
/** "English too", "也要有英文", "還是加日文", "영어도": a language added to the ones named. */
export const languageAddedAfter = new RegExp(`^(?:${lexicon('languageAddedAfter').source})`);
export const languageAddedBefore = new RegExp(`(?:${lexicon('languageAddedBefore').source})$`);
export const languageLeftOutAfter = new RegExp(`^\\s*(?:${lexicon('languageLeftOutAfter').source})`);
export const languageLeftOutBefore = new RegExp(`(?:${lexicon('languageLeftOutBefore').source})$`);
/** An item taken back: the words said before it ("strike Resources") or after it ("蝦皮 … 收掉了", "쿠팡은 빼 주세요"). */
export const struckOffBefore = lexicon('struckOffBefore');
export const struckOffAfter = lexicon('struckOffAfter');
/** The previous version of the thing told of ("the old shop", "去年", "작년"), and the turn to the new one ("this time", "這次", "이번엔"): see previous-version.ts. */
export const pastVersion = lexicon('pastVersion', 'iu');
/**
 * The plan that was, said of a date ("She was supposed to have the final files to me by the end of January", "原本預計3月開幕",
 * "3월 1일 오픈이 목표였는데"): the first attempt's date, not the project's. (Not a plan kept all along: "原本就打算3月開幕".)
 * Narrower than the replies' `firstPlan`, which also names a plan still held ("we were thinking March") and is read only
 * between two values of one field.
 */
export const planThatWas = lexicon('planThatWas', 'iu');
/** The words right before the place of another of the business's premises: "opening a second location in ", "第二間開在", "2호점은 ". */
export const anotherPremisesBefore = lexicon('anotherPremisesBefore', 'iu');
/**
 * The words up to a month that say it is when the visitor did a thing, done and gone: "we upgraded to two booths side by side
 * in December" (a verb of the past, no word of what is to come, then "in"). Languages that do not mark it so leave it empty.
 */
export const pastDoneBefore = lexicon('pastDoneBefore', 'iu');
/** The words of a plan on the project's success ("if it goes well", "順利的話", "잘되면"): what follows is what comes after it. */
export const ifItGoesWell = lexicon('ifItGoesWell', 'iu');
/**
 * A trademark application refused or opposed ("Fáilte Ireland opposed it", "被智慧局核駁，說跟一個已經註冊的…太像", "거절이유통지가
 * 왔어요"): the sentence tells of a mark that is neither registered nor pending, whatever registered mark it names.
 */
export const applicationRefused = lexicon('applicationRefused', 'iu');
/**
 * A registration of another kind than a trademark ("only registered as a business name at the REQ", "只有公司登記", "사업자
 * 등록만 했어요"): a name registered so is no registered mark.
 */
export const otherRegistration = lexicon('otherRegistration', 'iu');
/**
 * A thing that does not happen until a date ("The rods don't actually ship to dealers until September 1"): the date is when
 * that thing of its own clause starts, no role the sentence names elsewhere. (Empty where the language says so with the
 * thing's own verb only.)
 */
export const notUntil = lexicon('notUntil', 'iu');
export const newVersion = lexicon('newVersion', 'iu');
/** "last year" set against "this year" (`lastTimeSetAgainstThisTime` in previous-version.ts): the first tells of the previous version. */
export const lastTimeContrast = lexicon('lastTimeContrast', 'iu');
export const thisTimeContrast = lexicon('thisTimeContrast', 'iu');
/**
 * The words of a move said with the place moved to: before it ("we are moving to a storefront on …", "搬到…", `movedToBefore`,
 * each ending where the place starts) or after it ("송도로 가게를 옮기면서", `movedToAfter`, each starting where it ends).
 * A place moved to is the site of the work, not the one moved from.
 */
/** Words of a price asked or paid ("quoted", "cost", "報價", "견적"): said of the previous version, the rest of the message speaks of money. */
export const priceQuoted = lexicon('priceQuoted', 'iu');
export const movedToBefore = lexicon('movedToBefore', 'iu');
/** Words that name the studio as where a way leads ("20 minutes from y'all", "離你們工作室", "스튜디오까지"): the distance's. */
export const toTheStudio = lexicon('toTheStudio', 'iu');
/** A question put to the studio: "do you usually need more?", "你們通常…", "보통 몇 번…". */
export const asksTheStudio = lexicon('asksTheStudio', 'iu');
export const movedToAfter = lexicon('movedToAfter', 'iu');
/**
 * A place known by its shape, not its name, where the words right before or after it say the work is or goes there: a
 * street with its kind ("It's on East Columbia Ave", "a spot on Leary Way NW in Ballard"), a road or a station said after
 * a move or a site ("搬到中山路的新店面", "是在西屯路二段", "搬到潮州火車站前面"), a station's exit ("성수역 4번 출구"), a
 * neighbourhood moved to or named as the new site ("행궁동으로 가게를 옮기면서", "새 가게는 만촌동"), a hall and booth
 * ("C홀 C-212"). Each pattern's first group is the place (`placeByShape`, case as written).
 */
export const placeByShape = lexicon('placeByShape', 'gu');
/**
 * The endings that tell how fine a part of a place is, in the languages that write its level after its name: a city or county
 * (市, 縣), a district (區, 구), a neighbourhood or village (里, 동), a street, a station or its exit (路, 段, 站, 역, 출구, 길; English streets by
 * `streetKinds`). Read by `placeWithin` to keep the coarser parts of a place known when a finer one is said.
 */
export const placeLevelCity = lexicon('placeLevelCity', 'u');
export const placeLevelDistrict = lexicon('placeLevelDistrict', 'u');
export const placeLevelNeighbourhood = lexicon('placeLevelNeighbourhood', 'u');
export const placeLevelStreet = lexicon('placeLevelStreet', 'u');
/** The words that put a place in the region named after it, in the next clause ("Anderson Place in Bonnington, down in Leith"). */
export const regionAfterPlace = lexicon('regionAfterPlace', 'iu');

export const newBuildCue = lexicon('newBuildCue');

export const dateRoleCues = {
  exit_date: lexicon('exitDateCue'),
  entry_date: lexicon('entryDateCue'),
  move_in_date: lexicon('moveInDateCue'),
  opening_date: lexicon('openingDateCue'),
  expected_deadline: lexicon('deadlineCue'),
} as const;

/** The words of a date field's role (`dateRoleCues`), or null for a field that has none. */
export function dateRoleCue(fieldId: BriefFieldId): RegExp | null {
  return Object.hasOwn(dateRoleCues, fieldId) ? dateRoleCues[fieldId as keyof typeof dateRoleCues] : null;
}

/**
 * Words that tell of a habit in the past ("以前過年一家人在屏東老家圍爐", "we used to spend Christmas at …"): a
 * holiday or a season named with them is a memory, not a date of the project.
 */
export const pastHabitCue = lexicon('pastHabitCue');
/** "like a farmhouse kitchen", "no flip-house look", "工業風", "카페 느낌": a thing named as a look, not the thing itself. */
export const namesALook = lexicon('namesALook');
/** Words of liking or wanting ("wants", "into", "想要", "좋겠"): said of a look, it is the visitor's. */
export const likesOrWants = lexicon('likesOrWants');
/** "대지 60평에 건물은 42평", "a 6,000 sq ft lot", "土地50坪": words naming the land a building stands on, said just before its size. */
export const landBefore = lexicon('landBefore');
/** "a 6,000 sq ft lot", "60평 대지": the same, said just after the size. */
export const landAfter = /^ ?(?:(?:corner |empty |vacant )?(?:lot|plot)\b|of land\b|의? ?(?:대지|토지|땅)|的?(?:土地|地坪|基地))/;
/**
 * "I'd love a noodle-making window", "我想做一整面牆", "希望有一個磨石子櫃台", "테스트 바를 두고 싶어요": a wish for one
 * thing in the space (not for a look: "I want a warm look" is read with the look's words).
 */
export const wishForAThing = lexicon('wishForAThing');
/**
 * "need a wrap designed for my food truck", "想請你們設計百年校慶的主視覺", "랩핑이랑 메뉴판 디자인을 맡기고 싶어요": the
 * visitor asking for pieces to be designed. For a project of no set type, such a sentence says what is to be designed.
 */
export const designWish = lexicon('designWish');
/** A word of no weight a message may open with ("so", "oh", "hey"). */
export const openingFiller = lexicon('openingFiller');
/** The same words opening a sentence, as its heading (after a word of no weight: "so", "hey"; `openingFiller`). */
export const designWishOpening = new RegExp(`^\\s*(?:(?:${openingFiller.source})[,\\s]+)?(?:${designWish.source})`, designWish.flags);
/**
 * The words around one short item of a list, not part of it: a word leading it in ("and", "그리고"), what follows it
 * ("… is fine", "… please"), a polite ending ("…이요"); and the words that rule an item out ("no", "말고").
 */
export const itemLeadIn = new RegExp(`^\\s*(?:${lexicon('itemLeadIn').source})\\s+`, 'i');
export const itemTail = new RegExp(`\\s+(?:${lexicon('itemTail').source}).*$`, 'i');
export const itemEnding = new RegExp(`(?:${lexicon('itemEnding').source})$`, 'u');
export const itemRuledOut = lexicon('itemRuledOut', 'i');
/** "4월 3일까지로 당겨야 한대요", "we had to push it back to May", "要提前到3月底": a known date moved. */
export const dateMovedWords = lexicon('dateMovedWords');
export const dateish = lexicon('dateish');
/** Words of an amount or a measure said without figures ("a couple", "twice", "幾", "坪", "몇", "평"; `measureWords`). */
export const measureWords = lexicon('measureWords', 'u');

// (The endings of a web address are one list, `topLevelDomain`: it stands where the pattern says TLD.)
export const urlPattern = new RegExp(
  /(?:https?:\/\/)?(?:www\.)?(?<![@\w.])[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.TLD(?:\.[a-z]{2})?(?:\/[^\s，。,、)）]*)?(?![a-z0-9])|@[a-z0-9_.]{3,30}(?=\s+on\s+(?:instagram|ig|threads|x|twitter)|\s*\((?:ig|instagram)\))|(?:instagram|ig|insta|facebook|fb|threads|인스타그램|인스타)(?:\s+(?:is|handle is|account is|page is|id is)|\s*(?:是|叫|帳號是|账号是|은|는|아이디는))?\s*[:：]?\s*@[a-z0-9_.]{3,30}|(?:instagram|ig|facebook|fb)\s*[:：@]\s*@?[a-z0-9_.]{3,30}|(?:帳號|账号|계정|아이디|\bhandle|\baccount)(?:\s+is|\s*(?:是|叫|은|는))?\s*[:：]?\s*@[a-z0-9_.]{3,30}|(?:\b(?:instagram|insta|ig|facebook|fb|threads)\b|인스타그램|인스타|페북|臉書|脸书)[^@\n.!?。]{0,14}@[a-z0-9_.]{3,30}/.source.replace('TLD', topLevelDomain),
  'gi',
);
/** A web address in a sentence (`urlPattern` is global: this copy is tested without a position kept between tests). */
export const namesAWebAddress = new RegExp(urlPattern.source, 'i');
export const noWebsiteCue = lexicon('noWebsiteCue');
/** "이브자리 사이트가 깔끔해서 좋더라고요", "I like the Shaker Village website": a web site named, as the sites a visitor likes are. */
export const siteWord = lexicon('siteWord');

export const trademarkCue = lexicon('trademarkCue');
export const registrationHelpCue = lexicon('registrationHelpCue');
/** The word of help ("help", "幫忙", "도움"): a sentence of the trademark's help speaks of it. */
export const helpWord = lexicon('helpWord');
/** Help turned down after its word: "no thanks", "不用了", "괜찮아요". */
export const helpDeclined = lexicon('helpDeclined');
/** Help asked for outright after its word: "please help us with it", "麻煩你們", "도와주시면". */
export const helpAskedFor = lexicon('helpAskedFor');
/** The words of a no near the help, when neither of those is said: "we don't need help with that", "沒有要", "안 해도". */
export const helpRefused = lexicon('helpRefused');
export const utilityCue = lexicon('utilityCue');

export const languageNames: [RegExp, string][] = [
  // (The script said after the language is one name with it: "중국어 번체", "中文繁體", "chinese (traditional)".)
  [/traditional chinese|chinese \(?traditional\)?|繁體中文|中文繁體|繁中|(?:중국어\s?)?번체(?:\s?중국어)?/, 'Traditional Chinese'],
  [/simplified chinese|chinese \(?simplified\)?|簡體中文|简体中文|中文簡體|(?:중국어\s?)?간체(?:\s?중국어)?/, 'Simplified Chinese'],
  [/\benglish\b|英文|英語|영어/, 'English'],
  [/\bjapanese\b|日文|日語|일본어/, 'Japanese'],
  [/\bkorean\b|韓文|韓語|한국어/, 'Korean'],
  [/\b(?:chinese|mandarin)\b|(?<![繁簡简])中文|華語|중국어/, 'Chinese'],
  [/\bvietnamese\b|越南文|베트남어/, 'Vietnamese'],
  [/\bthai\b|泰文|태국어/, 'Thai'],
  [/\bfrench\b|法文|프랑스어/, 'French'],
  [/\bspanish\b|西班牙文|스페인어/, 'Spanish'],
  [/\bportuguese\b|葡萄牙文|葡文|포르투갈어/, 'Portuguese'],
  [/\bgerman\b|德文|德語|독일어/, 'German'],
  [/\bitalian\b|義大利文|意大利文|이탈리아어/, 'Italian'],
  [/\brussian\b|俄文|俄語|러시아어/, 'Russian'],
  [/\barabic\b|阿拉伯文|아랍어/, 'Arabic'],
  [/\bindonesian\b|印尼文|印尼語|인도네시아어/, 'Indonesian'],
  [/\bmalay\b|馬來文|말레이어/, 'Malay'],
  [/\bhindi\b|印地語|힌디어/, 'Hindi'],
  [/\bcantonese\b|粵語|广东话|廣東話|광둥어/, 'Cantonese'],
];
export const languageCue = lexicon('languageCue');

export const materialTerms = lexicon('materialTerms', 'g');
export const materialCue = lexicon('materialCue');

export const channelTerms = lexicon('channelTerms', 'g');
/** Platforms a business books, sells or is listed through ("booking", "etsy", "shopee", "coupang"): their site is not the visitor's. */
export const platformNames = lexicon('platformNames');

/**
 * A platform's own address, bare ("Booking.com", "www.etsy.com"): where the visitor's guests book or buyers shop, not the
 * visitor's site. With a path it is the visitor's page there ("etsy.com/shop/saltandsmoke").
 */
export function platformSite(url: string): boolean {
  const host = /^(?:https?:\/\/)?(?:www\.)?([^/\s]+)\/?$/i.exec(url.trim());
  if (!host) return false;
  const label = host[1]!.toLowerCase().split('.')[0]!;
  const named = platformNames.exec(label);
  return named !== null && named[0] === label;
}
export const channelCue = lexicon('channelCue');

export const placeNames = lexicon('placeNames', 'gu');
/**
 * "in Ballard, Seattle", "in Austin, Texas", "out of Asheville, North Carolina", "in Mt. Lebanon": a capitalised place after "in"
 * or "out of" (case-sensitive). Not the plural of an initialism: "older couples in RVs", "in SUVs"; nor a month, "sometime in Feb".
 */
export const placeAfterIn =
  /\b(?:in|out of) ((?!(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec|The|A|An|Our|My|Spring|Summer|Fall|Autumn|Winter)\b)(?:(?:Mt|St|Ft|Pt)\. )?(?![A-Z]{2,}s\b)[A-Z][\p{L}'’]+(?:[ -](?!(?:January|February|March|April|May|June|July|August|September|October|November|December)\b)[A-Z][\p{L}'’]+)*(?:,\s*[A-Z][\p{L}]+(?: [A-Z][\p{L}]+)?)?)/gu;

/** "in the Temescal neighborhood of Oakland", "in the Mission district": a named neighbourhood, with its city when said. */
export const placeNeighbourhood =
  /\b(?:in|at|near) the ([A-Z][\p{L}'’]+(?: [A-Z][\p{L}'’]+)* (?:neighbou?rhood|district|area|quarter)(?: of [A-Z][\p{L}'’]+(?: [A-Z][\p{L}'’]+)*)?)/gu;

/** "양평에 있는 단독주택", "位在竹北的透天": a place named by where the home or shop is. */
export const placeOfPremises =
  /([가-힣]{2,5})에 있는 (?=(?:[가-힣]+ )?(?:단독주택|주택|집|아파트|빌라|건물|매장|가게|사무실|상가|카페|오피스텔|전원주택))|(?<=位在|位於|位于|座落在|坐落在)([\p{Script=Han}]{2,5}?)(?=的|，|,)/gu;

/**
 * "portland OR", "Austin, TX": a US city with its state's two capitals. (Not a street's direction: "a storefront on NE Alberta
 * St" names no town in Nebraska.)
 */
const stateCodes = lexicon('stateCodes').source;
export const placeWithState = new RegExp(String.raw`\b([A-Za-z][a-z]+(?: [A-Za-z][a-z]+)?,? (?:${stateCodes}))\b(?!(?<=NE) [A-Z\d])`, 'g');

const usStateNames = lexicon('stateNames').source;
/** (Two-letter codes that are no English word: "in love with me" names no place in Maine.) */
const usStateCodesNoWord = lexicon('stateCodesNoWord').source;
/**
 * "biz in duluth mn", "based in des moines iowa", "outside wausau wi", "im a farrier. weatherford tx": a town typed in lower
 * case is a place when "in", "out of", "outside" or "near" goes before it, or it stands alone after a stop, and its state
 * after it (a code that is no English word, or the name). A code in capitals after a town is `placeWithState`'s ("baton
 * rouge LA").
 */
const townWord = String.raw`(?!(?:i|im|we|you|they|he|she|it|its|our|my|the|a|an|to|in|at|on|and|but|so|or|are|is|was|be|live|lived|moved|love|from|of|for|with)\b)[a-z]+`;
export const placeWithStateAsTyped = new RegExp(
  `(?:\\b(?:in|out of|outside(?: of)?|near)\\s+((?:[a-z]+\\s){0,2}?[a-z]+,?\\s(?:${usStateNames}|${usStateCodesNoWord}))|(?:^|[.!?;]\\s+)((?:${townWord}\\s)?${townWord},?\\s(?:${usStateNames}|${usStateCodesNoWord})))\\b(?![-'’]\\w)`,
  'gi',
);

/** The kinds of street said after a street's name ("ave", "blvd"), in the languages that write them so (`streetKinds`). */
const streetKinds = allLanguages.flatMap((l) => l.lexicon.streetKinds).join('|');
/** A word of a street's name: no article or determiner ("on the road" names no street). */
const streetNameWord = String.raw`(?!(?:the|a|an|my|our|your|their|his|her|this|that|same|one|each|every|some|any|no)\b)(?:[a-z][a-z'’]+|\d{1,3}(?:st|nd|rd|th))`;
/**
 * "its on metcalf ave in overland park": a street said with its kind after "on" or "at", in any case, and the town after it,
 * where the clause ends. (A street alone may be another subject's: "a chair at a shop on Summer Ave"; nor is "on the road"
 * one: a street has a name.)
 */
export const streetAsTyped = new RegExp(
  String.raw`\b(?:on|at)\s+((?:\d{1,6}\s)?(?:(?:[nsew]|north|south|east|west)\.?\s)?${streetNameWord}(?:\s${streetNameWord})?\s(?:${streetKinds})\b\.?,?\s(?:in\s)?${townWord}(?:\s${townWord})?)(?=\s*(?:[.,;!?]|$))`,
  'giu',
);

/** What a venue is, after its capitalised name ("McCormick Place", "the Javits Center", in the languages that write it so, `venueKinds`): shared with `saidAsSite`. */
export const venueKinds = allLanguages.flatMap((l) => l.lexicon.venueKinds).map((kind) => kind[0]!.toUpperCase() + kind.slice(1)).join('|');
/**
 * "the Boston Convention and Exhibition Center", "at the Javits Center", "at McCormick Place": a venue by its capitalised name
 * and what it is; "in the Short North in Columbus", "at the
 * Javits Center in New York": a named part of town or venue, with the town it is in (case-sensitive; not an event: "at the
 * Summer Fancy Food Show in New York" names the town only).
 */
export const placeVenue = new RegExp(
  String.raw`\b((?:[A-Z][\p{L}'’-]+ ){1,3}Convention (?:and Exhibition )?Cent(?:er|re))\b|\bat (?:the )?((?:[A-Z][\p{L}'’-]+ ){1,3}(?:${venueKinds}))\b|\b(?:in|at) the ((?:[A-Z][\p{L}'’-]+ ){0,3}(?!(?:Show|Fair|Expo|Festival|Conference|Summit|Week|Weekend|Market|Games)\b)[A-Z][\p{L}'’-]+ in (?!(?:January|February|March|April|May|June|July|August|September|October|November|December|The|A|An|Our|My)\b)[A-Z][\p{L}'’-]+(?: [A-Z][\p{L}'’-]+){0,2})`,
  'gu',
);

/**
 * "its at the javits center in new york", "at the state fairgrounds": a venue typed in lower case, by "at the", its name and
 * what it is (`venueKinds`), with its town when said, where the clause ends.
 */
export const venueAsTyped = new RegExp(
  String.raw`\bat the ((?:${streetNameWord}\s){1,3}(?:convention center|expo center|exhibition center|${venueKinds.toLowerCase()})(?:\s(?:in\s)?${townWord}(?:\s${townWord})?)?)(?=\s*(?:[.,;!?]|$))`,
  'gu',
);

export const peopleNumber = /(\d+|one|two|three|four|five|six)\s+(?:adults?|kids?|children|people)/;

/** Layout phrases: "3 bedrooms and 2 bathrooms", "3房2廳2衛", "방 3개 욕실 2개", "방3 욕실2", "2LDK". */
/** (In English one word may stand between the count and the room: "3 small bedrooms, 1 tiny bathroom".) */
export const layoutPattern =
  /(?:\b(?:\d+|one|two|three|four|five|six)(?:[- ]?|\s+[a-z]+\s+)(?:bed(?:room)?s?|br)\b(?:[^.;。]*?\b(?:\d+|one|two|three|four)(?:\.5)?(?:[- ]?|\s+[a-z]+\s+)(?:bath(?:room)?s?|living rooms?|ba)\b)*|\b\d\s?ldk\b|[\d一二兩三四五六]\s*房(?:\s*[\d一二兩三四五六]\s*廳)?(?:\s*[\d一二兩三四五六]\s*(?:衛|衛浴|浴|衞))?|방(?:은|이)?\s*[\d한두세네]+\s*(?:개|칸)(?:[^.。]*?(?:욕실|화장실)(?:은|이)?\s*[\d한두세]+\s*(?:개|칸))?|방\s?\d\s?[,，]?\s?(?:욕실|화장실)\s?\d(?!\d)|[\d]\s*룸|쓰리룸|투룸|원룸)/;

/**
 * Words that say a place is where the work happens: the venue, the site, where the home or shop is. Of two
 * places in a story, the one said with these is the project's ("地點在中西區", "it's at the Salt Palace").
 */
export const projectSiteCue = lexicon('projectSiteCue', 'i');

/** A place named at district level ("Da'an District", 中西區, 마포구, 연남동): finer than a city said before it. */
export const districtLevel = lexicon('districtLevel', 'iu');

/** The show a booth is for ("the show runs …", 展期, 행사는 …): an exhibition's dates said with it are the show's. */
export const showWords = lexicon('showWords', 'iu');

/** A lease's start or term. */
export const leaseDate = lexicon('leaseDate');

/** A birth expected: the date said with it is the family's, not the project's. */
export const personsDate = lexicon('personsDate');

/**
 * A person's time away, on leave, on a trip or posted abroad ("FYI I'm on leave 2 to 13 March", "我3月中要請婚假兩個禮拜", "저는
 * 4월부터 싱가포르 파견이라"): the date said with it is theirs, most often the helper's who writes for the client, not one of the work.
 */
export const personAway = lexicon('personAway', 'iu');
/**
 * Words right before a person's time that put the work before it ("done before my maternity leave …"); languages that say
 * "before" after the time ("婚假之前", "출장 전에") leave it empty: there the words after the time name the work's role.
 */
export const beforeAPerson = lexicon('beforeAPerson', 'iu');

/** A view marked as the writer's own ("personally I'd go …", "我自己是覺得…", "저는 개인적으로 …"): see overruled-view.ts. */
export const ownView = lexicon('ownView', 'iu');
/** Words that turn the writer's view down for the one the project is for ("but boss says cannot", "可是車是她的", "…는데 어머니가"). */
export const viewOverruled = lexicon('viewOverruled', 'iu');
/** "Gary keeps saying …", "我媽一直說…", "엄마가 자꾸 … 하래요": what another person keeps asking for (`overruled-view.ts`). */
export const othersView = lexicon('othersView', 'iu');
/** "pls don't listen to Gary", "我是不同意", "저는 싫어요": the visitor turning that view down. */
export const viewRejected = lexicon('viewRejected', 'iu');

/** A time the visitor is busy ("we're slammed until April 15", "설 대목이라 그때는 정신없고요"): the date said with it is when they have no time, not one of the work. */
export const busyWhen = lexicon('busyWhen');

/** A clause hoping for something, said without a word of the work being due. */
export const hopeWithoutWork = lexicon('hopeWithoutWork');

/** Words that a date is when the work is due by. */
export const dueWords = lexicon('dueWords');
/** What lasts until a time ("they avoid us until April", "到三月為止"): no date the work is due by. */
export const lastsUntil = lexicon('lastsUntil');

/** "一層20坪，加起來60坪", "about 900 sq ft in total": the whole of what was counted in parts. */
export const inTotal = lexicon('inTotal');

/** "the previous owners left it", "前屋主留下的", "전 주인": things of those who lived there before, not the visitor's. */
export const notTheirs = lexicon('notTheirs');

/** Words pointing back at a date named just before as the time the work is due: "before then", "在那之前", "그 전에". */
export const beforeThen = lexicon('beforeThen');
/** The words that open a sentence pointing back at the date said just before it: "June 1. That's when we open", "4月16號。那天開幕", "3월 24일이요. 그날 오픈해요". */
export const thatIsWhen = lexicon('thatIsWhen');
/** The words between two values offered as alternatives: "either a 10x10 or a 10x20", "3x3或3x6", "3x3 아니면 3x6". */
export const orBetween = lexicon('orBetween');
/** What joins two dates said together for one role: "4/21跟4/22可以進場", "the 3rd or 4th", "13일이나 14일". */
export const datesJoined = lexicon('datesJoined');

/** The deadline called by its name ("the real deadline is …", "截止是…", "마감은 …"). */
export const deadlineNamed = lexicon('deadlineNamed');
/** Words of a website going live ("go live", "launch", "上線", "오픈"): for a site, its deadline said with its own words. */
export const siteGoesLive = lexicon('siteGoesLive');

/** Words that put a date out of reach: "來不及", "趕不上", "too soon", "won't make it", "못 맞출", "무리". */
export const outOfReach = lexicon('outOfReach', 'g');
/** Words before a date that say it need not be met: "不用趕3月了" (English and Korean say it after the date: `outOfReach`). */
export const outOfReachBefore = lexicon('outOfReachBefore', 'g');
/** Words that say a piece of work is not done ("禮盒今年先不做了", "not doing the gift box this year", "올해는 안 해요"). */
export const workNotDone = lexicon('workNotDone', 'iu');
/** A part of a space, or a thing in or beside it ("living room", "courtyard", "gazebo", "客廳", "거실"): a size said of it is not the space's. */
export const partOfTheSpace = lexicon('partOfTheSpace', 'iu');
const partRightAfter = new RegExp(`^\\s*(?:-|sq\\.?\\s*)?(?:${partOfTheSpace.source})`, 'iu');
/** The words between a part of the space and its size ("is about", "大概", "은 한"; `partSizeLink`). */
const partSizeLink = lexicon('partSizeLink', 'iu');
const partRightBefore = new RegExp(`(?:${partOfTheSpace.source})\\s*(?:(?:${partSizeLink.source})\\s*)?$`, 'iu');
/** Whether an area said at [start, end) of the words is said of a part of the space ("a 20 sqm living room", "客廳大概10坪", "거실이 10평"). */
export function sizeOfAPart(words: string, start: number, end: number): boolean {
  const plainWords = words.normalize('NFKC').toLowerCase();
  return partRightAfter.test(plainWords.slice(end, end + 24)) || partRightBefore.test(plainWords.slice(Math.max(0, start - 24), start));
}

/** "현장 미팅은 두 번 정도면", "two site visits should do", "到現場看兩次": how many visits, said with what they are. */
export const visitCue = lexicon('visitCue');
/** A verb of the designer coming to the visitor ("你們來…", "와 주시면"): with a count of two or more, the visits. */
export const comingToVisit = lexicon('comingToVisit');

/** "每個3m x 3m", "each 10x10", "각 3x3m": a size said of each of the booths counted. */
export const eachOne = lexicon('eachOne');

/** "前一天", "two days before", "전날": set-up days counted back from the show's opening (its number in the first group that matched). */
export const dayBefore = lexicon('dayBefore');

/** "competitors, not really a thing for me": the topic named does not apply to the visitor. */
export const notForUs = lexicon('notForUs');

/** "we used to use", "our old", "以前用", "기존": what was used so far, no choice for the new design. */
export const pastUse = lexicon('pastUse');
/** The words of packaging and its materials ("packaging", "包裝", "材質", "포장", "소재"). */
export const packagingWords = lexicon('packagingWords');
/** A wish to use something ("想用牛皮紙", "we'd like to switch to glass", "크라프트지로 하고 싶어요"): a choice for the new design. */
export const wantToUse = lexicon('wantToUse');
/** A thing the visitor keeps as it is ("那個袋子照舊就好，不用改", "병은 지금 쓰는 유리병 그대로", "the jars stay the same"): nothing to design. */
export const keptAsIs = lexicon('keptAsIs');
/** "We box up our online orders ourselves anyway", "網購的單我們都是自己拿紙箱打包寄出去的", "박스에 뽁뽁이 싸서 직접 보내니까": the visitor ships orders themselves, in packing no one designs. */
export const shippedOurselves = lexicon('shippedOurselves');

/**
 * A packaging form named only as what another form goes on or holds ("a label for the jar", "罐子的標籤", "병에 붙일
 * 라벨", "a 3-jar gift set", "兩瓶裝的禮盒"): the label or the gift set is to be designed, the jar is what it is for.
 * `FORM` in each language's `formCarried` patterns stands for the form's own words; the match's `form` group is where
 * they are.
 */
export function formCarried(terms: readonly string[]): readonly RegExp[] {
  const key = terms.join('\u0000');
  let built = carriedByTerms.get(key);
  if (!built) {
    const alternation = [...terms].sort((a, b) => b.length - a.length).map((t) => escaped(t.normalize('NFKC').toLowerCase())).join('|');
    built = allLanguages.flatMap((l) => l.lexicon.formCarried).map((source) => new RegExp(source.replace('FORM', `(?<form>${alternation})`), 'gdu'));
    carriedByTerms.set(key, built);
  }
  return built;
}
const carriedByTerms = new Map<string, readonly RegExp[]>();

/**
 * A short reply that is a place and nothing else, though no place name the reader knows is in it ("Tucson, on 4th
 * Ave", "在鹽埕 大勇路附近", "강화도 화도면이에요"): a street or a township says it is one. Matched on the whole reply, as
 * written (English place names keep their capitals).
 */
export const placeOnlyReply = lexicon('placeOnlyReply', 'u');
/** The words around such a place that are no part of it, as written: "We're on …", "我們在…" before; "…이에요", "…근처요" after. */
export const placeReplyLeadIn = new RegExp(`^(?:${lexicon('placeReplyLeadIn').source})`, 'iu');
/** "Oh and …", "also …", "喔還有…", "另外補充，…", "아 그리고 …": a message that opens by adding to what was said before. */
export const afterthought = lexicon('afterthought', 'iu');
/**
 * "아 손님 얘기 하나 빠뜨렸네요!", "剛剛忘了說客群…", "oh I forgot, the customers …": a message that opens by going back to a thing
 * left out. It adds to the topic its sentence names, when that is another than the question on screen ("Oh I forgot a big
 * one!!" while what matters most is asked is its answer).
 */
export const forgotToTell = lexicon('forgotToTell', 'iu');
/** "… and still work tiny on a sticker", "…，而且要防水", "… 근데 너무 비싸면 안 돼요": a sentence that goes on from the one before it. */
export const goesOn = lexicon('goesOn', 'iu');
/** "…I think that's too much", "我覺得太多了", "너무 많아요": an amount judged too much, said right after it. */
export const judgedTooMuch = lexicon('judgedTooMuch', 'iu');
/** "we roast every tuesday and ship within 2 days", "每週出貨", "매주 보내요": what the visitor does as a routine. */
export const routineCue = lexicon('routineCue', 'iu');
/** "…closes August 31, so September 1st", "所以5月初", "그래서 9월": words that lead from a reason to what follows, right before a date. */
export const ledToCue = new RegExp(`(?:^|[\\s,，])(?:${lexicon('ledToCue').source})\\s*$`, 'iu');
/** "33평인가 …", "30坪吧", "1200 or so?": a value the visitor doubts, said right after it. */
export const doubtAfterValue = new RegExp(`^\\s*(?:${lexicon('doubtAfterValue').source})`, 'iu');
export const placeReplyTail = new RegExp(`(?:${lexicon('placeReplyTail').source})?[.!~ㅎㅋ。！～]*$`, 'u');

/** "不是…", "…아니라", "scratch the end of March": a clause that says what the value is not, or strikes it off. */
export const negatedClause = lexicon('negatedClause');
/** The words of a thing's kind ("type of site", "類型", "형태"): said beside an option, they say it is the answer of its kind. */
export const kindOfThing = lexicon('kindOfThing');

/** The show's last day named: "閉幕當天", "the last day", "폐막 후", "展期結束". */
export const lastShowDayCue = lexicon('lastShowDay');
/** How many days a show runs, its number the first group found: "runs 3 days", "為期三天", "3일 동안". */
export const showLastsCue = lexicon('showLasts');
/** Where a business is online besides a website of its own: "Instagram", "粉專", "블로그" (a reply to the web address). */
export const webPresence = lexicon('webPresence', 'i');

/** The new place named, where the visitor moves to: "新的店面", "the new place", "새 가게". */
export const newPlaceCue = lexicon('newPlace');
/** Another person or business than the visitor's own: the money parser's words (`anotherParty`), for sizes too. */
export { anotherParty } from '../parse/money.ts';
/** Another company of the visitor's group ("our sister brand", "母公司", "모회사"; among `anotherParty` too): its site is not the visitor's. */
export const groupCompany = lexicon('groupCompany', 'iu');
/** Words that own a topic's name heading a sentence ("our style: …", "我們的特色是…", "저희 자랑은 …"). */
export const headingOwner = lexicon('headingOwner', 'iu');
/** A sentence that opens by pointing back at the one before ("that's …", "這就是…", "그게 …"): it speaks of what was just said. */
export const pointsBack = lexicon('pointsBack', 'iu');

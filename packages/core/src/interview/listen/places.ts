import { lastYearBefore } from '../parse/date.ts';
import { allLanguages } from '../words/reader.ts';
import { anyReplyWords } from '../words/replies.ts';
import {
  languageNames,
  notInAPlaceRun,
  partOfTown,
  placeAfterIn,
  placeLead,
  placeNames,
  placeNeighbourhood,
  placeOfPremises,
  placeRunEnd,
  placeVenue,
  venueKinds,
  placeWithState,
  placeWithStateAsTyped,
  projectSiteCue,
  showWords,
  movedToAfter,
  movedToBefore,
  newPlaceCue,
  placeByShape,
  placeLevelCity,
  placeLevelDistrict,
  placeLevelNeighbourhood,
  placeLevelStreet,
  streetAsTyped,
  venueAsTyped,
} from './lexicon.ts';
import { isPlaceOfAnotherSubject, joinsPlaces } from './place-of-another-subject.ts';
import { remembered } from '../parse/memo.ts';

/**
 * The places a message names, and whether one is said as the site of the work: the gazetteer's names and the shapes of
 * a place ("in Ballard, Seattle", "the Temescal neighborhood of Oakland"), each run on to the finer place written right
 * after it ("台北市大安區", "서울 성수동", "Milwaukee's Bay View neighborhood"), less the places of another subject
 * (`place-of-another-subject.ts`). The words are per-language data (the lexicon); this is how they are read.
 */

/** The gazetteer's names in any case. */
export const placeNamesAnyCase = new RegExp(placeNames.source, 'giu');
const namesAKnownPlace = new RegExp(placeNames.source, 'iu');

/** A neighbourhood after a known place in English: " Bay View neighborhood", " (Spenard)". */
const finerEnglishPlace = /^(?:\s+[A-Z][\p{L}'’]+(?: [A-Z][\p{L}'’]+){0,2} (?:neighbou?rhood|district|area)\b|\s*\([A-Z][\p{L}'’]+(?: [A-Z][\p{L}'’]+){0,2}\))/u;

/** A district after a known Korean place, in a word of its own: two to four syllables and its level (동, 읍, 면, 구, 군). */
// (A word of the area may come between, with no level of its own: "용인 수지 풍덕천동".)
const finerKoreanDistrict = /^\s+(?:[가-힣]{2,3}\s+)?[가-힣]{2,4}(?:동|읍|면|구|군)(?=에|의|이(?:에요|요|고|라|랑|며)|\s|,|$)/;
/**
 * A finer Chinese place after a known one: a few characters ending in a place word (鄉, 鎮, 區, 里, 村, 路, 街,
 * 段, 巷), with none of the words that end a place name ("的", "一", "有", "在"… : "台北的店" names no finer place).
 */
const finerChinesePlace = /^(?:(?![的一有是在和跟與我你他她這那也都就很附旁])\p{Script=Han}){1,5}?(?:市場|市场|商圈|夜市|鄉|鎮|區|里|村|路|街|段|巷|車站|车站|站|展覽館|展览馆|館|馆|中心|園區|园区|漁港|渔港|港)(?=$|\P{Script=Han}|[的一有在二三四五樓附旁])/u;
/** A venue's hall written after its name: "코엑스 A홀", "킨텍스 제1전시장 3홀", "수원메쎄 2홀", "南港一館". */
const koreanHall = /^(?:메쎄|컨벤션(?:센터)?)?(?:\s?제\s?\d\s?전시장)?\s?(?:[A-Za-z]|\d{1,2})\s?홀/u;
const chineseHall = /^[一二三四五六七八九1-9]\s?(?:館|馆)/u;
/** The level a Chinese place name is written with right after it: "花蓮市", "屏東縣", "鳳山區", "新港鄉" (not "市場", "市民", "鄉下", "區域"). */
const chineseLevel = /^(?:(?:市|縣|县)(?![場场集民長长政價价面井])|(?:區|区)(?![域塊块間间])|鄉(?![下村親亲愁])|鎮(?![上定]))/u;

/** Each county's townships as one pattern, longest first: in full ("新港鄉"), or by a name of two or more characters ("新港"). */
const townshipsOf = new Map(
  allLanguages.flatMap((l) => Object.entries(l.townships)).map(([county, names]) => {
    const said = [...new Set(names.flatMap((name) => [name, name.replace(/[市鎮鄉區]$/u, '')]).filter((name) => name.length >= 2))].sort((a, b) => b.length - a.length);
    return [county, new RegExp(`^(?:${said.join('|')})`, 'u')] as const;
  }),
);

/**
 * Any county's township, by its name alone, right after the words a place is said after ("在旗津租腳踏車", "我們家在七股養虱目魚"):
 * there it names where, as the county would. (Not a road or a stop of the same name: "在中山路", "在大同站".)
 */
const townshipAlone = (() => {
  const names = [...new Set([...townshipsOf.values()].flatMap((pattern) => pattern.source.slice(4, -1).split('|')))].sort((a, b) => b.length - a.length);
  return names.length === 0 ? /(?!)/gu : new RegExp(`(?<=(?:${placeLead.source}))(?:${names.join('|')})(?![路街巷道段站線线]|\\p{Script=Han}?(?:路|街|站))`, 'gu');
})();

/** The township written right after its county ("嘉義" + "新港…"), as written; null when none of its townships is. */
function townshipAfter(county: string, rest: string): string | null {
  const pattern = townshipsOf.get(county.replace(/^臺/u, '台').replace(/[市縣县]$/u, ''));
  const township = pattern?.exec(rest)?.[0] ?? null;
  // (Not a person's hometown, "雲林西螺人": that is read as a place of another subject, as it was.)
  return township && !rest.startsWith('人', township.length) ? township : null;
}

/** Whether a place is one of a county's or city's townships, said with or without its level ("信義區" of "台北", "西屯" of "台中"). */
export function isTownshipOf(place: string, county: string): boolean {
  const pattern = townshipsOf.get(county.normalize('NFKC').trim().replace(/^臺/u, '台').replace(/[市縣县]$/u, ''));
  return pattern?.test(place.normalize('NFKC').trim()) ?? false;
}

/** The part of town right before a place (`partOfTown` in the lexicon). */
const partOfTownBefore = new RegExp(`(?:${partOfTown.source})\\s+$`, 'i');

/** The words a place is said after (`placeLead`), at the end of the words before it. */
const placeLeadEnding = new RegExp(`(?:${placeLead.source})$`, 'u');

/**
 * How many characters of `said` after a known place still name it: the words up to one that ends a place (`placeRunEnd`),
 * two to six characters of Chinese said after "在" (`placeLead`), or one or two Korean words; 0 when no such word comes
 * soon, or the words hold what is never part of a place (`notInAPlaceRun`: "在台北工作", "대구 사람인데 서울에서").
 */
function placeRun(said: string, m: { start: number; end: number }, script: 'han' | 'hangul'): number {
  const rest = said.slice(m.end, m.end + 24);
  const end = placeRunEnd.exec(rest);
  if (!end || end.index === 0) return 0;
  const run = rest.slice(0, end.index);
  if (script === 'han') {
    const lead = placeLeadEnding.test(said.slice(Math.max(0, m.start - 3), m.start));
    return lead && /^\p{Script=Han}{2,6}$/u.test(run) && !notInAPlaceRun.test(run) ? run.length : 0;
  }
  const words = run.trim().split(/\s+/);
  return /^\s/.test(run) && words.length <= 2 && words.every((word) => /^[가-힣A-Za-z0-9]{1,8}$/.test(word) && !notInAPlaceRun.test(word)) ? run.length : 0;
}

/** A name that is wholly the words of a new place ("新店"). */
const newPlaceWhole = new RegExp(`^(?:${newPlaceCue.source})$`, 'i');

/**
 * The place words of a clause, in order, neighbours joined ("台北市大安區", "서울 성수동"); `saidBefore`: its sentence's words
 * before it. `aShow`: the project is a show's booth, whose venue may be typed in lower case ("at the javits center") and
 * whose places after last year's show are that show's.
 */
export const placeWords: (clause: string, aShow?: boolean, saidBefore?: string) => string[] = remembered(readPlaceWords, (clause, aShow = false, saidBefore = '') => `${aShow}|${saidBefore}\u0001${clause}`);

function readPlaceWords(clause: string, aShow = false, saidBefore = ''): string[] {
  const said = clause.normalize('NFKC');
  const shapedHere = shapedSpans(said);
  const spans = [
    // ("pass city", "the inner city": a lower-case word before a designator is no place name.)
    ...[...said.matchAll(placeNamesAnyCase)]
      .filter((m) => !(/^[a-z]/.test(m[0]) && / (?:district|city|county|province|road|street|hall|center|centre)$/i.test(m[0])))
      // ("과수원 3천평": Korean writes a word whole, so a place name right after a syllable is inside another word.)
      .filter((m) => !(/^[가-힣]/.test(m[0]) && /[가-힣]$/.test(said.slice(0, m.index))))
      // ("新店大概18坪", "新店面在鳳山區": a place's name that is also the words of a new place, not said with its level or
      // after a word of where, is the new place: Xindian is "新店區", "住新店".)
      .filter((m) => !(newPlaceWhole.test(m[0]) && !/^[區区市]/.test(said.slice(m.index + m[0].length)) && !/(?:在|住|到|去|從|从)\s*$/.test(said.slice(0, m.index))))
      .map((m) => ({ start: m.index, end: m.index + m[0].length })),
    // (Only where no known place is named: "台北，我們都在公館附近" is Taipei's 公館, not the township of Miaoli.)
    ...(namesAKnownPlace.test(`${saidBefore} ${said}`) ? [] : [...said.matchAll(townshipAlone)].map((m) => ({ start: m.index, end: m.index + m[0].length }))),
    ...shapedHere,
    ...[...said.matchAll(placeNeighbourhood), ...said.matchAll(placeAfterIn), ...said.matchAll(placeOfPremises), ...said.matchAll(placeWithState), ...said.matchAll(placeWithStateAsTyped), ...said.matchAll(placeVenue), ...said.matchAll(streetAsTyped), ...(aShow ? said.matchAll(venueAsTyped) : [])].map((m) => {
      const name = m.slice(1).find((g) => g !== undefined)!;
      const start = m.index + m[0].indexOf(name);
      return { start, end: start + name.length };
    }),
  ].sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: { start: number; end: number }[] = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else if (last && /^\s*$/.test(said.slice(last.end, span.start))) last.end = span.end;
    else merged.push({ ...span });
  }
  // "Da'an District, Taipei": a known name keeps the designator the visitor wrote after it.
  for (const m of merged) {
    const designator = /^\s+(?:district|neighbou?rhood|city|county|province|road|street|avenue|township|village|borough)\b/i.exec(said.slice(m.end));
    if (designator) m.end += designator[0].length;
  }
  // "east Nashville", "north Raleigh", "downtown Boise": the part of town said before a known place is part of it.
  for (const m of merged) {
    const part = partOfTownBefore.exec(said.slice(Math.max(0, m.start - 12), m.start));
    if (part && /^[A-Za-z]/.test(said.slice(m.start, m.end))) m.start -= part[0].length;
  }
  // "Milwaukee's Bay View neighborhood", "Anchorage (Spenard)": the finer place written right after a known one.
  for (const m of merged) {
    const finer = finerEnglishPlace.exec(said.slice(m.end));
    if (finer && /[A-Za-z]$/.test(said.slice(m.start, m.end))) m.end += finer[0].length;
  }
  // "부산 해운대에": the neighbourhood named after a known city, up to its place particle; "대전 유성구 도룡동",
  // "군산 신흥동": each finer district written after it, as far as the visitor goes.
  for (const m of merged) {
    if (!/[가-힣]$/.test(said.slice(m.start, m.end))) continue;
    const rest = said.slice(m.end);
    // (Not the particle 으로/로, "to": "부산으로 가게를 옮기게" names 부산, not a road.)
    const suffix = /^(?!으?로(?:에|의|\s|,|$))[가-힣]{0,2}?(?:동|구|시|군|읍|로|길)(?=에|의|\s|,|$)/.exec(rest);
    const next = suffix ?? /^\s+[가-힣]{1,5}?(?=(?:에서|에|의)(?:\s|$))/.exec(rest);
    if (next) m.end += next[0].length;
    for (let finer = finerKoreanDistrict.exec(said.slice(m.end)); finer; finer = finerKoreanDistrict.exec(said.slice(m.end))) m.end += finer[0].length;
    // "코엑스 A홀", "킨텍스 제1전시장 3홀", "수원메쎄 2홀": the hall of a venue written after it.
    const hall = koreanHall.exec(said.slice(m.end));
    if (hall) m.end += hall[0].length;
  }
  // "苗栗南庄老街的擂茶店", "板橋府中路的眼鏡行": the finer place written right after a known one, up to its place word.
  for (const m of merged) {
    if (!/\p{Script=Han}$/u.test(said.slice(m.start, m.end))) continue;
    const level = /[市縣县區区鄉鎮]$/u.test(said.slice(m.start, m.end)) ? null : chineseLevel.exec(said.slice(m.end));
    if (level) m.end += level[0].length;
    // "嘉義新港一間媽祖廟", "屏東萬丹種紅豆": a township of the county written right after it, with or without its level.
    const township = townshipAfter(said.slice(m.start, m.end), said.slice(m.end));
    if (township) m.end += township.length;
    const finer = finerChinesePlace.exec(said.slice(m.end));
    if (finer) m.end += finer[0].length;
    // "板橋文化路一段": a road's section written after it.
    const section = /(?:路|街|道)$/u.test(said.slice(m.start, m.end)) ? /^[一二三四五六七八九十\d]段/u.exec(said.slice(m.end)) : null;
    if (section) m.end += section[0].length;
    // "南港一館", "南港展覽館1館": the hall of a venue written after it.
    const hall = chineseHall.exec(said.slice(m.end));
    if (hall) m.end += hall[0].length;
    // "在台中勤美這邊開…", "在基隆八斗子開一間…", "我們在花蓮七星潭附近經營民宿": a place said after 在 runs on to the word that
    // ends it (its verb, or a word of nearness), so the neighbourhood written after the known place is part of it.
    if (!finer) m.end += placeRun(said, m, 'han');
  }
  // "대구 수성못 근처에서", "부산 영도 사는", "청주 육거리시장 앞인데": the words after a known Korean place, up to a word of
  // nearness or a place particle, name where in it.
  for (const m of merged) if (/[가-힣]$/.test(said.slice(m.start, m.end))) m.end += placeRun(said, m, 'hangul');
  // "moving here from Seoul", "我媽是澎湖人", "고향은 부산": where someone comes from is not where the work is.
  // ("Last year we did a bait shop expo in Brainerd", "去年在世貿": for a booth, a place of last year's is last year's show's,
  // as a size of last year's is. Not so a home: "去年在三峽買了…" is it.)
  // (The words of the sentence before the clause count: "driving down from St. Louis and Kansas City" is cut at its "and".)
  const before = saidBefore.normalize('NFKC');
  // ("Before the Scottsdale pet expo?": but for a booth, the place a show is named by is the show's, not the work's. Only
  // in English, where the show's words follow its place's name within a few words.)
  const origin = (m: { start: number; end: number }) =>
    isPlaceOfAnotherSubject(before + said, before.length + m.start, before.length + m.end) || (aShow && lastYearBefore(said.slice(0, m.start))) || (!aShow && /\p{Script=Latin}$/u.test(said.slice(m.start, m.end)) && namesAShow.test(said.slice(m.end, m.end + 32)));
  const origins = merged.map(origin);
  // ("folks driving down from St. Louis and Kansas City", "서울이랑 부산에서 오신 손님": places joined in one list share
  // their subject, whichever of them the words of it stand beside.)
  const joined = (i: number) => joinsPlaces(said.slice(merged[i]!.end, merged[i + 1]!.start));
  for (let i = 0; i + 1 < merged.length; i++) if (origins[i] && joined(i)) origins[i + 1] = true;
  for (let i = merged.length - 2; i >= 0; i--) if (origins[i + 1] && joined(i)) origins[i] = true;
  // ("(in German we say Aufbau)", "in Korean": a language's name after "in" is no place.)
  // ("it depends on when Bark Street confirms their launch": nor a name that acts, a shop or a person, though it ends like a street.)
  const named = merged.filter((m, i) => !origins[i] && !isLanguageName(said.slice(m.start, m.end).trim()) && !actsAfter.test(said.slice(m.end))).map((m) => said.slice(m.start, m.end).trim());
  // ("在竹北要開… 地點在竹北高鐵站附近": a place said again more finely is one place, the finer.)
  const places = named.filter((p, i) => !named.some((q, j) => j !== i && q.length > p.length && q.includes(p)));
  // ("경기도 화성에 있는 … 회사인데 5월에 코엑스에서 하는 뷰티 엑스포에 나가요": of places apart in one clause, those said as
  // the site of the work are its place; the others are the visitor's or someone else's. Two places are never one.)
  // (A place known by its shape is said with the words of a site or a move: "a bigger spot on Leary Way NW in Ballard".)
  const shaped = shapedHere.map((span) => said.slice(span.start, span.end).trim());
  const sites = places.length > 1 ? places.filter((p) => saidAsSite(said, p) || shaped.some((q) => p.includes(q))) : [];
  return sites.length > 0 ? sites : places;
}

/** A verb of someone acting right after a name (`actsAfterAName`: "confirms", "wants", "said", "說", "이/가 … 했"): a party, no place. */
const actsAfter = new RegExp(`^\\s*(?:${anyReplyWords('actsAfterAName')})`, 'iu');

/** The places of the words known by their shape (`placeByShape`), with where they start and end. */
function shapedSpans(said: string): { start: number; end: number }[] {
  return [...said.matchAll(placeByShape)].flatMap((m) => {
    const name = m.slice(1).find((g) => g !== undefined);
    if (!name) return [];
    const start = m.index + m[0].indexOf(name);
    return [{ start, end: start + name.length }];
  });
}

/** The places a message says by their shape (`placeByShape`), read on the whole message: for `placeSaidByShape`. */
export function shapedPlacesIn(text: string): string[] {
  const said = text.normalize('NFKC');
  return shapedSpans(said).map((span) => said.slice(span.start, span.end).trim());
}

/**
 * The place as the words say it by its shape (a street, a road, a station's exit, a neighbourhood moved to), where `place`
 * is read there, whole: "Lakeside Center, Hall D, booth L-2241" for "Lakeside Center", the message's clauses read apart.
 * Null when it is not. `shaped` is the message's `shapedPlacesIn`, read once.
 */
export function placeSaidByShape(shaped: readonly string[], place: string): string | null {
  return shaped.filter((words) => words.includes(place)).sort((a, b) => b.length - a.length)[0] ?? (shaped.some((words) => place.includes(words)) ? place : null);
}

/** How fine a part of a place is: 1 a city or region, 2 a district, 3 a neighbourhood or village, 4 a street, station or exit. */
function placeLevel(part: string): number {
  if (streetLevel.test(part)) return 4;
  if (neighbourhoodLevel.test(part)) return 3;
  if (districtLevel.test(part)) return 2;
  return 1;
}

/** The kinds of street (every language's `streetKinds`). */
const streetKindWords = allLanguages.flatMap((l) => l.lexicon.streetKinds).join('|');
/** A part of a place ending as a street, a station, an exit or a booth's number does ("문화로", "新埔站", "Fraser Street", "C-212"). */
const streetLevel = new RegExp(`(?:${placeLevelStreet.source}|[A-Z]-?\\d{2,5})$|\\b(?:${streetKindWords})\\.?(?: (?:NW|NE|SW|SE))?$`, 'iu');
const neighbourhoodLevel = new RegExp(`(?:${placeLevelNeighbourhood.source})$`, 'u');
const districtLevel = new RegExp(`(?:${placeLevelDistrict.source})$`, 'u');
/** The words of a road's kind right after a place's name, which make the place the road's name ("西屯路", "Fraser Street"). */
const roadAfter = new RegExp(`^(?:${placeLevelStreet.source}|\\s(?:${streetKindWords})\\b)`, 'iu');
/** The parts of a place written in one run, each up to its level's ending ("台中" "西屯區" "西屯路"). */
const partsInOneRun = new RegExp(`.+?(?:${placeLevelCity.source}|${placeLevelDistrict.source}|${placeLevelNeighbourhood.source}|${placeLevelStreet.source}|$)`, 'gu');

/**
 * A place read by its shape, said later as the site or the move's end, within the place known before: "高雄鳳山" and
 * "青年路" is "高雄鳳山青年路", "대구 수성구 범어동" and "만촌동" is "대구 수성구 만촌동", "Fishtown, Philadelphia" and "East Columbia
 * Ave" is "East Columbia Ave, Fishtown, Philadelphia". The parts of the known place as fine as the new one or finer (the
 * old street, the old neighbourhood) are left out; the new one alone when it names a known place of its own, or nothing
 * of the known place is coarser.
 */
export function placeWithin(known: string, later: string): string {
  // (A road named after a place is no place of its own: "西屯路二段", "Kingsway".)
  const named = [...later.matchAll(placeNamesAnyCase)].some((m) => placeLevel(m[0]) < 4 && !roadAfter.test(later.slice(m.index + m[0].length)));
  if (named) return later;
  const level = Math.min(3, placeLevel(later.split(/[,，、]\s*/u)[0] ?? later));
  if (/\p{Script=Han}$/u.test(known) && /^\p{Script=Han}/u.test(later)) {
    // (Chinese is written in one run: the known place is cut after its last part coarser than the new one.)
    const parts = [...known.matchAll(partsInOneRun)].map((m) => m[0]).filter(Boolean);
    const kept = parts.filter((part, i) => placeLevel(part) < level || (i === 0 && placeLevel(part) === 1)).join('');
    // (Said once where the two meet: "屏東潮州" and "潮州火車站前面" is "屏東潮州火車站前面".)
    const overlap = [...Array(Math.min(kept.length, later.length)).keys()].map((n) => n + 1).reverse().find((n) => n >= 2 && kept.endsWith(later.slice(0, n))) ?? 0;
    return kept.length > 0 ? `${kept}${later.slice(overlap)}` : later;
  }
  const parts = known.split(/(?:,\s*|\s+(?=[가-힣]))/u).filter((part) => part.trim() !== '');
  const kept = parts.filter((part) => placeLevel(part.trim()) < level);
  if (kept.length === 0) return later;
  return /[가-힣]/u.test(later) ? `${kept.join(' ')} ${later}` : `${later}, ${kept.join(', ')}`;
}

/** Whether words are, whole, a language's name ("German", "Korean"): `languageNames` of the lexicon. */
function isLanguageName(words: string): boolean {
  const lower = words.toLowerCase();
  return languageNames.some(([pattern]) => pattern.exec(lower)?.[0] === lower);
}

/** The words after a place that make it the name of a show: "Scottsdale pet expo", "Austin Food & Wine Fest". */
const namesAShow = new RegExp(String.raw`^\s*(?:[\p{L}&'’-]+\s+){0,3}?(?:${showWords.source})`, 'iu');

/** Whether a place is said as the site of the work: its site words stand just before it, in its sentence. */
export function saidAsSite(text: string, place: string, only: 'site or move' | 'move' = 'site or move'): boolean {
  // A place read in parts ("Salt Palace Convention Center, Salt Lake City") is found by its first part.
  const first = place.split(/[,，、]\s*/)[0] ?? place;
  // A venue by its name ("McCormick Place", "the Javits Center") is a site, whatever words stand before it.
  if (only === 'site or move' && venueName.test(first)) return true;
  // (Wherever it is said: "I'm from Fort Lee originally, … now we're moving back to open our own place in Fort Lee".)
  for (let at = text.indexOf(first); at >= 0; at = text.indexOf(first, at + first.length)) {
    // The words after the place count up to its clause's end: "在台中開店十年了，新的店在高雄" says 高雄 as the site, not 台中.
    const after = text.slice(at + first.length, at + first.length + 12).split(/[,，、;；.。!！?？]/)[0]!;
    if (only === 'site or move' && projectSiteCue.test(wordsBefore(text, at) + first + after)) return true;
    // ("so we are moving to a storefront on Kinnickinnic Ave", "從萬里桐搬到後壁湖", "송도로 가게를 옮기면서": the place moved to.)
    if (movedToBefore.test(wordsBefore(text, at)) || movedToAfter.test(text.slice(at + first.length, at + first.length + 16))) return true;
  }
  return false;
}

/** A venue's name as `placeVenue` reads it: capitalised words and what it is ("McCormick Place", "Salt Palace Convention Center"). */
const venueName = new RegExp(String.raw`^(?:[A-Z][\p{L}'’-]+ ){1,4}(?:${venueKinds})$`, 'u');

/** The words a place's site cue may stand in: up to 40 characters before `at`, within its sentence. */
export function wordsBefore(text: string, at: number): string {
  return text.slice(Math.max(0, text.lastIndexOf('.', at - 1) + 1, text.lastIndexOf('。', at - 1) + 1, at - 40), at);
}

import { wordsOf, type LexiconList } from './words/index.ts';

/**
 * Words the message reader looks for (lower case, NFKC). The word lists among them (place names, materials,
 * sales channels, the project's site, a district) are per-language data: `lexicon` in words/<language>.json,
 * built here into one pattern of every language's words (see words/index.ts; a fourth language fills in the
 * same lists in its own file).
 */
const lexicon = (list: LexiconList, flags?: string) => wordsOf((l) => l.lexicon[list], (l) => l.lexiconAsWritten[list], flags);

export const areaUnit =
  /(?:m2|m\^2|sqm|sq\.? ?m(?:et(?:er|re)s?)?\b|square ?met(?:er|re)s?|sq\.? ?f(?:ee|oo)?t\b|sqft|square ?f(?:ee|oo)t|平方公尺|平方米|平米|坪|평|제곱미터|pings?\b|pyeong\b)/;
export const areaNumber = new RegExp(`(?:\\d[\\d,.]*|[一二兩三四五六七八九十百]+)\\s*(?:-|~|to|至|到)?\\s*(?:\\d[\\d,.]*)?\\s*${areaUnit.source}`);
export const currencyCue =
  /nt\$|hk\$|us\$|\bntd\b|\btwd\b|\bhkd\b|\busd\b|\bkrw\b|\bwon\b|\beur\b|\byen\b|\brmb\b|[$₩€¥]|新台幣|新臺幣|台幣|臺幣|美元|美金|港幣|人民幣|韓元|歐元|日圓|日幣|\bdollars?\b|\bbucks\b|(?<=[\d萬万千百億亿])\s*(?:元|塊)|(?<=[\d만천백억])\s*원/;
export const moneyScale = /\d\s*(?:k\b|m\b|mil\b|million|billion|grand|thousand)|[萬万億亿]|[만억]|\d\s*천/;
export const budgetCue = /\bbudget|\bspend|\bcost|\bprice|\binvest|\bafford|預算|经费|經費|花費|費用|價格|總價|예산|비용|금액|투자/;

/** A number that counts people or animals ("two adults", "3 kids", 兩個小孩, 고양이 두 마리): never a size, age or amount. */
export const countsPeople =
  /^\s*(?:of us|of them|adults?|kids?|children|people|persons|cats?|dogs?|pets?|members|guests|staff|employees|seats?|rooms?|bed|bath|floors?|stor(?:e|ey)s?|locations?|branches|stores|shops|個?(?:大人|小孩|孩子|人|貓|狗)|隻|位|名|명|마리|살|개|층|호점|인)/;

export const newBuildCue = /\b(?:new build|newly built|new construction|brand[- ]new (?:apartment|home|house|flat|condo|build|building)|pre-?sale)\b|新成屋|預售屋|新建案|全新的房子|신축|새 아파트/;

export const dateRoleCues = {
  exit_date: /\b(?:tear[- ]?down|take (?:it |the booth )?down|dismantl\w*|move[- ]?out|moving out|strike|clear out|pack up|pack(?:ed)? out|(?:be|get|move|clear(?:ed)?) (?:fully |completely |all |totally )?out (?:by|before|on)|leave the (?:hall|venue|floor)|vacate)\b|撤場|撤展|拆除|退場|철수|반출/,
  entry_date: /\b(?:set(?:ting)?[- ]?up|setup|build[- ]?up|install(?:ation)?|load[- ]?in|get in to (?:build|set|install)|(?:start|begin) building|build days?|access the (?:hall|venue|floor))\b|進場|佈展|布展|搭建|반입|설치/,
  move_in_date: /\bmov(?:e|ed|ing)[- ]?in\b|\bmove into\b|\b(?:be|get|living|live) (?:in|there) (?:by|before)\b|入住|搬進|搬家|搬入|住進去|搬過去|搬回去|입주|이사|들어가(?:야|려|기|서|면|고 싶)|들어갈/,
  opening_date: /\b(?:re-?)?open(?:s|ing|ed)?\b|\bgrand opening\b|重新開幕|重新開張|重新營業|다시 열|재오픈|리오픈|\blaunch(?:es|ing)?\b|\bruns? (?:from |on |through )?(?=(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|\d)|開幕|開店|開業|試營運|營業|開展|展期|오픈|개업|개장|개막|개점/,
  expected_deadline: /\bdeadline\b|\bfinish(?:ed)?\b|\bdone\b|\bready\b|\bcomplete[d]?\b|\bdeliver(?:ed|y)?\b|\bgo(?:es)? live\b|\blive by\b|\bdue\b|\blaunch(?:es|ed|ing)?\b|完成|交件|交稿|上線|截止|完工|完稿|結案|마감|완성|완료|납품|런칭|오픈/,
} as const;

/**
 * Words that tell of a habit in the past ("以前過年一家人在屏東老家圍爐", "we used to spend Christmas at …"): a
 * holiday or a season named with them is a memory, not a date of the project.
 */
export const pastHabitCue = /\bused to\b|\bgrowing up\b|\bwhen (?:i|we) (?:was|were) (?:a )?(?:kids?|little|young)\b|以前|從前|从前|小時候|小时候|以往|예전에|예전엔|옛날에|어릴 때|어렸을 때/;
/** "like a farmhouse kitchen", "no flip-house look", "工業風", "카페 느낌": a thing named as a look, not the thing itself. */
export const namesALook = /\blike an? \b|\b(?:look|feel|vibes?|style|aesthetic|inspired)\b|風|感覺|스타일|느낌|처럼|같은/;
/** "대지 60평에 건물은 42평", "a 6,000 sq ft lot", "土地50坪": words naming the land a building stands on, said just before its size. */
export const landBefore = /\b(?:lot|land|plot|acreage|grounds)\b(?: (?:is|of|size|area))?:? ?$|(?:土地|地坪|基地)(?:面積)?(?:是|有|約|大約)? ?$|(?:대지|토지|땅)(?:는|은|가|이)? ?(?:면적)?(?:은|는)? ?$/;
/** "a 6,000 sq ft lot", "60평 대지": the same, said just after the size. */
export const landAfter = /^ ?(?:(?:corner |empty |vacant )?(?:lot|plot)\b|of land\b|의? ?(?:대지|토지|땅)|的?(?:土地|地坪|基地))/;
/**
 * "I'd love a noodle-making window", "我想做一整面牆", "希望有一個磨石子櫃台", "테스트 바를 두고 싶어요": a wish for one
 * thing in the space (not for a look: "I want a warm look" is read with the look's words).
 */
export const wishForAThing =
  /\b(?:i['’]d|i would|we['’]d|we would) (?:love|like) (?:to have )?(?:a|an|one|some)\b|\b(?:i|we) (?:really )?(?:want|need) (?:to have )?(?:a|an|one)\b|(?:想|想要|想做|想放|想弄|想擺|很想)(?:一|個|一個|一面|一整|一座|一台|一張)|希望(?:能)?有(?:一|個)|最想(?:要|做)|(?:두고|만들고|놓고|넣고|갖고|설치하고|꾸미고) 싶|(?:이|가) 있었으면/;
/** "4월 3일까지로 당겨야 한대요", "we had to push it back to May", "要提前到3月底": a known date moved. */
export const dateMovedWords =
  /\binstead\b|\bmake it (?:by|for)\b|당겨|앞당|미뤄|미루|늦춰|연기|\bmov(?:e|ed|ing) (?:it |the \w+ )?(?:up|back|forward)\b|\bpush(?:ed|ing)? (?:it |the \w+ )?(?:back|out)\b|\bbumped (?:it )?(?:up|back)\b|\bnow (?:due|needed)\b|提前|延後|延后|延期|往後|改到|改成|挪到/;
export const dateish =
  /\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b|\b(?:next|this|end of (?:the )?|by|before|within|in)\s*(?:\d+\s*)?(?:weeks?|months?|years?|spring|summer|autumn|fall|winter|quarter)\b|\bq[1-4]\b|\b20\d\d\b|\d{1,4}\s*[/-]\s*\d{1,2}|\basap\b|as soon as possible|\btomorrow\b|\btoday\b|\d+\s*(?:weeks?|months?|days?)\b|\bno rush\b|\bflexible\b|\d+\s*[月年]|明年|今年|後年|年底|年初|年中|下個月|下个月|月底|春天|夏天|秋天|冬天|越快越好|盡快|儘快|不急|\d+\s*(?:월|개월|주|년)|내년|올해|연말|연초|다음\s?달|봄|여름|가을|겨울|가능한 빨리|최대한 빨리|급하지|過年|过年|春節|春节|農曆新年|中秋|母親節|母亲节|聖誕節|圣诞节|설날|추석|어버이날|크리스마스|\b(?:lunar new year|chinese new year|mother'?s day|christmas|xmas)\b/;

export const urlPattern =
  /(?:https?:\/\/)?(?:www\.)?[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.(?:com|net|org|io|co|tw|kr|hk|jp|coffee|shop|studio|design|app|me|store|art|cafe|info|biz|xyz|page|site)(?:\.[a-z]{2})?(?:\/[^\s，。,、)）]*)?(?![a-z0-9])|@[a-z0-9_.]{3,30}(?=\s+on\s+(?:instagram|ig|threads|x|twitter)|\s*\((?:ig|instagram)\))|(?:instagram|ig|insta|facebook|fb|threads|인스타그램|인스타)(?:\s+(?:is|handle is|account is|page is|id is)|\s*(?:是|叫|帳號是|账号是|은|는|아이디는))?\s*[:：]?\s*@[a-z0-9_.]{3,30}|(?:instagram|ig|facebook|fb)\s*[:：@]\s*@?[a-z0-9_.]{3,30}/gi;
export const noWebsiteCue = /\b(?:no|don't have|do not have|haven't got|without) (?:a |any )?(?:website|site|web ?page|homepage)\b|沒有(?:官網|網站)|还没有网站|還沒有(?:自己的)?(?:官網|網站)|(?:홈페이지|웹사이트)(?:는|가)?\s*(?:따로|아직|아직은|지금은)?\s*없/;

export const trademarkCue = /trademark|registered|register|registration|商標|註冊|注册|상표|등록/;
export const registrationHelpCue = /(?:註冊|商標).*(?:幫忙|協助)|\bhelp\b.*\b(?:regist\w*|trademark)|\b(?:regist\w*|trademark)\b.*\bhelp\b|協助.*(?:註冊|商標)|(?:註冊|商標).*(?:協助|幫忙|代辦)|幫忙.*(?:註冊|商標)|(?:등록|상표).*(?:도와|대행|도움)/;
export const utilityCue = /\bwater\b|\bsinks?\b|\belectric(?:ity|al)\b|\bpower\b|\boutlets?\b|\bplumbing\b|水電|供水|供電|用電|電力|用水|(?:需要|要有|要用|會用到|用得到|用到|不用|不需要|沒有|(?<![不想])要)\s*(?:水|電)(?=$|[，。,.！!、\s]|跟|和|也|嗎|就)|(?:水|電)的話|전기|수도|전력|급수|물(?:이|은|은요|도)?\s*(?:필요|써요|쓸|쓰|안 써|안 쓰|안 필요|필요 없)/;

export const languageNames: [RegExp, string][] = [
  [/traditional chinese|繁體中文|繁中|번체/, 'Traditional Chinese'],
  [/simplified chinese|簡體中文|简体中文|간체/, 'Simplified Chinese'],
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
export const languageCue = /\blanguages?\b|\bbilingual\b|\btrilingual\b|\bin (?:english|chinese|korean|japanese)\b|語言|語系|雙語|版本|版|언어|버전|다국어|이중 언어|로 (?:제공|운영)/;

export const materialTerms = lexicon('materialTerms', 'g');
export const materialCue = lexicon('materialCue');

export const channelTerms = lexicon('channelTerms', 'g');
export const channelCue = lexicon('channelCue');

export const placeNames = lexicon('placeNames', 'gu');
/** "in Ballard, Seattle", "in Austin, Texas", "out of Asheville, North Carolina": a capitalised place after "in" or "out of" (case-sensitive). */
export const placeAfterIn =
  /\b(?:in|out of) ((?!(?:January|February|March|April|May|June|July|August|September|October|November|December|The|A|An|Our|My|Spring|Summer|Fall|Autumn|Winter)\b)[A-Z][\p{L}'’]+(?:[ -](?!(?:January|February|March|April|May|June|July|August|September|October|November|December)\b)[A-Z][\p{L}'’]+)*(?:,\s*[A-Z][\p{L}]+(?: [A-Z][\p{L}]+)?)?)/gu;

/** "in the Temescal neighborhood of Oakland", "in the Mission district": a named neighbourhood, with its city when said. */
export const placeNeighbourhood =
  /\b(?:in|at|near) the ([A-Z][\p{L}'’]+(?: [A-Z][\p{L}'’]+)* (?:neighbou?rhood|district|area|quarter)(?: of [A-Z][\p{L}'’]+(?: [A-Z][\p{L}'’]+)*)?)/gu;

/** "양평에 있는 단독주택", "位在竹北的透天": a place named by where the home or shop is. */
export const placeOfPremises =
  /([가-힣]{2,5})에 있는 (?=(?:[가-힣]+ )?(?:단독주택|주택|집|아파트|빌라|건물|매장|가게|사무실|상가|카페|오피스텔|전원주택))|(?<=位在|位於|位于|座落在|坐落在)([\p{Script=Han}]{2,5}?)(?=的|，|,)/gu;

/** "portland OR", "Austin, TX": a US city with its state's two capitals. */
export const placeWithState =
  /\b([A-Za-z][a-z]+(?: [A-Za-z][a-z]+)?,? (?:AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|DC))\b/g;

const usStateNames =
  'alabama|alaska|arizona|arkansas|california|colorado|connecticut|delaware|florida|georgia|hawaii|idaho|illinois|indiana|iowa|kansas|kentucky|louisiana|maine|maryland|massachusetts|michigan|minnesota|mississippi|missouri|montana|nebraska|nevada|new hampshire|new jersey|new mexico|new york|north carolina|north dakota|ohio|oklahoma|oregon|pennsylvania|rhode island|south carolina|south dakota|tennessee|texas|utah|vermont|virginia|washington|west virginia|wisconsin|wyoming';
/** (Two-letter codes that are no English word: "in love with me" names no place in Maine.) */
const usStateCodesNoWord = 'ak|az|ar|ca|ct|dc|fl|ia|il|ks|ky|mi|mn|ms|mt|nc|nd|ne|nh|nj|nm|nv|ny|ri|sc|sd|tn|tx|ut|va|vt|wi|wv|wy';
/**
 * "biz in duluth mn", "based in des moines iowa": a town typed in lower case is a place when "in" or "out of" goes
 * before it and its state after it (a code that is no English word, or the name). A code in capitals after a town
 * is `placeWithState`'s ("baton rouge LA").
 */
export const placeWithStateAsTyped = new RegExp(`\\b(?:in|out of)\\s+((?:[a-z]+\\s){0,2}?[a-z]+,?\\s(?:${usStateNames}|${usStateCodesNoWord}))\\b(?![-'’]\\w)`, 'gi');

/** "the Boston Convention and Exhibition Center": a venue by its capitalised name (case-sensitive). */
export const placeVenue = /\b((?:[A-Z][\p{L}'’-]+ ){1,3}Convention (?:and Exhibition )?Cent(?:er|re))\b/gu;

export const peopleNumber = /(\d+|one|two|three|four|five|six)\s+(?:adults?|kids?|children|people)/;

/** Layout phrases: "3 bedrooms and 2 bathrooms", "3房2廳2衛", "방 3개 욕실 2개", "2LDK". */
/** (In English one word may stand between the count and the room: "3 small bedrooms, 1 tiny bathroom".) */
export const layoutPattern =
  /(?:\b(?:\d+|one|two|three|four|five|six)(?:[- ]?|\s+[a-z]+\s+)(?:bed(?:room)?s?|br)\b(?:[^.;。]*?\b(?:\d+|one|two|three|four)(?:\.5)?(?:[- ]?|\s+[a-z]+\s+)(?:bath(?:room)?s?|living rooms?|ba)\b)*|\b\d\s?ldk\b|[\d一二兩三四五六]\s*房(?:\s*[\d一二兩三四五六]\s*廳)?(?:\s*[\d一二兩三四五六]\s*(?:衛|衛浴|浴|衞))?|방(?:은|이)?\s*[\d한두세네]+\s*(?:개|칸)(?:[^.。]*?(?:욕실|화장실)(?:은|이)?\s*[\d한두세]+\s*(?:개|칸))?|[\d]\s*룸|쓰리룸|투룸|원룸)/;

/**
 * Words that say a place is where the work happens: the venue, the site, where the home or shop is. Of two
 * places in a story, the one said with these is the project's ("地點在中西區", "it's at the Salt Palace").
 */
export const projectSiteCue = lexicon('projectSiteCue', 'i');

/** A place named at district level ("Da'an District", 中西區, 마포구, 연남동): finer than a city said before it. */
export const districtLevel = lexicon('districtLevel', 'iu');

/** The show a booth is for ("the show runs …", 展期, 행사는 …): an exhibition's dates said with it are the show's. */
export const showWords = lexicon('showWords', 'iu');

/**
 * Places that belong to another subject than the work: where someone comes from, grew up or was born,
 * a relative's home, a trip. One record per language, the words right before a place and right after it
 * (regular-expression source, lower case, NFKC); a fourth language adds its own record. Every record is
 * read in every conversation: visitors mix languages.
 */
export interface PlaceSubjectWords {
  /** Words ending right before the place: "grew up in", "老家在", "고향은". */
  before: readonly string[];
  /** Words starting right after the place: "人" (我媽是澎湖人), "長大", "출신", "에서 자랐". */
  after: readonly string[];
}

const relative = String.raw`(?:my |our |his |her )?(?:mom|mum|mother|dad|father|parents|grandma|grandmother|granny|grandpa|grandfather|grandparents|in-laws|sister|brother|aunt|uncle|cousin)(?:'s|’s)?`;

export const placeOfAnotherSubject: Readonly<Record<'en-US' | 'zh-TW' | 'ko-KR', PlaceSubjectWords>> = {
  'en-US': {
    before: [
      String.raw`\b(?:moving|moved|came|come|originally|relocat(?:ed|ing)) (?:here |over |down |up )?from (?:the )?`,
      String.raw`\bfrom `,
      String.raw`\b(?:grew up|born|raised|born and raised|used to live|went to school|studied) (?:in|at|near|outside) (?:the )?`,
      String.raw`\bhometown (?:is |was |of )?`,
      String.raw`\bback home in `,
      String.raw`${relative} (?:house|place|home|farm|kitchen|town|village|restaurant|shop)? ?(?:in|at|near) `,
      String.raw`\b(?:vacation|holiday|honeymoon|trip|road trip|travell?ing|travel) (?:in|to|through) `,
      String.raw`\b(?:visited|visiting) `,
      // "Competition: a couple of outfitters in Sun Valley": a competitor's town.
      String.raw`\bcompetit(?:ors?|ion)\b[^.!?]{0,32}\b(?:in|at|out of|from) (?:the )?`,
      // "beans sourced from Huila", "jars made in Ohio", "a supplier in Fresno": a supplier's or a material's town.
      String.raw`\b(?:sourced|shipped|bought|ordered|imported|made|printed|grown|roasted) (?:\w+ )?(?:from|in|out of) (?:the )?`,
      String.raw`\b(?:supplier|printer|factory|farm(?:er)?s?|vendor|wholesaler)s? (?:is |are )?(?:in|from|out of|near) (?:the )?`,
    ],
    after: [],
  },
  'zh-TW': {
    before: ['從', '从', '老家在', '老家是', '老家', '故鄉', '家鄉', '出生在', '出生於', '(?:競爭對手|同業|同行)(?:的話|是|有|像)?[，,\\s]*', '(?:外婆|外公|阿嬤|阿公|奶奶|爺爺|爸媽|爸爸|媽媽|父母|婆家|娘家)(?:家)?(?:在|住在|住)'],
    // "高雄「光合寫真」": a town right before a quoted name is that business's.
    // "跟南投鹿谷的茶農直接買", "台中大里的工廠做的": a supplier's or a maker's town (not "我們是宜蘭的小農").
    after: ['的(?:茶農|农民|農民|農夫|小農|果農|工廠|工厂|廠商|厂商|供應商|供应商|印刷廠|印刷厂|師傅)[^，。,.\\s]{0,6}?(?:買|买|進貨|进货|訂|订|叫貨|拿貨|做的|印的|製作|制作)', '\\s*[「『]', '人(?![士員员數数氣气口])', '長大', '长大', '出生', '出身', '搬來', '搬过来', '搬過來', '搬上來', '來的', '玩', '旅遊', '旅游', '旅行', '度假', '出差'],
  },
  'ko-KR': {
    before: ['고향은 ', '고향이 ', '고향 ', '경쟁 ?(?:사|업체)(?:는|은|로는)?\\s*'],
    // "여주에서 받아 오는 병", "청도 농가에서 사 와요": a supplier's or a material's town.
    after: [' ?(?:[가-힣]+ )?(?:공장|농가|농장|업체|거래처)에서', ' ?에서 (?:받아|사 ?와|사 ?오|떼 ?와|떼 ?오|가져와|가져오|공급|들여와|들여오)', '\\s*[「『"“]', ' ?출신', ' ?에서 (?:자랐|컸|태어났|왔|올라왔|이사 ?(?:와|오|왔)|오시|왔|올라)', ' ?에 사시는', ' ?(?:에 ?)?사는 (?:딸|아들|며느리|사위|동생|언니|오빠|누나|형|손녀|손자)', ' ?(?:여행|에 놀러|으로 여행|로 여행)', ' ?에(?:서)? 살던', ' ?(?:[가-힣]+ ){0,2}구경 ?(?:갔|가|왔|다녀)'],
  },
};

const all = Object.values(placeOfAnotherSubject);
const beforeWords = new RegExp(`(?:${all.flatMap((r) => r.before).join('|')})\\s*$`, 'iu');
const afterWords = new RegExp(`^(?:${all.flatMap((r) => r.after).join('|')})`, 'iu');

/** Whether the place at [start, end) of `said` (NFKC) is said as another subject's place. */
export function isPlaceOfAnotherSubject(said: string, start: number, end: number): boolean {
  const lower = said.toLowerCase();
  return beforeWords.test(lower.slice(Math.max(0, start - 40), start)) || afterWords.test(lower.slice(end, end + 12));
}

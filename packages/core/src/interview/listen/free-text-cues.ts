import type { BriefFieldId } from '@genie/contracts';
import { styleCatalog } from '../../styles/index.ts';

const styleNames = styleCatalog
  .filter((s) => s.id !== 'no_style' && s.id !== 'christmas' && s.id !== 'kids_room')
  .flatMap((s) => Object.values(s.name))
  .map((n) => n.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

const styleWords = [
  ...styleNames,
  'minimal', 'minimalist', 'nordic', 'scandi', 'muji', 'japanese', 'industrial', 'modern', 'vintage', 'retro', 'classic',
  'elegant', 'editorial', 'cozy', 'cosy', 'warm and natural', 'playful', 'luxury', 'luxurious', 'rustic', 'futuristic',
  'boho', 'mid-century', 'mid century', 'sleek', 'sporty', 'chic', 'cute', 'whimsical', 'quirky', 'premium', 'high-end', 'upscale', 'coastal', 'farmhouse', 'edgy', 'earthy', 'moody', 'japandi', 'wabi-sabi', 'wabi sabi', 'zen', 'hand-drawn', 'airy', 'look and feel', 'vibes?', 'style', 'aesthetic',
  '風格', '風', '簡約', '極簡', '北歐', '日式', '無印', '工業', '現代', '復古', '溫暖', '自然', '清新', '質感', '簡潔', '感覺', '氛圍', '溫馨', '侘寂', '文青', '可愛', '童趣', '奢華', '日系', '韓系',
  '스타일', '느낌', '분위기', '모던', '미니멀', '북유럽', '내추럴', '심플', '따뜻한', '깔끔', '빈티지', '무인양품', '무지', '우드톤', '감성', '귀여운', '고급스러운', '인더스트리얼',
];
const colourWords = [
  'white(?! ?space| (?:cat|dog|lab)s?)', 'black(?! (?:cat|dog|lab)s?)', 'grey(?! (?:cat|dog)s?)', 'gray(?! (?:cat|dog)s?)', 'beige', 'cream', 'green', 'blue', 'navy', 'red', 'pink', 'yellow', 'orange(?! (?:cat|tabby)s?)', 'brown', 'gold',
  'silver', 'terracotta', 'sage', 'olive', 'burgundy', 'mustard', 'teal', 'cobalt', 'pastel', 'purple', 'violet', 'lavender', 'ivory', 'charcoal', 'colou?rs?', 'tones?', 'palette', 'wood(?![- ]?(?:fired|burning|working|worker|stove))', 'wooden', 'oak', 'walnut', 'marble',
  'concrete', 'brass', 'rattan', 'linen', 'plants?', 'greenery', 'motifs?', 'tiles?', 'plaster',
  '白(?![貓猫狗天飯酒板])', '黑(?![貓猫狗糖豆膠板]|芝麻)', '灰(?![貓猫狗])', '米色', '奶茶色', '綠(?![茶豆])', '藍(?![染圖])', '紅(?![茶包豆酒燒利])', '粉(?=色|紅|红|藍|蓝|嫩|綠|绿|紫|橘)', '黃(?![貓猫狗金])', '橘(?![貓猫狗])', '咖啡色', '棕', '金色', '紫', '大地色', '顏色', '色系', '色調', '木頭', '木質', '原木', '大理石', '水泥', '植物', '元素', '避免',
  '화이트(?!데이)', '블랙', '그레이', '베이지', '그린', '초록', '파란', '블루', '네이비', '빨간', '레드', '핑크', '노란', '골드', '보라', '퍼플', '색', '컬러', '톤', '원목', '나무', '우드', '대리석', '식물', '요소', '피하고',
];

/** English words (and their lookaheads: "grey(?! (?:cat|dog)s?)") stand alone between word boundaries; Chinese and Korean do not. */
const english = /^[\x20-\x7e]+$/;
function words(list: readonly string[]): RegExp {
  const latin = list.filter((w) => english.test(w));
  const other = list.filter((w) => !english.test(w));
  const parts = [latin.length ? `\\b(?:${latin.join('|')})\\b` : null, other.length ? `(?:${other.join('|')})` : null].filter(Boolean);
  return new RegExp(parts.join('|'));
}

/**
 * Words that show a sentence speaks of a field (lower case, NFKC). A sentence may speak of several. A
 * sentence that speaks of another open field and not of the asked one is filed there, not under the
 * question on screen.
 */
export const freeTextCues: Partial<Record<BriefFieldId, RegExp>> = {
  preferred_style: words(styleWords),
  colors_and_elements: words(colourWords),
  target_audience: /\b(?:customers?|clients?|audience|target(?:ing)?|visitors are|buyers|distributors|shoppers|users|readers|guests|regulars|crowd|members|patients|families|students|professionals|office workers|tourists|foodies|couples|(?:in their|aged?) (?:early |mid |late )?\d0s|\d0s to \d0s|(?:mostly|mainly|aged?) \d{2} ?(?:-|–|to) ?\d{2}|women|mums|moms|dads|locals|retirees|seniors|teens|gen ?z|millennials|want to (?:meet|reach)|for (?:kids|children|parents)|(?:people|folks) (?:who|looking|that|visiting|coming|browsing)|(?:gallery|shop|store|business|restaurant|cafe|home) ?owners|curators|collectors|architects|interior designers)\b|客群|客人|顧客|客戶|客户|消費者|族群|受眾|買家|採購|上班族|學生|家庭|年輕人|觀光客|病人|住客|會員|(?<!先)給.{0,12}看(?!過)|讀者|收到的人|想接觸|親戚|親友|賓客|來賓|\d+\s*(?:~\s*\d+\s*)?歲|고객|손님|타깃|타겟|바이어|소비자|직장인|학생|관람객|회원|하객|여행객|세대|만나고 싶|[2-6]0\s*[~대]|여성|남성/,
  lifestyle: /\b(?:cook(?:s|ing)?|bake|baking|work(?:s|ing)? from home|wfh|remote|friends over|host(?:ing)?|entertain(?:ing)?|quiet evenings?|yoga|gaming|gardening?|garden|routine|hobby|hobbies|weekends?|every ?(?:day|night|morning))\b|下廚|做菜|煮飯|太極|書法|種花|爬山|散步|健身|下棋|在家工作|在家.{0,3}工作|居家辦公|遠端|遠距|看電影|招待|請朋友|朋友來|看書|閱讀|瑜珈|追劇|打電動|週末|平常|日常|興趣|嗜好|種菜|泡茶|茶道|요리|재택|산책|등산|운동|원격 근무|홈오피스|영화 보|손님 초대|독서|요가|캠핑|주말|평소|일상|취미|텃밭|정원 가꾸|다도|낙이/,
  problem_need: /\b(?:problem|issue|troubles?|can barely|hard for (?:me|us|her|him)|too (?:small|dark|dated|old|cramped|crowded|busy|plain|slow)|tiny|closed off|not enough|lack(?:s|ing)?|dated|outdated|cramped|no storage|steep|narrow|really old|painfully slow|get lost|miss|can't|cannot|challenge|challenging|struggl\w*|headache|pain point|hard to (?:find|use|read|navigate)|broken|not mobile[- ]friendly|out of date|drafty|leak(?:s|y|ing)?|mou?ld|damp|freezing|doesn't work|isn't working|goal|need (?:to|a|more|real)|stand out|recogni[sz]e|grab and go|only have|diy|homemade|amateur\w*|unprofessional|made (?:it )?(?:ourselves|myself)|made (?:it )?by (?:my|a|our) (?:cousin|friend|nephew|niece|brother|sister|son|daughter|husband|wife|kid|uncle|aunt)s?|(?:on|in|with) (?:canva|powerpoint|ms paint)|looks? like every (?:other|one else)|cookie[- ]cutter|generic|like everyone else|proper (?:rebrand|brand(?:ing)?|logo|identity|website|site)|confus\w*|complain\w*|disappoint\w*|can't see|cannot see|mix(?:es|ed)? us up|mistakes? us for|(?:people|they|customers|parents|clients|everyone) (?:think|thinks|assume|assumes) we(?:'re| are)|look(?:s)? like we|nobody (?:sees|notices|knows|finds)|no one (?:sees|notices|knows|finds)|invisible|blends? in|phone tag|voicemails?|by hand|manually|takes? forever|waste\w* (?:hours|time)|(?:spend|lose|losing) (?:hours|my|our|all)|falls? apart|peeling|scares? (?:people|customers|clients) away|similar (?:names?|shops|logos|brands)|(?:default|generic|stock) templates?|laugh at (?:us|it|me)|make fun of|tease[sd]? (?:us|me))\b|問題|不夠|太小|太暗|太舊|老舊|過時|不專業|不好看|太陽春|改善|目標|吸引|提升|不方便|不能看|影響|很暗|很亂|麻煩|困擾|頭痛|不知道(?:要)?怎麼|找不到|跑版|千篇一律|沒特色|没特色|跟別人都一樣|很難找|難找|不好找|不好用|難用|很慢|太慢|看不清|漏水|壁癌|發霉|潮濕|很冷|很熱|西曬|好暗|好小|好擠|看不到|抱怨|失望|跑掉|广告太多|廣告太多|多到爆|很擠|太擠|沒有窗|沒窗|以為我們|誤以為|搞混|分不清|看不出(?:來)?|太像|看起來很像|長得很像|沒人看到|沒人注意|沒有人看到|被忽略|走過去就忘|不敢|花很多時間|浪費時間|一個一個|手動|很累|忙不過來|문제|부족|좁|어둡|낡|개선|목표|불편|평범|구분이 안|어려워|찾기 어렵|깨져|느려|뻔해|뻔하|다 비슷|외풍|결로|곰팡이|누수|새요|추워|더워|헷갈|불만|실망|착각|(?:인 줄|인줄) 알|눈에 안 띄|안 보여|묻혀|티가 안|촌스러|하루가 다 가|시간이 (?:너무 )?많이 (?:걸|들)|일일이|작동(?:하지|을 안| 안)|안 돼서|정신없|반송|놀려|놀림|기본 템플릿|아무것도 안 (?:붙|되|돼)|笑我們|被笑|被嫌|비슷한 (?:이름|가게|곳|집|브랜드|로고)|(?:很多|一堆|太多)(?:同名|類似|差不多)/,
  key_considerations: /\b(?:most important|matters? most|important|priority|priorities|careful|must|has to|have to|make sure|mustn't|essential|crucial|critical|safety|safe|durable|easy to clean|on budget|on time|insulation|soundproof\w*|noise)\b|最重要|重視|在意|注意|務必|一定要|必須|要能|安全|耐用|好清潔|防滑|隔音|噪音|(?<![幾几]乎|完全|根本)不能(?![看用開])|중요|신경|꼭|반드시|안전|튼튼|청소|방음|소음|해야 해요|잘 보여야/,
  plans_after_project: /\b(?:after (?:this|that|the project)|afterwards|next phase|second (?:location|shop|store|branch|child|truck)|expand|expansion|franchise|later on|in (?:a few|two|three) years|in the future|long[- ]term|eventually|(?:book|part|volume) (?:one|1) of|series|next (?:season|year)|if this goes well|down the (?:road|line))\b|(?<![點点時时天週周月年號号日分\d])(?:之後|以後)|未來|展店|分店|下一階段|擴展|擴大|長期|再找你們|也會再|下一季|明年也|계획|확장|2호점|다음 단계|앞으로|나중에|이후|다음 시즌|내년에도|또 맡기/,
  collaboration_notes: /\b(?:updates?(?!\s*[:：])|weekly|approv\w*|committee|reach me|text me|call me|email'?s best|best way to (?:reach|contact)|reply|respond|get back to|biweekly|every (?:two|2) weeks|monthly(?! (?:subscriptions?|box(?:es)?|plans?|fees?|memberships?|specials?|rent))|check[- ]ins?|(?:quick )?calls?|email|line|kakao|whatsapp|slack|final (?:say|decision|decisions)|decide|decides|decision|sign(?:s)?[- ]off|approv(?:e|es|al))\b|進度|更新|每週|每兩週|每月|開會|決定|拍板|溝通|視訊|審稿|審核|才算數|找我就好|聯絡我|回訊息|回覆|沒辦法回|才能回|진행 상황|공유|매주|미팅|결정|소통|결재|답장|확인받|연락(?!드려|드립|드렸| 드려| 드립)|카톡|이메일|화상/,
  memorable_moments: /\b(?:memor(?:y|ies)|remember|grew up (?:with|here|there|in (?:this|that|a|an|the))\b|childhood|moments?|(?<!as (?:well|much|often|good|fast|quickly|easily) as (?:i|we|he|she) )used to|sunday (?:breakfasts?|mornings?)|back when|when (?:i|we) (?:was|were) (?:little|a kid|kids|young|growing up|first))\b|回憶|記憶|小時候|童年|時光|那時候|第一次住|추억|기억|어릴 때|순간|처음 (?:자취|독립|이사)|(?:던|었을|았을|했을) 때/,
  other_design_requirements: /\b(?:business cards?|signage|signs?(?! ?(?:up|in|on|off)\b)|menus?|furniture selection|uniforms?|stationery|brochures?|flyers?|also (?:need|want) (?:a|the|some)|in addition|plus matching|map of|invitations?|posters?|photo ?books?|albums?|t-?shirts?|tees|aprons?|tote bags?|stickers?|merch|banners?|templates?|social (?:media )?posts?|(?:we|i) (?:also )?need it on|on the side of (?:our|the|my) (?:van|truck|car)|what (?:i|we) need(?: is)?:)\b|名片|招牌|菜單|制服|文宣|傳單|指標|壁畫|邀請卡|喜帖|相簿|相冊|海報|還需要|也需要|還要做|順便做|順便(?:幫|設計)|周邊|會員卡|T恤|貼紙|提袋|杯套|吊牌|模板|橫幅|명함|간판|메뉴|유니폼|전단|청첩장|초대장|앨범|포스터|사인|스티커|앞치마|현수막|배너|굿즈|티셔츠|템플릿|도 필요해요|도 필요합니다|도 만들어/,
  layout: /\b(?:upstairs|downstairs|floor ?plan|open[- ]plan|layout|split[- ]level|ground floor|top floor)\b|格局|隔間|樓上|樓下|구조|복층|아래층|위층/,
  other_preferences: /\b(?:admire|inspired by|references?|like the (?:look|style) of|fan of|pinterest)\b|參考|喜歡的品牌|欣賞|靈感|참고|좋아하는 브랜드|영감|레퍼런스/,
  brand_name_story: /\b(?:name (?:means|is a|comes|came)|named (?:after|for)|the name|stands for|called|meaning)\b|名字|名稱|取名|命名|意思是|由來|品牌叫|이름|의미|뜻/,
  brand_value: /\b(?:stand(?:s)? for|values?|mission|believe|about (?:precision|quality)|all about|feel like|should feel|welcom\w*|from scratch|want (?:people|them|guests|customers|clients|visitors|kids|families|everyone) to (?:feel|remember|leave|think)|feel (?:at home|safe|welcome|relaxed))\b|最希望的是|希望(?:大家|客人|小朋友|孩子|人)[^，。,]{0,12}(?:覺得|感覺|感受|不會怕|記得|放慢|放鬆)|讓人(?:記得|覺得|感覺|放鬆)|價值|理念|精神|想傳達|感受|核心|希望客人|讓客人|想讓|放心|安心|一進門|像回到家|像在家|가치|철학|핵심|기억에 남|느낌(?:을)? 받았으면|느꼈으면|느낌을 받았으면|편안했으면|보여주고 싶|보여 주고 싶/,
  competitive_advantage: /\b(?:apart|unlike|better than|nobody else|no one else|only (?:one|place|pour)|advantage|in-house|we mill|compared|different from|makes us different|what's different|what is different|specializ(?:e|es|ing) in|speciali[sz]ed in)\b|優勢|比起|相比|相較|(?:跟|和|與)[^，。,\s]{1,10}(?:比|相比)(?:起來|較)?(?=[，,\s]|的話)|專科|專門做|最不一樣|不一樣的是|差別|差異|最大的不同|唯一|獨家|自己烤|(?:附近|別家|別間|其他家|外面)[^，。,\s]{0,4}?(?:都|也)?沒有|只有我們|강점|차별|다른 점|에 비해|와 비교|과 비교|전문(?:으로|이에요|입니다)|(?:랑|이랑|과|와|하고) 달라|유일|직접 만들/,
  unique_design: /\b(?:signature|feature wall|statement|centerpiece|centrepiece|(?:big|one|fun|crazy|wild|cool|main) idea|an idea|projection|projector|a wall of|step inside|step into|open kitchen|communal table|installation|photo spot|instagrammable|eye-catching|the one thing|horseshoe|demo station|big window|neon(?: sign| lights?)?|where (?:people|visitors|customers|guests|kids) can|(?<!like a (?:hotel )?)lounge)\b|亮點|記憶點|打卡|有個想法|有個點子|投影|從天花板|垂下|霓虹|裝置|展示牆|一整面|整面|開放式廚房|吧台|苔蘚牆|시그니처|포토존|아이디어|천장에|오픈 ?키친|바 자리|네온|설치물|라운지(?!처럼|같)|통창|만들고 싶/,
  product_description: /\b(?:product is|it's a|it is a|our (?:oil|tea|coffee|sauce|snack|cream|soap|candle)s?|put it on|used for|made (?:of|from|with)|sauce)\b|產品(?:就)?是|商品(?:就)?是|茶葉|用來|製成|제품은|로 만든|마시는|먹는/,
  unique_selling_point: /\b(?:special|unique|different|stands out|makes us|hand-?picked|small[- ]batch|award|fermented for)\b|特別|獨特|不一樣|不同|唯一|手採|得獎|比(?:外面|別人|市面)|外面的|특별|독특|다른 점|차별|직접 딴/,
  specification: /\b\d+(?:\.\d+)?\s*(?:ml|l|g|kg|cm|mm|oz)\b|\d+\s*(?:포|봉|팩|캔)(?=[씩로이가는은도\s,.]|$)|\d+\s*(?:入|片|顆|粒)裝?|\b\d+-pack\b|\bper (?:pack|box|carton|case)\b|\b(?:size|weight|volume|dimensions)\b|規格|尺寸|重量|容量|毫升|\d+\s*克|公分|一盒裝|一包|一組|규격|크기|무게|용량|\d+\s*병씩|개입|\d+\s*ml/,
  preferred_materials: /\bmaterials?\b|材質|材料|소재|재질/,
  products_or_services: /\b(?:we (?:mainly |mostly )?(?:sell|offer|serve|roast|bake|provide)|(?:here's |here is )?what (?:we|i) do\b|our (?:products|services)|(?:products|services) (?:are|include)|we do (?:tuning|repairs?|cleaning|installs?|installation))\b|主要賣|我們賣|產品有|販售|提供|服務(?:的話)?有|服務項目|我們做的是|팔아요|판매해요|제공해요|서비스는|하는 일(?:은|이)|취급하는/,
  main_pages: /\bpages?\b|\bsections?\b|頁面|분야|(?<!홈)페이지/,
  competitors: /\bcompetitors?\b|\b(?:like|love|admire) (?:what|how) |\bfor reference\b[^.]{0,60}\b(?:site|website|pages?)\b|(?:參考|参考|喜歡|喜欢)[^。，]{0,12}(?:「|『|的網站|的官網|網站)|참고하는 (?:데|곳)|경쟁사라고|['’]s (?:website|site|homepage) (?:is|looks) (?:so |really |very )?(?:nice|pretty|beautiful|great|clean|gorgeous)|競爭|對手|同業|同行|경쟁|동종 업계|(?:홈페이지|웹사이트|사이트)(?:가|는|이|도)?\s*(?:너무\s*|정말\s*|진짜\s*)?(?:예쁘|예뻐|좋더|깔끔하더|마음에 들)/,
  sales_channels: /\b(?:sold|sell (?:at|on|in|through)|channels?|stockists?|available (?:at|in|on))\b|通路|販售|買得到|판매|유통|입점|에서 팔|파는 (?:곳|데)|판매처/,
  languages: /\blanguages?\b|\benglish\b|\bspanish\b|\bbilingual\b|中文|英文|日文|語言|한국어|영어|일본어|언어/,
  important_collections: /\bcollect(?:ion|ions|s|ing|or)?\b|\bvinyl|\brecords\b|\bpiano\b|\bbooks\b|\bbrushes\b|\b(?:figures|figurines|comics|manga|houseplants|lego|arcade cabinet|things we need room for|need room for)\b|收藏|唱片|鋼琴|藏書|公仔|模型|漫畫|樂高|소장|컬렉션|피아노|레코드|피규어|만화책|레고|LP/i,
};

/** A sentence saying who will live in the home (people and pets): residential households. */
export const householdCue =
  /\b(?:adults?|couple|wife|husband|partner|kids?|children|child|son|daughters?|baby|newborn|toddler|teen(?:ager)?s?|parents?|in-laws|mother|father|mom|dad|grandm\w+|grandp\w+|grandkids?|grandchild(?:ren)?|grandsons?|granddaughters?|family of|cats?|dogs?|pets?|puppy|kitten|live alone|by myself|roommates?)\b|夫妻|老公|老婆|太太|先生|小孩|孩子|兒子|女兒|寶寶|嬰兒|新生兒|長輩|父母|爸媽|公婆|婆婆|公公|奶奶|爺爺|外婆|外公|阿嬤|阿公|岳母|岳父|家人|一家|孫子|孫女|孫|[貓猫狗]|寵物|毛孩|獨居|一個人住|室友|大人|부부|남편|아내|아이|아기|자녀|아들|딸|부모님|시어머니|시아버지|장모님|장인어른|할머니|할아버지|손주|손자|손녀|어머니|아버지|가족|고양이|강아지|반려|혼자 살|성인|신생아/;

/**
 * The words visitors head a sentence with to name its topic ("Style: …", "Colours-wise …", "風格的話…",
 * "顏色的部分…", "색깔은 …"). A sentence so headed speaks of that topic whatever was asked.
 */
const topicLabels: Partial<Record<BriefFieldId, string>> = {
  preferred_style: 'style|look|look and feel|feel|vibe|mood|aesthetic|風格|风格|感覺|스타일|분위기|느낌',
  colors_and_elements: 'colou?rs?|colou?r palette|palette|顏色|颜色|色系|色調|색깔|색상|컬러',
  target_audience: "customers|clients|audience|target(?: audience| customers)?|who lives here|who(?:'s| is) living (?:here|there)|household|客群|目標客群|受眾|對象|客人|住的人|고객|손님|타깃|타겟|고객층|살 사람|사는 사람",
  problem_need: '(?:the |our |biggest |main )?(?:problem|issue|trouble)s?|最大的問題|問題|困擾|문제(?:점)?|고민',
  competitive_advantage: "what makes us different|what's different|what is different|our edge|優勢|差別|강점|차별점",
  brand_value: 'values?|mission|理念|價值|品牌精神|가치|철학',
  unique_design: '(?:big |one |main )?idea|亮點|아이디어',
  lifestyle: 'lifestyle|daily life|day to day|a typical day|生活習慣|生活|日常|라이프스타일|생활|평소',
  brand_name_story: '(?:the )?name|名字|名稱|이름',
  key_considerations: '(?:most )?important|最重要的|最重要|중요한 (?:건|것|점)',
};

const labelMarker = String.raw`(?:\s*-?\s*wise\b|\s*[:：]|的話|的部分|部分|方面(?:的話)?|(?:은|는)(?=\s)|\s+-\s)`;
const labelPatterns = (Object.entries(topicLabels) as [BriefFieldId, string][]).map(
  ([id, words]) => [id, new RegExp(String.raw`^\s*(?:(?:the|our|my|as for|about|for)\s+)?(?:${words})${labelMarker}`, 'iu')] as const,
);

/** The topic a sentence is headed with, if any (lower case, NFKC). */
export function labelledTopic(sentence: string): BriefFieldId | null {
  for (const [id, pattern] of labelPatterns) if (pattern.test(sentence)) return id;
  return null;
}

import type { BriefFieldId } from '@genie/contracts';
import { styleCatalog } from '../../styles/index.ts';

const styleNames = styleCatalog
  .filter((s) => s.id !== 'no_style' && s.id !== 'christmas' && s.id !== 'kids_room')
  .flatMap((s) => Object.values(s.name))
  .map((n) => n.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

const styleWords = [
  ...styleNames,
  'minimal', 'minimalist', 'nordic', 'scandi', 'muji', 'japanese', 'industrial', 'modern', 'vintage', 'retro', 'classic',
  'elegant', 'cozy', 'cosy', 'warm and natural', 'natural', 'clean', 'playful', 'bold', 'luxury', 'luxurious', 'rustic',
  'boho', 'mid-century', 'mid century', 'japandi', 'wabi-sabi', 'wabi sabi', 'zen', 'hand-drawn', 'handmade', 'organic',
  'calm', 'simple', 'airy', 'bright', 'look and feel', 'feel', 'vibe', 'style', 'aesthetic', 'look like',
  '風格', '風', '簡約', '極簡', '北歐', '日式', '無印', '工業', '現代', '復古', '溫暖', '自然', '清新', '質感', '簡潔', '感覺', '氛圍', '溫馨', '侘寂', '文青',
  '스타일', '느낌', '분위기', '모던', '미니멀', '북유럽', '내추럴', '심플', '따뜻한', '깔끔', '빈티지', '무인양품', '무지', '우드톤', '감성',
];
const colourWords = [
  'white', 'black', 'grey', 'gray', 'beige', 'cream', 'green', 'blue', 'navy', 'red', 'pink', 'yellow', 'orange', 'brown', 'gold',
  'silver', 'terracotta', 'sage', 'olive', 'pastel', 'colou?rs?', 'tones?', 'palette', 'wood', 'wooden', 'oak', 'walnut', 'marble',
  'concrete', 'brass', 'rattan', 'linen', 'plants?', 'greenery', 'elements?', 'motif', 'logo', 'avoid',
  '白', '黑', '灰', '米色', '奶茶色', '綠', '藍', '紅', '粉', '黃', '橘', '咖啡色', '棕', '金色', '大地色', '顏色', '色系', '色調', '木頭', '木質', '原木', '大理石', '水泥', '植物', '元素', '避免',
  '화이트', '블랙', '그레이', '베이지', '그린', '초록', '파란', '블루', '네이비', '빨간', '레드', '핑크', '노란', '골드', '색', '컬러', '톤', '원목', '나무', '우드', '대리석', '식물', '요소', '피하고',
];

function words(list: readonly string[]): RegExp {
  const latin = list.filter((w) => /^[a-z0-9 ?.\-'\\()|]+$/.test(w));
  const other = list.filter((w) => !/^[a-z0-9 ?.\-'\\()|]+$/.test(w));
  const parts = [latin.length ? `\\b(?:${latin.join('|')})\\b` : null, other.length ? `(?:${other.join('|')})` : null].filter(Boolean);
  return new RegExp(parts.join('|'));
}

/**
 * Words that show a sentence speaks of a free-text field (lower case). A sentence may speak of several.
 * Cues are deliberately specific: a sentence filed in the wrong field is worse than one not filed.
 */
export const freeTextCues: Partial<Record<BriefFieldId, RegExp>> = {
  preferred_style: words(styleWords),
  colors_and_elements: words(colourWords),
  target_audience: /\b(?:customers?|clients?|audience|target(?:ing)?|visitors|buyers|distributors|shoppers|users|readers|guests|families|parents|students|professionals|office workers|tourists|(?:in their|aged?) \d0s|gen ?z|millennials)\b|客群|客人|顧客|消費者|族群|受眾|買家|上班族|學生|家庭|年輕人|觀光客|고객|손님|타깃|타겟|바이어|소비자|직장인|학생|관람객|세대|대\s?(?:여성|남성)|[2-6]0대/,
  lifestyle: /\b(?:cook(?:s|ing)?|bake|baking|work(?:ing)? from home|wfh|remote|friends over|host(?:ing)?|entertain(?:ing)?|quiet evenings?|read(?:ing)?|yoga|gaming|movies?|music|gardening|routine|weekends?|every ?day)\b|下廚|做菜|煮飯|在家工作|居家辦公|招待|朋友來|看書|閱讀|瑜珈|電影|追劇|打電動|週末|平常|日常|요리|재택|홈오피스|손님|친구들|독서|요가|영화|게임|주말|평소|일상/,
  problem_need: /\b(?:problem|issue|too (?:small|dark|dated|old|cramped|crowded|busy|plain)|not enough|lack(?:s|ing)?|dated|outdated|cramped|no storage|storage|doesn't work|isn't working|want (?:to|a|more)|need (?:to|a|more)|goal|hoping to|would like to|stand out|refresh|rebrand|attract|increase|improve)\b|問題|不夠|太小|太暗|太舊|老舊|過時|收納|改善|希望|想要|需要|目標|吸引|提升|翻新|不方便|문제|부족|좁|어둡|낡|수납|개선|원해|원합니다|싶어|목표|불편|리뉴얼|리모델링/,
  key_considerations: /\b(?:most important|matters? most|important|priority|priorities|careful|must|have to|make sure|mustn't|essential|crucial|critical|care about|safety|safe|durable|easy to clean|on budget|on time)\b|最重要|重視|在意|注意|務必|一定要|必須|安全|耐用|好清潔|不能|중요|신경|꼭|반드시|안전|튼튼|청소/,
  plans_after_project: /\b(?:after (?:this|that|the project)|afterwards|next phase|second (?:location|shop|store|branch)|expand|expansion|franchise|grow|later|next year we|in the future|future|long[- ]term|eventually|plan to|planning to)\b|之後|以後|未來|展店|分店|下一階段|擴展|擴大|長期|계획|확장|2호점|다음 단계|앞으로|나중에|이후/,
  collaboration_notes: /\b(?:updates?|weekly|biweekly|monthly|check[- ]ins?|meetings?|calls?|email|line|kakao|whatsapp|slack|final (?:say|decision|decisions)|decide|decides|decision|in person|online|remote(?:ly)?|communicat\w*|work together)\b|進度|更新|每週|每月|開會|會議|決定|拍板|溝通|聯絡|email|line|視訊|見面|진행 상황|공유|매주|미팅|결정|소통|연락|카톡|이메일|화상/,
  memorable_moments: /\b(?:memor(?:y|ies)|remember|grew up|childhood|grandm(?:a|other)|grandp(?:a|arent)s?|moments?|used to)\b|回憶|記憶|小時候|童年|阿嬤|奶奶|外婆|爺爺|時光|추억|기억|어릴 때|할머니|할아버지|순간/,
  other_design_requirements: /\b(?:business cards?|signage|signs?|menus?|furniture|lighting design|uniforms?|stationery|brochures?|flyers?|social media (?:templates?|graphics)|website too|also need|in addition|besides)\b|名片|招牌|菜單|家具|燈光|制服|文宣|DM|傳單|另外也|명함|간판|메뉴|가구|조명|유니폼|전단|추가로/,
  other_preferences: /\b(?:admire|inspired by|reference|references|like the (?:look|style) of|fan of|pinterest)\b|參考|喜歡的品牌|很喜歡|欣賞|靈感|참고|좋아하는 브랜드|영감|레퍼런스/,
  brand_name_story: /\b(?:name (?:means|comes|came)|named (?:after|for)|the name|stands for|meaning)\b|名字|名稱|取名|命名|意思是|由來|이름|의미|뜻/,
  brand_value: /\b(?:stand for|values?|mission|believe|feel (?:welcome|at home|calm|relaxed)|should feel|warm(?:th)?|honest|welcoming)\b|價值|理念|精神|感受|感覺到|가치|철학|느꼈으면|느낌을/,
  competitive_advantage: /\b(?:apart|unlike|better than|only (?:one|place)|unique(?:ly)?|advantage|made in[- ]house|in-house|local farms|specialt(?:y|ies)|compared)\b|優勢|不同|唯一|特色|獨家|自家|강점|차별|유일|직접|다른 곳/,
  unique_design: /\b(?:signature|feature wall|statement|centerpiece|centrepiece|open kitchen|communal table|installation|photo spot|instagrammable|eye-catching|landmark)\b|亮點|記憶點|打卡|裝置|主牆|吧台|시그니처|포토존|포인트|설치물/,
  product_description: /\b(?:product|it's a|our (?:oil|tea|coffee|sauce|snack|cream|soap|candle)s?|used for|made (?:of|from|with))\b|產品|商品|用來|製成|제품|상품|사용/,
  unique_selling_point: /\b(?:special|unique|different from|stands out|only|hand(?:made|-made)|small[- ]batch|organic|award)\b|特別|獨特|不同|唯一|手工|小批|有機|得獎|특별|독특|차별|수제|유기농/,
  specification: /\b\d+(?:\.\d+)?\s*(?:ml|l|g|kg|cm|mm|oz|pcs|pieces)\b|\b(?:per (?:pack|box|carton|case)|size|weight|volume|dimensions)\b|規格|尺寸|重量|容量|毫升|公克|公分|入一|一組|一盒|규격|크기|무게|용량|개입|한 세트/,
  brand_website: /\b(?:instagram|facebook|ig|website|site|page)\b|官網|網站|粉專|臉書|社群|인스타|홈페이지|웹사이트|페이스북/,
};

/** A sentence saying who will live in the home (people and pets): residential households. */
export const householdCue =
  /\b(?:adults?|couple|wife|husband|partner|kids?|children|child|son|daughters?|baby|newborn|toddler|teen(?:ager)?s?|parents?|in-laws|mother|father|mom|dad|grandm\w+|grandp\w+|family of|cats?|dogs?|pets?|puppy|kitten|live alone|by myself|roommates?)\b|夫妻|老公|老婆|太太|先生|小孩|孩子|兒子|女兒|寶寶|嬰兒|新生兒|長輩|父母|爸媽|公婆|家人|一家|[貓猫狗]|寵物|毛孩|獨居|一個人住|室友|大人|부부|남편|아내|아이|아기|자녀|아들|딸|부모님|어머니|아버지|가족|고양이|강아지|반려|혼자 살|성인|신생아/;

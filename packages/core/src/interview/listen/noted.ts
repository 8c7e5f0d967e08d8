import type { BriefFieldId, BriefValue, Language } from '@genie/contracts';
import type { Localized } from '../fields.ts';
import type { InterviewField } from '../catalogue.ts';
import { formatBriefValue } from '../format-brief-value.ts';
import { onlyHeadsATopic } from './free-text-cues.ts';
import { ifItGoesWell } from './lexicon.ts';
import { listBullet } from './pieces.ts';

const l = (en: string, zh: string, ko: string): Localized => ({ 'en-US': en, 'zh-TW': zh, 'ko-KR': ko });

/** Short names of the brief fields, as the genie says what it noted. */
export const fieldLabels: Readonly<Record<BriefFieldId, Localized>> = {
  project_background: l('the background of your project', '專案背景', '프로젝트 배경'),
  other_design_requirements: l('other design needs', '其他設計需求', '추가 디자인 작업'),
  problem_need: l('what you want to solve', '想解決的問題', '해결하고 싶은 점'),
  target_audience: l('who it is for', '對象', '대상'),
  preferred_style: l('style', '風格', '스타일'),
  colors_and_elements: l('colours and elements', '顏色與元素', '색상과 요소'),
  other_preferences: l('other preferences', '其他偏好', '기타 취향'),
  plans_after_project: l('plans afterwards', '後續計畫', '이후 계획'),
  collaboration_notes: l('how we work together', '合作方式', '협업 방식'),
  expected_deadline: l('deadline', '期望完成時間', '희망 완료일'),
  key_considerations: l('what matters most', '重視的事項', '중요하게 생각하는 점'),
  address: l('location', '地點', '위치'),
  distance: l('distance', '距離', '거리'),
  number_of_visits: l('meetings', '見面次數', '미팅 횟수'),
  registration_status: l('trademark', '商標', '상표'),
  need_registration_assistance: l('help with the trademark', '協助註冊', '상표 등록 지원'),
  brand_name_story: l('the story of the name', '品牌名稱故事', '브랜드 이름 이야기'),
  products_or_services: l('products or services', '產品或服務', '제품·서비스'),
  brand_website: l('website', '網站', '웹사이트'),
  product_description: l('the product', '產品介紹', '제품 소개'),
  unique_selling_point: l('what makes it special', '產品特色', '제품의 특별한 점'),
  specification: l('specifications', '規格', '규격'),
  packaging_form: l('packaging form', '包裝形式', '포장 형태'),
  sales_channels: l('sales channels', '銷售通路', '판매 채널'),
  preferred_materials: l('materials', '材質', '소재'),
  url: l('current website', '目前網站', '현재 웹사이트'),
  category: l('website type', '網站類型', '웹사이트 유형'),
  main_pages: l('main pages', '主要頁面', '주요 페이지'),
  languages: l('languages', '語言', '언어'),
  competitors: l('references', '參考網站', '참고 사이트'),
  budget: l('budget', '預算', '예산'),
  brand_value: l('brand values', '品牌價值', '브랜드 가치'),
  competitive_advantage: l('what sets you apart', '競爭優勢', '강점'),
  unique_design: l('signature feature', '設計亮點', '시그니처 요소'),
  space_size: l('size', '面積', '면적'),
  opening_date: l('opening', '開幕日期', '오픈일'),
  water_electricity_supply: l('water and electricity', '水電需求', '수도·전기'),
  entry_date: l('set-up day', '進場日期', '반입일'),
  exit_date: l('tear-down day', '撤場日期', '철수일'),
  property_category: l('type of home', '住宅類型', '주택 유형'),
  age: l('age of the building', '屋齡', '건물 연식'),
  lifestyle: l('daily life', '生活習慣', '생활 방식'),
  important_collections: l('collections', '收藏', '소장품'),
  memorable_moments: l('memories', '回憶', '추억'),
  move_in_date: l('move-in', '入住時間', '입주 시기'),
  layout: l('layout', '格局', '구조'),
};

export interface NotedItem {
  field: InterviewField;
  value: BriefValue | null;
  /**
   * Words guessed to be the field's from a story: said back with the field's name, for the visitor to check; a typed value
   * kept "to clarify" is said back marked so.
   */
  guess?: true;
}

/**
 * Leading words that only introduce a fact: "Style-wise we love Japandi" is noted as "Japandi". (A Chinese "我" leads in
 * only before a word of liking or wanting: "我爸用LINE接單" is my father's, not "爸用LINE接單".)
 */
const leadIn =
  /^(?:(?:style[- ]wise|colou?r[- ]wise|(?:style|colou?rs?|look|vibe)(?=\s*[:：])|we(?:['’]d| would)?(?!['’]\w)|i(?:['’]d| would)?(?!['’]\w)|they|really|just|also|mostly|maybe|definitely|lots of|a lot of|plenty of|love|like|want|prefer|to|say|think|guess|go with|go for|something|it['’]s|its|is|are)\b[\s,:]*)+|^(?:(?:風格|顏色|色調|(?:我們|我)(?=[\s，]*(?:都|比較|喜歡|想要|希望|偏好|是))|都|比較|喜歡|想要|希望|偏好|是)[\s，:：]*)+|^(?:(?:스타일은|색상은|색은|저희는|저는|우리는)\s*)+/iu;

/** A part without the condition of a plan on success it opens with ("If Phoenix goes well", "如果生意不錯"). */
function withoutCondition(part: string): string {
  const condition = ifItGoesWell.exec(part.normalize('NFKC').toLowerCase());
  return condition?.index === 0 ? part.slice(condition[0].length).trim() : part;
}

/** A few of the visitor's words for a free-text fact: its first part, without the words that lead in, cut short. */
export function quoteOf(text: string): string {
  // (A line is a part of its own: a list's heading, "目前的服務有：\n1. …", is quoted without the list's first number.)
  // (A part that only heads the topic is passed over: "For the look, plain and honest …" is quoted "plain and honest …".)
  // (Nor does a point keep its bullet: "Must-haves:\n- Modular and reusable" is quoted "Modular and reusable".)
  // (Nor the condition a plan hangs on: "如果生意不錯，明年第二間想開在台中" is quoted "明年第二間想開在台中", "If Phoenix goes well we want
  // to reuse the booth" from "we want".)
  const parts = text.split(/,(?!\d{3}(?!\d))|，|;|；|。|\.(?=\s|$)|\n/).map((part) => withoutCondition(part.trim().replace(listBullet, '')));
  const first = parts.find((part) => part && !onlyHeadsATopic(part)) ?? parts[0]!;
  const lead = leadIn.exec(first)?.[0] ?? '';
  const words = (lead.length < first.length ? first.slice(lead.length) : first).trim().replace(/[.!?。！？:：]+$/, '');
  const cjk = (words.match(/[\p{Script=Han}\p{Script=Hangul}]/gu) ?? []).length;
  if (cjk > words.length / 2) return words.length > 14 ? `${words.slice(0, 12)}…` : words;
  const latin = words.split(/\s+/);
  return latin.length > 6 ? `${latin.slice(0, 5).join(' ')}…` : words;
}

function itemText(item: NotedItem, language: Language): string {
  const label = fieldLabels[item.field.id][language];
  if (!item.value) return label;
  // ("Noted: budget not decided yet, …": a topic left open is said so, not named bare as if a value followed.)
  if (item.value.kind === 'undecided') return { 'en-US': `${label} not decided yet`, 'zh-TW': `${label}尚未決定`, 'ko-KR': `${label} 아직 미정` }[language];
  // Free text is quoted when the quote stands as a phrase of its own ("Japandi"); words that would not read
  // as one ("it calm", "Ha") are named by their field instead: the line stays a sentence.
  if (item.value.kind === 'free_text') {
    if (item.field.id === 'address') return item.value.text;
    const quote = quoteOf(item.value.text);
    if (item.guess) return { 'en-US': `${label} (“${quote}”)`, 'zh-TW': `${label}（「${quote}」）`, 'ko-KR': `${label}(“${quote}”)` }[language];
    return quote && standsAlone(quote) ? quote : label;
  }
  const typed = typedItemText(item.field, item.value, language);
  // (A figure kept "to clarify", "18 m² (to check)": the visitor said it was not decided yet, or offered another beside it.)
  return item.guess ? `${typed}${{ 'en-US': ' (to check)', 'zh-TW': '（待確認）', 'ko-KR': '(확인 필요)' }[language]}` : typed;
}

function typedItemText(field: InterviewField, value: BriefValue, language: Language): string {
  const label = fieldLabels[field.id][language];
  const shown = formatBriefValue(value, language, field.options);
  // The value speaks for itself where it names its field ("Apartment", "about 85 m²"); the age says "built … ago".
  if (value.kind === 'choice' && field.id !== 'registration_status') return language === 'en-US' ? shown.toLowerCase() : shown;
  if (field.id === 'space_size') return shown;
  if (field.id === 'age' && value.kind === 'number_with_unit' && value.amount === 0) return language === 'en-US' ? shown.toLowerCase() : shown;
  if (field.id === 'age') return { 'en-US': `built ${shown} ago`, 'zh-TW': `屋齡${shown}`, 'ko-KR': `지은 지 ${shown}` }[language];
  // ("trademark registered": an option's label, capitalised on its own, goes on the sentence in lower case.)
  return language === 'en-US' ? `${label} ${value.kind === 'choice' ? shown.toLowerCase() : shown}` : `${label}${language === 'zh-TW' ? '' : ' '}${shown}`;
}

/** Words a quote may not start with: pronouns, verbs and fillers leave a fragment, not a phrase. */
const fragmentStart = /^(?:['’]|(?:it|is|are|was|were|be|and|but|so|or|because|that|this|ha+|lol|lmao|haha\S*|ok|okay|yes|no|we|i|i['’]m|we['’]re|they|you|he|she|哈+|呵+|嗯|喔|對|所以|但是|而且|我們?|就|ㅋ+|ㅎ+|네|아|그리고|근데|그래서)(?=\s|$|[,，.。!！?？]))/iu;

/** Whether a quote reads as a phrase on its own: not a fragment, and more than a syllable or two. */
function standsAlone(quote: string): boolean {
  const words = quote.replace(/…$/, '').trim();
  const letters = words.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
  return letters >= 3 && !fragmentStart.test(words);
}

/** At most this many facts are said back; the rest is "and more". */
const MOST_ITEMS = 4;

/** The items said back: the type of home and its place said together ("apartment in Da'an District, Taipei"), at most four. */
function itemsLine(language: Language, items: readonly NotedItem[]): string {
  const home = items.find((i) => i.field.id === 'property_category' && i.value?.kind === 'choice');
  const place = items.find((i) => i.field.id === 'address' && i.value?.kind === 'free_text');
  const parts = items.flatMap((i) => {
    if (home && place && i === place) return [];
    const text = itemText(i, language);
    if (home && place && i === home) {
      const where = itemText(place, language);
      return [{ 'en-US': `${text} in ${where}`, 'zh-TW': `${where}的${text}`, 'ko-KR': `${where} ${text}` }[language]];
    }
    return [text];
  });
  // The same words are said back once ("a name said for two fields"), also when another item already quotes them
  // ("想解決的問題（「現在報名都靠…」）" and the same sentence filed for how to keep in touch).
  const unique = [...new Set(parts)].filter((p, i, all) => !all.some((q, j) => j !== i && q.includes(p)));
  const shown = unique.slice(0, MOST_ITEMS);
  // A quote or a place may hold a comma of its own: then the facts are set apart by semicolons. (So may a list's items, which
  // Chinese sets apart with 、: "銷售通路自己的官網、蝦皮、選物店；台北".)
  const commas = shown.some((p) => /[,，](?!\d{3}(?!\d))/.test(p) || (language === 'zh-TW' && shown.length > 1 && p.includes('、')));
  const sep = language === 'zh-TW' ? (commas ? '；' : '、') : commas ? '; ' : ', ';
  const joined = shown.join(sep);
  if (unique.length <= MOST_ITEMS) return joined;
  return { 'en-US': `${joined}${sep}and more`, 'zh-TW': `${joined}等`, 'ko-KR': `${joined} 등` }[language];
}

/** The sentence's closing mark, unless it already ends on a quote cut short ("…"). */
function closed(line: string, language: Language): string {
  return line.endsWith('…') ? line : `${line}${language === 'zh-TW' ? '。' : '.'}`;
}

/** "Noted: built 30 years ago, apartment in Taipei, about 85 m², 3 bedrooms and 2 bathrooms." in the visitor's language. */
export function notedLine(language: Language, items: readonly NotedItem[]): string {
  const line = closed(itemsLine(language, items), language);
  return { 'en-US': `Noted: ${line}`, 'zh-TW': `已記下：${line}`, 'ko-KR': `적어 두었어요: ${line}` }[language];
}

/** "Updated: budget NT$1,500,000." after a correction. */
export function correctedLine(language: Language, items: readonly NotedItem[]): string {
  const line = closed(itemsLine(language, items), language);
  return { 'en-US': `Updated: ${line}`, 'zh-TW': `已更正：${line}`, 'ko-KR': `수정했어요: ${line}` }[language];
}

export function foundEarlierLead(language: Language): string {
  return { 'en-US': "You're right, you did, sorry.", 'zh-TW': '您說得對，您先前有提到，抱歉。', 'ko-KR': '맞아요, 말씀해 주셨네요. 죄송해요.' }[language];
}

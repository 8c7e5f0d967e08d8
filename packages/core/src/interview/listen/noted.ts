import type { BriefFieldId, BriefValue, Language } from '@genie/contracts';
import type { Localized } from '../fields.ts';
import type { InterviewField } from '../catalogue.ts';
import { formatBriefValue } from '../format-brief-value.ts';

const l = (en: string, zh: string, ko: string): Localized => ({ 'en-US': en, 'zh-TW': zh, 'ko-KR': ko });

/** Short names of the brief fields, as the genie says what it noted. */
export const fieldLabels: Readonly<Record<BriefFieldId, Localized>> = {
  project_background: l('your project', '專案背景', '프로젝트 소개'),
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
  registration_status: l('trademark', '商標註冊', '상표 등록'),
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
}

function itemText(item: NotedItem, language: Language): string {
  const label = fieldLabels[item.field.id][language];
  if (!item.value || item.value.kind === 'free_text' || item.value.kind === 'undecided') return label;
  const shown = formatBriefValue(item.value, language, item.field.options);
  // The value speaks for itself where it names its field ("Apartment", "about 85 m²"); the age says "built … ago".
  if (item.value.kind === 'choice' && item.field.id !== 'registration_status') return language === 'en-US' ? shown.toLowerCase() : shown;
  if (item.field.id === 'space_size') return shown;
  if (item.field.id === 'age') return { 'en-US': `built ${shown} ago`, 'zh-TW': `屋齡${shown}`, 'ko-KR': `지은 지 ${shown}` }[language];
  return language === 'en-US' ? `${label} ${shown}` : `${label}${language === 'zh-TW' ? '' : ' '}${shown}`;
}

/** "Noted: type of home Apartment, size about 85 m², age of the building about 30 years." in the visitor's language. */
export function notedLine(language: Language, items: readonly NotedItem[]): string {
  const parts = items.map((i) => itemText(i, language));
  return {
    'en-US': `Noted: ${parts.join(', ')}.`,
    'zh-TW': `已記下：${parts.join('、')}。`,
    'ko-KR': `적어 두었어요: ${parts.join(', ')}.`,
  }[language];
}

/** "Updated: budget NT$1,500,000." after a correction. */
export function correctedLine(language: Language, items: readonly NotedItem[]): string {
  const parts = items.map((i) => itemText(i, language));
  return {
    'en-US': `Updated: ${parts.join(', ')}.`,
    'zh-TW': `已更正：${parts.join('、')}。`,
    'ko-KR': `수정했어요: ${parts.join(', ')}.`,
  }[language];
}

/** The question asked again after the visitor spoke of other things: in other words than the first time. */
export function askAgainLine(field: InterviewField, language: Language): string {
  const lead = { 'en-US': 'And to come back to my question:', 'zh-TW': '回到剛才的問題：', 'ko-KR': '아까 드린 질문으로 돌아가면,' }[language];
  const hint = field.hint?.[language];
  return [lead, field.question[language], hint].filter(Boolean).join(' ');
}

/** "I already told you": the genie could not find it in what was said. */
export function notFoundEarlierLine(field: InterviewField, language: Language): string {
  const lead = {
    'en-US': "Sorry, I couldn't find that in what you wrote earlier. Could you tell me once more, in a few words?",
    'zh-TW': '抱歉，我在您先前的訊息裡沒有找到這一項。可以再簡單說一次嗎？',
    'ko-KR': '죄송해요, 앞서 말씀하신 내용에서 찾지 못했어요. 한 번만 더 간단히 알려 주시겠어요?',
  }[language];
  return `${lead} ${field.question[language]}`;
}

export function foundEarlierLead(language: Language): string {
  return { 'en-US': "You're right, you did, sorry.", 'zh-TW': '您說得對，您先前有提到，抱歉。', 'ko-KR': '맞아요, 말씀해 주셨네요. 죄송해요.' }[language];
}

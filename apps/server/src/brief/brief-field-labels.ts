import type { BriefFieldId, Language } from '@genie/contracts';

type Localized = Readonly<Record<Language, string>>;
const l = (en: string, zh: string, ko: string): Localized => ({ 'en-US': en, 'zh-TW': zh, 'ko-KR': ko });

/** The brief page's and the report's groups of fields (the fields' own labels: core's catalogue, section `briefFields`). */
export type BriefGroupId = 'project' | 'needs' | 'style' | 'space' | 'budget_timeline' | 'brand' | 'product' | 'website' | 'other';

const groupOfField: Partial<Record<BriefFieldId, BriefGroupId>> = {
  project_background: 'project',
  problem_need: 'project',
  other_design_requirements: 'project',
  plans_after_project: 'project',
  property_category: 'project',
  age: 'project',
  layout: 'project',
  target_audience: 'needs',
  lifestyle: 'needs',
  important_collections: 'needs',
  memorable_moments: 'needs',
  key_considerations: 'needs',
  collaboration_notes: 'needs',
  preferred_style: 'style',
  colors_and_elements: 'style',
  other_preferences: 'style',
  unique_design: 'style',
  address: 'space',
  distance: 'space',
  number_of_visits: 'space',
  space_size: 'space',
  water_electricity_supply: 'space',
  budget: 'budget_timeline',
  expected_deadline: 'budget_timeline',
  opening_date: 'budget_timeline',
  move_in_date: 'budget_timeline',
  entry_date: 'budget_timeline',
  exit_date: 'budget_timeline',
  registration_status: 'brand',
  need_registration_assistance: 'brand',
  brand_name_story: 'brand',
  brand_website: 'brand',
  brand_value: 'brand',
  competitive_advantage: 'brand',
  products_or_services: 'product',
  product_description: 'product',
  unique_selling_point: 'product',
  specification: 'product',
  packaging_form: 'product',
  sales_channels: 'product',
  preferred_materials: 'product',
  url: 'website',
  category: 'website',
  main_pages: 'website',
  languages: 'website',
  competitors: 'website',
};

export const briefGroupOrder: readonly BriefGroupId[] = ['project', 'needs', 'brand', 'product', 'website', 'space', 'style', 'budget_timeline', 'other'];

export function briefGroupOf(fieldId: BriefFieldId): BriefGroupId {
  return groupOfField[fieldId] ?? 'other';
}

export const briefGroupLabels: Readonly<Record<BriefGroupId, Localized>> = {
  project: l('The project', '專案概要', '프로젝트 개요'),
  needs: l('People and needs', '使用者與需求', '사람과 요구'),
  style: l('Style', '風格', '스타일'),
  space: l('Site', '場地', '현장'),
  budget_timeline: l('Budget and timeline', '預算與時程', '예산과 일정'),
  brand: l('Brand', '品牌', '브랜드'),
  product: l('Product', '產品', '제품'),
  website: l('Website', '網站', '웹사이트'),
  other: l('Other', '其他', '기타'),
};

import type { ReferenceProjectType, SpaceName } from '@genie/contracts';
import type { Localized } from './localized.ts';

/** Families of spaces, used to say which styles suit which rooms without listing all 40 each time. */
export const spaceGroups = [
  'living',
  'private',
  'kitchen_dining',
  'bath_spa',
  'work',
  'leisure',
  'outdoor',
  'utility',
  'hospitality',
  'retail',
  'exhibition',
  'general',
] as const;
export type SpaceGroup = (typeof spaceGroups)[number];

/** Where a space is found: in a home, in a business, at a show, or either. */
export type SpaceSetting = 'residential' | 'commercial' | 'exhibition' | 'any';

export interface SpaceEntry {
  readonly id: SpaceName;
  readonly label: Localized;
  readonly group: SpaceGroup;
  readonly setting: SpaceSetting;
}

const space = (id: SpaceName, group: SpaceGroup, setting: SpaceSetting, en: string, zh: string, ko: string): SpaceEntry => ({
  id,
  group,
  setting,
  label: { 'en-US': en, 'zh-TW': zh, 'ko-KR': ko },
});

/** Spec §3 space names with their labels, in the spec's order. */
export const spaceCatalog: readonly SpaceEntry[] = [
  space('living_room', 'living', 'residential', 'Living Room', '客廳', '거실'),
  space('open_kitchen_living_room', 'living', 'residential', 'Open Kitchen & Living Room', '開放式廚房客廳', '오픈 키친 거실'),
  space('bedroom', 'private', 'residential', 'Bedroom', '臥室', '침실'),
  space('bathroom', 'bath_spa', 'residential', 'Bathroom', '浴室', '욕실'),
  space('kitchen', 'kitchen_dining', 'residential', 'Kitchen', '廚房', '주방'),
  space('dining_room', 'kitchen_dining', 'residential', 'Dining Room', '飯廳', '다이닝룸'),
  space('attic', 'private', 'residential', 'Attic', '閣樓', '다락방'),
  space('study_room', 'work', 'residential', 'Study Room', '書房', '서재'),
  space('home_office', 'work', 'residential', 'Home Office', '居家辦公室', '홈 오피스'),
  space('family_room', 'living', 'residential', 'Family Room', '起居室', '패밀리룸'),
  space('formal_dining_room', 'kitchen_dining', 'residential', 'Formal Dining Room', '正式飯廳', '정찬 다이닝룸'),
  space('kids_room', 'private', 'residential', "Kids' Room", '兒童房', '아이 방'),
  space('balcony', 'outdoor', 'residential', 'Balcony', '陽台', '발코니'),
  space('gaming_room', 'leisure', 'residential', 'Gaming Room', '遊戲室', '게임룸'),
  space('meeting_room', 'work', 'commercial', 'Meeting Room', '會議室', '회의실'),
  space('workshop', 'work', 'any', 'Workshop', '工作坊', '작업실'),
  space('fitness_gym', 'leisure', 'any', 'Fitness Gym', '健身房', '피트니스 짐'),
  space('coffee_shop', 'hospitality', 'commercial', 'Coffee Shop', '咖啡廳', '카페'),
  space('clothing_store', 'retail', 'commercial', 'Clothing Store', '服飾店', '의류 매장'),
  space('restaurant', 'hospitality', 'commercial', 'Restaurant', '餐廳', '레스토랑'),
  space('office', 'work', 'commercial', 'Office', '辦公室', '사무실'),
  space('coworking_space', 'work', 'commercial', 'Coworking Space', '共享工作空間', '코워킹 스페이스'),
  space('hotel_lobby', 'hospitality', 'commercial', 'Hotel Lobby', '飯店大廳', '호텔 로비'),
  space('hotel_room', 'hospitality', 'commercial', 'Hotel Room', '飯店客房', '호텔 객실'),
  space('hotel_bathroom', 'bath_spa', 'commercial', 'Hotel Bathroom', '飯店浴室', '호텔 욕실'),
  space('exhibition_space', 'exhibition', 'exhibition', 'Exhibition Space', '展覽空間', '전시 공간'),
  space('onsen', 'bath_spa', 'any', 'Onsen', '溫泉', '온천'),
  space('working_space', 'work', 'any', 'Working Space', '工作空間', '업무 공간'),
  space('wine_cellar', 'kitchen_dining', 'any', 'Wine Cellar', '酒窖', '와인 셀러'),
  space('rooftop_terrace', 'outdoor', 'any', 'Rooftop Terrace', '屋頂露台', '루프톱 테라스'),
  space('sunroom', 'living', 'residential', 'Sunroom', '陽光房', '선룸'),
  space('home_spa', 'bath_spa', 'residential', 'Home Spa', '居家水療', '홈 스파'),
  space('mudroom', 'utility', 'residential', 'Mudroom', '玄關儲物間', '현관 수납실'),
  space('craft_room', 'work', 'residential', 'Craft Room', '手作室', '공예실'),
  space('dressing_room', 'private', 'residential', 'Dressing Room', '更衣室', '드레스룸'),
  space('guest_bedroom', 'private', 'residential', 'Guest Bedroom', '客房', '게스트룸'),
  space('home_bar', 'kitchen_dining', 'residential', 'Home Bar', '居家吧檯', '홈 바'),
  space('library', 'living', 'any', 'Library', '圖書室', '도서실'),
  space('other', 'general', 'any', 'Other', '其他', '기타'),
  space('new_space', 'general', 'any', 'New Space', '新增空間', '새 공간'),
];

const spaceById = new Map(spaceCatalog.map((s) => [s.id, s]));

export function spaceEntry(id: SpaceName): SpaceEntry {
  const entry = spaceById.get(id);
  if (!entry) throw new Error(`unknown space ${id}`);
  return entry;
}

/** Whether a space belongs to a project type: homes for residential work, businesses for commercial, … */
export function spaceFitsProjectType(id: SpaceName, projectType: ReferenceProjectType): boolean {
  const { setting } = spaceEntry(id);
  switch (projectType) {
    case 'residential_space':
      return setting === 'residential' || setting === 'any';
    case 'commercial_space':
      return setting === 'commercial' || setting === 'any';
    case 'exhibition_space':
      return setting === 'exhibition' || setting === 'commercial' || setting === 'any';
    default:
      return false;
  }
}

/** Project types whose images show a room; the others (brand, packaging, website, other) have no space. */
export function isSpatialProjectType(projectType: ReferenceProjectType): boolean {
  return projectType === 'residential_space' || projectType === 'commercial_space' || projectType === 'exhibition_space';
}

import type { BriefFieldId, ProjectType } from '@genie/contracts';
import { fieldDefinitions, type FieldDefinition, type Localized } from './fields.ts';

export type FieldPriority = 'core' | 'optional';

/** Ask a field only when an earlier choice answer did not pick one of `noneOf`. */
export interface AskCondition {
  field: BriefFieldId;
  noneOf: readonly string[];
}

/** A field as one project type asks it. */
export interface InterviewField extends FieldDefinition {
  priority: FieldPriority;
  askWhen?: AskCondition;
}

interface Entry {
  id: BriefFieldId;
  question?: Localized;
  askWhen?: AskCondition;
}
const f = (id: BriefFieldId, extra: Omit<Entry, 'id'> = {}): Entry => ({ id, ...extra });

const background = (question: Localized) => f('project_background', { question });

const businessAddress: Localized = {
  'en-US': 'Where is your business based? A city or district is enough.',
  'zh-TW': '您的公司或品牌位於哪個城市或地區呢？',
  'ko-KR': '회사나 브랜드는 어느 지역에 있나요? 도시나 구 정도면 충분해요.',
};
const siteAddress: Localized = {
  'en-US': 'Where is the space located? The district or neighbourhood is enough for now.',
  'zh-TW': '空間位於哪裡呢？先告訴我們大概的區域就可以了。',
  'ko-KR': '공간은 어디에 있나요? 지금은 대략적인 지역만 알려 주셔도 괜찮아요.',
};

/**
 * Per project type: the core questions (10–15, about ten minutes), then the optional follow-ups,
 * each list in conversation order. Together they are exactly the spec §3 fields of the type.
 */
const plans: Record<ProjectType, { core: Entry[]; optional: Entry[] }> = {
  brand_design: {
    core: [
      background({
        'en-US': "To begin, could you tell me about your brand and what you'd like designed: a new logo, a full identity, or a refresh?",
        'zh-TW': '首先，想請您介紹一下您的品牌，以及這次希望設計的內容：是全新的標誌、完整的品牌識別，還是品牌翻新呢？',
        'ko-KR': '먼저 브랜드에 대해 소개해 주시겠어요? 새 로고, 전체 브랜드 아이덴티티, 리뉴얼 중 어떤 작업을 원하시는지도 알려 주세요.',
      }),
      f('problem_need'),
      f('brand_name_story'),
      f('products_or_services'),
      f('registration_status'),
      f('need_registration_assistance', { askWhen: { field: 'registration_status', noneOf: ['registered'] } }),
      f('brand_website'),
      f('target_audience'),
      f('preferred_style'),
      f('colors_and_elements'),
      f('expected_deadline'),
      f('key_considerations'),
    ],
    optional: [
      f('other_design_requirements'),
      f('other_preferences'),
      f('address', { question: businessAddress }),
      f('number_of_visits'),
      f('distance'),
      f('collaboration_notes'),
      f('plans_after_project'),
    ],
  },
  packaging_design: {
    core: [
      background({
        'en-US': 'To begin, could you tell me a little about your company and this packaging project?',
        'zh-TW': '首先，想請您簡單介紹一下您的公司，以及這次的包裝設計專案。',
        'ko-KR': '먼저 회사와 이번 패키지 디자인 프로젝트에 대해 간단히 소개해 주시겠어요?',
      }),
      f('product_description'),
      f('specification'),
      f('packaging_form'),
      f('unique_selling_point'),
      f('target_audience'),
      f('sales_channels'),
      f('preferred_style'),
      f('colors_and_elements'),
      f('preferred_materials'),
      f('expected_deadline'),
      f('key_considerations'),
    ],
    optional: [
      f('problem_need'),
      f('other_design_requirements'),
      f('other_preferences'),
      f('address', { question: businessAddress }),
      f('number_of_visits'),
      f('distance'),
      f('collaboration_notes'),
      f('plans_after_project'),
    ],
  },
  website: {
    core: [
      background({
        'en-US': "To begin, could you tell me about your business and why you're looking for a new website?",
        'zh-TW': '首先，想請您介紹一下您的事業，以及為什麼想要製作新網站呢？',
        'ko-KR': '먼저 하시는 일과 새 웹사이트를 만들고 싶으신 이유를 알려 주시겠어요?',
      }),
      f('url'),
      f('category'),
      f('problem_need'),
      f('main_pages'),
      f('languages'),
      f('target_audience', {
        question: {
          'en-US': 'Who will be visiting the website? Feel free to describe their age, needs or what they care about.',
          'zh-TW': '網站的主要訪客是哪些人呢？可以描述他們的年齡層、需求或在意的事情。',
          'ko-KR': '웹사이트를 주로 방문할 분들은 누구인가요? 연령대, 필요, 중요하게 여기는 점 등을 알려 주세요.',
        },
      }),
      f('competitors'),
      f('preferred_style'),
      f('budget'),
      f('expected_deadline', {
        question: {
          'en-US': 'When would you like the website to go live?',
          'zh-TW': '您希望網站什麼時候上線呢？',
          'ko-KR': '웹사이트는 언제 오픈하면 좋을까요?',
        },
      }),
      f('key_considerations'),
    ],
    optional: [
      f('colors_and_elements'),
      f('other_design_requirements'),
      f('other_preferences'),
      f('address', { question: businessAddress }),
      f('number_of_visits'),
      f('distance'),
      f('collaboration_notes'),
      f('plans_after_project'),
    ],
  },
  commercial_space: {
    core: [
      background({
        'en-US': "To begin, could you tell me about your business and the space you'd like designed?",
        'zh-TW': '首先，想請您介紹一下您的事業，以及這次想設計的空間。',
        'ko-KR': '먼저 운영하시는 사업과 디자인하고 싶은 공간에 대해 소개해 주시겠어요?',
      }),
      f('problem_need'),
      f('brand_value'),
      f('target_audience'),
      f('competitive_advantage'),
      f('preferred_style'),
      f('colors_and_elements'),
      f('unique_design'),
      f('address', { question: siteAddress }),
      f('space_size'),
      f('budget'),
      f('opening_date'),
      f('key_considerations'),
    ],
    optional: [
      f('expected_deadline'),
      f('other_design_requirements'),
      f('other_preferences'),
      f('number_of_visits'),
      f('distance', {
        question: {
          'en-US': 'Roughly how far is the site from our studio, in kilometres or travel time?',
          'zh-TW': '現場距離我們工作室大概多遠呢？用公里數或車程時間都可以。',
          'ko-KR': '현장이 저희 스튜디오에서 대략 얼마나 떨어져 있나요? 거리(km)나 이동 시간으로 알려 주세요.',
        },
      }),
      f('collaboration_notes'),
      f('plans_after_project'),
    ],
  },
  exhibition_space: {
    core: [
      background({
        'en-US': "To begin, could you tell me about the exhibition and what you'll be showing?",
        'zh-TW': '首先，想請您介紹一下這次的展覽，以及您預計展出的內容。',
        'ko-KR': '먼저 어떤 전시인지, 무엇을 선보이실 예정인지 소개해 주시겠어요?',
      }),
      f('brand_value', {
        question: {
          'en-US': 'What does your brand stand for, and how should visitors feel at your booth?',
          'zh-TW': '您的品牌核心價值是什麼？希望參觀者來到展位時有什麼感受？',
          'ko-KR': '브랜드가 추구하는 가치는 무엇이고, 관람객이 부스에서 어떤 느낌을 받았으면 하나요?',
        },
      }),
      f('target_audience', {
        question: {
          'en-US': 'Who do you most want to reach at the exhibition, such as buyers, distributors or the public?',
          'zh-TW': '您在展覽中最想接觸的是哪些人呢？例如買家、代理商或一般民眾。',
          'ko-KR': '전시에서 가장 만나고 싶은 분들은 누구인가요? 예를 들어 바이어, 유통사, 일반 관람객 등이요.',
        },
      }),
      f('preferred_style'),
      f('unique_design'),
      f('address', {
        question: {
          'en-US': 'Where will the exhibition take place? The venue or hall name is perfect.',
          'zh-TW': '展覽會在哪裡舉辦呢？請告訴我們展館或場地名稱。',
          'ko-KR': '전시는 어디에서 열리나요? 전시장이나 홀 이름을 알려 주세요.',
        },
      }),
      f('space_size', {
        question: {
          'en-US': 'How big is the booth? For example 3x3 m or 18 m².',
          'zh-TW': '展位的大小是多少呢？例如 3x3 公尺或 18 平方公尺。',
          'ko-KR': '부스 크기는 어떻게 되나요? 예: 3x3m 또는 18㎡',
        },
      }),
      f('water_electricity_supply'),
      f('budget'),
      f('opening_date', {
        question: {
          'en-US': 'When does the exhibition open?',
          'zh-TW': '展覽什麼時候開幕呢？',
          'ko-KR': '전시는 언제 개막하나요?',
        },
      }),
      f('entry_date'),
      f('exit_date'),
      f('key_considerations'),
    ],
    optional: [
      f('problem_need'),
      f('competitive_advantage'),
      f('colors_and_elements'),
      f('expected_deadline'),
      f('other_design_requirements'),
      f('other_preferences'),
      f('number_of_visits'),
      f('distance'),
      f('collaboration_notes'),
      f('plans_after_project'),
    ],
  },
  residential_space: {
    core: [
      background({
        'en-US': 'To begin, could you tell me a little about your home project? Is it a new home, a renovation, or a refresh of a few rooms?',
        'zh-TW': '首先，想請您聊聊這次的居家專案：是新家裝修、老屋翻新，還是局部改造呢？',
        'ko-KR': '먼저 이번 집 프로젝트에 대해 들려주시겠어요? 새집 인테리어인지, 리모델링인지, 일부 공간만 바꾸시는 건지 궁금해요.',
      }),
      f('property_category'),
      f('layout'),
      f('age'),
      f('problem_need', {
        question: {
          'en-US': "What isn't working in your current home, or what would you most like to change?",
          'zh-TW': '目前的居住空間有哪些不方便的地方，或最想改善的是什麼？',
          'ko-KR': '지금 사는 공간에서 불편한 점이나 가장 바꾸고 싶은 부분은 무엇인가요?',
        },
      }),
      f('target_audience', {
        question: {
          'en-US': 'Who will be living in the home? For example a couple, a family with young children, parents or pets.',
          'zh-TW': '會有哪些人住在這個家呢？例如夫妻兩人、有小孩的家庭、長輩或寵物。',
          'ko-KR': '이 집에는 어떤 분들이 함께 사시나요? 예를 들어 부부, 어린 자녀가 있는 가족, 부모님이나 반려동물이요.',
        },
      }),
      f('lifestyle'),
      f('preferred_style'),
      f('colors_and_elements'),
      f('address', {
        question: {
          'en-US': 'Where is the home located? The district is enough for now.',
          'zh-TW': '房子位於哪個區域呢？先告訴我們大概的地區就可以了。',
          'ko-KR': '집은 어느 지역에 있나요? 지금은 동네 정도만 알려 주셔도 괜찮아요.',
        },
      }),
      f('space_size', {
        question: {
          'en-US': 'How big is the home? Ping (坪), square metres or square feet all work.',
          'zh-TW': '房子大約幾坪呢？',
          'ko-KR': '집은 몇 평인가요?',
        },
      }),
      f('budget'),
      f('move_in_date'),
      f('key_considerations'),
    ],
    optional: [
      f('expected_deadline'),
      f('important_collections'),
      f('memorable_moments'),
      f('other_design_requirements'),
      f('other_preferences'),
      f('number_of_visits'),
      f('distance', {
        question: {
          'en-US': 'Roughly how far is the home from our studio, in kilometres or travel time?',
          'zh-TW': '房子距離我們工作室大概多遠呢？用公里數或車程時間都可以。',
          'ko-KR': '집이 저희 스튜디오에서 대략 얼마나 떨어져 있나요? 거리(km)나 이동 시간으로 알려 주세요.',
        },
      }),
      f('collaboration_notes'),
      f('plans_after_project'),
    ],
  },
  other: {
    core: [
      f('project_background'),
      f('other_design_requirements', {
        question: {
          'en-US': 'What exactly would you like us to design for you?',
          'zh-TW': '具體來說，您希望我們為您設計哪些內容呢？',
          'ko-KR': '구체적으로 어떤 디자인 작업을 맡기고 싶으신가요?',
        },
      }),
      f('problem_need'),
      f('target_audience'),
      f('preferred_style'),
      f('colors_and_elements'),
      f('address', { question: businessAddress }),
      f('expected_deadline'),
      f('key_considerations'),
      f('collaboration_notes'),
    ],
    optional: [f('other_preferences'), f('plans_after_project'), f('number_of_visits'), f('distance')],
  },
};

function resolve(entry: Entry, priority: FieldPriority): InterviewField {
  const base = fieldDefinitions[entry.id];
  return {
    ...base,
    priority,
    ...(entry.question ? { question: entry.question } : {}),
    ...(entry.askWhen ? { askWhen: entry.askWhen } : {}),
  };
}

const catalogue = Object.fromEntries(
  Object.entries(plans).map(([type, plan]) => [
    type,
    [...plan.core.map((e) => resolve(e, 'core')), ...plan.optional.map((e) => resolve(e, 'optional'))],
  ]),
) as unknown as Record<ProjectType, readonly InterviewField[]>;

/** The fields of a project type in asking order: core questions first, then optional follow-ups. */
export function interviewFields(projectType: ProjectType): readonly InterviewField[] {
  return catalogue[projectType];
}

export function interviewField(projectType: ProjectType, id: BriefFieldId): InterviewField | undefined {
  return catalogue[projectType].find((field) => field.id === id);
}

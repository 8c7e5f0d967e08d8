import type { BriefFieldId, ProjectType } from '@genie/contracts';
import { fieldDefinitions, type FieldDefinition, type Localized } from './fields.ts';

/**
 * core: asked first; optional: asked while turns and time remain; listen: never asked (the visitor
 * cannot answer it, or the type does not need it), filed only when the visitor brings it up.
 */
export type FieldPriority = 'core' | 'optional' | 'listen';

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

/** Per type, the follow-ups phrased for what the type is: a home is not "expanding with new products". */
const extrasFor: Record<'brand' | 'packaging' | 'website' | 'space' | 'home' | 'exhibition', Localized> = {
  brand: {
    'en-US': "Besides the main design, is there anything else you'd like us to design, such as business cards, signage or social media templates?",
    'zh-TW': '除了主要的設計之外，還有其他需要我們設計的項目嗎？例如名片、招牌或社群貼文模板。',
    'ko-KR': '주요 디자인 외에 함께 맡기고 싶은 작업이 있으신가요? 예를 들어 명함, 간판, SNS 템플릿 같은 것들이요.',
  },
  packaging: {
    'en-US': "Besides the packaging itself, is there anything else you'd like us to design, such as labels, shipping boxes or a display stand?",
    'zh-TW': '除了包裝本身，還有其他需要我們設計的項目嗎？例如標籤、外箱或陳列架。',
    'ko-KR': '패키지 외에 함께 맡기고 싶은 작업이 있으신가요? 예를 들어 라벨, 배송 박스, 진열대 같은 것들이요.',
  },
  website: {
    'en-US': "Besides the website, is there anything else you'd like us to take care of, such as copywriting, photography or a logo?",
    'zh-TW': '除了網站之外，還有其他需要我們協助的項目嗎？例如文案、攝影或標誌。',
    'ko-KR': '웹사이트 외에 함께 맡기고 싶은 작업이 있으신가요? 예를 들어 카피라이팅, 사진 촬영, 로고 같은 것들이요.',
  },
  space: {
    'en-US': "Besides the interior, is there anything else you'd like us to take care of, such as signage, furniture selection or the menu and graphics?",
    'zh-TW': '除了室內設計之外，還有其他需要我們協助的項目嗎？例如招牌、家具挑選或菜單與視覺設計。',
    'ko-KR': '인테리어 외에 함께 맡기고 싶은 작업이 있으신가요? 예를 들어 간판, 가구 선택, 메뉴판이나 그래픽 같은 것들이요.',
  },
  home: {
    'en-US': "Besides the interior design, is there anything else you'd like us to take care of, such as furniture selection, lighting or custom storage?",
    'zh-TW': '除了室內設計之外，還有其他需要我們協助的項目嗎？例如家具挑選、燈光或訂製收納。',
    'ko-KR': '인테리어 외에 함께 맡기고 싶은 작업이 있으신가요? 예를 들어 가구 선택, 조명, 맞춤 수납 같은 것들이요.',
  },
  exhibition: {
    'en-US': 'Besides the booth, is there anything else you would like us to design, such as printed material, display stands or giveaways?',
    'zh-TW': '除了展位之外，還有其他需要我們設計的項目嗎？例如印刷品、展示架或贈品。',
    'ko-KR': '부스 외에 함께 맡기고 싶은 작업이 있으신가요? 예를 들어 인쇄물, 진열대, 증정품 같은 것들이요.',
  },
};

const plansAfterFor: Record<'business' | 'website' | 'home' | 'exhibition', Localized> = {
  business: {
    'en-US': 'Looking further ahead, what are your plans once this project is finished, for example expansion, new products or a next phase?',
    'zh-TW': '展望未來，這個專案完成之後，您有什麼後續計畫嗎？例如展店、推出新產品或下一階段的規劃。',
    'ko-KR': '이번 프로젝트가 끝난 뒤의 계획도 있으신가요? 예를 들어 확장, 신제품 출시, 다음 단계 등이요.',
  },
  website: {
    'en-US': 'Once the site is live, what comes next, for example an online shop, more languages or regular updates?',
    'zh-TW': '網站上線之後，有什麼後續規劃嗎？例如線上商店、增加語言或定期更新。',
    'ko-KR': '사이트 오픈 이후의 계획도 있으신가요? 예를 들어 온라인 쇼핑몰, 언어 추가, 정기 업데이트 등이요.',
  },
  home: {
    'en-US': 'Looking a few years ahead, how might life in this home change, for example a growing family, working from home or parents moving in?',
    'zh-TW': '想像幾年後，家裡的生活可能會有什麼變化嗎？例如家庭成員增加、在家工作或長輩同住。',
    'ko-KR': '몇 년 뒤 이 집에서의 생활이 어떻게 달라질 것 같나요? 예를 들어 가족이 늘거나, 재택근무를 하거나, 부모님과 함께 사시는 것 등이요.',
  },
  exhibition: {
    'en-US': 'After this show, do you plan to exhibit again, for example at other fairs, or to reuse the booth?',
    'zh-TW': '這次展覽之後，還有參加其他展覽或重複使用展位的計畫嗎？',
    'ko-KR': '이번 전시 이후에도 다른 전시회 참가나 부스 재사용 계획이 있으신가요?',
  },
};

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
 * each list in conversation order, and the fields only listened for. Together they are exactly the spec §3
 * fields of the type. No visitor is asked how far they are from the studio: the designer works it out from
 * the address; brand, packaging and website visitors are asked no place or visits unless they bring them up.
 */
const plans: Record<ProjectType, { core: Entry[]; optional: Entry[]; listen: Entry[] }> = {
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
      f('other_design_requirements', { question: extrasFor.brand }),
      f('other_preferences'),
      f('collaboration_notes'),
      f('plans_after_project', { question: plansAfterFor.business }),
    ],
    listen: [f('address', { question: businessAddress }), f('number_of_visits'), f('distance')],
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
      f('other_design_requirements', { question: extrasFor.packaging }),
      f('other_preferences'),
      f('collaboration_notes'),
      f('plans_after_project', { question: plansAfterFor.business }),
    ],
    listen: [f('address', { question: businessAddress }), f('number_of_visits'), f('distance')],
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
      f('other_design_requirements', { question: extrasFor.website }),
      f('other_preferences'),
      f('collaboration_notes'),
      f('plans_after_project', { question: plansAfterFor.website }),
    ],
    listen: [f('address', { question: businessAddress }), f('number_of_visits'), f('distance')],
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
      f('other_design_requirements', { question: extrasFor.space }),
      f('other_preferences'),
      f('number_of_visits'),
      f('collaboration_notes'),
      f('plans_after_project', { question: plansAfterFor.business }),
    ],
    listen: [f('distance')],
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
      f('other_design_requirements', { question: extrasFor.exhibition }),
      f('other_preferences'),
      f('number_of_visits'),
      f('collaboration_notes'),
      f('plans_after_project', { question: plansAfterFor.exhibition }),
    ],
    listen: [f('distance')],
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
      f('important_collections'),
      f('memorable_moments'),
      f('expected_deadline'),
      f('other_design_requirements', { question: extrasFor.home }),
      f('other_preferences'),
      f('number_of_visits'),
      f('collaboration_notes'),
      f('plans_after_project', { question: plansAfterFor.home }),
    ],
    listen: [f('distance')],
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
    optional: [f('other_preferences'), f('plans_after_project', { question: plansAfterFor.business }), f('number_of_visits')],
    listen: [f('distance')],
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
    [...plan.core.map((e) => resolve(e, 'core')), ...plan.optional.map((e) => resolve(e, 'optional')), ...plan.listen.map((e) => resolve(e, 'listen'))],
  ]),
) as unknown as Record<ProjectType, readonly InterviewField[]>;

/** The fields of a project type in asking order: core questions first, then optional follow-ups. */
export function interviewFields(projectType: ProjectType): readonly InterviewField[] {
  return catalogue[projectType];
}

export function interviewField(projectType: ProjectType, id: BriefFieldId): InterviewField | undefined {
  return catalogue[projectType].find((field) => field.id === id);
}

import type { BriefFieldId, FieldKind, Language } from '@genie/contracts';
import type { QuantityFamily } from './parse/quantity.ts';

export type Localized = Readonly<Record<Language, string>>;

/** Conversation topics, in the order a conversation moves through them (shown as progress). */
export const topics = ['project', 'people', 'style', 'practical', 'wrap_up'] as const;
export type Topic = (typeof topics)[number];

export interface ChoiceOption {
  id: string;
  label: Localized;
  /** Other words that name this option, in any language. */
  synonyms?: readonly string[];
  /** The options a denied naming of stands for this one: "nothing's registered" is `not_registered`. */
  denies?: readonly string[];
}

/** A brief field as the engine asks it, whatever the project type. */
export interface FieldDefinition {
  id: BriefFieldId;
  kind: FieldKind;
  topic: Topic;
  question: Localized;
  /** A short example of a good answer. */
  hint?: Localized;
  /** What a number_with_unit field measures. */
  quantity?: QuantityFamily;
  options?: readonly ChoiceOption[];
  multiple?: boolean;
  /** Quick replies for kinds without options (each one parses as an answer). */
  suggestions?: readonly Localized[];
  /**
   * Its answers say what, never when (a style, the customers, a list of products): a sentence that only tells when
   * something happens or happened ("Lease starts February 1", "2019년에 열었어요") is not its answer.
   */
  timeless?: true;
  /**
   * Its answers speak of a look, a feeling or people, never of money: a sentence that says what something costs
   * ("Another company quoted us $85,000 …", "칫솔 하나에 3,500원이고요") is not its answer.
   */
  moneyless?: true;
  /**
   * Its answers name its topic (a trouble or a goal, people, a way of living at home, colours or elements, what a brand
   * stands for): a long message filed as its answer without a word of the topic is most often the visitor telling
   * something else while it was on screen, so it is kept "to clarify" for the visitor and the designer to check.
   */
  topical?: true;
}

const dateHint: Localized = {
  'en-US': 'For example "2026/03/15", "next March", "within 3 months" or "ASAP".',
  'zh-TW': '例如「2026/03/15」、「明年3月」、「3個月內」或「越快越好」。',
  'ko-KR': '예: "2026/03/15", "내년 3월", "3개월 이내", "가능한 빨리"',
};
const dateSuggestions: readonly Localized[] = [
  { 'en-US': 'As soon as possible', 'zh-TW': '越快越好', 'ko-KR': '가능한 빨리' },
  { 'en-US': 'Within 3 months', 'zh-TW': '3個月內', 'ko-KR': '3개월 이내' },
  { 'en-US': 'Within 6 months', 'zh-TW': '半年內', 'ko-KR': '6개월 이내' },
  { 'en-US': 'No fixed date yet', 'zh-TW': '時間彈性', 'ko-KR': '일정은 유연해요' },
];
const moneyHint: Localized = {
  'en-US': 'A rough range is fine, for example "$20k", "NT$ 1,500,000" or "between 30,000 and 50,000".',
  'zh-TW': '大概的範圍就可以，例如「150萬」、「50-80萬」或「NT$ 300,000」。',
  'ko-KR': '대략적인 범위도 괜찮아요. 예: "3천만원", "2천~3천만원", "1억 5천만원"',
};
const areaHint: Localized = {
  'en-US': 'For example "30 ping", "85 m²" or "900 sq ft".',
  'zh-TW': '例如「30坪」或「85平方公尺」。',
  'ko-KR': '예: "25평", "85㎡"',
};
const styleSuggestions: readonly Localized[] = [
  { 'en-US': 'Modern and minimal', 'zh-TW': '現代簡約', 'ko-KR': '모던하고 미니멀하게' },
  { 'en-US': 'Warm and natural', 'zh-TW': '溫暖自然', 'ko-KR': '따뜻하고 내추럴하게' },
  { 'en-US': 'Bold and playful', 'zh-TW': '大膽活潑', 'ko-KR': '대담하고 유쾌하게' },
  { 'en-US': 'Classic and elegant', 'zh-TW': '經典優雅', 'ko-KR': '클래식하고 우아하게' },
];
const notSure: ChoiceOption = {
  id: 'not_sure',
  label: { 'en-US': 'Not sure yet', 'zh-TW': '還不確定', 'ko-KR': '아직 모르겠어요' },
  synonyms: ['not sure', "don't know", 'unsure', '不確定', '不知道', '不清楚', '모르겠', '잘 모르', '미정'],
};
const otherOption: ChoiceOption = {
  id: 'other',
  label: { 'en-US': 'Other', 'zh-TW': '其他', 'ko-KR': '기타' },
  synonyms: ['others', 'something else', '別的', '其它', '그 외', '다른'],
};

/** Every brief field of spec §3, with its default question. Project types may reword a question. */
export const fieldDefinitions: Readonly<Record<BriefFieldId, FieldDefinition>> = {
  // ---- common overview fields ----
  project_background: {
    id: 'project_background',
    kind: 'free_text',
    topic: 'project',
    question: {
      'en-US': 'To start, could you tell me a little about your project and what led you to reach out?',
      'zh-TW': '首先，想請您簡單介紹一下這個專案，以及是什麼契機讓您想找設計師呢？',
      'ko-KR': '먼저 이번 프로젝트에 대해 간단히 소개해 주시겠어요? 어떤 계기로 디자인을 맡기시게 되었는지도 궁금해요.',
    },
  },
  other_design_requirements: {
    id: 'other_design_requirements',
    kind: 'free_text',
    topic: 'project',
    question: {
      'en-US': "Besides the main design, is there anything else you'd like us to take care of, such as business cards, signage or furniture selection?",
      'zh-TW': '除了主要的設計之外，還有其他需要我們協助的項目嗎？例如名片、招牌或家具挑選。',
      'ko-KR': '주요 디자인 외에 함께 맡기고 싶은 작업이 있으신가요? 예를 들어 명함, 간판, 가구 선택 같은 것들이요.',
    },
  },
  problem_need: {
    id: 'problem_need',
    topical: true,
    kind: 'free_text',
    topic: 'project',
    question: {
      'en-US': "What's the main problem you'd like this design to solve, or the goal you most want to reach?",
      'zh-TW': '您最希望這次的設計解決什麼問題，或達成什麼目標呢？',
      'ko-KR': '이번 디자인으로 가장 해결하고 싶은 문제나 이루고 싶은 목표는 무엇인가요?',
    },
  },
  target_audience: {
    id: 'target_audience',
    topical: true,
    timeless: true,
    moneyless: true,
    kind: 'free_text',
    topic: 'people',
    question: {
      'en-US': 'Who are your target customers? Feel free to describe their age, lifestyle or what they care about.',
      'zh-TW': '您的目標客群是哪些人呢？可以描述他們的年齡層、生活型態或在意的事情。',
      'ko-KR': '주요 고객층은 어떤 분들인가요? 연령대, 라이프스타일, 중요하게 여기는 점 등을 알려 주세요.',
    },
  },
  preferred_style: {
    id: 'preferred_style',
    timeless: true,
    moneyless: true,
    kind: 'free_text',
    topic: 'style',
    question: {
      'en-US': 'What kind of style or feeling are you drawn to? A few words, or examples of designs you like, are perfect.',
      'zh-TW': '您喜歡什麼樣的風格或感覺呢？用幾個形容詞，或舉幾個喜歡的設計例子都可以。',
      'ko-KR': '어떤 스타일이나 분위기를 좋아하시나요? 몇 가지 단어나 마음에 드는 디자인 예시로 말씀해 주셔도 좋아요.',
    },
    suggestions: styleSuggestions,
  },
  colors_and_elements: {
    id: 'colors_and_elements',
    topical: true,
    timeless: true,
    moneyless: true,
    kind: 'free_text',
    topic: 'style',
    question: {
      'en-US': "Are there any colours or elements you'd love to include, or ones you'd rather avoid?",
      'zh-TW': '有沒有特別喜歡、希望加入的顏色或元素？想避免的也可以告訴我。',
      'ko-KR': '꼭 넣고 싶은 색상이나 요소가 있으신가요? 피하고 싶은 것이 있다면 함께 알려 주세요.',
    },
  },
  other_preferences: {
    id: 'other_preferences',
    timeless: true,
    moneyless: true,
    kind: 'free_text',
    topic: 'style',
    question: {
      'en-US': "Any other preferences we should know about, such as brands, references or work you've seen and loved?",
      'zh-TW': '還有其他偏好想讓我們知道嗎？例如喜歡的品牌、參考案例或曾經看過很喜歡的作品。',
      'ko-KR': '그 밖에 알려 주실 취향이 있을까요? 좋아하는 브랜드, 참고 사례, 인상 깊게 본 작품 등이요.',
    },
  },
  plans_after_project: {
    id: 'plans_after_project',
    kind: 'free_text',
    topic: 'wrap_up',
    question: {
      'en-US': 'Looking further ahead, what are your plans once this project is finished, for example expansion, new products or a next phase?',
      'zh-TW': '展望未來，這個專案完成之後，您有什麼後續計畫嗎？例如展店、推出新產品或下一階段的規劃。',
      'ko-KR': '이번 프로젝트가 끝난 뒤의 계획도 있으신가요? 예를 들어 확장, 신제품 출시, 다음 단계 등이요.',
    },
  },
  collaboration_notes: {
    id: 'collaboration_notes',
    kind: 'free_text',
    topic: 'wrap_up',
    question: {
      'en-US': "How would you like us to work together? For example how often you'd like updates, and who makes the final decisions.",
      'zh-TW': '您希望怎麼和我們合作呢？例如多久更新一次進度、最後由誰來做決定。',
      'ko-KR': '어떤 방식으로 함께 일하고 싶으신가요? 진행 상황 공유 주기나 최종 결정을 내리실 분이 누구인지 알려 주세요.',
    },
  },
  expected_deadline: {
    id: 'expected_deadline',
    kind: 'date',
    topic: 'practical',
    question: {
      'en-US': 'When would you ideally like the design to be finished?',
      'zh-TW': '您希望設計大約在什麼時候完成呢？',
      'ko-KR': '디자인이 언제쯤 완성되면 좋을까요?',
    },
    hint: dateHint,
    suggestions: dateSuggestions,
  },
  key_considerations: {
    id: 'key_considerations',
    kind: 'free_text',
    topic: 'wrap_up',
    question: {
      'en-US': 'What matters most to you in this project? Is there anything we should be especially careful about?',
      'zh-TW': '這個專案中您最重視的是什麼？有沒有需要我們特別注意的地方？',
      'ko-KR': '이번 프로젝트에서 가장 중요하게 생각하시는 점이나 특별히 신경 써야 할 부분이 있을까요?',
    },
  },
  address: {
    id: 'address',
    kind: 'free_text',
    topic: 'practical',
    question: {
      'en-US': 'Where is your business based? A city or district is enough.',
      'zh-TW': '您的公司或品牌位於哪個城市或地區呢？',
      'ko-KR': '회사나 브랜드는 어느 지역에 있나요? 도시나 구 정도면 충분해요.',
    },
  },
  distance: {
    id: 'distance',
    kind: 'number_with_unit',
    quantity: 'distance',
    topic: 'practical',
    question: {
      'en-US': 'Roughly how far are you from our studio, in kilometres or travel time?',
      'zh-TW': '您那邊距離我們工作室大概多遠呢？用公里數或車程時間都可以。',
      'ko-KR': '저희 스튜디오에서 대략 얼마나 떨어져 있나요? 거리(km)나 이동 시간으로 알려 주세요.',
    },
    hint: {
      'en-US': 'For example "15 km" or "30 minutes by car".',
      'zh-TW': '例如「15公里」或「開車30分鐘」。',
      'ko-KR': '예: "15km", "차로 30분"',
    },
  },
  number_of_visits: {
    id: 'number_of_visits',
    kind: 'number_with_unit',
    quantity: 'count',
    topic: 'practical',
    question: {
      'en-US': 'How many in-person meetings or site visits would you like during the project?',
      'zh-TW': '在專案進行期間，您希望安排幾次見面討論或現場勘查呢？',
      'ko-KR': '프로젝트 진행 중 대면 미팅이나 현장 방문은 몇 번 정도 원하시나요?',
    },
    hint: {
      'en-US': 'For example "2 times" or "3-4 visits".',
      'zh-TW': '例如「2次」或「3-4次」。',
      'ko-KR': '예: "2번", "3~4회"',
    },
  },

  // ---- brand / logo ----
  registration_status: {
    id: 'registration_status',
    kind: 'choice',
    topic: 'project',
    question: {
      'en-US': 'Has your brand name or logo been registered as a trademark yet?',
      'zh-TW': '您的品牌名稱或商標目前已經註冊了嗎？',
      'ko-KR': '브랜드 이름이나 로고는 상표 등록이 되어 있나요?',
    },
    options: [
      {
        id: 'registered',
        label: { 'en-US': 'Registered', 'zh-TW': '已註冊', 'ko-KR': '등록 완료' },
        synonyms: ['yes', 'yes it is', 'already registered', 'done', 'trademarked', '已經註冊', '註冊好了', '已經有商標', '是', '有', '네', '등록했', '등록됨', '등록되어', '등록 완료', '등록 끝났', '등록 마쳤', '등록 됐', '已經註冊好', '註冊好了'],
      },
      {
        id: 'in_progress',
        label: { 'en-US': 'Application in progress', 'zh-TW': '申請中', 'ko-KR': '출원 중' },
        synonyms: ['applying', 'applied', 'pending', 'in progress', 'in process', 'filed', 'application is already in', 'application is in', '審核中', '正在申請', '送件', '送申請', '有申請', '還在審', '審查中', '진행 중', '출원했', '출원해', '출원만', '심사 중', '출원 신청했'],
      },
      {
        id: 'not_registered',
        label: { 'en-US': 'Not yet', 'zh-TW': '尚未註冊', 'ko-KR': '아직 안 했어요' },
        // (Not applied for is not registered either: "we haven't filed anything".)
        denies: ['registered', 'in_progress'],
        synonyms: [
          'no', 'nope', 'not registered', 'not yet registered', 'not registered yet', "haven't registered", 'have not registered',
          "isn't registered", "hasn't been registered", 'not been registered', "haven't applied",
          // "I don't think we ever registered it": "ever" is said of what was never done.
          'ever registered', 'never registered', "didn't register", 'did not register', 'never filed',
          // (No trademark at all: the topic's own noun denied.)
          'no trademark', 'not trademarked', '沒有商標', '沒商標', '상표 없', '상표는 없',
          '從來沒有註冊', '從沒註冊', '沒去註冊', '등록한 적 없', '등록한 적이 없', '등록한 적은 없',
          '還沒', '还没', '沒有', '未註冊', '還沒註冊', '還沒有註冊', '沒有註冊', '沒註冊', '否',
          '아니요', '아직', '안 했', '미등록', '등록 안', '등록하지 않', '등록 전',
        ],
      },
      notSure,
    ],
  },
  need_registration_assistance: {
    id: 'need_registration_assistance',
    kind: 'yes_no',
    topic: 'project',
    question: {
      'en-US': 'Would you like our help with registering the trademark?',
      'zh-TW': '需要我們協助您辦理商標註冊嗎？',
      'ko-KR': '상표 등록 절차도 도와드릴까요?',
    },
  },
  brand_name_story: {
    id: 'brand_name_story',
    kind: 'free_text',
    topic: 'project',
    question: {
      'en-US': "What's the story behind your brand name? I'd love to hear what it means to you.",
      'zh-TW': '您的品牌名稱背後有什麼故事或意義嗎？很想聽聽看。',
      'ko-KR': '브랜드 이름에는 어떤 이야기나 의미가 담겨 있나요? 꼭 듣고 싶어요.',
    },
  },
  products_or_services: {
    id: 'products_or_services',
    timeless: true,
    kind: 'list',
    topic: 'project',
    question: {
      'en-US': 'What products or services does your brand offer?',
      'zh-TW': '您的品牌提供哪些產品或服務呢？',
      'ko-KR': '브랜드에서 어떤 제품이나 서비스를 제공하시나요?',
    },
    hint: {
      'en-US': 'For example "coffee, pastries and coffee beans".',
      'zh-TW': '例如「咖啡、甜點、咖啡豆」。',
      'ko-KR': '예: "커피, 디저트, 원두"',
    },
  },
  brand_website: {
    id: 'brand_website',
    kind: 'free_text',
    topic: 'project',
    question: {
      'en-US': 'Do you have a website or social media page we can look at? Please share the link, or just say "none".',
      'zh-TW': '品牌有官網或社群專頁可以讓我們參考嗎？請貼上連結，沒有的話回答「沒有」即可。',
      'ko-KR': '참고할 수 있는 웹사이트나 SNS 페이지가 있나요? 링크를 알려 주시고, 없으면 "없어요"라고 해 주세요.',
    },
  },

  // ---- packaging ----
  product_description: {
    id: 'product_description',
    timeless: true,
    kind: 'free_text',
    topic: 'project',
    question: {
      'en-US': 'Tell me about the product that needs packaging: what is it, and how is it used?',
      'zh-TW': '請介紹一下需要包裝的產品，它是什麼、怎麼使用呢？',
      'ko-KR': '포장이 필요한 제품을 소개해 주세요. 어떤 제품이고 어떻게 사용하나요?',
    },
  },
  unique_selling_point: {
    id: 'unique_selling_point',
    timeless: true,
    kind: 'free_text',
    topic: 'people',
    question: {
      'en-US': 'What makes your product special compared with others on the shelf?',
      'zh-TW': '和市面上其他產品相比，您的產品最特別的地方是什麼？',
      'ko-KR': '다른 제품들과 비교했을 때 이 제품만의 특별한 점은 무엇인가요?',
    },
  },
  specification: {
    id: 'specification',
    kind: 'free_text',
    topic: 'project',
    question: {
      'en-US': "What are the product's specifications, such as size, weight or volume, and how many items go in one pack?",
      'zh-TW': '產品的規格是什麼呢？例如尺寸、重量或容量，以及一組包含幾件。',
      'ko-KR': '제품 규격을 알려 주세요. 크기, 무게나 용량, 한 세트에 몇 개가 들어가는지 등이요.',
    },
  },
  packaging_form: {
    id: 'packaging_form',
    kind: 'choice',
    multiple: true,
    topic: 'project',
    question: {
      'en-US': 'What form of packaging do you have in mind? You can pick more than one.',
      'zh-TW': '您心中理想的包裝形式是什麼呢？可以選擇多個。',
      'ko-KR': '어떤 형태의 포장을 생각하고 계신가요? 여러 개를 고르셔도 돼요.',
    },
    options: [
      { id: 'box', label: { 'en-US': 'Box', 'zh-TW': '盒裝', 'ko-KR': '박스' }, synonyms: ['boxes', 'carton', 'shipping box', 'mailer box', '紙盒', '盒子', '外箱', '紙箱', '箱子', '상자', '케이스'] },
      { id: 'bag_pouch', label: { 'en-US': 'Bag or pouch', 'zh-TW': '袋裝', 'ko-KR': '파우치·봉투' }, synonyms: ['bag', 'bags', 'pouch', 'sachet', '袋子', '夾鏈袋', '包裝袋', '立袋', '站立袋', '파우치', '봉투', '봉지'] },
      { id: 'bottle_jar', label: { 'en-US': 'Bottle or jar', 'zh-TW': '瓶罐', 'ko-KR': '병·용기' }, synonyms: ['bottle', 'bottles', 'bottled', 'jar', 'jars', '瓶裝', '瓶子', '玻璃瓶', '玻璃罐', '瓶罐', '罐子', '병', '용기', '유리병'] },
      { id: 'can_tin', label: { 'en-US': 'Can or tin', 'zh-TW': '鐵罐', 'ko-KR': '캔·틴케이스' }, synonyms: ['can', 'cans', 'tin', 'tins', '罐頭', '鐵盒', '鋁罐', '캔', '틴', '틴케이스'] },
      { id: 'label', label: { 'en-US': 'Label or sticker', 'zh-TW': '標籤貼紙', 'ko-KR': '라벨·스티커' }, synonyms: ['label', 'labels', 'sticker', 'stickers', '標籤', '貼紙', '라벨', '스티커'] },
      { id: 'gift_set', label: { 'en-US': 'Gift set', 'zh-TW': '禮盒', 'ko-KR': '선물 세트' }, synonyms: ['gift box', 'gift set', 'gift', '禮盒組', '送禮組合', '禮品組合', '送禮', '선물세트', '선물 상자'] },
      otherOption,
    ],
  },
  sales_channels: {
    id: 'sales_channels',
    timeless: true,
    kind: 'list',
    topic: 'people',
    question: {
      'en-US': 'Where will the product be sold? For example online, in supermarkets, in your own shop or at markets.',
      'zh-TW': '產品會在哪些通路販售呢？例如網路、超市、自家門市或市集。',
      'ko-KR': '제품은 어디에서 판매되나요? 예를 들어 온라인, 마트, 직영 매장, 마켓 등이요.',
    },
  },
  preferred_materials: {
    id: 'preferred_materials',
    timeless: true,
    kind: 'list',
    topic: 'style',
    question: {
      'en-US': "Are there any materials you'd like to use, such as kraft paper, glass or recyclable plastic?",
      'zh-TW': '有偏好的包裝材質嗎？例如牛皮紙、玻璃或可回收塑膠。',
      'ko-KR': '선호하는 포장 소재가 있으신가요? 예를 들어 크라프트지, 유리, 재활용 플라스틱 등이요.',
    },
  },

  // ---- website ----
  url: {
    id: 'url',
    kind: 'free_text',
    topic: 'project',
    question: {
      'en-US': 'Do you already have a website? If so, please share the link, or just say "none".',
      'zh-TW': '您目前有網站嗎？有的話請提供網址，沒有的話回答「沒有」就可以了。',
      'ko-KR': '현재 운영 중인 웹사이트가 있나요? 있다면 주소를, 없다면 "없어요"라고 알려 주세요.',
    },
  },
  category: {
    id: 'category',
    kind: 'choice',
    topic: 'project',
    question: {
      'en-US': 'What kind of website do you need?',
      'zh-TW': '您需要的是哪一種類型的網站呢？',
      'ko-KR': '어떤 종류의 웹사이트가 필요하신가요?',
    },
    options: [
      { id: 'corporate', label: { 'en-US': 'Company website', 'zh-TW': '形象官網', 'ko-KR': '기업 홈페이지' }, synonyms: ['corporate', 'company site', 'business website', 'brand website', '官網', '公司網站', '企業網站', '公司介紹的那種', '介紹公司的網站', '公司介紹網站', '형상', '회사 홈페이지', '브랜드 홈페이지', '소개 홈페이지', '소개하는 홈페이지', '소개하는 거', '소개 사이트'] },
      { id: 'ecommerce', label: { 'en-US': 'Online shop', 'zh-TW': '電商網站', 'ko-KR': '쇼핑몰' }, synonyms: ['e-commerce', 'ecommerce', 'online store', 'shop', 'store', '購物網站', '網路商店', '電商', '線上商店', '網購', '網路購物', '線上購物', 'online shopping', '온라인 쇼핑몰', '이커머스', '온라인 스토어', '온라인 판매'] },
      { id: 'portfolio', label: { 'en-US': 'Portfolio', 'zh-TW': '作品集', 'ko-KR': '포트폴리오' }, synonyms: ['portfolio site', 'showcase', 'show off', '個人網站', '作品網站', '作品展示', '展示作品', '개인 사이트', '작품 소개'] },
      { id: 'blog_media', label: { 'en-US': 'Blog or media', 'zh-TW': '部落格或媒體', 'ko-KR': '블로그·미디어' }, synonyms: ['blog', 'blog site', 'blog website', 'blog-style', 'magazine', 'news', 'media', '部落格', '部落格網站', '部落格那種網站', '部落格型', '部落格形式', '媒體', '블로그', '블로그형', '블로그 사이트', '블로그 형식', '미디어', '매거진'] },
      { id: 'landing_page', label: { 'en-US': 'Landing page', 'zh-TW': '活動頁', 'ko-KR': '랜딩 페이지' }, synonyms: ['one page', 'one-page', 'campaign page', 'event page', '一頁式', '活動網頁', '랜딩', '원페이지', '이벤트 페이지'] },
      { id: 'booking', label: { 'en-US': 'Booking or services', 'zh-TW': '預約服務', 'ko-KR': '예약·서비스' }, synonyms: ['booking', 'reservation', 'appointments', 'time slot', 'pick a slot', 'book a slot', '預約', '訂位', '訂房', '订房', '预约', '選時段', 'reservations', '예약', '서비스 예약'] },
      otherOption,
    ],
  },
  main_pages: {
    id: 'main_pages',
    timeless: true,
    kind: 'list',
    topic: 'project',
    question: {
      'en-US': 'Which main pages should the site have?',
      'zh-TW': '網站需要哪些主要頁面呢？',
      'ko-KR': '어떤 주요 페이지가 필요하신가요?',
    },
    hint: {
      'en-US': 'For example "Home, About, Products, Contact".',
      'zh-TW': '例如「首頁、關於我們、產品、聯絡我們」。',
      'ko-KR': '예: "홈, 회사 소개, 제품, 문의하기"',
    },
  },
  languages: {
    id: 'languages',
    timeless: true,
    kind: 'list',
    topic: 'project',
    question: {
      'en-US': 'Which languages should the website be available in?',
      'zh-TW': '網站需要提供哪些語言版本呢？',
      'ko-KR': '웹사이트는 어떤 언어로 제공되어야 하나요?',
    },
    suggestions: [
      { 'en-US': 'English', 'zh-TW': '英文', 'ko-KR': '영어' },
      { 'en-US': 'Traditional Chinese and English', 'zh-TW': '繁體中文和英文', 'ko-KR': '한국어 및 영어' },
    ],
  },
  competitors: {
    id: 'competitors',
    timeless: true,
    moneyless: true,
    kind: 'list',
    topic: 'people',
    question: {
      'en-US': 'Are there competitors or websites you admire that we should look at?',
      'zh-TW': '有沒有值得參考的競爭對手，或是您欣賞的網站？',
      'ko-KR': '참고할 만한 경쟁사나 마음에 드는 웹사이트가 있나요?',
    },
  },
  budget: {
    id: 'budget',
    kind: 'money',
    topic: 'practical',
    question: {
      'en-US': 'What budget do you have in mind for this project?',
      'zh-TW': '這個專案您預計的預算大約是多少呢？',
      'ko-KR': '이번 프로젝트의 예산은 어느 정도로 생각하고 계신가요?',
    },
    hint: moneyHint,
  },

  // ---- commercial space (and exhibition) ----
  brand_value: {
    id: 'brand_value',
    topical: true,
    timeless: true,
    moneyless: true,
    kind: 'free_text',
    topic: 'people',
    question: {
      'en-US': 'What does your brand stand for, and how should customers feel when they walk in?',
      'zh-TW': '您的品牌核心價值是什麼？希望顧客走進空間時有什麼感受？',
      'ko-KR': '브랜드가 추구하는 가치는 무엇이고, 고객이 공간에 들어섰을 때 어떤 느낌을 받았으면 하나요?',
    },
  },
  competitive_advantage: {
    id: 'competitive_advantage',
    timeless: true,
    kind: 'free_text',
    topic: 'people',
    question: {
      'en-US': 'What sets your business apart from competitors nearby?',
      'zh-TW': '和附近的競爭對手相比，您的優勢是什麼？',
      'ko-KR': '주변 경쟁 업체와 비교했을 때 어떤 강점이 있으신가요?',
    },
  },
  unique_design: {
    id: 'unique_design',
    timeless: true,
    moneyless: true,
    kind: 'free_text',
    topic: 'style',
    question: {
      'en-US': "Is there a signature feature or a unique design idea you'd love the space to have?",
      'zh-TW': '您希望空間中有什麼獨特的設計亮點或記憶點嗎？',
      'ko-KR': '공간에 꼭 있었으면 하는 시그니처 요소나 독특한 디자인 아이디어가 있나요?',
    },
  },
  space_size: {
    id: 'space_size',
    kind: 'number_with_unit',
    quantity: 'area',
    topic: 'practical',
    question: {
      'en-US': 'How big is the space? Square metres, ping (坪) or square feet all work.',
      'zh-TW': '空間大約有多大呢？用坪數或平方公尺都可以。',
      'ko-KR': '공간 크기는 어느 정도인가요? 평수나 제곱미터로 알려 주세요.',
    },
    hint: areaHint,
  },
  opening_date: {
    id: 'opening_date',
    kind: 'date',
    topic: 'practical',
    question: {
      'en-US': 'When are you hoping to open?',
      'zh-TW': '預計什麼時候開幕呢？',
      'ko-KR': '오픈은 언제쯤 예정하고 계신가요?',
    },
    hint: dateHint,
    suggestions: dateSuggestions,
  },
  water_electricity_supply: {
    id: 'water_electricity_supply',
    kind: 'choice',
    topic: 'practical',
    question: {
      'en-US': 'Will the booth need water or electricity supply?',
      'zh-TW': '展位需要供水或供電嗎？',
      'ko-KR': '부스에 수도나 전기 공급이 필요한가요?',
    },
    options: [
      { id: 'both', label: { 'en-US': 'Water and electricity', 'zh-TW': '水電都需要', 'ko-KR': '수도와 전기 모두' }, synonyms: ['both', 'yes', 'water and power', 'electricity and water', '都需要', '都要', '水電都要', '需要水電', '둘 다', '모두 필요', '네'] },
      { id: 'electricity_only', label: { 'en-US': 'Electricity only', 'zh-TW': '只需要電', 'ko-KR': '전기만' }, synonyms: ['only electricity', 'just electricity', 'power only', 'only power', 'just power', '只要電', '只有電', '電就好', '用電', '전기만 필요', '전기만요'] },
      { id: 'water_only', label: { 'en-US': 'Water only', 'zh-TW': '只需要水', 'ko-KR': '수도만' }, synonyms: ['only water', 'just water', '只要水', '只有水', '수도만 필요', '물만'] },
      { id: 'none', label: { 'en-US': 'Neither', 'zh-TW': '都不需要', 'ko-KR': '둘 다 필요 없어요' }, synonyms: ['none', 'no', 'not needed', 'no need', '不需要', '都不用', '不用', '필요 없', '아니요'] },
      notSure,
    ],
  },
  entry_date: {
    id: 'entry_date',
    kind: 'date',
    topic: 'practical',
    question: {
      'en-US': 'When is the move-in date for setting up the booth?',
      'zh-TW': '進場佈置的日期是哪一天呢？',
      'ko-KR': '부스 설치를 위한 반입일은 언제인가요?',
    },
    hint: dateHint,
  },
  exit_date: {
    id: 'exit_date',
    kind: 'date',
    topic: 'practical',
    question: {
      'en-US': 'And when does the booth need to be taken down and moved out?',
      'zh-TW': '那撤場的日期是哪一天呢？',
      'ko-KR': '철수는 언제까지 해야 하나요?',
    },
    hint: dateHint,
  },

  // ---- residential ----
  property_category: {
    id: 'property_category',
    kind: 'choice',
    topic: 'project',
    question: {
      'en-US': 'What type of home is it?',
      'zh-TW': '這是什麼類型的住宅呢？',
      'ko-KR': '어떤 유형의 주택인가요?',
    },
    options: [
      { id: 'apartment', label: { 'en-US': 'Apartment', 'zh-TW': '公寓大樓', 'ko-KR': '아파트' }, synonyms: ['flat', 'condo', 'condominium', 'high-rise', '公寓', '大樓', '電梯大樓', '華廈', '빌라', '연립'] },
      { id: 'townhouse', label: { 'en-US': 'Townhouse', 'zh-TW': '透天厝', 'ko-KR': '타운하우스' }, synonyms: ['row house', 'rowhouse', 'rowhome', 'townhome', 'terraced house', 'terrace house', '透天', '連棟', '타운 하우스'] },
      { id: 'detached_house', label: { 'en-US': 'Detached house or villa', 'zh-TW': '獨棟別墅', 'ko-KR': '단독주택' }, synonyms: ['house', 'villa', 'detached', 'bungalow', 'ranch', 'cottage', 'cabin', 'farmhouse', 'single-family', 'single family', 'craftsman', 'split-level', '別墅', '獨棟', '독채', '단독', '전원주택', '주택'] },
      { id: 'studio', label: { 'en-US': 'Studio', 'zh-TW': '套房', 'ko-KR': '원룸·오피스텔' }, synonyms: ['studio apartment', 'loft', '小套房', '雅房', '원룸', '오피스텔'] },
      otherOption,
    ],
  },
  age: {
    id: 'age',
    kind: 'number_with_unit',
    quantity: 'age',
    topic: 'project',
    question: {
      'en-US': 'How old is the property? If it is a new build, just say "new".',
      'zh-TW': '房子的屋齡大約幾年呢？如果是新成屋，回答「新成屋」就可以。',
      'ko-KR': '집은 지은 지 몇 년 정도 되었나요? 신축이라면 "신축"이라고 답해 주세요.',
    },
    hint: {
      'en-US': 'For example "15 years", "built in 2005" or "new".',
      'zh-TW': '例如「15年」、「2005年完工」或「新成屋」。',
      'ko-KR': '예: "15년", "2005년 준공", "신축"',
    },
  },
  lifestyle: {
    id: 'lifestyle',
    topical: true,
    timeless: true,
    moneyless: true,
    kind: 'free_text',
    topic: 'people',
    question: {
      'en-US': 'What does everyday life at home look like for you? Cooking, working from home, having friends over, quiet evenings?',
      'zh-TW': '您平常在家的生活樣貌是什麼樣子呢？例如常下廚、在家工作、招待朋友，或是喜歡安靜的夜晚。',
      'ko-KR': '집에서의 일상은 어떤 모습인가요? 요리, 재택근무, 손님 초대, 조용한 저녁 시간 등 편하게 말씀해 주세요.',
    },
  },
  important_collections: {
    id: 'important_collections',
    timeless: true,
    moneyless: true,
    kind: 'list',
    topic: 'people',
    question: {
      'en-US': 'Are there collections or special items we should make room for, like books, art, records or a piano?',
      'zh-TW': '家中有沒有需要特別規劃收納或展示的收藏？例如書籍、藝術品、黑膠唱片或鋼琴。',
      'ko-KR': '특별히 수납하거나 전시할 공간이 필요한 소장품이 있나요? 예를 들어 책, 미술품, LP, 피아노 등이요.',
    },
  },
  memorable_moments: {
    id: 'memorable_moments',
    kind: 'free_text',
    topic: 'people',
    question: {
      'en-US': "Is there a memory or a moment at home that you'd love the new space to carry on?",
      'zh-TW': '有沒有哪段回憶或生活中的時刻，是您希望在新家延續下去的？',
      'ko-KR': '새 공간에서 이어 가고 싶은 추억이나 소중한 순간이 있나요?',
    },
  },
  move_in_date: {
    id: 'move_in_date',
    kind: 'date',
    topic: 'practical',
    question: {
      'en-US': 'When would you like to move in?',
      'zh-TW': '您預計什麼時候入住呢？',
      'ko-KR': '입주는 언제쯤 예정하고 계신가요?',
    },
    hint: dateHint,
    suggestions: dateSuggestions,
  },
  layout: {
    id: 'layout',
    kind: 'free_text',
    topic: 'project',
    question: {
      'en-US': "What's the current layout: how many bedrooms, living areas and bathrooms?",
      'zh-TW': '目前的格局是幾房幾廳幾衛呢？',
      'ko-KR': '현재 구조는 어떻게 되나요? 방, 거실, 욕실이 각각 몇 개인가요?',
    },
    hint: {
      'en-US': 'For example "3 bedrooms, 1 living room, 2 bathrooms".',
      'zh-TW': '例如「3房2廳2衛」。',
      'ko-KR': '예: "방 3개, 욕실 2개"',
    },
  },
};

import type { BriefFieldId, InterviewState, Language } from '@genie/contracts';
import { answer, closing, createInterview, greeting, nextQuestion, skip } from '../interview/engine.ts';

type Script = Partial<Record<BriefFieldId, string>>;

/**
 * The showcase request's client, in each language: a family renovating an older flat. Dates are
 * relative ("within 4 months"), so the showcase reads as current whenever it is made.
 */
const showcaseScripts: Record<Language, { contactName: string; email: string; phone: string; answers: Script; comment: string }> = {
  'en-US': {
    contactName: 'Emma Lin',
    email: 'emma.lin@example.com',
    phone: '+886 912 345 678',
    comment: 'Love the warm wood in the first set. Could the kitchen open onto the living room?',
    answers: {
      project_background: 'We just bought a 20-year-old apartment and want to renovate all of it before we move in.',
      property_category: 'An apartment in a high-rise',
      layout: '3 bedrooms, 2 bathrooms and an open living room',
      age: 'about 20 years old',
      problem_need: "The kitchen is closed off and dark, and there's almost no storage.",
      target_audience: 'My husband and me, our 6-year-old daughter and a cat.',
      lifestyle: 'We cook most evenings, both work from home twice a week, and love having friends over.',
      preferred_style: 'Warm and natural: a calm mix of Japanese and Scandinavian, with lots of light wood.',
      colors_and_elements: 'Soft whites, oak and a little sage green; please no glossy surfaces.',
      address: 'Xinyi District, Taipei',
      space_size: 'about 35 ping',
      budget: 'around NT$ 3,000,000',
      move_in_date: 'within 6 months',
      key_considerations: 'Staying on budget, and materials that are easy to clean with a cat at home.',
      important_collections: 'Books, vinyl records and a piano',
      memorable_moments: 'Sunday breakfasts with the whole family around one big table.',
      other_design_requirements: 'Help choosing furniture and lighting would be great.',
      other_preferences: "We love Muji and the calm of Aesop's stores.",
      expected_deadline: 'within 4 months',
      number_of_visits: '2-3 times',
    },
  },
  'zh-TW': {
    contactName: '林怡君',
    email: 'yijun.lin@example.com',
    phone: '0912 345 678',
    comment: '很喜歡第一組的溫暖木質感。廚房可以和客廳打通嗎？',
    answers: {
      project_background: '我們剛買了一間屋齡20年的電梯大樓，想在入住前全部重新裝修。',
      property_category: '電梯大樓',
      layout: '3房2廳2衛',
      age: '屋齡大約20年',
      problem_need: '廚房是封閉式的又很暗，收納空間幾乎沒有。',
      target_audience: '夫妻兩人、一個6歲的女兒和一隻貓。',
      lifestyle: '我們常在家下廚，週末會邀朋友來吃飯，平常一週在家工作兩天。',
      preferred_style: '溫暖自然，日式和北歐的混搭，多一點淺色木頭。',
      colors_and_elements: '柔和的白色、橡木色，加一點鼠尾草綠；不要亮面材質。',
      address: '台北市信義區',
      space_size: '35坪',
      budget: '預算大約300萬',
      move_in_date: '半年內',
      key_considerations: '預算控制，還有家裡有貓，材質要好清潔。',
      important_collections: '書、黑膠唱片和一台鋼琴',
      memorable_moments: '小時候全家人圍著餐桌一起吃早餐的時光。',
      other_design_requirements: '也希望協助挑選家具和燈具。',
      other_preferences: '很喜歡無印良品的風格。',
      expected_deadline: '4個月內',
      number_of_visits: '兩到三次',
    },
  },
  'ko-KR': {
    contactName: '김지은',
    email: 'jieun.kim@example.com',
    phone: '010-1234-5678',
    comment: '첫 번째 세트의 따뜻한 원목 느낌이 좋아요. 주방을 거실 쪽으로 열 수 있을까요?',
    answers: {
      project_background: '지은 지 20년 된 아파트를 샀는데, 입주 전에 전체 리모델링을 하고 싶어요.',
      property_category: '아파트예요',
      layout: '방 3개, 욕실 2개예요',
      age: '지은 지 20년 됐어요',
      problem_need: '주방이 막혀 있고 어두운 데다 수납공간이 거의 없어요.',
      target_audience: '부부와 초등학생 아이 한 명, 고양이 한 마리요.',
      lifestyle: '저녁은 거의 집에서 해 먹고, 주말에는 친구들을 자주 초대해요.',
      preferred_style: '따뜻하고 내추럴하게, 일본풍과 북유럽풍을 섞은 차분한 느낌이 좋아요.',
      colors_and_elements: '부드러운 화이트와 오크, 약간의 세이지 그린이요. 유광 마감은 피하고 싶어요.',
      address: '서울 마포구 연남동',
      space_size: '32평',
      budget: '5천만원 이하',
      move_in_date: '6개월 이내',
      key_considerations: '예산을 지키는 것과 고양이가 있어서 관리가 쉬운 소재가 중요해요.',
      important_collections: '책, LP, 피아노',
      memorable_moments: '어릴 때 온 가족이 식탁에 둘러앉아 아침을 먹던 시간이요.',
      other_design_requirements: '가구와 조명 선택도 도와주시면 좋겠어요.',
      other_preferences: '무인양품 같은 느낌을 좋아해요.',
      expected_deadline: '4개월 이내',
      number_of_visits: '두세 번',
    },
  },
};

export interface ShowcaseMessage {
  role: 'visitor' | 'genie';
  text: string;
  at: Date;
}

export interface ShowcaseConversation {
  contactName: string;
  email: string;
  phone: string;
  /** The visitor's comment on the brief. */
  comment: string;
  state: InterviewState;
  messages: ShowcaseMessage[];
  /** When the last message was sent. */
  endedAt: Date;
}

/** Seconds between a question and the visitor's answer (a phone keyboard), and between an answer and the reply. */
const ANSWER_SECONDS = 24;
const REPLY_SECONDS = 2;

/**
 * A finished residential conversation of the showcase request, driven through the real engine from
 * `start`: the greeting, then each question answered from the script (skipped when it has no answer),
 * the engine's acknowledgement and next question, and its closing.
 */
export function showcaseConversation(language: Language, designer: { teamName: string; opening?: string }, start: Date, utcOffsetMinutes = 480): ShowcaseConversation {
  const script = showcaseScripts[language];
  let state = createInterview({ projectType: 'residential_space', language, designer, options: { utcOffsetMinutes } });
  let at = start.getTime();
  const messages: ShowcaseMessage[] = [{ role: 'genie', text: greeting(state), at: new Date(at) }];
  for (let turn = 0; turn < 60; turn++) {
    const question = nextQuestion(state);
    if (!question) break;
    at += ANSWER_SECONDS * 1000;
    const text = script.answers[question.fieldId];
    const now = new Date(at);
    const result = text ? answer(state, text, now) : skip(state, now);
    messages.push({ role: 'visitor', text: text ?? { 'en-US': 'Skip', 'zh-TW': '跳過', 'ko-KR': '건너뛰기' }[language], at: now });
    state = result.state;
    const outcome = result.outcome;
    const ack = 'acknowledgement' in outcome ? outcome.acknowledgement : 'reask' in outcome ? outcome.reask : null;
    const next = nextQuestion(state);
    at += REPLY_SECONDS * 1000;
    const reply = outcome.type === 'needs_clarification' ? outcome.reask : [ack, next?.text ?? closing(state)].filter(Boolean).join('\n\n');
    messages.push({ role: 'genie', text: reply, at: new Date(at) });
  }
  return { contactName: script.contactName, email: script.email, phone: script.phone, comment: script.comment, state, messages, endedAt: new Date(at) };
}

import type { CorpusConversation } from '../corpus-types.ts';

export const packagingDesignConversations: CorpusConversation[] = [
  {
    id: 'packaging-ko-correction',
    projectType: 'packaging_design',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      '안녕하세요. 제주에서 작은 감귤 농장을 하고 있는데, 이번에 감귤청을 새로 출시하면서 패키지 디자인을 맡기고 싶어요.',
      '제주 감귤로 만든 수제 청이고, 따뜻한 물이나 탄산수에 타서 마시는 거예요. 500ml 유리병이고 선물용으로 2병씩 선물 세트로 팔 거예요.',
      '설탕을 절반만 넣고 농장에서 직접 딴 귤만 써요. 그게 다른 제품이랑 제일 다른 점이에요.',
      '주로 30~40대 여성분들이 선물용으로 많이 사세요. 스마트스토어랑 제주공항 기념품 매장에서 팔 거예요.',
      '스타일은 미니멀하고 따뜻한 느낌이면 좋겠고, 주황색은 꼭 들어갔으면 해요. 소재는 크라프트지나 재생지로 했으면 좋겠어요.',
      '디자인은 4월 말까지 나오면 좋겠어요.',
      '아 잠깐만요, 출시가 당겨져서 4월 말이 아니라 3월 말까지는 나와야 해요.',
    ],
    whenAsked: {
      key_considerations: '택배로 보내도 병이 깨지지 않게 튼튼해야 해요.',
    },
    otherwise: '상관없어요',
    expected: {
      project_background: { said: 0, text: ['감귤청'] },
      address: { said: 0, text: ['제주'] },
      product_description: { said: 1, text: ['탄산수'] },
      specification: { said: 1, text: ['500ml', '2병'] },
      packaging_form: { said: 1, value: { kind: 'choice', selected: ['bottle_jar', 'gift_set'] } },
      unique_selling_point: { said: 2, text: ['설탕'] },
      target_audience: { said: 3, text: ['30~40대'] },
      sales_channels: { said: 3, value: { kind: 'list', items: ['스마트스토어', '제주공항'] } },
      preferred_style: { said: 4, text: ['미니멀'] },
      colors_and_elements: { said: 4, text: ['주황'] },
      preferred_materials: { said: 4, value: { kind: 'list', items: ['크라프트지', '재생지'] } },
      expected_deadline: { said: 6, value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by', part: 'late' } },
      key_considerations: { said: 'asked', text: ['깨지지'] },
    },
  },
];

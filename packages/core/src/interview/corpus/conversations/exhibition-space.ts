import type { CorpusConversation } from '../corpus-types.ts';

export const exhibitionSpaceConversations: CorpusConversation[] = [
  {
    id: 'exhibition-ko-dates-and-booth',
    projectType: 'exhibition_space',
    language: 'ko-KR',
    utcOffsetMinutes: 540,
    messages: [
      "안녕하세요, 저희는 친환경 가구 브랜드 '나무결'이에요. 3월에 코엑스에서 열리는 서울리빙디자인페어에 참가하는데 부스 디자인이 필요해요.",
      '부스는 6m x 3m 크기이고, 전기는 필요한데 물은 필요 없어요.',
      '전시는 3월 18일에 개막하고, 설치는 3월 16일에 들어가고, 철수는 3월 22일이에요.',
      '예산은 3천만원 정도 생각하고 있어요.',
      '주로 인테리어 디자이너나 가구 바이어들을 만나고 싶어요. 재활용 원목으로 만든 가구라는 걸 보여주고 싶고, 따뜻하고 자연스러운 분위기면 좋겠어요.',
      '부스 가운데에 실제로 앉아 볼 수 있는 라운지를 만들고 싶어요.',
    ],
    whenAsked: {
      key_considerations: '설치 시간이 짧아서 조립이 쉬워야 해요.',
    },
    otherwise: '상관없어요',
    expected: {
      project_background: { said: 0, text: ['리빙디자인페어'] },
      address: { said: 0, text: ['코엑스'] },
      space_size: { said: 1, value: { kind: 'number_with_unit', amount: 18, unit: 'm2' } },
      water_electricity_supply: { said: 1, value: { kind: 'choice', selected: ['electricity_only'] } },
      opening_date: { said: 2, value: { kind: 'date', date: '2026-03-18', precision: 'day' } },
      entry_date: { said: 2, value: { kind: 'date', date: '2026-03-16', precision: 'day' } },
      exit_date: { said: 2, value: { kind: 'date', date: '2026-03-22', precision: 'day' } },
      budget: { said: 3, value: { kind: 'money', amount: 30_000_000, currency: 'KRW' } },
      target_audience: { said: 4, text: ['바이어'] },
      brand_value: { said: 4, text: ['재활용'] },
      preferred_style: { said: 4, text: ['자연스러운'] },
      unique_design: { said: 5, text: ['라운지'] },
      key_considerations: { said: 'asked', text: ['조립'] },
    },
  },
];

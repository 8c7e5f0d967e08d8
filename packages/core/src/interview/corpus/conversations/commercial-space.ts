import type { CorpusConversation } from '../corpus-types.ts';

export const commercialSpaceConversations: CorpusConversation[] = [
  {
    id: 'commercial-zh-correction',
    projectType: 'commercial_space',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '您好，我們要在台北信義區開一間早午餐店，店面大約35坪，是一樓的老店面。',
      '預算抓300萬，希望今年七月開幕。',
      '客人主要是附近的上班族，還有週末帶小孩來的家庭。',
      '我們的理念是用在地小農的食材，讓客人吃得安心、像在家一樣自在。跟附近其他店最不一樣的是，麵包都是我們自己烤的。',
      '風格想要北歐風，多一點木頭和綠色植物，不要工業風那種黑黑的。',
      '喔對了，更正一下，預算是350萬，不是300萬。',
      '希望有一個開放式廚房，還有一整面的麵包展示牆。',
    ],
    whenAsked: {
      problem_need: '現在這個店面很暗，動線也很亂，要整個重新規劃。',
      key_considerations: '工期要短，而且要好清潔。',
      budget: '我上面已經說過了',
    },
    otherwise: '沒有',
    expected: {
      project_background: { said: 0, text: ['早午餐'] },
      address: { said: 0, text: ['信義'] },
      space_size: { said: 0, value: { kind: 'number_with_unit', amount: 35, unit: 'ping', squareMeters: 115.7 } },
      opening_date: { said: 1, value: { kind: 'date', date: '2026-07-01', precision: 'month' } },
      target_audience: { said: 2, text: ['上班族', '家庭'] },
      brand_value: { said: 3, text: ['小農'] },
      competitive_advantage: { said: 3, text: ['自己烤'] },
      preferred_style: { said: 4, text: ['北歐'] },
      colors_and_elements: { said: 4, text: ['木頭', '綠色'] },
      budget: { said: 5, value: { kind: 'money', amount: 3_500_000, currency: 'TWD' } },
      unique_design: { said: 6, text: ['開放式廚房'] },
      problem_need: { said: 'asked', text: ['動線'] },
      key_considerations: { said: 'asked', text: ['工期'] },
    },
  },
];

import type { CorpusConversation } from '../corpus-types.ts';

export const brandDesignConversations: CorpusConversation[] = [
  {
    id: 'brand-zh-story-order',
    projectType: 'brand_design',
    language: 'zh-TW',
    utcOffsetMinutes: 480,
    messages: [
      '你好，我們是台中的手工茶飲品牌，叫「山嵐」，名字來自阿里山清晨的雲霧。今年四月初要開第一間店，想做全新的Logo和整套品牌識別。',
      '我們主要賣冷泡茶、手搖茶和茶葉禮盒，客人大多是25到35歲的上班族。',
      '商標還沒註冊，需要你們幫忙。官網還沒有，只有IG：@shanlan.tea',
      '風格希望是侘寂風，顏色喜歡墨綠和米白，不要太花俏。',
      '希望三月底前完成，因為四月初就要開幕了。',
      '對了，現在用的是朋友隨手畫的Logo，看起來很不專業，這是最想解決的問題。',
    ],
    whenAsked: {
      key_considerations: '要能印在杯子和包裝上，縮小了也要看得清楚。',
      collaboration_notes: '每週用LINE更新一次，最後由我和合夥人一起決定。',
    },
    otherwise: '都可以',
    expected: {
      project_background: { said: 0, text: ['品牌識別'] },
      brand_name_story: { said: 0, text: ['雲霧'] },
      address: { said: 0, text: ['台中'] },
      products_or_services: { said: 1, value: { kind: 'list', items: ['冷泡茶', '手搖茶', '茶葉禮盒'] } },
      target_audience: { said: 1, text: ['上班族'] },
      registration_status: { said: 2, value: { kind: 'choice', selected: ['not_registered'] } },
      need_registration_assistance: { said: 2, value: { kind: 'yes_no', value: true } },
      brand_website: { said: 2, text: ['@shanlan.tea'] },
      preferred_style: { said: 3, text: ['侘寂'] },
      colors_and_elements: { said: 3, text: ['墨綠', '米白'] },
      expected_deadline: { said: 4, value: { kind: 'date', date: '2026-03-01', precision: 'month', relation: 'by', part: 'late' } },
      problem_need: { said: 5, text: ['不專業'] },
      key_considerations: { said: 'asked', text: ['杯子', '包裝'] },
    },
  },
];

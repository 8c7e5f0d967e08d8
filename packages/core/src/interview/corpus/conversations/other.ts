import type { CorpusConversation } from '../corpus-types.ts';

export const otherConversations: CorpusConversation[] = [
  {
    id: 'other-en-winery-map',
    projectType: 'other',
    language: 'en-US',
    utcOffsetMinutes: -480,
    messages: [
      "Hi, this is a bit unusual: we're a family-run winery in Napa and we want a custom illustrated map of our vineyard for visitors, plus matching signage along the walking trail.",
      'The problem is people get lost on the property and miss the tasting room, which is where we actually make money.',
      'Visitors are mostly couples and small groups in their 30s to 60s, wine tourists from the Bay Area.',
      'Hand-drawn, vintage feel, kind of like old botanical illustrations. Deep burgundy and olive green, no neon colors please.',
      'We need it all installed before the harvest season opens on August 15.',
      "My sister and I decide together, and we'd like a quick call every two weeks.",
    ],
    whenAsked: {
      key_considerations: 'The signs have to survive sun and rain all year.',
    },
    otherwise: 'No particular preference',
    expected: {
      project_background: { said: 0, text: ['winery'] },
      other_design_requirements: { said: 0, text: ['map', 'signage'] },
      address: { said: 0, text: ['Napa'] },
      problem_need: { said: 1, text: ['lost'] },
      target_audience: { said: 2, text: ['couples'] },
      preferred_style: { said: 3, text: ['vintage'] },
      colors_and_elements: { said: 3, text: ['burgundy', 'olive'] },
      expected_deadline: { said: 4, value: { kind: 'date', date: '2026-08-15', precision: 'day', relation: 'by' } },
      collaboration_notes: { said: 5, text: ['every two weeks'] },
      key_considerations: { said: 'asked', text: ['sun and rain'] },
    },
  },
];

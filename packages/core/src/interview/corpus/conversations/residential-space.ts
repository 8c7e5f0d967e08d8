import type { CorpusConversation } from '../corpus-types.ts';

export const residentialSpaceConversations: CorpusConversation[] = [
  {
    // The issue's own story, told in the visitor's order.
    id: 'residential-en-story-order',
    projectType: 'residential_space',
    language: 'en-US',
    utcOffsetMinutes: 480,
    messages: [
      "Hi! We just bought a 30-year-old apartment in Taipei, about 85 square meters, in Da'an District, and we want to renovate it before we move in. It's 3 bedrooms and 2 bathrooms, but the kitchen is tiny and closed off.",
      "Budget is around 1.5 million NTD, and we'd love to move in by March 2027.",
      'Style-wise we love Japandi, lots of light wood and white, nothing too dark.',
      'Two adults, a newborn soon, and a cat',
      'We both work from home a few days a week and cook almost every night, so the kitchen matters a lot.',
      "Oh, and we have a lot of vinyl records, around 2,000 of them, and my husband's upright piano.",
    ],
    whenAsked: {
      key_considerations: 'Good storage and sound insulation, the neighbours are close.',
      budget: 'I already told you that above',
      memorable_moments: 'Slow Sunday breakfasts by the window.',
      plans_after_project: 'Maybe a second child in a few years, so one room should be flexible.',
    },
    otherwise: 'No particular preference',
    expected: {
      project_background: { said: 0, text: ['renovate'] },
      property_category: { said: 0, value: { kind: 'choice', selected: ['apartment'] } },
      age: { said: 0, value: { kind: 'number_with_unit', amount: 30, unit: 'years' } },
      space_size: { said: 0, value: { kind: 'number_with_unit', amount: 85, unit: 'm2' } },
      address: { said: 0, text: ["Da'an", 'Taipei'] },
      layout: { said: 0, text: ['3 bedrooms', '2 bathrooms'] },
      problem_need: { said: 0, text: ['kitchen'] },
      budget: { said: 1, value: { kind: 'money', amount: 1_500_000, currency: 'TWD' } },
      move_in_date: { said: 1, value: { kind: 'date', date: '2027-03-01', precision: 'month', relation: 'by' } },
      preferred_style: { said: 2, text: ['Japandi'] },
      colors_and_elements: { said: 2, text: ['light wood', 'white'] },
      target_audience: { said: 3, text: ['two adults', 'newborn', 'cat'] },
      lifestyle: { said: 4, text: ['work from home', 'cook'] },
      important_collections: { said: 5, text: ['vinyl', '2,000', 'piano'] },
      key_considerations: { said: 'asked', text: ['storage', 'sound insulation'] },
    },
  },
];

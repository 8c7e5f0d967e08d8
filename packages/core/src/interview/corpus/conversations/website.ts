import type { CorpusConversation } from '../corpus-types.ts';

export const websiteConversations: CorpusConversation[] = [
  {
    id: 'website-en-several-facts',
    projectType: 'website',
    language: 'en-US',
    utcOffsetMinutes: -300,
    messages: [
      "Hey! I run a small yoga studio in Brooklyn called Stillwater and our website is really outdated, it's stillwateryoga.com. People can't even book classes on it.",
      'We basically need a booking site: home, class schedule, teachers, pricing and contact pages.',
      'English and Spanish, since a lot of our neighborhood speaks Spanish.',
      'Our members are mostly women 25 to 45, busy professionals, plus some seniors in the morning classes.',
      "Our budget is $8,000 to $10,000 and we'd like to launch before summer, ideally by May 1st.",
      'I like what Modo Yoga and Y7 Studio have done with their sites. Clean, calm, minimalist, lots of white space.',
    ],
    whenAsked: {
      key_considerations: 'It has to work well on phones, most people book from their phone.',
      colors_and_elements: 'Sage green and sand, no neon.',
    },
    otherwise: 'not sure',
    expected: {
      project_background: { said: 0, text: ['yoga'] },
      url: { said: 0, text: ['stillwateryoga.com'] },
      address: { said: 0, text: ['Brooklyn'] },
      problem_need: { said: 0, text: ['book'] },
      category: { said: 1, value: { kind: 'choice', selected: ['booking'] } },
      main_pages: { said: 1, value: { kind: 'list', items: ['home', 'schedule', 'teachers', 'pricing', 'contact'] } },
      languages: { said: 2, value: { kind: 'list', items: ['English', 'Spanish'] } },
      target_audience: { said: 3, text: ['25 to 45'] },
      budget: { said: 4, value: { kind: 'money', amount: 8_000, max: 10_000, currency: 'USD' } },
      expected_deadline: { said: 4, value: { kind: 'date', date: '2026-05-01', precision: 'day', relation: 'by' } },
      competitors: { said: 5, value: { kind: 'list', items: ['Modo Yoga', 'Y7'] } },
      preferred_style: { said: 5, text: ['minimalist'] },
      key_considerations: { said: 'asked', text: ['phones'] },
    },
  },
];

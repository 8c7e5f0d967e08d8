import type { BrandExtraction } from '@genie/contracts';

/** The extraction of the fixture studio site (test/fixtures/brand-site), as the job reads it. */
export const studioExtraction: BrandExtraction = {
  url: 'https://atelier-lumen.example/',
  final_url: 'https://atelier-lumen.example/',
  name: 'Atelier Lumen',
  description:
    'Atelier Lumen is a Taipei design studio creating calm, light-filled homes, boutique hospitality spaces and brand identities with natural materials and handcrafted detail.',
  headings: [
    'Calm, light-filled spaces crafted around the way you live',
    'Selected projects',
    "Da'an apartment: warm oak and limewash",
    'Hoshi tea house',
    'Kōji Bakery identity',
    'Services',
    'Residential interiors',
    'Boutique hospitality',
    'Brand identity & packaging',
    'Our approach',
  ],
  navigation: ['Projects', 'Services', 'Studio', 'Journal', 'Contact'].map((label) => ({
    label,
    url: `https://atelier-lumen.example/${label.toLowerCase()}/`,
  })),
  colors: {
    theme_color: '#2f4a3a',
    css: [
      { hex: '#c8a27a', count: 5 },
      { hex: '#1e2a24', count: 5 },
      { hex: '#2f4a3a', count: 5 },
      { hex: '#f4efe8', count: 4 },
      { hex: '#8c6d4f', count: 1 },
    ],
    logo_palette: ['#2f4b3a', '#caa37b'],
  },
  fonts: ['Cormorant Garamond', 'Inter', 'Lumen Display', 'Georgia'],
  logo_url: 'https://atelier-lumen.example/images/logo.png',
  social_links: [
    { network: 'instagram', url: 'https://www.instagram.com/atelierlumen.studio/' },
    { network: 'facebook', url: 'https://www.facebook.com/atelierlumen' },
    { network: 'line', url: 'https://line.me/R/ti/p/@atelierlumen' },
  ],
  languages: ['en', 'zh-TW', 'ko'],
};

/** A bare one-page site: no description, navigation, logo or theme colour; one network, one language. */
export const bareExtraction: BrandExtraction = {
  url: 'https://bare.example/',
  final_url: 'https://bare.example/',
  name: null,
  description: null,
  headings: [],
  navigation: [],
  colors: { theme_color: null, css: [{ hex: '#777777', count: 3 }, { hex: '#999999', count: 2 }], logo_palette: [] },
  fonts: ['Arial', 'Roboto', 'Lato', 'Open Sans', 'Pacifico'],
  logo_url: null,
  social_links: [{ network: 'facebook', url: 'https://facebook.com/bare' }],
  languages: ['zh-TW'],
};

import { describe, expect, it } from 'vitest';
import { clientProfile, languages, type BriefFieldId, type BriefFields, type Language, type ProjectType } from '@genie/contracts';
import { correct, createInterview } from '../interview/index.ts';
import type { SuggestionsInput } from '../suggestions/suggestions-input.ts';
import { composeSalesEmail } from './compose-sales-email.ts';
import { decisionSignalsIn } from './decision-signals.ts';
import { leadSourceOf, profileClient } from './client-profile.ts';
import { summarizeClientProfile, summaryInventions } from './client-summary.ts';

const today = new Date('2026-01-20T09:00:00Z');

function answersOf(projectType: ProjectType, language: Language, texts: Partial<Record<BriefFieldId, string>>): BriefFields {
  let state = createInterview({ projectType, language, designer: { teamName: 'Oak Studio' } });
  for (const [id, text] of Object.entries(texts)) state = correct(state, id, text, today).state;
  return state.answers;
}

function brief(projectType: ProjectType, answers: BriefFields, contactName = 'Mei Chen'): SuggestionsInput {
  return { projectType, answers, referenceOutcome: null, ratings: {}, contactName, brandName: null, inquiryDate: new Date('2026-01-18T10:00:00Z'), today };
}

const home = () =>
  brief(
    'residential_space',
    answersOf('residential_space', 'en-US', {
      space_size: '85 m2',
      budget: 'USD 60,000',
      move_in_date: 'by 2026-02-15',
      preferred_style: 'Scandinavian, light wood',
      address: 'Da-an District, Taipei',
    }),
  );

describe('decision signals', () => {
  it('finds each kind once, with the message that shows it, in any of the three languages', () => {
    const signals = decisionSignalsIn(['My wife and I will decide together', 'We have two kids and a dog', '預算有限，希望划算', 'The location is great']);
    expect(signals.map((s) => s.kind)).toEqual(['price_sensitive', 'shared_decision', 'family_needs']);
    expect(signals.find((s) => s.kind === 'shared_decision')?.quote).toBe('My wife and I will decide together');
  });

  it('matches Latin words as whole words only ("cat" is not in "location"; "child" not in "childhood" alone)', () => {
    expect(decisionSignalsIn(['The location of the communication room'])).toEqual([]);
  });

  it('finds nothing in a conversation that shows nothing', () => {
    expect(decisionSignalsIn(['Hello', 'A living room'])).toEqual([]);
  });
});

describe('the client profile', () => {
  it('reads segment, budget band, urgency, styles and location from the brief alone', () => {
    const profile = profileClient({ brief: home(), visitorMessages: ['We need it quickly, my husband starts a new job'], origin: 'genie', source: null }, 'en-US');
    expect(clientProfile.parse(profile)).toEqual(profile);
    expect(profile.project_type).toBe('residential_space');
    expect(profile.budget_band).toBe('workable');
    expect(profile.budget).toMatch(/60,000/);
    expect(profile.urgency).toBe('urgent');
    expect(profile.weeks_left).toBeLessThan(10);
    expect(profile.styles.map((s) => s.style)).toContain('scandinavian');
    expect(profile.location).toBe('Da-an District, Taipei');
    expect(profile.signals.map((s) => s.kind)).toEqual(['time_pressure', 'shared_decision']);
    expect(profile.source).toBe('genie');
  });

  it('invents nothing for a client who said nothing: no budget, no date, no style, no place', () => {
    const profile = profileClient({ brief: brief('residential_space', {}), visitorMessages: [], origin: 'manual', source: null }, 'zh-TW');
    expect(profile).toMatchObject({ budget_band: 'unstated', budget: null, urgency: 'unstated', deadline: null, styles: [], location: null, signals: [], source: 'manual' });
  });

  it('names the styles in the asked language', () => {
    const profile = profileClient({ brief: home(), visitorMessages: [], origin: 'genie', source: null }, 'ko-KR');
    expect(profile.styles[0]?.name).toMatch(/[\uac00-\ud7af]/);
  });
});

describe('lead sources', () => {
  it('groups by campaign, then the host of the embedding page, then the genie or the designer', () => {
    expect(leadSourceOf('genie', { embed: true, utm_source: 'Instagram' })).toBe('instagram');
    expect(leadSourceOf('genie', { embed: true, page_url: 'https://www.studio.example/contact' })).toBe('studio.example');
    expect(leadSourceOf('genie', { embed: true })).toBe('embed');
    expect(leadSourceOf('genie', null)).toBe('genie');
    expect(leadSourceOf('manual', { utm_source: 'x' })).toBe('manual');
  });
});

describe('the sales e-mail by rules', () => {
  it.each(languages)('greets the client, recaps only what they said and signs with the studio, in %s', (language) => {
    const mail = composeSalesEmail({ brief: home(), studioName: 'Oak Studio' }, language);
    expect(mail.subject).toContain('Oak Studio');
    expect(mail.body).toContain('Mei Chen');
    expect(mail.body).toContain('Da-an District, Taipei');
    expect(mail.body.trimEnd().endsWith('Oak Studio') || mail.body.trimEnd().endsWith('Oak Studio 드림')).toBe(true);
    if (language === 'zh-TW') expect(mail.body).toMatch(/[\u4e00-\u9fff]/);
    if (language === 'ko-KR') expect(mail.body).toMatch(/[\uac00-\ud7af]/);
    if (language === 'en-US') expect(mail.body).not.toMatch(/[\u4e00-\u9fff\uac00-\ud7af]/);
    expect(composeSalesEmail({ brief: home(), studioName: 'Oak Studio' }, language)).toEqual(mail);
  });

  it('proposes a call this week when the date is pressing, and asks for the essentials still open', () => {
    const mail = composeSalesEmail({ brief: home(), studioName: 'Oak Studio' }, 'en-US');
    expect(mail.body).toContain('this week');
    const sparse = composeSalesEmail({ brief: brief('residential_space', answersOf('residential_space', 'en-US', { space_size: '40 m2' })), studioName: 'Oak Studio' }, 'en-US');
    expect(sparse.body).toContain('could you also tell us');
    expect(sparse.body).toMatch(/- Budget/i);
    expect(sparse.body).not.toContain('this week');
    expect(sparse.body).not.toMatch(/Budget: /);
  });

  it("signs with the designer's own sign-off when they have one, the default closing otherwise", () => {
    const mine = composeSalesEmail({ brief: home(), studioName: 'Oak Studio', signOff: 'Talk soon,\nLin' }, 'en-US');
    expect(mine.body.endsWith('\n\nTalk soon,\nLin')).toBe(true);
    expect(mine.body).not.toContain('Best regards');
    expect(composeSalesEmail({ brief: home(), studioName: 'Oak Studio', signOff: ' ' }, 'en-US').body).toContain('Best regards,\nOak Studio');
  });

  it('writes a greeting without a name when the lead has none', () => {
    expect(composeSalesEmail({ brief: brief('website', {}, ' '), studioName: 'Oak Studio' }, 'en-US').body.startsWith('Hello,')).toBe(true);
  });
});

describe("the client's brand in the profile", () => {
  const extraction = {
    url: 'https://atelier-lumen.example/',
    final_url: 'https://atelier-lumen.example/',
    name: 'Atelier Lumen',
    description: null,
    headings: [],
    navigation: [],
    colors: {
      theme_color: '#2F4A3A',
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
    logo_url: null,
    social_links: [],
    languages: ['en', 'zh-TW'],
  };
  const analysis = {
    summary: 'A studio.',
    positioning: 'Calm homes.',
    audience: 'Families.',
    tone: 'Warm, quiet and precise.',
    visual_identity: 'Forest green and oak.',
    gaps_and_opportunities: ['More photos.'],
  };

  it("takes the site's own palette (theme, logo, CSS; near-duplicates once), type, languages and the analysis' voice", () => {
    const profile = profileClient(
      { brief: home(), visitorMessages: [], origin: 'genie', source: null, brand: { websiteUrl: 'https://atelier-lumen.example', extraction, analysis, language: 'en-US' } },
      'zh-TW',
    );
    expect(clientProfile.parse(profile)).toEqual(profile);
    expect(profile.brand).toEqual({
      name: 'Atelier Lumen',
      website: 'https://atelier-lumen.example/',
      palette: ['#2f4a3a', '#caa37b', '#1e2a24', '#f4efe8', '#8c6d4f'],
      fonts: ['Cormorant Garamond', 'Inter', 'Lumen Display'],
      site_languages: ['en', 'zh-TW'],
      voice: 'Warm, quiet and precise.',
      analysis_language: 'en-US',
    });
  });

  it('says nothing of a brand without an analysis, and nothing the site does not have', () => {
    expect(profileClient({ brief: home(), visitorMessages: [], origin: 'genie', source: null }, 'en-US').brand).toBeNull();
    const bare = { ...extraction, name: null, colors: { theme_color: null, css: [], logo_palette: [] }, fonts: [], languages: [] };
    const profile = profileClient({ brief: home(), visitorMessages: [], origin: 'genie', source: null, brand: { websiteUrl: 'https://bare.example', extraction: bare, analysis: null, language: 'ko-KR' } }, 'en-US');
    expect(profile.brand).toEqual({ name: null, website: 'https://atelier-lumen.example/', palette: [], fonts: [], site_languages: [], voice: null, analysis_language: 'ko-KR' });
  });
});

describe("the profile's summary", () => {
  const profile = () => profileClient({ brief: home(), visitorMessages: ['My husband and I will decide together'], origin: 'genie', source: null }, 'en-US');

  it.each(languages)('is 2 to 4 sentences by rules from the profile alone, in %s', (language) => {
    const p = profileClient({ brief: home(), visitorMessages: ['My husband and I will decide together'], origin: 'genie', source: null }, language);
    const summary = summarizeClientProfile(p, language);
    const sentences = summary.split(/(?<=[.。])\s*/).filter(Boolean);
    expect(sentences.length).toBeGreaterThanOrEqual(2);
    expect(sentences.length).toBeLessThanOrEqual(4);
    expect(summary).toContain('Da-an District, Taipei');
    expect(summaryInventions(summary, [JSON.stringify(p)])).toEqual([]);
    if (language === 'zh-TW') expect(summary).toMatch(/[\u4e00-\u9fff]/);
    if (language === 'ko-KR') expect(summary).toMatch(/[\uac00-\ud7af]/);
  });

  it('says what will decide for the client, and what is not known yet', () => {
    expect(summarizeClientProfile(profile(), 'en-US')).toContain('What will likely decide for them: a decision shared with others');
    const bare = profileClient({ brief: brief('website', {}), visitorMessages: [], origin: 'manual', source: null }, 'en-US');
    const summary = summarizeClientProfile(bare, 'en-US');
    expect(summary).toContain('They have not given a budget yet.');
    expect(summary).toMatch(/answered 0 of \d+ core questions/);
  });

  it('finds the numbers and names a written summary adds to its sources', () => {
    const sources = [JSON.stringify(profile())];
    expect(summaryInventions('A home in Da-an District, Taipei with a budget of US$60,000, deciding with her husband.', sources)).toEqual([]);
    expect(summaryInventions('A home in Taipei; they want to sign by March 29 and spend 80,000.', sources)).toEqual(['29', '80,000', 'March']);
    expect(summaryInventions('預算約 90,000 元，地點在台北。', sources)).toEqual(['90,000']);
  });
});

import { brandAnalysisWriting, languages, projectTypes } from '@genie/contracts';
import { describe, expect, it } from 'vitest';
import { bareExtraction, studioExtraction } from './brand-extraction.fixture.ts';
import { readBrand } from './brand-reading.ts';
import { findGaps, writeAnalysisByRules } from './write-analysis-by-rules.ts';

describe('the brand analysis written by rules', () => {
  it('describes a complete studio site, in English', () => {
    const a = writeAnalysisByRules(studioExtraction, { language: 'en-US', projectType: 'residential_space' });
    expect(a.summary).toBe(
      'Atelier Lumen presents itself in interior design and brand identity with a natural and calm voice. Its look is built on deep green, sand beige and near-black, set in Cormorant Garamond and Inter. The essentials of a brand website are in place.',
    );
    expect(a.positioning).toContain('In its own words: “Atelier Lumen is a Taipei design studio');
    expect(a.positioning).toContain('The navigation (Projects, Services, Studio, Journal, Contact) puts its work up front, keeps a journal and invites enquiries.');
    expect(a.audience).toContain('English, Chinese (Taiwan) and Korean');
    expect(a.tone).toMatch(/^The voice is natural and calm: words such as “natural”/);
    expect(a.visual_identity).toContain('deep green (#2f4a3a), sand beige (#c8a27a), near-black (#1e2a24) and off-white (#f4efe8)');
    expect(a.visual_identity).toContain('contrast at 13.0:1, comfortably readable');
    expect(a.visual_identity).toContain('a classic pairing of a serif for character and a sans-serif for reading');
    expect(a.gaps_and_opportunities).toEqual([
      'The essentials are in place (description, navigation, logo, theme colour, social links); keep them consistent as the brand grows.',
      "For the home: the site's palette (deep green, sand beige and near-black) and its natural and calm voice hint at the client's taste — a good starting point for the first talk about materials and colours.",
    ]);
  });

  it('lists what a bare site lacks, most consequential first, with the project opportunity last', () => {
    const r = readBrand(bareExtraction);
    expect(findGaps(bareExtraction, r).map((g) => g.id)).toEqual([
      'no_description',
      'no_headings',
      'no_navigation',
      'no_logo',
      'no_contact',
      'no_portfolio',
      'no_theme_color',
      'few_social',
      'single_language',
      'low_contrast',
      'too_many_fonts',
    ]);
    const a = writeAnalysisByRules(bareExtraction, { language: 'en-US', projectType: 'website' });
    expect(a.gaps_and_opportunities).toHaveLength(8);
    expect(a.gaps_and_opportunities[0]).toMatch(/^Add a meta description: one or two sentences on what bare\.example offers/);
    expect(a.gaps_and_opportunities[7]).toMatch(/^For the website project/);
    expect(a.positioning).toContain('does not say plainly what it offers');
    expect(a.visual_identity).toContain('below the 4.5:1 that body text needs');
  });

  it('writes every language and project type within the contract, deterministically', () => {
    for (const language of languages) {
      for (const projectType of projectTypes) {
        for (const extraction of [studioExtraction, bareExtraction]) {
          const a = writeAnalysisByRules(extraction, { language, projectType });
          expect(brandAnalysisWriting.safeParse(a).success).toBe(true);
          expect(writeAnalysisByRules(extraction, { language, projectType })).toEqual(a);
        }
      }
    }
  });

  it('speaks Chinese and Korean', () => {
    const zh = writeAnalysisByRules(studioExtraction, { language: 'zh-TW', projectType: 'brand_design' });
    expect(zh.summary).toMatch(/^Atelier Lumen以室內設計和品牌識別為主要領域，語氣自然和沉靜。/);
    expect(zh.visual_identity).toContain('深綠色（#2f4a3a）');
    expect(zh.gaps_and_opportunities.at(-1)).toMatch(/^品牌設計專案/);
    const ko = writeAnalysisByRules(bareExtraction, { language: 'ko-KR', projectType: 'packaging_design' });
    expect(ko.gaps_and_opportunities[0]).toMatch(/^메타 설명을 추가하세요/);
    expect(ko.gaps_and_opportunities.at(-1)).toMatch(/^패키지 디자인/);
    expect(ko.audience).toContain('중국어(대만)');
  });
});

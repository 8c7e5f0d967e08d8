import { describe, expect, it } from 'vitest';
import { languages, type BriefFields } from '@genie/contracts';
import { catalogLabel } from '../i18n/catalog.ts';
import { correct, createInterview } from '../interview/index.ts';
import { describeStyle, designStyle } from '../styles/style-catalog.ts';
import { styleKeyPieces } from '../styles/style-vocabulary.ts';
import { moodboardConcept } from './moodboard-concept.ts';
import { pieceFitsSpace } from './space-fit.ts';

const sentenceCount = (text: string) => text.split(/(?<=[.!?。])\s*/).filter((s) => s.trim()).length;

describe('the words on a mood board', () => {
  it.each(languages)('names the style and the space, with two or three sentences and the style’s materials, in %s', (language) => {
    const concept = moodboardConcept(['japandi'], 'living_room', language);
    expect(concept.title).toContain(catalogLabel(language, 'styles', 'japandi'));
    expect(concept.title).toContain(catalogLabel(language, 'spaces', 'living_room'));
    expect(sentenceCount(concept.concept)).toBeGreaterThanOrEqual(2);
    expect(sentenceCount(concept.concept)).toBeLessThanOrEqual(3);
    expect(concept.materials).toEqual(describeStyle('japandi', language).materials.slice(0, 6));
    // What a living room is for, from the language's own words.
    expect(concept.concept).toContain(catalogLabel(language, 'moodboards', 'use.living.0').slice(1, -1));
    expect(concept.palette.map((s) => s.hex)).toEqual([...designStyle('japandi').palette]);
    expect(`${concept.title} ${concept.concept}`).not.toMatch(/undefined|null|[{}]/);
  });

  it.each(languages)('never names a bed for a Japandi living room, and may for a bedroom, in %s', (language) => {
    const bed = styleKeyPieces.low_platform_bed[language].slice(1);
    for (let seed = 0; seed < 6; seed++) {
      expect(moodboardConcept(['japandi'], 'living_room', language, null, seed).concept).not.toContain(bed);
      expect(moodboardConcept(['japandi'], 'bathroom', language, null, seed).concept).not.toContain(styleKeyPieces.low_sofa[language].slice(1));
    }
    expect(designStyle('japandi').keyPieces).toContain('low_platform_bed');
    expect(pieceFitsSpace('low_platform_bed', 'bedroom')).toBe(true);
    expect(pieceFitsSpace('low_platform_bed', 'living_room')).toBe(false);
    expect(pieceFitsSpace('paper_lantern', 'bathroom')).toBe(true);
  });

  it('writes a style-only board when no space is given, mixing two styles', () => {
    const concept = moodboardConcept(['wabisabi', 'industrial'], null, 'en-US');
    expect(concept.title).toBe('Wabi-Sabi and Industrial mood board');
    expect(concept.concept).toContain(describeStyle('wabisabi', 'en-US').materials[0]!.slice(1).toLowerCase());
    expect(concept.materials.length).toBeGreaterThan(describeStyle('wabisabi', 'en-US').materials.length - 1);
  });

  it('quotes the client’s style words from the brief, and finds the style there when none is chosen', () => {
    let state = createInterview({ projectType: 'residential_space', language: 'zh-TW', designer: { teamName: 'Oak' } });
    state = correct(state, 'preferred_style', '喜歡北歐風，溫暖一點', new Date('2026-01-20T09:00:00Z')).state;
    const answers: BriefFields = state.answers;
    const concept = moodboardConcept([], 'bedroom', 'zh-TW', { projectType: 'residential_space', answers });
    expect(concept.title).toContain(catalogLabel('zh-TW', 'styles', 'scandinavian'));
    expect(concept.concept).toContain('「喜歡北歐風，溫暖一點」');
  });
});

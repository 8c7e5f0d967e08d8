import { designStyleIds, languages, referenceProjectTypes, spaceNames } from '@genie/contracts';
import { describe, expect, it } from 'vitest';
import { deltaE, hexToLab, isHexColour } from '../references/lab-colour.ts';
import { spaceCatalog, spaceFitsProjectType } from './space-catalog.ts';
import { describeStyle, plausibleStyles, styleCatalog, styleSuits } from './style-catalog.ts';
import { styleForms, styleKeyPieces, styleMaterials, styleMoods } from './style-vocabulary.ts';

/** Average distance from each colour of one palette to its nearest in the other, both ways. */
function paletteDistance(a: readonly string[], b: readonly string[]): number {
  const la = a.map(hexToLab);
  const lb = b.map(hexToLab);
  const oneWay = (x: typeof la, y: typeof la) =>
    x.reduce((sum, c) => sum + Math.min(...y.map((q) => deltaE(c, q))), 0) / x.length;
  return (oneWay(la, lb) + oneWay(lb, la)) / 2;
}

describe('style knowledge base', () => {
  it('has an entry for each of the 47 style ids, in the spec order', () => {
    expect(styleCatalog.map((s) => s.id)).toEqual([...designStyleIds]);
    expect(styleCatalog).toHaveLength(47);
  });

  it('names and describes every style in every interface language, with distinct names', () => {
    for (const language of languages) {
      const names = new Set<string>();
      for (const style of styleCatalog) {
        const d = describeStyle(style.id, language);
        expect(d.name.trim(), `${style.id} ${language} name`).not.toBe('');
        expect(d.description.length, `${style.id} ${language} description`).toBeGreaterThan(20);
        names.add(d.name);
        for (const list of [d.materials, d.forms, d.keyPieces, d.mood]) {
          expect(list.length).toBeGreaterThan(0);
          for (const word of list) expect(word.trim(), `${style.id} ${language}`).not.toBe('');
        }
      }
      expect(names.size, `${language} style names are unique`).toBe(47);
    }
  });

  it('gives every style enough material, form, key-piece and mood words to write a suggestion', () => {
    for (const s of styleCatalog) {
      expect(s.materials.length, s.id).toBeGreaterThanOrEqual(4);
      expect(s.forms.length, s.id).toBeGreaterThanOrEqual(2);
      expect(s.keyPieces.length, s.id).toBeGreaterThanOrEqual(4);
      expect(s.mood.length, s.id).toBeGreaterThanOrEqual(3);
    }
  });

  it('translates every vocabulary word (not just copies the English)', () => {
    for (const vocabulary of [styleMaterials, styleForms, styleKeyPieces, styleMoods]) {
      for (const [id, text] of Object.entries(vocabulary)) {
        for (const language of languages) expect(text[language].trim(), `${id} ${language}`).not.toBe('');
        expect(text['zh-TW'], id).not.toBe(text['en-US']);
        expect(text['ko-KR'], id).not.toBe(text['en-US']);
      }
    }
  });

  it('translates every style name and description', () => {
    for (const s of styleCatalog) {
      expect(s.name['zh-TW']).not.toBe(s.name['en-US']);
      expect(s.name['ko-KR']).not.toBe(s.name['en-US']);
      expect(s.description['zh-TW']).not.toBe(s.description['en-US']);
      expect(s.description['ko-KR']).not.toBe(s.description['en-US']);
    }
  });

  it('gives every style a palette of 5–6 distinct lower-case hex colours', () => {
    for (const s of styleCatalog) {
      expect(s.palette.length, s.id).toBeGreaterThanOrEqual(5);
      expect(s.palette.length, s.id).toBeLessThanOrEqual(6);
      for (const hex of s.palette) expect(hex, s.id).toMatch(/^#[0-9a-f]{6}$/);
      expect(s.palette.every(isHexColour)).toBe(true);
      expect(new Set(s.palette).size, s.id).toBe(s.palette.length);
    }
  });

  it('keeps every two styles’ palettes visibly different (average ΔE of at least 6)', () => {
    for (let i = 0; i < styleCatalog.length; i++) {
      for (let j = i + 1; j < styleCatalog.length; j++) {
        const a = styleCatalog[i]!;
        const b = styleCatalog[j]!;
        expect(paletteDistance(a.palette, b.palette), `${a.id} vs ${b.id}`).toBeGreaterThanOrEqual(6);
      }
    }
  });

  it('offers plausible styles for every project type and every space of it', () => {
    for (const projectType of referenceProjectTypes) {
      expect(plausibleStyles(projectType).length, projectType).toBeGreaterThanOrEqual(10);
      for (const space of spaceNames) {
        if (!spaceFitsProjectType(space, projectType)) continue;
        expect(plausibleStyles(projectType, space).length, `${projectType} ${space}`).toBeGreaterThanOrEqual(8);
      }
    }
  });

  it('keeps styles to the rooms they suit: no kids style in a hotel bathroom, Christmas not in a bathroom', () => {
    expect(styleSuits('kids_room', 'residential_space', 'kids_room')).toBe(true);
    expect(styleSuits('kids_room', 'commercial_space', 'hotel_bathroom')).toBe(false);
    expect(styleSuits('christmas', 'residential_space', 'bathroom')).toBe(false);
    expect(styleSuits('modern', 'website')).toBe(true);
  });
});

describe('space catalogue', () => {
  it('labels each of the spec’s space names in every language, in the spec order', () => {
    expect(spaceCatalog.map((s) => s.id)).toEqual([...spaceNames]);
    for (const language of languages) {
      const labels = spaceCatalog.map((s) => s.label[language]);
      for (const label of labels) expect(label.trim()).not.toBe('');
      expect(new Set(labels).size, language).toBe(spaceNames.length);
    }
  });

  it('sorts spaces into homes and businesses for the project type', () => {
    expect(spaceFitsProjectType('bedroom', 'residential_space')).toBe(true);
    expect(spaceFitsProjectType('bedroom', 'commercial_space')).toBe(false);
    expect(spaceFitsProjectType('coffee_shop', 'commercial_space')).toBe(true);
    expect(spaceFitsProjectType('exhibition_space', 'exhibition_space')).toBe(true);
    expect(spaceFitsProjectType('living_room', 'website')).toBe(false);
  });
});

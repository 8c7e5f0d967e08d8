import { briefFieldIds, designStyleIds, languages, projectTypes, spaceNames } from '@genie/contracts';
import { describe, expect, it } from 'vitest';
import { roomFunctions } from '../floor-plans/model.ts';
import { catalogIds, catalogLabel, catalogLabels } from './catalog.ts';

const sorted = (ids: readonly string[]) => [...ids].sort();

describe('label catalogue', () => {
  it('labels exactly the ids the contracts list: project types, brief fields, the 47 styles and the 40 spaces', () => {
    expect(sorted(catalogIds('projectTypes'))).toEqual(sorted(projectTypes));
    expect(sorted(catalogIds('briefFields'))).toEqual(sorted(briefFieldIds));
    expect(sorted(catalogIds('styles'))).toEqual(sorted(designStyleIds));
    expect(sorted(catalogIds('styleDescriptions'))).toEqual(sorted(designStyleIds));
    expect(sorted(catalogIds('spaces'))).toEqual(sorted(spaceNames));
  });

  it('names every room function of a floor plan, and the plan sheet labels', () => {
    expect(sorted(catalogIds('roomFunctions'))).toEqual(sorted(roomFunctions));
    expect(sorted(catalogIds('floorPlanLabels'))).toEqual(['north', 'scale', 'title', 'totalArea']);
    expect(catalogLabel('zh-TW', 'roomFunctions', 'bedroom')).toBe('臥室');
    expect(catalogLabel('ko-KR', 'roomFunctions', 'living')).toBe('거실');
  });

  it('fills every label in every interface language', () => {
    for (const language of languages) {
      for (const section of ['projectTypes', 'briefFields', 'styles', 'styleDescriptions', 'spaces', 'materials', 'forms', 'keyPieces', 'moods', 'articles', 'moodboards', 'roomFunctions', 'floorPlanLabels'] as const) {
        for (const id of catalogIds(section)) expect(catalogLabel(language, section, id).trim(), `${language} ${section}.${id}`).not.toBe('');
      }
    }
  });

  it('reads one label in the asked language', () => {
    expect(catalogLabel('en-US', 'projectTypes', 'residential_space')).toBe('Residential space');
    expect(catalogLabel('zh-TW', 'projectTypes', 'residential_space')).toBe('住宅空間');
    expect(catalogLabel('ko-KR', 'spaces', 'living_room')).toBe('거실');
    expect(catalogLabels('briefFields').budget).toEqual({ 'en-US': 'Budget', 'zh-TW': '預算', 'ko-KR': '예산' });
  });
});

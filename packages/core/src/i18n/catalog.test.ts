import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { briefFieldIds, designStyleIds, languages, projectTypes, spaceNames } from '@genie/contracts';
import { describe, expect, it } from 'vitest';
import { catalogIds, catalogLabel, catalogLabels } from './catalog.ts';

const folder = path.dirname(fileURLToPath(import.meta.url));
const sorted = (ids: readonly string[]) => [...ids].sort();

describe('label catalogue', () => {
  it('has one folder per interface language, each with the screen catalogue and the vocabulary', () => {
    const folders = fs.readdirSync(folder, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
    expect(sorted(folders)).toEqual(sorted(languages));
    for (const language of languages) expect(sorted(fs.readdirSync(path.join(folder, language)))).toEqual(['catalog.json', 'vocabulary.json']);
  });

  it('labels exactly the ids the contracts list: project types, brief fields, the 47 styles and the 40 spaces', () => {
    expect(sorted(catalogIds('projectTypes'))).toEqual(sorted(projectTypes));
    expect(sorted(catalogIds('briefFields'))).toEqual(sorted(briefFieldIds));
    expect(sorted(catalogIds('styles'))).toEqual(sorted(designStyleIds));
    expect(sorted(catalogIds('styleDescriptions'))).toEqual(sorted(designStyleIds));
    expect(sorted(catalogIds('spaces'))).toEqual(sorted(spaceNames));
  });

  it('reads one label in the asked language', () => {
    expect(catalogLabel('en-US', 'projectTypes', 'residential_space')).toBe('Residential space');
    expect(catalogLabel('zh-TW', 'projectTypes', 'residential_space')).toBe('住宅空間');
    expect(catalogLabel('ko-KR', 'spaces', 'living_room')).toBe('거실');
    expect(catalogLabels('briefFields').budget).toEqual({ 'en-US': 'Budget', 'zh-TW': '預算', 'ko-KR': '예산' });
  });
});

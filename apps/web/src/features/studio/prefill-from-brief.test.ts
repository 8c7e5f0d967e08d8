import { describe, expect, it } from 'vitest';
import type { BriefEntry, ClientRequestDetail } from '@genie/contracts';
import { favouriteStyle, prefillFromBrief } from './prefill-from-brief.ts';

type Brief = Parameters<typeof prefillFromBrief>[0];

const entry = (field_id: string, display: string | null, extra: Partial<BriefEntry> = {}) =>
  ({ field_id, label: field_id, kind: 'text', group: 'g', raw: display, display, skipped: false, source: null, clarify: false, ...extra }) as BriefEntry;

function brief(overrides: Partial<Brief> = {}): Brief {
  return {
    project_type: 'residential_space',
    entries: [],
    style_samples: [],
    feedback: { ratings: {}, comment: '', note: '', note_image: null, floor_plans: [] },
    reference_outcome: null,
    ...overrides,
  } as Brief;
}

const labels = { space: (id: string) => `<${id}>`, style: (id: string) => `[${id}]` };

describe('the studio prefilled from a brief', () => {
  it('takes the space from the project type and the style the client rated highest', () => {
    const request = brief({
      project_type: 'commercial_space',
      style_samples: [
        { id: 's1', style: 'industrial', label: 'Industrial', image_url: null },
        { id: 's2', style: 'japandi', label: 'Japandi', image_url: null },
      ],
      feedback: { ratings: { s1: 3, s2: 5 }, comment: '', note: '', note_image: null, floor_plans: [] },
    });
    expect(prefillFromBrief(request, labels)).toMatchObject({ space: 'coffee_shop', style: 'japandi' });
  });

  it('falls back to the top of the reference rounds when nothing was rated', () => {
    const request = brief({
      reference_outcome: { status: 'completed', chosen: [], palette: [], style_profile: [{ style: 'scandinavian', name: 'Scandinavian', weight: 0.7 }] },
    } as Partial<Brief>);
    expect(favouriteStyle(request)).toBe('scandinavian');
    expect(favouriteStyle(brief())).toBe('');
  });

  it('writes the colours, materials and must-haves into the prompt, and leaves skipped answers out', () => {
    const request = brief({
      entries: [
        entry('colors_and_elements', 'warm white, sage green'),
        entry('preferred_materials', 'oak, linen'),
        entry('key_considerations', 'a reading corner for two kids'),
        entry('important_collections', 'vinyl records', { skipped: true }),
        entry('budget', 'TWD 1,200,000'),
      ],
      reference_outcome: { status: 'completed', chosen: [], palette: [], style_profile: [{ style: 'japandi', name: 'Japandi', weight: 1 }] },
    } as Partial<Brief>);
    const { prompt } = prefillFromBrief(request, labels);
    expect(prompt).toBe('<living_room>, [japandi]; warm white, sage green; oak, linen; a reading corner for two kids');
    expect(prompt).not.toContain('vinyl');
    expect(prompt).not.toContain('1,200,000');
  });

  it('keeps long answers short', () => {
    const request = brief({ entries: [entry('colors_and_elements', 'x'.repeat(500))] } as Partial<Brief>);
    const { prompt } = prefillFromBrief(request, labels);
    expect(prompt.length).toBeLessThan(200);
    expect(prompt.endsWith('…')).toBe(true);
  });
});

export type { ClientRequestDetail };

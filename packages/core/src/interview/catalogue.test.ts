import { describe, expect, it } from 'vitest';
import { languages, projectTypes, type BriefFieldId, type ProjectType } from '@genie/contracts';
import { interviewFields } from './catalogue.ts';
import { answer, createInterview, nextQuestion, skip } from './engine.ts';
import { applyExtracted, interviewCatalogue } from './extraction.ts';
import { topics } from './fields.ts';
import { parseAnswer } from './parse-answer.ts';
import { ctx } from './parse/test-context.ts';

// Spec §3, "Common overview fields" and the per-project-type fields.
const common: BriefFieldId[] = [
  'project_background', 'other_design_requirements', 'problem_need', 'target_audience', 'preferred_style',
  'colors_and_elements', 'other_preferences', 'plans_after_project', 'collaboration_notes', 'expected_deadline',
  'key_considerations', 'address', 'distance', 'number_of_visits',
];
const commercial: BriefFieldId[] = ['brand_value', 'competitive_advantage', 'unique_design', 'space_size', 'budget', 'opening_date'];
const specFields: Record<ProjectType, BriefFieldId[]> = {
  brand_design: ['registration_status', 'need_registration_assistance', 'brand_name_story', 'products_or_services', 'brand_website'],
  packaging_design: ['product_description', 'unique_selling_point', 'specification', 'packaging_form', 'sales_channels', 'preferred_materials'],
  website: ['url', 'category', 'main_pages', 'languages', 'competitors', 'budget'],
  commercial_space: commercial,
  exhibition_space: [...commercial, 'water_electricity_supply', 'entry_date', 'exit_date'],
  residential_space: [
    'property_category', 'address', 'age', 'lifestyle', 'important_collections', 'space_size', 'memorable_moments',
    'budget', 'move_in_date', 'layout',
  ],
  other: [],
};

describe.each(projectTypes)('the %s brief', (projectType) => {
  const fields = interviewFields(projectType);

  it('has exactly the spec fields: the common overview fields plus its own', () => {
    const ids = fields.map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual([...new Set([...common, ...specFields[projectType]])].sort());
  });

  it('asks 10 to 15 core questions (about ten minutes), moving forward through the topics', () => {
    const core = fields.filter((f) => f.priority === 'core');
    expect(core.length).toBeGreaterThanOrEqual(10);
    expect(core.length).toBeLessThanOrEqual(15);
    const topicIndexes = core.map((f) => topics.indexOf(f.topic));
    expect(topicIndexes).toEqual([...topicIndexes].sort((a, b) => a - b));
    expect(fields.findIndex((f) => f.priority === 'optional')).toBe(core.length);
  });

  it('has every question in all three languages, in one or two sentences', () => {
    for (const field of fields) {
      for (const language of languages) {
        const question = field.question[language];
        expect(question.trim(), `${field.id} ${language}`).not.toBe('');
        expect(question.length, `${field.id} ${language}`).toBeLessThan(160);
        expect(question.split(/[.?!](?=\s|$)|[。？！]/u).filter((s) => s.trim()).length, `${field.id} ${language}`).toBeLessThanOrEqual(2);
      }
      expect(new Set(Object.values(field.question)).size, field.id).toBe(3);
    }
  });
});

describe('quick replies and examples', () => {
  const all = projectTypes.flatMap((type) => interviewFields(type).map((field) => ({ type, field })));

  it('offers chips for every choice and yes/no question, and every chip is understood as itself', () => {
    for (const { type, field } of all) {
      if (field.kind !== 'choice' && field.kind !== 'yes_no') continue;
      for (const language of languages) {
        let state = createInterview({ projectType: type, language, designer: { teamName: 'T', opening: '' } });
        while (nextQuestion(state) && nextQuestion(state)!.fieldId !== field.id) state = skip(state, new Date(0)).state;
        const q = nextQuestion(state);
        if (!q) continue; // a conditional question, not reached when everything before it is skipped
        expect(q.chips.length, `${field.id} ${language}`).toBeGreaterThan(0);
        for (const [i, chip] of q.chips.entries()) {
          const r = answer(state, chip.value, new Date(0));
          expect(r.outcome.type, `${field.id} ${language} ${chip.value}`).toBe('parsed');
          if (field.kind === 'choice' && r.outcome.type === 'parsed') {
            expect(r.outcome.value).toMatchObject({ kind: 'choice', selected: [field.options![i]!.id] });
          }
        }
      }
    }
  });

  it('understands every option label in every language, whatever the interface language', () => {
    for (const { field } of all) {
      for (const option of field.options ?? []) {
        for (const label of Object.values(option.label)) {
          expect(parseAnswer(field, label, ctx('en-US')), `${field.id} ${label}`).toMatchObject({ selected: [option.id] });
        }
      }
    }
  });

  it('understands every suggested quick reply and every example given in a hint', () => {
    for (const { field } of all) {
      for (const language of languages) {
        const samples = [
          ...(field.suggestions ?? []).map((s) => s[language]),
          ...[...(field.hint?.[language] ?? '').matchAll(/["「]([^"」]+)["」]/g)].map((m) => m[1]!),
        ];
        for (const sample of samples) {
          expect(parseAnswer(field, sample, ctx(language)), `${field.id} ${language} ${sample}`).not.toBeNull();
        }
      }
    }
  });
});

describe('the catalogue for the LLM layer', () => {
  it('describes each field with its kind, units and options, and a tool schema of the visitor’s words per field', () => {
    const { fields, extractionSchema } = interviewCatalogue('residential_space');
    expect(fields.find((f) => f.id === 'space_size')).toMatchObject({ kind: 'number_with_unit', units: ['m2', 'ping', 'pyeong', 'ft2'] });
    expect(fields.find((f) => f.id === 'property_category')!.options!.map((o) => o.id)).toEqual([
      'apartment', 'townhouse', 'detached_house', 'studio', 'other',
    ]);
    expect(extractionSchema.parse({ space_size: ' 35坪 ', budget: '300萬' })).toEqual({ space_size: '35坪', budget: '300萬' });
    expect(extractionSchema.safeParse({ registration_status: 'yes' }).success).toBe(false);
    expect(extractionSchema.safeParse({ budget: '' }).success).toBe(false);
    const described = extractionSchema.shape.budget?.description ?? '';
    expect(described).toContain('What budget do you have in mind');
  });

  it('fills only open fields from an extraction, with words that parse, so the engine skips those questions', () => {
    let s = createInterview({ projectType: 'residential_space', language: 'zh-TW', designer: { teamName: 'T', opening: '' } });
    s = answer(s, '中古屋翻新', new Date(0)).state;
    const now = new Date('2026-01-20T02:00:00Z');
    const result = applyExtracted(
      s,
      { project_background: '全新的家', space_size: '大約35坪', budget: '很多', move_in_date: '年底前', entry_date: '3月' },
      now,
    );
    expect(result.applied).toEqual(['space_size', 'move_in_date']);
    expect(result.ignored).toEqual(['project_background', 'budget', 'entry_date']);
    expect(result.state.answers.project_background?.raw).toBe('中古屋翻新');
    expect(result.state.answers.space_size).toMatchObject({ raw: '大約35坪', value: { amount: 35, unit: 'ping' } });
    expect(result.state.turns).toBe(s.turns);

    let state = result.state;
    const asked: string[] = [];
    for (let i = 0; nextQuestion(state) && i < 40; i++) {
      asked.push(nextQuestion(state)!.fieldId);
      state = skip(state, now).state;
    }
    expect(asked).not.toContain('space_size');
    expect(asked).not.toContain('move_in_date');
  });
});

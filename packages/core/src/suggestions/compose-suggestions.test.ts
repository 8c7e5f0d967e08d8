import { describe, expect, it } from 'vitest';
import { aiSuggestionsContent, languages, type BriefFieldId, type BriefFields, type Language, type ProjectType } from '@genie/contracts';
import { correct, createInterview, interviewField, interviewFields } from '../interview/index.ts';
import { scriptedAnswer } from '../interview/scripted-visitors.fixture.ts';
import { composeSuggestions } from './compose-suggestions.ts';
import type { SuggestionsInput } from './suggestions-input.ts';

// The scripted visitors' "today".
const today = new Date('2026-01-20T09:00:00Z');

/** Answers as the engine records them: each text parsed by correct(), as the brief page and the designer's edits do. */
function answersOf(projectType: ProjectType, language: Language, texts: Partial<Record<BriefFieldId, string>>): BriefFields {
  let state = createInterview({ projectType, language, designer: { teamName: 'Oak Studio' } });
  for (const [id, text] of Object.entries(texts)) state = correct(state, id, text, today).state;
  return state.answers;
}

/** Every field of the type answered by the core's scripted visitor of that language. */
function scriptedAnswers(projectType: ProjectType, language: Language): BriefFields {
  const texts: Partial<Record<BriefFieldId, string>> = {};
  for (const field of interviewFields(projectType)) {
    const scripted = scriptedAnswer(language, projectType, field.id);
    if (scripted) texts[field.id] = scripted.text;
  }
  return answersOf(projectType, language, texts);
}

function input(overrides: Partial<SuggestionsInput> & Pick<SuggestionsInput, 'projectType' | 'answers'>): SuggestionsInput {
  return {
    referenceOutcome: null,
    ratings: {},
    contactName: 'Mei Chen',
    brandName: null,
    inquiryDate: new Date('2026-01-18T10:00:00Z'),
    today,
    ...overrides,
  };
}

const cjk = /[\u4e00-\u9fff]/;
const hangul = /[\uac00-\ud7af]/;

describe('AI suggestions written by rules', () => {
  const types: ProjectType[] = ['residential_space', 'commercial_space', 'exhibition_space', 'brand_design', 'packaging_design', 'website', 'other'];

  describe.each(types)('a %s request', (projectType) => {
    it.each(languages)('is complete, valid and written in %s (same input, same output)', (language) => {
      const request = input({ projectType, answers: scriptedAnswers(projectType, language), brandName: 'Lumen' });
      const content = composeSuggestions(request, language);
      expect(aiSuggestionsContent.parse(content)).toEqual(content);
      expect(composeSuggestions(request, language)).toEqual(content);
      expect(content.design_directions.length).toBeGreaterThanOrEqual(2);
      expect(content.design_directions.length).toBeLessThanOrEqual(3);
      expect(content.summary).toContain('Mei Chen');
      const written = [content.summary, ...content.next_steps, ...content.design_directions.map((d) => d.budget_fit)].join(' ');
      if (language === 'zh-TW') expect(written).toMatch(cjk);
      if (language === 'ko-KR') expect(written).toMatch(hangul);
      if (language === 'en-US') expect(content.next_steps.join(' ')).not.toMatch(/[\u4e00-\u9fff\uac00-\ud7af]/);
    });

    it('writes the designer’s language, whatever language the client wrote in', () => {
      const content = composeSuggestions(input({ projectType, answers: scriptedAnswers(projectType, 'zh-TW') }), 'ko-KR');
      expect(content.next_steps.join(' ')).toMatch(hangul);
      expect(content.design_directions[0]!.materials.join(' ')).toMatch(hangul);
    });
  });

  it('names what the client wants in the summary: type, size, budget, deadline, audience and style words', () => {
    const content = composeSuggestions(
      input({ projectType: 'commercial_space', answers: scriptedAnswers('commercial_space', 'en-US'), brandName: 'Bistro Lumen' }),
      'en-US',
    );
    expect(content.summary).toMatch(/^Mei Chen \(Bistro Lumen\) is looking for a commercial interior: “We are opening a neighbourhood bistro/);
    expect(content.summary).toContain('size about 85 m²');
    expect(content.summary).toContain('budget US$80,000–US$100,000 (≈ US$1,060 per m²)');
    expect(content.summary).toMatch(/opening date September 2026 \(in about \d+ weeks\)/);
    expect(content.summary).toContain('For: “Young professionals');
    expect(content.summary).toContain('Style in their words: “Modern and minimal');
    expect(content.summary).toContain('Inquiry received January 18, 2026 (2 days ago).');
  });

  describe('budget', () => {
    it('a budget far below the usual cost per m² of the project type is a high budget risk, per ping in Taiwan', () => {
      // NT$1.5M for a 30-ping bistro is NT$15,100/m² (NT$50,000 a ping), under the NT$18,000/m² floor.
      const content = composeSuggestions(input({ projectType: 'commercial_space', answers: scriptedAnswers('commercial_space', 'zh-TW') }), 'zh-TW');
      const risk = content.risks.find((r) => r.kind === 'budget');
      expect(risk).toMatchObject({ level: 'high' });
      expect(risk!.text).toContain('NT$18,000');
      expect(content.design_directions[0]!.budget_fit).toContain('每坪 NT$50,000');
      expect(content.first_call_questions).toContain('預算是固定的嗎？重點區域是否有彈性增加的空間？');
      expect(content.next_steps.some((s) => s.startsWith('準備兩個方案'))).toBe(true);
    });

    it('a comfortable budget raises no budget risk', () => {
      const content = composeSuggestions(input({ projectType: 'residential_space', answers: scriptedAnswers('residential_space', 'en-US') }), 'en-US');
      expect(content.risks.filter((r) => r.kind === 'budget')).toEqual([]);
      expect(content.design_directions[0]!.budget_fit).toMatch(/^About US\$1,350 per m²: comfortable/);
    });

    it('judges design-only work by its total, in bands of its own currency', () => {
      const tight = input({ projectType: 'website', answers: answersOf('website', 'ko-KR', { budget: '150만원' }) });
      const risk = composeSuggestions(tight, 'ko-KR').risks.find((r) => r.kind === 'budget');
      expect(risk).toMatchObject({ level: 'high' });
      expect(risk!.text).toContain('₩3,000,000');
      // Euros have no band of their own: the US$2,500 floor at 0.92 EUR to the dollar.
      const euros = input({ projectType: 'website', answers: answersOf('website', 'en-US', { budget: '€1,000' }) });
      expect(composeSuggestions(euros, 'en-US').risks.find((r) => r.kind === 'budget')?.text).toContain('€2,300');
    });

    it('without a size, a space budget is quoted but not judged', () => {
      const content = composeSuggestions(input({ projectType: 'residential_space', answers: answersOf('residential_space', 'en-US', { budget: '$30k' }) }), 'en-US');
      expect(content.risks.filter((r) => r.kind === 'budget')).toEqual([]);
      expect(content.design_directions[0]!.budget_fit).toContain('the size is not known yet');
    });
  });

  describe('timeline', () => {
    it('an ASAP deadline is a high timeline risk and asks what drives the timing', () => {
      const answers = answersOf('brand_design', 'en-US', { project_background: 'A new tea brand.', expected_deadline: 'ASAP' });
      const content = composeSuggestions(input({ projectType: 'brand_design', answers }), 'en-US');
      expect(content.risks[0]).toMatchObject({ kind: 'timeline', level: 'high' });
      expect(content.risks[0]!.text).toContain('as soon as possible');
      expect(content.first_call_questions).toContain('What is driving the timing, and which date is truly fixed?');
    });

    it('a move-in in seven weeks is too close for a renovation; in a year it is fine', () => {
      const soon = composeSuggestions(input({ projectType: 'residential_space', answers: answersOf('residential_space', 'ko-KR', { move_in_date: '2026년 3월 10일' }) }), 'ko-KR');
      expect(soon.risks.find((r) => r.kind === 'timeline')).toMatchObject({ level: 'high' });
      const later = composeSuggestions(input({ projectType: 'residential_space', answers: answersOf('residential_space', 'ko-KR', { move_in_date: '2027년 3월' }) }), 'ko-KR');
      expect(later.risks.find((r) => r.kind === 'timeline')).toBeUndefined();
    });
  });

  describe('first-call questions', () => {
    it.each(['en-US', 'zh-TW', 'ko-KR'] as Language[])('in %s, never ask for the floor plan the client already sent', (language) => {
      const answers = answersOf('residential_space', language, { project_background: 'Renovating our flat.' });
      const asking = composeSuggestions(input({ projectType: 'residential_space', answers }), language);
      const withPlan = composeSuggestions(input({ projectType: 'residential_space', answers, floorPlans: 1 }), language);
      const sendPlan = { 'en-US': 'Could you send the floor plan', 'zh-TW': '方便提供平面圖', 'ko-KR': '평면도와 현장 사진을 보내' }[language];
      const askPlan = { 'en-US': 'Ask for the floor plan', 'zh-TW': '先索取平面圖', 'ko-KR': '평면도와 사진을 받은 뒤' }[language];
      expect(asking.first_call_questions.some((q) => q.startsWith(sendPlan))).toBe(true);
      expect(withPlan.first_call_questions.some((q) => q.startsWith(sendPlan))).toBe(false);
      expect(withPlan.next_steps.some((step) => step.startsWith(askPlan))).toBe(false);
    });

    it.each([
      ['en-US', "Yes, that's right"],
      ['zh-TW', '對'],
      ['ko-KR', '아니요'],
    ] as [Language, string][])('in %s, never quote a bare "%s" as extra work requested', (language, words) => {
      const answers = answersOf('residential_space', language, { project_background: 'Renovating our flat.', other_design_requirements: words });
      const content = composeSuggestions(input({ projectType: 'residential_space', answers }), language);
      expect(content.risks.some((r) => r.kind === 'scope' && r.text.includes(words))).toBe(false);
    });

    it('ask what is missing, skipped or undecided in the brief, essentials first, then the type’s own', () => {
      const answers = answersOf('residential_space', 'en-US', {
        project_background: 'Renovating our flat.',
        budget: '',
        move_in_date: 'not sure yet',
      });
      const content = composeSuggestions(input({ projectType: 'residential_space', answers }), 'en-US');
      const questions = content.first_call_questions;
      expect(questions[0]).toBe(`${interviewField('residential_space', 'space_size')!.question['en-US']}`);
      expect(questions).toContain(`${interviewField('residential_space', 'budget')!.question['en-US']} (skipped in the chat)`);
      expect(questions).toContain(`${interviewField('residential_space', 'move_in_date')!.question['en-US']} (not decided yet)`);
      expect(questions.some((q) => q.startsWith('Could you send the floor plan'))).toBe(true);
      expect(questions.length).toBeLessThanOrEqual(10);
      expect(content.risks.find((r) => r.kind === 'information')).toMatchObject({ level: 'high' });
    });

    it('a complete brief leaves the type’s own questions, and a style the picks contradict is asked about', () => {
      const content = composeSuggestions(
        input({
          projectType: 'commercial_space',
          answers: scriptedAnswers('commercial_space', 'en-US'),
          referenceOutcome: { style_profile: [{ style: 'industrial', weight: 1 }], palette: [] },
        }),
        'en-US',
      );
      expect(content.first_call_questions[0]).toMatch(/^In the chat you described your style as “Modern and minimal.*while your picks leaned to Industrial/);
      expect(content.first_call_questions.some((q) => q.startsWith('Is the lease signed'))).toBe(true);
    });
  });

  describe('design directions', () => {
    it('follow the style profile of the reference picks, with the client’s colours blended into the palette', () => {
      const content = composeSuggestions(
        input({
          projectType: 'residential_space',
          answers: answersOf('residential_space', 'en-US', { budget: 'NT$2,000,000', space_size: '30 ping' }),
          referenceOutcome: {
            style_profile: [
              { style: 'art_deco', weight: 0.6 },
              { style: 'bohemian', weight: 0.4 },
            ],
            palette: [
              { hex: '#123456', share: 0.5 },
              { hex: '#abcdef', share: 0.3 },
              { hex: '#fedcba', share: 0.2 },
            ],
          },
        }),
        'en-US',
      );
      const [first, second] = content.design_directions;
      expect(first).toMatchObject({ style: 'art_deco', title: expect.stringMatching(/^Art Deco: /) });
      expect(first!.palette.slice(0, 2)).toEqual(['#123456', '#abcdef']);
      expect(first!.description).toContain("It leads the client's reference picks (60%).");
      expect(first!.materials).toContain('Brass');
      expect(first!.key_pieces).toContain('Sunburst mirror');
      // A premium look on NT$20,200/m² (workable): keep brass and lacquer to the focal surfaces.
      expect(first!.budget_fit).toMatch(/^About NT\$20,200 per m² \/ NT\$66,700 per ping: workable if brass and lacquer stay on the focal surfaces/);
      expect(second).toMatchObject({ style: 'bohemian' });
      expect(second!.palette[0]).toBe('#123456');
    });

    it('follow the styles named in the client’s words, in any language, when there were no picks', () => {
      const zh = answersOf('residential_space', 'zh-TW', { preferred_style: '喜歡北歐風，也想要一點工業感' });
      expect(composeSuggestions(input({ projectType: 'residential_space', answers: zh }), 'zh-TW').design_directions.map((d) => d.style)).toEqual([
        'scandinavian',
        'industrial',
      ]);
      const ko = answersOf('commercial_space', 'ko-KR', { preferred_style: '재팬디 스타일, 식물이 많은 공간' });
      expect(composeSuggestions(input({ projectType: 'commercial_space', answers: ko }), 'en-US').design_directions.map((d) => d.style)).toEqual([
        'japandi',
        'biophilic',
      ]);
    });

    it('leave out styles the client rated low, and favour those rated high', () => {
      const content = composeSuggestions(
        input({
          projectType: 'residential_space',
          answers: answersOf('residential_space', 'en-US', {}),
          referenceOutcome: { style_profile: [{ style: 'industrial', weight: 0.7 }, { style: 'coastal', weight: 0.3 }], palette: [] },
          ratings: { industrial: 1, coastal: 4, zen: 5 },
        }),
        'en-US',
      );
      const styles = content.design_directions.map((d) => d.style);
      expect(styles).not.toContain('industrial');
      // Coastal has both the picks and a 4; zen only its 5.
      expect(styles.slice(0, 2)).toEqual(['coastal', 'zen']);
    });

    it('start from sensible defaults for the project type when nothing points at a style', () => {
      const content = composeSuggestions(input({ projectType: 'website', answers: {} }), 'en-US');
      expect(content.design_directions.map((d) => d.style)).toEqual(['minimalist', 'contemporary', 'bauhaus']);
      expect(content.design_directions[0]!.description).toContain('No style was given yet');
      // Outside a room the pieces are shapes, not furniture.
      expect(content.design_directions[0]!.key_pieces).not.toContain('Sofa');
      expect(aiSuggestionsContent.safeParse(content).success).toBe(true);
    });
  });

  it('an empty "other" request still yields valid suggestions with questions and next steps', () => {
    for (const language of languages) {
      const content = composeSuggestions(input({ projectType: 'other', answers: {}, contactName: '' }), language);
      expect(aiSuggestionsContent.safeParse(content).success).toBe(true);
      expect(content.first_call_questions.length).toBeGreaterThan(3);
    }
  });

  it('keeps every text within the contract’s limits, however long the client’s answers', () => {
    const long = 'We want a very particular space. '.repeat(200);
    const texts = Object.fromEntries(interviewFields('commercial_space').map((f) => [f.id, long]));
    const content = composeSuggestions(input({ projectType: 'commercial_space', answers: answersOf('commercial_space', 'en-US', texts) }), 'en-US');
    expect(aiSuggestionsContent.safeParse(content).success).toBe(true);
  });
});

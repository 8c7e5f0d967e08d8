import { describe, expect, it } from 'vitest';
import { interviewState, languages, projectTypes, type InterviewState, type Language, type ProjectType } from '@genie/contracts';
import { interviewFields } from './catalogue.ts';
import { answer, briefEntries, closing, createInterview, greeting, isComplete, isCoreComplete, nextQuestion } from './engine.ts';
import { scriptedAnswer } from './scripted-visitors.fixture.ts';

const START = Date.parse('2026-01-20T02:00:00Z');
const offsets: Record<Language, number> = { 'en-US': 480, 'zh-TW': 480, 'ko-KR': 540 };

function start(projectType: ProjectType, language: Language): InterviewState {
  return createInterview({
    projectType,
    language,
    designer: { teamName: 'Studio Lumen', opening: '', context: 'We only take projects in Taipei.' },
    options: { utcOffsetMinutes: offsets[language] },
  });
}

/** A visitor answers every question with the scripted reply, about 20 seconds a turn. */
function runScriptedVisitor(projectType: ProjectType, language: Language) {
  let state = start(projectType, language);
  const asked: string[] = [];
  for (let turn = 0; turn < 50; turn++) {
    const question = nextQuestion(state);
    if (!question) break;
    asked.push(question.fieldId);
    const reply = scriptedAnswer(language, projectType, question.fieldId);
    if (!reply) throw new Error(`no scripted ${language} answer for ${projectType}.${question.fieldId}`);
    const result = answer(state, reply.text, new Date(START + turn * 20_000));
    expect(result.outcome, `${projectType}.${question.fieldId} ← ${JSON.stringify(reply.text)}`).toMatchObject({
      type: 'parsed',
      fieldId: question.fieldId,
    });
    if (reply.expected && result.outcome.type === 'parsed') {
      expect(result.outcome.value, `${projectType}.${question.fieldId} ← ${JSON.stringify(reply.text)}`).toMatchObject(reply.expected);
    }
    state = result.state;
  }
  return { state, asked };
}

describe.each(languages)('a visitor speaking %s', (language) => {
  it.each(projectTypes)('completes a %s interview, every structured answer understood', (projectType) => {
    const { state, asked } = runScriptedVisitor(projectType, language);

    expect(isComplete(state)).toBe(true);
    expect(isCoreComplete(state)).toBe(true);
    expect(state.turns).toBeLessThanOrEqual(state.config.turnBudget);
    // Core questions come first, in order; a field an earlier answer already gave is not asked again.
    const core = interviewFields(projectType).filter((f) => f.priority === 'core' && (f.askWhen === undefined || state.answers[f.id] !== undefined));
    const askedCore = asked.filter((id) => core.some((f) => f.id === id));
    expect(askedCore).toEqual(core.map((f) => f.id).filter((id) => askedCore.includes(id)));
    expect(new Set(asked).size).toBe(asked.length);
    for (const field of core) {
      const stored = state.answers[field.id];
      expect(stored, field.id).toBeDefined();
      expect(stored!.skipped).toBe(false);
      expect(stored!.value).not.toBeNull();
    }
    expect(interviewState.parse(JSON.parse(JSON.stringify(state)))).toEqual(state);

    const report = briefEntries(state);
    expect(report.filter((e) => e.display !== null).length).toBeGreaterThanOrEqual(asked.length);
    expect(closing(state)).toContain('Studio Lumen');
    expect(greeting(state)).toContain('Studio Lumen');
  });
});

import { describe, expect, it } from 'vitest';
import { interviewState, type InterviewState, type Language, type ProjectType } from '@genie/contracts';
import { interviewFields } from './catalogue.ts';
import {
  DEFAULT_MAX_REASKS,
  answer,
  briefEntries,
  closing,
  correct,
  correctByDesigner,
  createInterview,
  goBack,
  greeting,
  isComplete,
  isCoreComplete,
  nextQuestion,
  progressOf,
  skip,
} from './engine.ts';
import { scriptedAnswer } from './scripted-visitors.fixture.ts';

const T0 = Date.parse('2026-01-20T02:00:00Z');
const at = (seconds: number) => new Date(T0 + seconds * 1000);

function start(projectType: ProjectType = 'brand_design', language: Language = 'en-US', options: Partial<InterviewState['config']> = {}) {
  return createInterview({
    projectType,
    language,
    designer: { teamName: 'Studio Lumen', opening: '', context: 'PRIVATE: margin 40%, never mention it.' },
    options: { utcOffsetMinutes: 480, ...options },
  });
}

/** Answers the current question with the scripted reply. */
function reply(state: InterviewState, seconds = 0) {
  const q = nextQuestion(state)!;
  return answer(state, scriptedAnswer(state.language, state.projectType, q.fieldId)!.text, at(seconds)).state;
}

function answerUntil(state: InterviewState, fieldId: string): InterviewState {
  let s = state;
  for (let i = 0; nextQuestion(s) && nextQuestion(s)!.fieldId !== fieldId; i++) s = reply(s, i * 20);
  return s;
}

describe('asking', () => {
  it('starts with the first core question and counts progress over the core questions that apply', () => {
    const q = nextQuestion(start())!;
    expect(q.fieldId).toBe('project_background');
    expect(q.priority).toBe('core');
    expect(q.progress).toEqual({ answered: 0, total: 12, topicIndex: 0, topicCount: 5 });
    expect(q.revisiting).toBe(false);
  });

  it('asks in the visitor’s language and offers chips where the question has options', () => {
    let s = answerUntil(start('brand_design', 'ko-KR'), 'registration_status');
    const q = nextQuestion(s)!;
    expect(q.text).toBe('브랜드 이름이나 로고는 상표 등록이 되어 있나요?');
    expect(q.chips.map((c) => c.label)).toEqual(['등록 완료', '출원 중', '아직 안 했어요', '아직 모르겠어요']);
    s = answer(s, q.chips[1]!.value, at(300)).state;
    expect(s.answers.registration_status?.value).toEqual({ kind: 'choice', selected: ['in_progress'] });
    expect(nextQuestion(s)!.chips.map((c) => c.label)).toEqual(['네', '아니요']);
  });

  it('does not offer trademark help to a visitor whose brand is already registered', () => {
    let s = answerUntil(start(), 'registration_status');
    s = answer(s, 'Yes, it is registered', at(200)).state;
    expect(nextQuestion(s)!.fieldId).toBe('brand_website');
    expect(progressOf(s).total).toBe(11);
  });

  it('asks the optional follow-ups after the core questions, while the turn budget allows', () => {
    let s = start('other', 'en-US', { turnBudget: 12 });
    const asked: string[] = [];
    for (let i = 0; nextQuestion(s); i++) {
      asked.push(nextQuestion(s)!.fieldId);
      s = reply(s, i * 20);
    }
    const core = interviewFields('other').filter((f) => f.priority === 'core').map((f) => f.id);
    expect(asked.slice(0, core.length)).toEqual(core);
    expect(asked).toHaveLength(12);
    expect(asked.slice(core.length)).toEqual(['other_preferences', 'plans_after_project']);
    expect(isComplete(s)).toBe(true);
  });

  it('asks no follow-ups once the conversation has run past ten minutes', () => {
    let s = start('other');
    for (let i = 0; i < 10; i++) s = reply(s, i * 70); // the tenth core answer arrives at 10.5 minutes
    expect(isCoreComplete(s)).toBe(true);
    expect(nextQuestion(s)).toBeNull();
    expect(isComplete(s)).toBe(true);
  });

  it('ends when the turn budget is spent, even with core questions open', () => {
    let s = start('residential_space', 'en-US', { turnBudget: 4 });
    for (let i = 0; i < 4; i++) s = reply(s, i * 20);
    expect(nextQuestion(s)).toBeNull();
    expect(isComplete(s)).toBe(true);
    expect(isCoreComplete(s)).toBe(true);
    expect(answer(s, 'anything', at(100)).outcome).toEqual({ type: 'complete' });
  });
});

describe('skipping', () => {
  it('records a skipped question and moves on, with the skip button or in words', () => {
    let s = start('residential_space', 'zh-TW');
    const first = skip(s, at(0));
    expect(first.outcome).toMatchObject({ type: 'skipped', fieldId: 'project_background', acknowledgement: '沒問題，我們繼續。' });
    s = first.state;
    expect(s.answers.project_background).toEqual({ raw: '', value: null, skipped: true, answeredAt: at(0).toISOString() });

    const typed = answer(s, '跳過', at(20));
    expect(typed.outcome).toMatchObject({ type: 'skipped', fieldId: 'property_category' });
    expect(answer(typed.state, '건너뛸게요', at(40)).outcome).toMatchObject({ type: 'skipped', fieldId: 'layout' });
    expect(progressOf(typed.state)).toEqual({ answered: 2, total: 14 });
  });

  it('completes the core of the interview when every question is skipped', () => {
    let s = start('website', 'en-US');
    for (let i = 0; nextQuestion(s) && nextQuestion(s)!.priority === 'core'; i++) s = skip(s, at(i * 5)).state;
    expect(isCoreComplete(s)).toBe(true);
    expect(Object.values(s.answers).every((a) => a.skipped)).toBe(true);
    expect(briefEntries(s).every((e) => e.display === null)).toBe(true);
  });
});

describe('going back and correcting', () => {
  it('asks the previous question again; the new answer replaces the old one and the conversation continues', () => {
    let s = start('commercial_space', 'en-US');
    for (let i = 0; i < 3; i++) s = reply(s, i * 20); // background, problem, brand value
    const fourth = nextQuestion(s)!.fieldId;

    s = goBack(s);
    const again = nextQuestion(s)!;
    expect(again.fieldId).toBe('brand_value');
    expect(again.revisiting).toBe(true);
    expect(again.previousAnswer).toBe(scriptedAnswer('en-US', 'commercial_space', 'brand_value')!.text);
    expect(again.text).toContain("Sure, let's go back to this one.");

    s = answer(s, 'Warm, generous hospitality.', at(100)).state;
    expect(s.answers.brand_value).toMatchObject({ raw: 'Warm, generous hospitality.', value: { kind: 'free_text', text: 'Warm, generous hospitality.' } });
    expect(nextQuestion(s)!.fieldId).toBe(fourth);
    expect(s.order).toEqual(['project_background', 'problem_need', 'brand_value']);
  });

  it('walks further back each time, and stays put with nothing to go back to', () => {
    let s = start();
    expect(goBack(s)).toBe(s);
    s = reply(reply(s, 0), 20);
    s = goBack(goBack(s));
    expect(nextQuestion(s)!.fieldId).toBe('project_background');
    expect(goBack(s)).toBe(s);
  });

  it('re-parses a corrected structured answer', () => {
    let s = answerUntil(start('commercial_space', 'zh-TW'), 'budget');
    s = answer(s, 'NT$ 150萬', at(300)).state;
    s = goBack(s);
    const corrected = answer(s, '200萬左右', at(320));
    expect(corrected.outcome).toMatchObject({ type: 'parsed', fieldId: 'budget' });
    expect(corrected.state.answers.budget).toMatchObject({
      raw: '200萬左右',
      value: { kind: 'money', amount: 2_000_000, currency: 'TWD', approximate: true },
    });
    expect(nextQuestion(corrected.state)!.fieldId).toBe('opening_date');
  });

  it('reopens a finished interview for one answer, then is complete again', () => {
    let s = start('other', 'en-US', { turnBudget: 10 });
    for (let i = 0; nextQuestion(s); i++) s = reply(s, i * 20);
    s = goBack(s);
    expect(isComplete(s)).toBe(false);
    s = answer(s, 'Just me, by email.', at(400)).state;
    expect(isComplete(s)).toBe(true);
  });

  it('corrects any field directly, without a turn, keeping words it cannot read', () => {
    const s = answerUntil(start('residential_space', 'ko-KR'), 'budget');
    const turns = s.turns;
    const sized = correct(s, 'space_size', '34평', at(500));
    expect(sized.outcome).toMatchObject({ type: 'parsed', value: { amount: 34, unit: 'pyeong' } });
    expect(sized.state.turns).toBe(turns);

    const vague = correct(sized.state, 'move_in_date', '아이 방학 전에', at(510));
    expect(vague.outcome).toEqual({ type: 'accepted_raw', fieldId: 'move_in_date' });
    expect(vague.state.answers.move_in_date).toMatchObject({ raw: '아이 방학 전에', value: null, skipped: false });

    expect(correct(s, 'layout', '   ', at(520)).state.answers.layout).toMatchObject({ skipped: true, value: null });
    expect(correct(s, 'entry_date', '3월 13일', at(530)).outcome).toEqual({ type: 'unknown_field', fieldId: 'entry_date' });
    expect(correct(s, 'no_such_field', 'x', at(530)).state).toBe(s);
  });

  it('marks the designer’s edit as theirs and keeps what the client had said, across later edits', () => {
    const said = correct(answerUntil(start('residential_space', 'en-US'), 'budget'), 'space_size', 'roughly thirty ping', at(500)).state;
    const edited = correctByDesigner(said, 'space_size', '32 ping', at(510)).state;
    expect(edited.answers.space_size).toMatchObject({ raw: '32 ping', editedBy: 'designer', clientSaid: 'roughly thirty ping' });
    const again = correctByDesigner(edited, 'space_size', '33 ping', at(520)).state;
    expect(again.answers.space_size).toMatchObject({ raw: '33 ping', editedBy: 'designer', clientSaid: 'roughly thirty ping' });
    // A field the client never answered has nothing of theirs to keep.
    expect(correctByDesigner(said, 'move_in_date', 'March 2027', at(530)).state.answers.move_in_date).not.toHaveProperty('clientSaid');
    // The client's own later correction is theirs again.
    expect(correct(again, 'space_size', '35 ping', at(540)).state.answers.space_size).not.toHaveProperty('editedBy');
  });
});

describe('answers the engine cannot read', () => {
  it.each(['en-US', 'zh-TW', 'ko-KR'] as Language[])('in %s, keeps a date it cannot read in the visitor\'s words, marked to clarify, and never asks it again', (language) => {
    const banana = { 'en-US': 'banana', 'zh-TW': '香蕉', 'ko-KR': '바나나' }[language];
    const s = answerUntil(start('brand_design', language), 'expected_deadline');
    const reply = answer(s, banana, at(400));
    expect(reply.outcome).toMatchObject({ type: 'accepted_raw', fieldId: 'expected_deadline' });
    expect(reply.state.answers.expected_deadline).toMatchObject({ raw: banana, value: null, skipped: false, clarify: true });
    expect(nextQuestion(reply.state)!.fieldId).not.toBe('expected_deadline');
  });

  const maybes: [Language, string][] = [
    ['en-US', 'maybe'],
    ['zh-TW', '也許吧'],
    ['ko-KR', '아마도요'],
  ];
  it.each(maybes)('in %s, keeps "%s" to a yes/no question as said, to clarify, and moves on', (language, maybe) => {
    let s = answerUntil(start('brand_design', language), 'registration_status');
    s = answer(s, scriptedAnswer(language, 'brand_design', 'registration_status')!.text, at(200)).state;
    expect(nextQuestion(s)!.fieldId).toBe('need_registration_assistance');
    const unsure = answer(s, maybe, at(220));
    expect(unsure.state.answers.need_registration_assistance).toMatchObject({ raw: maybe, clarify: true });
    expect(nextQuestion(unsure.state)!.fieldId).not.toBe('need_registration_assistance');
  });

  it.each([
    ['en-US', 'No'],
    ['zh-TW', '沒有'],
    ['ko-KR', '없어요'],
  ] as [Language, string][])('takes "%s" %s to a yes/no question as the answer no, not a pass', (language, no) => {
    let s = answerUntil(start('brand_design', language), 'registration_status');
    s = answer(s, scriptedAnswer(language, 'brand_design', 'registration_status')!.text, at(200)).state;
    expect(nextQuestion(s)!.fieldId).toBe('need_registration_assistance');
    const reply = answer(s, no, at(220));
    expect(reply.outcome).toMatchObject({ type: 'parsed', fieldId: 'need_registration_assistance', value: { kind: 'yes_no', value: false } });
  });

  it('keeps words that name no option of a choice as said, to clarify, rather than asking again', () => {
    const s = answerUntil(start('website', 'en-US'), 'category');
    // Words that name no option are kept as said, to clarify, though the choice has an "Other" option: they may name one
    // of the others in other words. "Other", its chip, is the option.
    const portal = answer(s, 'A membership portal', at(100));
    expect(portal.outcome).toMatchObject({ type: 'accepted_raw', fieldId: 'category' });
    expect(portal.state.answers.category).toMatchObject({ raw: 'A membership portal', value: null, clarify: true });
    expect(answer(s, 'Other', at(100)).state.answers.category?.value).toMatchObject({ kind: 'choice', selected: ['other'] });
    const brand = answerUntil(start('brand_design', 'zh-TW'), 'registration_status');
    const unclear = answer(brand, '香蕉', at(100));
    expect(unclear.outcome).toMatchObject({ type: 'accepted_raw', fieldId: 'registration_status' });
    expect(unclear.state.answers.registration_status).toMatchObject({ raw: '香蕉', clarify: true });
  });

  it('allows clarifications when a studio configures them', () => {
    let s = answerUntil(start('brand_design', 'en-US', { maxReasks: 2 }), 'expected_deadline');
    expect(DEFAULT_MAX_REASKS).toBe(0);
    s = answer(s, 'banana', at(1)).state;
    const second = answer(s, 'banana', at(2));
    expect(second.outcome).toMatchObject({ type: 'needs_clarification' });
    expect(answer(second.state, 'banana', at(3)).outcome).toMatchObject({ type: 'accepted_raw' });
  });

  it('explains the question on "?", then keeps an unreadable answer to clarify', () => {
    const s = answerUntil(start('residential_space', 'en-US'), 'space_size');
    const help = answer(s, 'what do you mean?', at(100));
    expect(help.outcome).toMatchObject({ type: 'needs_clarification', reason: 'help' });
    expect(help.outcome.type === 'needs_clarification' && help.outcome.reask).toMatch(/How big is the home\?.*30 ping/);
    expect(help.state.reasks).toEqual({});
    expect(answer(help.state, 'banana', at(120)).outcome).toMatchObject({ type: 'accepted_raw', fieldId: 'space_size' });
  });

  it.each([
    ['en-US', 'what do you mean?', "sorry, I still don't get it"],
    ['zh-TW', '這是什麼意思？', '這個我不太懂耶，你們覺得呢'],
    ['ko-KR', '무슨 뜻이에요?', '잘 모르겠어요, 어떻게 생각하세요?'],
  ] as [Language, string, string][])('in %s, explains a question once; asked for help again, passes it rather than ask a third time', (language, first, second) => {
    const s = answerUntil(start('residential_space', language), 'space_size');
    const help = answer(s, first, at(100));
    expect(help.outcome).toMatchObject({ type: 'needs_clarification', reason: 'help' });
    const again = answer(help.state, second, at(120));
    expect(again.outcome).not.toMatchObject({ type: 'needs_clarification' });
    expect(again.state.answers.space_size).toBeDefined();
    expect(nextQuestion(again.state)?.fieldId).not.toBe('space_size');
  });

  it('passes a question that came back after being set aside when the visitor asks what it means', () => {
    let s: InterviewState = { ...answerUntil(start('residential_space', 'en-US'), 'space_size'), setAside: { space_size: 1 } };
    for (let turn = 0; nextQuestion(s) && nextQuestion(s)!.fieldId !== 'space_size'; turn++) s = answer(s, 'skip', at(turn)).state;
    expect(nextQuestion(s)?.fieldId).toBe('space_size');
    const help = answer(s, 'what do you mean?', at(100));
    expect(help.outcome).not.toMatchObject({ type: 'needs_clarification' });
    expect(help.state.answers.space_size?.skipped).toBe(true);
  });

  it('ignores an empty message without counting a turn', () => {
    const s = start('other', 'zh-TW');
    const empty = answer(s, '   ', at(0));
    expect(empty.state).toBe(s);
    expect(empty.outcome).toMatchObject({ type: 'needs_clarification', reason: 'empty' });
  });

  it('keeps "not decided yet" as an answer rather than asking again', () => {
    const s = answerUntil(start('commercial_space', 'ko-KR'), 'budget');
    expect(answer(s, '아직 미정이에요', at(100)).outcome).toMatchObject({ type: 'parsed', value: { kind: 'undecided' } });
  });

  it('echoes what it understood, so a misreading can be corrected', () => {
    const s = answerUntil(start('commercial_space', 'en-US'), 'space_size');
    const r = answer(s, '30 ping', at(100));
    expect(r.outcome.type === 'parsed' && r.outcome.acknowledgement).toMatch(/30 ping \(≈ 99\.17 m²\)/);
  });
});

describe('greeting and closing', () => {
  it("greets with the designer's own opening when there is one", () => {
    const s = createInterview({
      projectType: 'residential_space',
      language: 'en-US',
      designer: { teamName: 'Studio Lumen', opening: 'Hello! Thanks for thinking of Studio Lumen for your home.', context: 'secret' },
    });
    const text = greeting(s);
    expect(text.startsWith('Hello! Thanks for thinking of Studio Lumen for your home.')).toBe(true);
    expect(text).toContain('your home project');
  });

  it.each([
    ['en-US', "I'm the design assistant for Studio Lumen.", 'everything Studio Lumen needs'],
    ['zh-TW', '我是 Studio Lumen 的設計助理。', 'Studio Lumen 需要的資訊都收集好了'],
    ['ko-KR', '저는 Studio Lumen의 디자인 어시스턴트예요.', 'Studio Lumen에 필요한 내용은 모두 받았어요'],
  ] as const)('names the team in %s when there is no opening', (language, welcome, done) => {
    const s = start('website', language);
    expect(greeting(s)).toContain(welcome);
    expect(closing(s)).toContain(done);
  });

  it.each(['en-US', 'zh-TW', 'ko-KR'] as const)('in %s, tells of the reference images next only in a flow that has them', (language) => {
    const images = { 'en-US': 'reference images', 'zh-TW': '參考圖片', 'ko-KR': '참고 이미지' }[language];
    const brief = { 'en-US': 'design brief', 'zh-TW': '設計需求簡報', 'ko-KR': '디자인 브리프' }[language];
    const withRounds = createInterview({ projectType: 'brand_design', language, designer: { teamName: 'Studio Lumen' } });
    const straightToBrief = createInterview({ projectType: 'brand_design', language, designer: { teamName: 'Studio Lumen' }, options: { referenceRounds: false } });
    expect(closing(withRounds)).toContain(images);
    expect(closing(straightToBrief)).not.toContain(images);
    expect(closing(straightToBrief)).toContain(brief);
    expect(closing(straightToBrief)).toContain('Studio Lumen');
    // A flow with rounds keeps the state it always had (no new key in stored conversations).
    expect(withRounds.config).not.toHaveProperty('referenceRounds');
  });

  it('writes a Chinese team name without spaces around it', () => {
    const s = createInterview({ projectType: 'other', language: 'zh-TW', designer: { teamName: '光影設計', opening: '' } });
    expect(greeting(s)).toContain('我是光影設計的設計助理');
  });

  it("never carries the designer's private context", () => {
    const s = reply(start(), 0);
    const everything = JSON.stringify([s, greeting(s), closing(s), nextQuestion(s)]);
    expect(everything).not.toContain('PRIVATE');
  });
});

describe('state', () => {
  it('survives a JSON round trip mid-interview (a server restart) and continues identically', () => {
    let s = start('exhibition_space', 'zh-TW');
    for (let i = 0; i < 5; i++) s = reply(s, i * 20);
    s = answer(s, '香蕉', at(200)).state; // a clarification is pending
    s = goBack(s); // and the visitor went back
    const stored = JSON.stringify(s);
    const resumed = interviewState.parse(JSON.parse(stored));
    expect(resumed).toEqual(s);

    const script = (state: InterviewState) => {
      let x = state;
      const outcomes = [];
      for (let i = 0; nextQuestion(x); i++) {
        const q = nextQuestion(x)!;
        const r = answer(x, scriptedAnswer('zh-TW', 'exhibition_space', q.fieldId)!.text, at(300 + i * 20));
        outcomes.push([q, r.outcome]);
        x = r.state;
      }
      return { x, outcomes };
    };
    expect(script(resumed)).toEqual(script(s));
  });

  it('is deterministic: the same inputs give the same outputs', () => {
    const run = () => {
      let s = start('packaging_design', 'ko-KR');
      const log: unknown[] = [greeting(s)];
      for (let i = 0; nextQuestion(s); i++) {
        const r = answer(s, scriptedAnswer('ko-KR', 'packaging_design', nextQuestion(s)!.fieldId)!.text, at(i * 20));
        log.push(r.outcome);
        s = r.state;
      }
      return { s, log };
    };
    expect(run()).toEqual(run());
  });

  it('never mutates the state it is given', () => {
    const s = start();
    const frozen = JSON.stringify(s);
    answer(s, 'We make coffee.', at(0));
    skip(s, at(0));
    goBack(reply(s));
    correct(s, 'budget', '1', at(0));
    expect(JSON.stringify(s)).toBe(frozen);
  });
});

import { describe, expect, it } from 'vitest';
import type { InterviewState, Language } from '@genie/contracts';
import { answer, createInterview, nextQuestion, skip } from '../engine.ts';
import { notedLine, quoteOf } from './noted.ts';
import { interviewField } from '../catalogue.ts';
import { topicWords } from './topic-words.ts';

const NOW = Date.parse('2026-01-20T02:00:00Z');

function start(language: Language): InterviewState {
  return createInterview({ projectType: 'residential_space', language, designer: { teamName: 'Studio Lumen' }, options: { utcOffsetMinutes: 480 } });
}

/** Plays the messages in order, whatever is asked; gives the last state and every line the genie said back. */
function play(language: Language, messages: readonly string[]): { state: InterviewState; lines: string[] } {
  let state = start(language);
  const lines: string[] = [];
  for (const [i, message] of messages.entries()) {
    const result = answer(state, message, new Date(NOW + i * 20_000));
    state = result.state;
    const o = result.outcome;
    lines.push(o.type === 'needs_clarification' ? (o.reask ?? '') : 'acknowledgement' in o ? (o.acknowledgement ?? '') : '');
  }
  return { state, lines };
}

const story = [
  "Hi! We just bought a 30-year-old apartment in Taipei, about 85 square meters, in Da'an District, and we want to renovate it before we move in. It's 3 bedrooms and 2 bathrooms, but the kitchen is tiny and closed off.",
  "Budget is around 1.5 million NTD, and we'd love to move in by March 2027.",
  'Style-wise we love Japandi, lots of light wood and white, nothing too dark.',
];

describe('the brief keeps the words of each fact, not the whole clause around it (issue 10 story)', () => {
  const { state, lines } = play('en-US', story);
  const raw = (id: keyof InterviewState['answers']) => state.answers[id]?.raw;

  it('files the place words as the address, the age and the type of home as said', () => {
    // One place is the project's place: a district named after its city in the same sentence is that city's.
    expect(raw('address')).toBe("Da'an District, Taipei");
    expect(state.answers.address?.value).toEqual({ kind: 'free_text', text: "Da'an District, Taipei" });
    expect(raw('age')).toBe('30-year-old');
    expect(raw('problem_need')).toMatch(/^the kitchen is tiny/);
    expect(raw('property_category')).toBe('apartment');
    expect(state.answers.age?.value).toMatchObject({ amount: 30, unit: 'years' });
  });

  it('keeps the whole message as the source the designer sees on hover', () => {
    expect(state.answers.address?.source).toBe(story[0]);
    expect(state.answers.preferred_style?.source).toBe(story[2]);
  });

  it('gives the style and the colours each their own part of a sentence that speaks of both', () => {
    expect(raw('preferred_style')).toBe('Style-wise we love Japandi');
    expect(raw('colors_and_elements')).toBe('lots of light wood and white, nothing too dark');
  });

  it('says back the facts themselves, the home and its place together, at most four then "and more"', () => {
    expect(lines[0]).toBe("Noted: built 30 years ago; apartment in Da'an District, Taipei; about 85 m²; 3 bedrooms and 2 bathrooms; and more.");
    expect(lines[2]).toMatch(/^Noted: Japandi, light wood and white\.\n\n/);
  });
});

describe('the same story in Chinese and Korean', () => {
  it('keeps an address answered as typed, the district word included', () => {
    let state = start('en-US');
    while (nextQuestion(state) && nextQuestion(state)!.fieldId !== 'address') state = skip(state, new Date(NOW)).state;
    expect(nextQuestion(state)?.fieldId).toBe('address');
    const { state: after } = answer(state, "Da'an District, Taipei", new Date(NOW));
    expect(after.answers.address?.raw).toBe("Da'an District, Taipei");
  });

  it('zh-TW: the district as the address, the style and colours quoted back', () => {
    const { state, lines } = play('zh-TW', [
      '你好！我們剛在台北市大安區買了一間30年的公寓，大約25坪，想在入住前重新裝修。3房2衛，但廚房很小又是封閉的。',
      '風格喜歡日式無印風，很多淺色木頭和白色，不要太暗。',
    ]);
    expect(state.answers.address?.raw).toBe('台北市大安區');
    expect(state.answers.property_category?.raw).toBe('公寓');
    expect(state.answers.preferred_style?.raw).toBe('風格喜歡日式無印風');
    expect(state.answers.colors_and_elements?.raw).toBe('很多淺色木頭和白色，不要太暗');
    expect(lines[0]).toContain('台北市大安區的公寓');
    expect(lines[1]).toMatch(/^已記下：日式無印風、很多淺色木頭和白色。/);
  });

  it('ko-KR: the neighbourhood with its city, the style and colours quoted back', () => {
    const { state, lines } = play('ko-KR', [
      '안녕하세요! 서울 성수동에 30년 된 아파트를 샀어요, 25평 정도예요. 입주 전에 리모델링하고 싶어요.',
      '스타일은 미니멀한 느낌이 좋고, 밝은 원목과 화이트 톤, 너무 어둡지 않게요.',
    ]);
    expect(state.answers.address?.raw).toBe('서울 성수동');
    expect(state.answers.property_category?.raw).toBe('아파트');
    expect(state.answers.colors_and_elements?.raw).toBe('밝은 원목과 화이트 톤, 너무 어둡지 않게요');
    expect(lines[0]).toContain('서울 성수동 아파트');
    expect(lines[1]).toContain('밝은 원목과 화이트 톤');
    expect(lines[1]).not.toContain('색상과 요소');
  });
});

describe('quoteOf: a few of the visitor’s words', () => {
  it.each([
    ['Style-wise we love Japandi', 'Japandi'],
    ['lots of light wood and white, nothing too dark', 'light wood and white'],
    ['We want a big island where the whole family can cook together on weekends', 'a big island where the…'],
    ['風格喜歡日式無印風', '日式無印風'],
    ['風格希望是侘寂風', '侘寂風'],
    ['我們喜歡侘寂風', '侘寂風'],
    ['我爸用LINE接單', '我爸用LINE接單'],
    ['Style: warm wood, kind of a winter cabin', 'warm wood'],
    ['I’d love a noodle-making window facing the sidewalk', 'a noodle-making window facing the sidewalk'],
    ['It’s a roasted salsa', 'a roasted salsa'],
    // A pronoun's contraction stays with it, and a verb of opinion after it leads in too.
    ["I'd say light and airy, a little coastal", 'light and airy'],
    ["I'm writing for my dad, Walt", "I'm writing for my dad"],
    // A list's heading line is quoted alone, without the list's first number.
    ['目前的服務有：\n1. 兒童抱石課\n2. 生日派對包場', '目前的服務有'],
    // A part that only heads the topic is passed over.
    ['For the look, plain and honest like an old feed store sign, you know what I mean?', 'plain and honest like an…'],
    ['感覺的話，看起來很可靠，不要太花俏', '看起來很可靠'],
    ['느낌은, 투박하고 정직하게요', '투박하고 정직하게요'],
    ['As for the colours, sage and cream', 'sage and cream'],
    ['oh the customers. barrel racers mostly, ranch horses', 'barrel racers mostly'],
    ['顏色的部分，米白跟木頭色', '米白跟木頭色'],
  ])('%s → %s', (text, quote) => {
    expect(quoteOf(text)).toBe(quote);
  });
});

describe('the echo line names a field instead of quoting words that do not stand as a phrase', () => {
  it.each([["I'm writing for my dad"], ["We're a family of four"], ["'m writing for my dad"]])('"%s" is no phrase of its own', (quote) => {
    expect(notedLine('en-US', [{ field: interviewField('residential_space', 'target_audience')!, value: { kind: 'free_text', text: quote } }])).not.toContain(quote);
  });

  it.each([
    ['en-US', 'and then we moved back', 'Noted: the background of your project.'],
    ['zh-TW', '哈哈', '已記下：專案背景。'],
    ['ko-KR', 'ㅋㅋ', '적어 두었어요: 프로젝트 배경.'],
  ] as const)('%s: the story named in place of a fragment reads as a sentence ("%s")', (language, words, line) => {
    expect(notedLine(language, [{ field: interviewField('residential_space', 'project_background')!, value: { kind: 'free_text', text: words } }])).toBe(line);
  });
});

describe('a figure kept "to clarify" is said back marked so', () => {
  it.each([
    ['en-US', ['We bought an old house and want to renovate it.', "honestly not sure about the size, maybe around 1,200 sq ft? I'd have to check the listing"], '(to check)'],
    ['zh-TW', ['老家透天要翻修', '坪數我真的不知道。。。一樓二樓 每層大概20幾坪吧 要找權狀才知道'], '（待確認）'],
    ['ko-KR', ['오래된 주택 리모델링하려고요', '평수는 잘 모르겠어요 대략 30평쯤? 등기부 봐야 알아요'], '(확인 필요)'],
  ] as const)('%s: a rough size said while not knowing is noted "to check"', (language, messages, mark) => {
    const { state, lines } = play(language, messages);
    expect(state.answers.space_size?.clarify).toBe(true);
    expect(lines.at(-1)).toContain(mark);
  });

  it('a size said plainly is noted without the mark', () => {
    const { lines } = play('en-US', ['We bought an old house and want to renovate it.', "It's 1,200 sq ft."]);
    expect(lines.at(-1)).not.toContain('(to check)');
  });
});

describe('topicWords', () => {
  const plain = (s: string) => s.toLowerCase();
  const cues = new Map([
    ['preferred_style', /japandi|style/],
    ['colors_and_elements', /white|wood/],
  ] as const);

  it('leaves a sentence of one topic whole', () => {
    expect(topicWords('We love Japandi, calm and simple', new Map([['preferred_style', /japandi/]]), plain).size).toBe(0);
  });

  it('gives a part with no topic words to the topic before it', () => {
    const parts = topicWords('Japandi please, white walls, not too shiny', cues, plain);
    expect(parts.get('preferred_style')).toBe('Japandi please');
    expect(parts.get('colors_and_elements')).toBe('white walls, not too shiny');
  });
});

describe('what the genie says back ends as a sentence should', () => {
  it('does not add a full stop after a quote cut short', () => {
    const { lines } = play('ko-KR', ['서울에 있는 30년 된 아파트, 약 85㎡입니다. 따뜻한 재팬디 스타일과 오크를 아주 많이 좋아해요.']);
    const noted = lines[0]!.split('\n')[0]!;
    expect(noted).toMatch(/^적어 두었어요: /);
    expect(noted).not.toMatch(/…\./);
    const { lines: en } = play('en-US', ['Style-wise we love a warm Japandi look with lots of oak and linen everywhere.']);
    expect(en[0]).toMatch(/^Noted: /);
    expect(en[0]).not.toMatch(/…\./);
  });
});

import { describe, expect, it } from 'vitest';
import { isHelpRequest, isSkipRequest, isUndecided } from './intents.ts';

describe('what the visitor means besides an answer', () => {
  it.each(['skip', 'Skip this one', 'pass', 'next question', '跳過', '先跳過吧', '下一題', '건너뛸게요', '패스요', '다음'])(
    '%j asks to skip',
    (input) => expect(isSkipRequest(input)).toBe(true),
  );
  it.each(['next month', '다음 달', 'skip the red colour please', '跳過這個顏色'])('%j is an answer, not a skip', (input) => {
    expect(isSkipRequest(input)).toBe(false);
  });

  it.each(['?', 'what do you mean?', 'Example?', '什麼意思？', '不太懂', '무슨 뜻이에요?', '예시'])('%j asks for help', (input) => {
    expect(isHelpRequest(input)).toBe(true);
  });
  it.each(['What I want is a calm space', '舉例來說，我很喜歡無印良品那種感覺和木頭的溫度'])('%j is an answer, not a question', (input) => {
    expect(isHelpRequest(input)).toBe(false);
  });

  it.each(['not sure yet', "I don't know", 'TBD', '還沒決定', '不確定', '아직 모르겠어요', '미정이에요'])('%j is undecided', (input) => {
    expect(isUndecided(input)).toBe(true);
  });
  it.each(["I'm not sure about colours, but please avoid pink and anything too shiny", 'maybe', '也許'])(
    '%j is not a plain "undecided"',
    (input) => expect(isUndecided(input)).toBe(false),
  );
});

import { describe, expect, it } from 'vitest';
import { leadInGate, textChannel } from './lead-in-gate.ts';

const SECRET = 'Private: we add a 30 percent rush fee for anything under four weeks, and we quietly decline projects outside Taipei.';

/** Feeds the text in pieces of `size` characters, as a provider streams it; returns what was shown after each piece. */
function written(text: string, size = 5) {
  const shownAt: string[] = [];
  let shown = '';
  const gate = leadInGate({ protectedTexts: [SECRET], teamName: 'Studio Lumen', show: (t) => (shown += t) });
  for (let i = 0; i < text.length; i += size) {
    gate.add(text.slice(i, i + size));
    shownAt.push(shown);
  }
  gate.finish();
  return { gate, shown, shownAt };
}

describe("the model's lead-in, shown as it is written", () => {
  it('shows each sentence once it is whole, before the model has finished', () => {
    const { gate, shownAt } = written('Thank you, a ceramics studio sounds lovely! Glazes and all. Noted.');
    // The first sentence is on screen while the rest is still being written, and never a part of one.
    expect(shownAt).toContain('Thank you, a ceramics studio sounds lovely!');
    expect(shownAt.every((s) => s === '' || /[.!]$/.test(s))).toBe(true);
    expect(gate.shown).toBe('Thank you, a ceramics studio sounds lovely! Glazes and all. Noted.');
    expect(gate.held).toBeNull();
  });

  it('reads Chinese and Korean sentences by their own marks', () => {
    expect(written('謝謝您！陶藝工作室聽起來很棒。', 3).shownAt).toContain('謝謝您！');
    expect(written('감사합니다! 도자기 공방이라니 멋지네요.', 3).shownAt).toContain('감사합니다!');
  });

  it.each([
    ['a question of its own', 'Thanks, noted. Could you tell me a bit more?', 'off_task'],
    ['a refusal', "Thanks for that. I'm sorry, but I can't help with that.", 'refusal'],
    ['another identity', "Great. I'm ChatGPT, a large language model made by OpenAI.", 'unsafe_output'],
    ['the designer’s private context', `Lovely. Just so you know: ${SECRET}`, 'unsafe_output'],
  ])('holds back %s with all that follows, keeping what was shown before it', (_, text, reason) => {
    const { gate } = written(`${text} And one more thing.`);
    expect(gate.held?.reason).toBe(reason);
    expect(gate.shown).toBe(text.split(/(?<=[.!])\s/)[0]);
    expect(gate.shown).not.toMatch(/rush fee|ChatGPT|can't help|\?/);
  });

  it('holds back a first sentence that fails, so nothing of the model is shown', () => {
    const { gate } = written(`Just so you know: ${SECRET} Anyway, lovely.`);
    expect(gate.shown).toBe('');
    expect(gate.held?.reason).toBe('unsafe_output');
  });

  it('never shows a sentence the model had not finished when the turn was decided', () => {
    let shown = '';
    const gate = leadInGate({ protectedTexts: [], teamName: 'Studio Lumen', show: (t) => (shown += t) });
    gate.add('Thank you. That sounds lov');
    gate.close();
    gate.add('ely. More.');
    gate.finish();
    expect(shown).toBe('Thank you.');
  });
});

describe('the text channel', () => {
  it('gives the reader everything in order, what was written meanwhile at once, waiting for what is not written yet, and ends', async () => {
    const channel = textChannel();
    const read = (async () => {
      const pieces: string[] = [];
      for await (const piece of channel.stream) pieces.push(piece);
      return pieces;
    })();
    channel.push('Thank ');
    channel.push('you.');
    await new Promise((resolve) => setTimeout(resolve, 5));
    channel.push(' Lovely.');
    channel.end();
    channel.push('never');
    expect(await read).toEqual(['Thank you.', ' Lovely.']);
  });
});

describe('a line that announces what follows', () => {
  it('is judged with what it announces: "Here it is:" never shows without it', () => {
    const { gate } = written(`Sure! Here it is:\n${SECRET}\nAnything else.`);
    expect(gate.shown).toBe('Sure!');
    expect(gate.held?.reason).toBe('unsafe_output');
  });
});

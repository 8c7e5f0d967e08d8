import { describe, expect, it } from 'vitest';
import type { BriefValue } from '@genie/contracts';
import { CORPUS_START, interviewCorpus, partialMatch } from '../corpus/index.ts';
import { fieldDefinitions } from '../fields.ts';
import { parseDate } from './date.ts';
import { isNoPreference } from './intents.ts';
import { parseMoney } from './money.ts';
import type { ParseContext } from './parse-context.ts';
import { parseQuantity } from './quantity.ts';
import { recognizeAll } from './recognize.ts';

const structured = new Set(['money', 'number_with_unit', 'date']);

interface Case {
  id: string;
  field: string;
  words: string;
  said: number | 'asked';
  expected: { kind: string } & Record<string, unknown>;
  ctx: ParseContext;
}

const cases: Case[] = interviewCorpus.flatMap((c) => {
  const ctx: ParseContext = { language: c.language, now: new Date(CORPUS_START), utcOffsetMinutes: c.utcOffsetMinutes };
  return Object.entries(c.expected).flatMap(([field, fact]) => {
    if (!fact || !('value' in fact) || !structured.has(fact.value.kind)) return [];
    const words = fact.said === 'asked' ? c.whenAsked[field as keyof typeof c.whenAsked] : c.messages[fact.said];
    return words === undefined ? [] : [{ id: c.id, field, words, said: fact.said, expected: fact.value, ctx }];
  });
});

function familyOf(field: string): 'area' | 'distance' | 'age' | 'count' {
  return fieldDefinitions[field as keyof typeof fieldDefinitions].quantity ?? 'count';
}

/** What the recognisers find for a fact of this kind, in a volunteered message or a typed answer. */
function read(c: Case): BriefValue[] {
  if (c.said === 'asked') {
    const value =
      c.expected.kind === 'money' ? parseMoney(c.words, c.ctx)
        : c.expected.kind === 'date' ? parseDate(c.words, c.ctx)
          : parseQuantity(c.words, familyOf(c.field), c.ctx);
    return value ? [value] : [];
  }
  const found = recognizeAll(c.words, c.ctx);
  const pool = c.expected.kind === 'money' ? found.money : c.expected.kind === 'date' ? found.dates : found[familyOf(c.field)];
  return pool.map((f) => f.value);
}

describe('the recognisers on the corpus of scripted visitors', () => {
  it('has structured facts to read', () => expect(cases.length).toBeGreaterThan(40));

  it.each(cases.map((c) => [`${c.id} ${c.field}`, c] as const))('reads %s', (_name, c) => {
    const values = read(c);
    expect(values.some((v) => partialMatch(c.expected, v)), `${c.words} → ${JSON.stringify(values)}`).toBe(true);
  });

  it('recognises every "nothing to give" reply as no preference', () => {
    for (const c of interviewCorpus) expect(isNoPreference(c.otherwise), c.otherwise).toBe(true);
  });
});

import type { BriefValue } from '@genie/contracts';
import { isMeasured } from './brief-values.ts';
import type { FieldDefinition } from './fields.ts';
import { parseChoice, type ChoiceTerms } from './parse/choice.ts';
import { parseDate } from './parse/date.ts';
import { parseFreeText } from './parse/free-text.ts';
import { declaredOpen, isUndecided, leftForLater, notKnownBecause, opensLeftOpen, opensUndecided } from './parse/intents.ts';
import { parseList } from './parse/list.ts';
import { parseMoney } from './parse/money.ts';
import type { ParseContext } from './parse/parse-context.ts';
import { parseQuantity } from './parse/quantity.ts';
import { utilitiesSaid } from './parse/utilities.ts';
import { parseYesNo } from './parse/yes-no.ts';

function parseByKind(field: FieldDefinition, text: string, ctx: ParseContext): BriefValue | null {
  switch (field.kind) {
    case 'free_text':
      return parseFreeText(text);
    case 'number_with_unit':
      return parseQuantity(text, field.quantity ?? 'count', ctx);
    case 'money':
      return parseMoney(text, ctx);
    case 'date':
      return parseDate(text, ctx);
    case 'yes_no':
      return parseYesNo(text);
    case 'choice': {
      // "要電 不用水": water and power, each said wanted or not, name the option.
      const utilities = field.id === 'water_electricity_supply' ? utilitiesSaid(text) : null;
      return utilities ?? parseChoice(text, choiceTermsOf(field), field.multiple ?? false);
    }
    case 'list':
      return parseList(text);
  }
}

/**
 * What a visitor's words mean for a field, or null when they cannot be read as its kind. Never
 * throws. "Not sure yet" is a real answer (`undecided`), except where a choice offers it as an option.
 */
export function parseAnswer(field: FieldDefinition, text: string, ctx: ParseContext): BriefValue | null {
  try {
    if (field.kind === 'choice') {
      const choice = parseByKind(field, text, ctx);
      const fellBackToOther = choice?.kind === 'choice' && choice.otherText !== undefined;
      if ((isUndecided(text) || (opensUndecided(text) && leftForLater(text)) || declaredOpen(text)) && (choice === null || fellBackToOther)) return { kind: 'undecided' };
      return choice;
    }
    const value = parseByKind(field, text, ctx);
    // ("Not sure yet, because the county says 1,850 sq ft but …": the value in why the visitor does not know is no guess of theirs.)
    if (isMeasured(field.kind) && notKnownBecause(text)) return { kind: 'undecided' };
    // "not sure, maybe 60k": a guess with a value of the question's kind is that value, as a guess.
    if (isUndecided(text)) return value && isMeasured(value.kind) ? asGuess(value, text) : { kind: 'undecided' };
    // "not sure yet, I have to dig through the exhibitor manual": opening with not knowing, and then no value of the
    // question's kind (a date, an amount, a size), or leaving it to someone else, is no answer yet.
    if (opensUndecided(text) && ((value === null && field.kind !== 'free_text' && field.kind !== 'list') || leftForLater(text))) return { kind: 'undecided' };
    // "I don't have the move-out date yet; the exhibitor manual hasn't been released": a date, an amount or a size its reply
    // opens by leaving open, and gives none, is not known yet.
    if (value === null && isMeasured(field.kind) && opensLeftOpen(text, field.question)) return { kind: 'undecided' };
    // "…지금은 확답드리기 어렵습니다. 일단 TBD로 두시죠": a yes or no the reply marks as yet to be decided, and gives none.
    if (value === null && field.kind === 'yes_no' && declaredOpen(text)) return { kind: 'undecided' };
    return value;
  } catch {
    return null;
  }
}

/**
 * "not sure, maybe 60k", "잘 모르겠어요, 아마 5천만원?": an amount or a size said after not knowing is a guess, kept as
 * approximate. Any other value is as read.
 */
export function asGuess(value: BriefValue, text: string): BriefValue {
  return (value.kind === 'money' || value.kind === 'number_with_unit') && !value.approximate && (isUndecided(text) || opensUndecided(text)) ? { ...value, approximate: true } : value;
}

/** What names each option of a choice field: its labels in every language and its synonyms. */
export function choiceTermsOf(field: Pick<FieldDefinition, 'options'>): ChoiceTerms[] {
  return (field.options ?? []).map((o) => ({ id: o.id, terms: [...Object.values(o.label), ...(o.synonyms ?? [])], ...(o.denies ? { denies: o.denies } : {}) }));
}

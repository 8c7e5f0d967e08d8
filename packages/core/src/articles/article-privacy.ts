import { languages, type ArticleDisclosure, type BriefFieldId, type BriefFields } from '@genie/contracts';
import { fieldDefinitions } from '../interview/fields.ts';
import { formatBriefValue } from '../interview/format-brief-value.ts';
import { rawAnswer } from '../suggestions/brief-facts.ts';

/**
 * The guard between a brief and client-facing text. A brief holds what the client told the studio in
 * confidence: the budget, contact details (names, e-mail, phone, address) and their own words. An
 * article — written by the composer or by an LLM — includes them only when the designer asks; otherwise
 * every sentence that carries one is left out (a title loses the words), so nothing private is published.
 */
export interface PrivateBrief {
  answers: BriefFields;
  contactName?: string | null;
}

/** Fields whose answers are contact details. */
const contactFields: readonly BriefFieldId[] = ['address'];
/** The client's own words shorter than this are too common to be theirs ("oak", "a home"). */
const MIN_WORDS_CHARS = { latin: 14, cjk: 6 } as const;

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/u;
/** A phone number: 9 or more digits, spaces, dots, dashes and brackets allowed between them (not a date). */
const PHONE = /(?:\+?\d[\d\s().-]{7,}\d)/u;
const DATE = /^\d{4}[-/.]\d{1,2}[-/.]\d{1,2}$/;

const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();
const isCjk = (text: string) => /[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text);
const longEnough = (text: string) => text.length >= (isCjk(text) ? MIN_WORDS_CHARS.cjk : MIN_WORDS_CHARS.latin);
const digitsOf = (text: string) => text.replace(/\D/g, '');

/** The private strings of a brief, by kind (each lower-cased, whitespace collapsed). */
export function privateFactsOf(brief: PrivateBrief): Record<ArticleDisclosure, string[]> {
  const budgetRaw = rawAnswer(brief.answers, 'budget');
  const budgetValue = brief.answers.budget?.value;
  const budget = [
    budgetRaw,
    ...(budgetValue && !brief.answers.budget?.skipped ? languages.map((l) => formatBriefValue(budgetValue, l, fieldDefinitions.budget.options)) : []),
  ];
  const contact = [brief.contactName?.trim() || null, ...contactFields.map((id) => rawAnswer(brief.answers, id))];
  // The client's words: every answer not understood as a value (a value is a fact, shown formatted), and
  // each clause of it long enough to be recognisably theirs. Budget and contact fields have their own kinds.
  const clientWords = Object.keys(brief.answers).flatMap((id) => {
    const field = id as BriefFieldId;
    const value = brief.answers[field]?.value;
    if (field === 'budget' || contactFields.includes(field) || (value && value.kind !== 'free_text')) return [];
    const raw = rawAnswer(brief.answers, field);
    if (!raw) return [];
    return [raw, ...raw.split(/[;；\n。.!?！？,，]+/u).map((c) => c.trim())];
  });
  const clean = (items: readonly (string | null | undefined)[], min: (t: string) => boolean) => [...new Set(items.filter((t): t is string => !!t && min(t)).map(normalise))];
  return {
    budget: clean(budget, (t) => t.trim().length >= 2),
    contact: clean(contact, (t) => t.trim().length >= 2),
    client_words: clean(clientWords, longEnough),
  };
}

/** Whether a piece of text carries a private fact of a kind the article may not include. */
function leaks(text: string, facts: Record<ArticleDisclosure, string[]>, allowed: ReadonlySet<ArticleDisclosure>): ArticleDisclosure | null {
  const plain = normalise(text);
  const phone = text.match(PHONE)?.[0].trim();
  if (!allowed.has('contact') && (EMAIL.test(text) || (phone && digitsOf(phone).length >= 9 && !DATE.test(phone)))) return 'contact';
  for (const kind of ['budget', 'contact', 'client_words'] as const) {
    if (allowed.has(kind)) continue;
    if (facts[kind].some((fact) => plain.includes(fact))) return kind;
    // A budget written another way ("2,000,000" for "NT$2M") still shows its digits.
    if (kind === 'budget') {
      const digits = facts.budget.map(digitsOf).filter((d) => d.length >= 4);
      if (digits.length && plain.match(/\d[\d,.\s]*\d/g)?.some((n) => digits.includes(digitsOf(n)))) return 'budget';
    }
  }
  return null;
}

const SENTENCE = /(?<=[.!?。！？])\s+|(?<=[。！？])/u;

/** A paragraph without the sentences that leak; null when none is left. */
function guardParagraph(paragraph: string, facts: Record<ArticleDisclosure, string[]>, allowed: ReadonlySet<ArticleDisclosure>, removed: Set<ArticleDisclosure>): string | null {
  const lines = paragraph.split('\n').flatMap((line) => {
    const sentences = line.split(SENTENCE).filter((s) => s.trim());
    const kept = sentences.filter((s) => {
      const kind = leaks(s, facts, allowed);
      if (kind) removed.add(kind);
      return !kind;
    });
    if (!kept.length) return [];
    return [kept.join(/[。！？]$/u.test(kept[0]!) ? '' : ' ').trim()];
  });
  return lines.length ? lines.join('\n') : null;
}

export interface GuardedArticle {
  title: string;
  body: string;
  /** The kinds of private facts that were left out. */
  removed: ArticleDisclosure[];
}

/**
 * An article with what the designer did not ask for left out: sentences of the body carrying the budget,
 * contact details or the client's own words are dropped; in the title the private words themselves are
 * cut (the title falls back to `fallbackTitle` when nothing is left).
 */
export function guardArticle(
  article: { title: string; body: string },
  brief: PrivateBrief,
  allowed: readonly ArticleDisclosure[],
  fallbackTitle: string,
): GuardedArticle {
  const facts = privateFactsOf(brief);
  const allow = new Set(allowed);
  const removed = new Set<ArticleDisclosure>();
  const body = article.body
    .split(/\n{2,}/)
    .map((p) => guardParagraph(p, facts, allow, removed))
    .filter((p): p is string => !!p)
    .join('\n\n');
  let title = article.title;
  if (leaks(title, facts, allow)) {
    const kind = leaks(title, facts, allow)!;
    removed.add(kind);
    for (const fact of Object.entries(facts).flatMap(([k, list]) => (allow.has(k as ArticleDisclosure) ? [] : list))) {
      title = title.replace(new RegExp(fact.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'), '');
    }
    title = title.replace(EMAIL, '').replace(/\s{2,}/g, ' ').replace(/^[\s,:;·–—-]+|[\s,:;·–—-]+$/g, '').trim();
    if (!title || leaks(title, facts, allow)) title = fallbackTitle;
  }
  return { title, body, removed: [...removed] };
}

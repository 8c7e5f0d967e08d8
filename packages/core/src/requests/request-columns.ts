import type { BriefFields, BriefValue } from '@genie/contracts';

/** The request's list columns that follow from its brief (the designer may set them otherwise). */
export interface RequestColumns {
  /** YYYY-MM-DD: the latest day the expected-deadline answer allows. */
  deadline: string | null;
  /** An http(s) address named in the brand-website or website answer. */
  websiteUrl: string | null;
  /** A brand name quoted at the start of the brand-name answer ("「日光」代表…"). */
  brandName: string | null;
}

type DateValue = Extract<BriefValue, { kind: 'date' }>;

const pad = (n: number) => String(n).padStart(2, '0');
const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The deadline a date answer sets: the day itself, or for a month, quarter or year the latest day it
 * allows ("by the end of June" → June 30; "early March" → March 10). ASAP is the day it was said
 * (the parser's today); flexible has none.
 */
export function deadlineOf(value: DateValue): string | null {
  if (value.relation === 'flexible' || value.date === null) return null;
  const [year, month] = value.date.split('-').map(Number) as [number, number];
  switch (value.precision) {
    case 'month': {
      const day = value.part === 'early' ? 10 : value.part === 'mid' ? 20 : lastDayOf(year, month);
      return `${year}-${pad(month)}-${pad(day)}`;
    }
    case 'quarter': {
      const end = Math.floor((month - 1) / 3) * 3 + 3;
      return `${year}-${pad(end)}-${pad(lastDayOf(year, end))}`;
    }
    case 'year':
      return `${year}-12-31`;
    default:
      return value.date;
  }
}

const TRAILING_PUNCTUATION = /[.,;:!?)\]}>'"»」』）。，、！？]+$/u;
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,24}$/i;

function normalizedUrl(candidate: string): string | null {
  const text = candidate.replace(TRAILING_PUNCTUATION, '');
  const withScheme = /^https?:\/\//i.test(text) ? text : `https://${text}`;
  const match = /^(https?):\/\/([^\s/?#:]+)(:\d{1,5})?([/?#]\S*)?$/i.exec(withScheme);
  if (!match || !HOST.test(match[2]!)) return null;
  return `${match[1]!.toLowerCase()}://${match[2]!.toLowerCase()}${match[3] ?? ''}${match[4] ?? ''}`;
}

/**
 * The first web address in a visitor's words: an http(s) URL, or a bare domain ("www.studio.com",
 * "lumen.coffee/shop") taken as https. Instagram handles (@name.coffee) and e-mail addresses are not
 * addresses of a website.
 */
export function websiteUrlIn(text: string): string | null {
  for (const match of text.matchAll(/https?:\/\/[^\s<>"'，。、「」（）]+/gi)) {
    const url = normalizedUrl(match[0]);
    if (url) return url;
  }
  for (const match of text.matchAll(/(?<![@\w.\-/])(?:[a-z0-9-]+\.)+[a-z]{2,24}(?:\/[^\s<>"'，。、「」（）]*)?/gi)) {
    const url = normalizedUrl(match[0]);
    if (url) return url;
  }
  return null;
}

/** A name in quotation marks at the very start of the answer: only then is it clearly the brand's name. */
export function quotedBrandNameIn(text: string): string | null {
  const match = /^\s*(?:「([^」]{1,60})」|『([^』]{1,60})』|“([^”]{1,60})”|"([^"]{1,60})"|‘([^’]{1,60})’|'([^']{1,60})')/u.exec(text);
  const name = match?.slice(1).find((g) => g !== undefined)?.trim();
  return name ? name : null;
}

const deadlineFields = ['expected_deadline', 'move_in_date', 'opening_date', 'entry_date'] as const;

/** What the list columns would be from the brief's answers alone. */
export function requestColumnsOf(answers: BriefFields | null | undefined): RequestColumns {
  const given = (id: keyof BriefFields) => {
    const stored = answers?.[id];
    return stored && !stored.skipped ? stored : undefined;
  };
  // The date the work must be ready by: the stated deadline, else the move-in, opening or booth entry date.
  const deadlineAnswer = deadlineFields.map((id) => given(id)?.value).find((v) => v?.kind === 'date' && deadlineOf(v) !== null);
  const websites = [given('brand_website')?.raw, given('url')?.raw].filter((t): t is string => !!t);
  const brandStory = given('brand_name_story')?.raw;
  return {
    deadline: deadlineAnswer?.kind === 'date' ? deadlineOf(deadlineAnswer) : null,
    websiteUrl: websites.map(websiteUrlIn).find((u) => u !== null) ?? null,
    brandName: brandStory ? quotedBrandNameIn(brandStory) : null,
  };
}

/**
 * A column that follows the brief unless the designer set it: it takes the new derived value when it
 * is empty or still holds what the brief derived before; a value of the designer's own is kept.
 */
export function followDerived<T>(current: T | null, derivedBefore: T | null, derivedNow: T | null): T | null {
  return current === null || current === derivedBefore ? derivedNow : current;
}

import type { ClientProfile, Language } from '@genie/contracts';
import enUS from './summary/en-US.json' with { type: 'json' };
import koKR from './summary/ko-KR.json' with { type: 'json' };
import zhTW from './summary/zh-TW.json' with { type: 'json' };
import { projectInMail } from './sales-phrases.ts';

type SummaryPhrases = typeof enUS;
const phrases: Readonly<Record<Language, SummaryPhrases>> = { 'en-US': enUS, 'zh-TW': zhTW, 'ko-KR': koKR };

const fill = (template: string, values: Record<string, string | number | null>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

/** The summary holds 2 to 4 sentences. */
const MAX_SENTENCES = 4;

/**
 * Who this client is and what will decide for them, in 2 to 4 sentences written by rules from the
 * profile alone (its own values, nothing added): the project and place, what weighs on the decision
 * (or how much of the brief is answered), the budget against the market band, and the date.
 */
export function summarizeClientProfile(profile: ClientProfile, language: Language): string {
  const p = phrases[language];
  const values = {
    project: projectInMail[profile.project_type][language],
    location: profile.location,
    budget: profile.budget,
    deadline: profile.deadline,
    weeks_left: profile.weeks_left,
    usual_weeks: profile.usual_weeks,
    answered: profile.answered,
    questions: profile.questions,
    styles: profile.styles.map((s) => s.name).join(p.list),
    signals: [...new Set(profile.signals.map((s) => s.kind))].map((kind) => p.signals[kind]).join(p.list),
  };
  const who = fill(profile.location ? p.who_in : p.who, values);
  const decide = profile.signals.length ? fill(p.decide, values) : fill(p.open, values);
  const budget = profile.budget || profile.budget_band === 'unstated' ? fill(p.budget[profile.budget_band], values) : null;
  const timing =
    profile.urgency === 'unstated'
      ? null
      : profile.urgency === 'asap' || profile.urgency === 'passed' || profile.urgency === 'relaxed' || profile.weeks_left !== null
        ? fill(p.timing[profile.urgency], values)
        : profile.deadline
          ? fill(p.timing.dated, values)
          : null;
  const styles = profile.styles.length ? fill(p.styles, values) : null;
  const sentences = [who, decide, budget, timing, styles].filter((s): s is string => Boolean(s)).slice(0, MAX_SENTENCES);
  return sentences.join(language === 'en-US' || language === 'ko-KR' ? ' ' : '');
}

const sentenceStart = /(^|[.!?。！？:：]\s*)$/;

/**
 * What a written summary says that its sources do not: numbers (amounts, dates, sizes, counts) whose
 * digits appear in none of `sources`, and capitalised names (places, months, people) that none of
 * them contains. Empty when the summary keeps to its sources.
 */
export function summaryInventions(summary: string, sources: readonly string[]): string[] {
  const text = summary.normalize('NFKC');
  const known = sources.join('\n').normalize('NFKC');
  const knownNumbers = new Set((known.match(/\d+(?:[.,\s]\d+)*/g) ?? []).flatMap((n) => [n.replace(/\D/g, ''), ...n.split(/[.,\s]/)]));
  const knownWords = known.toLowerCase();
  const inventions: string[] = [];
  for (const n of text.match(/\d+(?:[.,]\d+)*/g) ?? []) {
    if (!knownNumbers.has(n.replace(/\D/g, ''))) inventions.push(n);
  }
  for (const m of text.matchAll(/\p{Lu}[\p{Script=Latin}'’-]+/gu)) {
    if (sentenceStart.test(text.slice(0, m.index))) continue;
    if (!knownWords.includes(m[0].toLowerCase())) inventions.push(m[0]);
  }
  return inventions;
}

import type { Language } from '@genie/contracts';
import { isLanguage } from '@genie/contracts';
import type { UsageCounterKind } from '@genie/core';
import { escapeHtml, mailLayout } from '../mail/templates/html.ts';
import { fill, serverStrings } from '../i18n/server-strings.ts';

export type LifecycleMailKind = 'trial_ends_7d' | 'trial_ends_1d' | 'payment_failed' | 'expired' | 'renewed' | 'activated';

/** Billing e-mails in the designer's language (i18n/<language>/mails.json, `billing`); {plan}, {date}, {counter}, {used}, {limit} are filled in. */
const strings = (language: Language) => serverStrings[language].billing;

const planNames: Record<Language, Record<string, string>> = {
  'en-US': { starter: 'Starter', professional: 'Professional', master: 'Master' },
  'zh-TW': { starter: '入門', professional: '專業', master: '大師' },
  'ko-KR': { starter: '스타터', professional: '프로페셔널', master: '마스터' },
};

function render(language: Language, name: string, subject: string, body: string, link: string) {
  const s = strings(language);
  const greeting = fill(s.greeting, { name });
  const text = [greeting, '', body, '', link, '', s.signature].join('\n');
  const html = mailLayout(
    language,
    subject,
    `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(body)}</p>
<p style="margin:28px 0;"><a href="${escapeHtml(link)}" style="background:#8b7dbe;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;display:inline-block;">${escapeHtml(s.button)}</a></p>
<p>${escapeHtml(s.signature)}</p>`,
  );
  return { subject, text, html };
}

export interface MailDesigner {
  language: string;
  name: string;
  genieName: string;
  plan: string;
  subscriptionEnd: Date;
}

const languageOf = (d: MailDesigner): Language => (isLanguage(d.language) ? d.language : 'en-US');
const dateOf = (d: Date, language: Language) => new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(d);
/** A plan's end is exclusive (granted until Nov 30 = ends Dec 1 00:00 UTC): mails name the last day it covers, as the web app does. */
const lastDayOf = (end: Date, language: Language) => dateOf(new Date(end.getTime() - 1), language);

export function lifecycleMail(designer: MailDesigner, kind: LifecycleMailKind, publicUrl: string) {
  const language = languageOf(designer);
  const s = strings(language)[kind];
  const values = { plan: planNames[language][designer.plan] ?? designer.plan, date: lastDayOf(designer.subscriptionEnd, language) };
  const link = `${publicUrl}/${kind === 'renewed' || kind === 'activated' ? 'account' : 'choosing_plan'}`;
  return render(language, designer.name || designer.genieName, fill(s.subject, values), fill(s.body, values), link);
}

export function usageWarningMail(designer: MailDesigner, input: { kind: UsageCounterKind; threshold: 80 | 100; used: number; limit: number }, publicUrl: string) {
  const language = languageOf(designer);
  const s = strings(language);
  const values = { counter: s.counters[input.kind], used: input.used.toLocaleString(language), limit: input.limit.toLocaleString(language) };
  return render(language, designer.name || designer.genieName, fill(s.usage[input.threshold].subject, values), fill(s.usage[input.threshold].body, values), `${publicUrl}/account`);
}

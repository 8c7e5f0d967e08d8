import type { BriefFieldId, Language } from '@genie/contracts';
import { catalogLabel, type CatalogId } from '../i18n/catalog.ts';
import { formatBriefValue } from '../interview/format-brief-value.ts';
import { designStyle } from '../styles/style-catalog.ts';
import { analyzeBrief } from '../suggestions/analyze-brief.ts';
import { rawAnswer } from '../suggestions/brief-facts.ts';
import type { SuggestionsInput } from '../suggestions/suggestions-input.ts';
import { clipQuote } from './decision-signals.ts';
import { clientStylesOf, urgencyOf } from './client-profile.ts';
import { colonOf, mailPhrases as p, projectInMail } from './sales-phrases.ts';

export interface SalesEmailInput {
  /** The client's brief: the only source of what the mail says about the project. */
  brief: SuggestionsInput;
  /** The studio's name, as the mail is signed. */
  studioName: string;
  /** The designer's own sign-off (from their last sent e-mail), in place of the default closing. */
  signOff?: string | null;
}

export interface SalesEmailDraft {
  subject: string;
  body: string;
}

/** The essentials asked for in the mail, at most this many (a follow-up, not a questionnaire). */
const MAX_QUESTIONS = 3;

const fieldLabel = (language: Language, id: BriefFieldId) => catalogLabel(language, 'briefFields', id as CatalogId<'briefFields'>);

/**
 * A follow-up e-mail to the client by rules, in `language`: thanks, what the studio understood from the
 * brief (only what the client said), the essentials still open as questions, and a call proposed sooner
 * when the client's date is pressing. Nothing of the designer's own notes or status goes in.
 */
export function composeSalesEmail(input: SalesEmailInput, language: Language): SalesEmailDraft {
  const { brief } = input;
  const analysis = analyzeBrief(brief);
  const project = projectInMail[brief.projectType][language];
  const studio = input.studioName.trim();
  const name = brief.contactName.trim();
  const sep = colonOf(language);

  const recap: string[] = [];
  if (analysis.area) recap.push(`${p.size[language]}${sep}${formatBriefValue(analysis.area.value, language)}`);
  if (analysis.budget) recap.push(`${p.budget[language]}${sep}${formatBriefValue(analysis.budget.value, language)}`);
  if (analysis.deadline) recap.push(`${p.timing[language]}${sep}${formatBriefValue(analysis.deadline.value, language)}`);
  const styles = clientStylesOf(analysis, brief).map((id) => designStyle(id).name[language]);
  if (styles.length) recap.push(`${p.style[language]}${sep}${styles.join(language === 'zh-TW' ? '、' : ', ')}`);
  const location = rawAnswer(brief.answers, 'address');
  if (location) recap.push(`${p.location[language]}${sep}${clipQuote(location, 100)}`);
  const goal = rawAnswer(brief.answers, 'problem_need');
  if (goal) recap.push(`${p.goal[language]}${sep}${clipQuote(goal, 160)}`);

  const questions = analysis.missingEssentials.filter((id) => id !== 'project_background').slice(0, MAX_QUESTIONS);
  const urgency = urgencyOf(analysis);

  const paragraphs = [
    name ? p.greeting(name)[language] : p.greetingNoName[language],
    p.thanks(project)[language],
    ...(recap.length ? [[p.recapIntro[language], ...recap.map((r) => `- ${r}`)].join('\n')] : []),
    ...(questions.length ? [[p.askIntro[language], ...questions.map((id) => `- ${fieldLabel(language, id)}`)].join('\n')] : []),
    `${(urgency === 'asap' || urgency === 'urgent' ? p.callSoon : p.call)[language]} ${p.reply[language]}`.replace(/。 /, '。'),
    input.signOff?.trim() || p.closing(studio)[language],
  ];
  return { subject: p.subject(project, studio)[language].slice(0, 200), body: paragraphs.join('\n\n') };
}

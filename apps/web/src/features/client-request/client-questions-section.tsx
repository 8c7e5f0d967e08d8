import { useTranslation } from 'react-i18next';
import type { ClientRequestOverview } from '@genie/contracts';
import { formatDateTime } from '../../ui/format-date.ts';
import { SectionCard } from './section-card.tsx';

/**
 * The questions the client asked the studio during the conversation ("How long does a logo usually take?"), in their
 * words: the genie told them the studio would answer when it gets in touch. Shown only when there are some.
 */
export function ClientQuestionsSection({ questions, idPrefix }: { questions: ClientRequestOverview['client_questions']; idPrefix: string }) {
  const { t, i18n } = useTranslation('client-request');
  if (questions.length === 0) return null;
  return (
    <SectionCard title={t('clientQuestions.title')} titleId={`${idPrefix}-client-questions`} description={t('clientQuestions.description')}>
      <ul className="divide-y divide-stone-100">
        {questions.map((question, i) => (
          <li key={`${question.asked_at}-${i}`} className="py-3 first:pt-0 last:pb-0">
            <p className="whitespace-pre-wrap text-sm text-ink-900">{question.text}</p>
            <p className="mt-1 text-xs text-stone-500">{t('clientQuestions.askedAt', { time: formatDateTime(question.asked_at, i18n.language) })}</p>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}

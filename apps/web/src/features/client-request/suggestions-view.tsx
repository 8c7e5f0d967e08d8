import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AiSuggestionsContent, SuggestionsReply } from '@genie/contracts';
import { Badge } from '../../ui/badge.tsx';
import { ColorSwatch } from '../../ui/color-swatch.tsx';
import { CopyButton } from '../../ui/copy-button.tsx';
import { cx } from '../../ui/cx.ts';
import { Icon, type IconName } from '../../ui/icons.tsx';
import { formatDateTime } from '../../ui/format-date.ts';
import { SourceBadge } from './ai-states.tsx';

// Style names come from the portfolio catalog, which already carries the 47 styles in every language.
const NS = ['ai-suggestions', 'catalog', 'common'];

type Direction = AiSuggestionsContent['design_directions'][number];
type Risk = AiSuggestionsContent['risks'][number];

/**
 * Read-only AI suggestions: used by the AI Suggestions tab and the shared and demo pages. Print-friendly.
 * `actions` (the tab's Regenerate) sit on the line that says who wrote them and when.
 */
export function SuggestionsView({ reply, actions }: { reply: SuggestionsReply; actions?: ReactNode }) {
  const { t } = useTranslation(NS);
  const suggestions = reply.suggestions;
  if (!suggestions) return <p className="text-sm text-stone-600">{t('empty')}</p>;
  const { content } = suggestions;
  return (
    <article className="space-y-8 print:space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <SuggestionsMeta reply={reply} />
        {actions && <div className="shrink-0 print:hidden">{actions}</div>}
      </div>
      <Section icon="user" title={t('sections.summary')}>
        <p className="max-w-3xl whitespace-pre-line text-[15px] leading-relaxed text-stone-800">{content.summary}</p>
      </Section>
      <Section icon="palette" title={t('sections.directions')}>
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {content.design_directions.map((direction, i) => (
            <DirectionCard key={i} direction={direction} />
          ))}
        </ul>
      </Section>
      <Section
        icon="chat"
        title={t('sections.questions')}
        action={
          <CopyButton
            className="print:hidden"
            label={t('copyQuestions')}
            text={content.first_call_questions.map((q, i) => `${i + 1}. ${q}`).join('\n')}
          />
        }
      >
        <ol className="space-y-2">
          {content.first_call_questions.map((question, i) => (
            <li key={i} className="flex items-start gap-3 rounded-xl border border-stone-200 bg-white px-4 py-3 text-sm leading-relaxed break-inside-avoid">
              <span aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 rounded border-2 border-brand-300" />
              <span>{question}</span>
            </li>
          ))}
        </ol>
      </Section>
      <Section icon="alert" title={t('sections.risks')}>
        {content.risks.length === 0 ? (
          <p className="text-sm text-stone-600">{t('noRisks')}</p>
        ) : (
          <ul className="space-y-2">
            {content.risks.map((risk, i) => (
              <RiskItem key={i} risk={risk} />
            ))}
          </ul>
        )}
      </Section>
      <Section icon="arrowRight" title={t('sections.nextSteps')}>
        <ol className="space-y-3">
          {content.next_steps.map((step, i) => (
            <li key={i} className="flex items-start gap-3 text-sm leading-relaxed break-inside-avoid">
              <span
                aria-hidden="true"
                className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-600 text-xs font-bold text-white print:border print:border-brand-600 print:bg-transparent print:text-brand-700"
              >
                {i + 1}
              </span>
              <span className="pt-1">{step}</span>
            </li>
          ))}
        </ol>
      </Section>
    </article>
  );
}

/** Who wrote them, when, and which version this is. */
function SuggestionsMeta({ reply }: { reply: SuggestionsReply }) {
  const { t, i18n } = useTranslation(NS);
  const suggestions = reply.suggestions;
  if (!suggestions) return null;
  const llm = suggestions.source === 'llm';
  return (
    <div className="space-y-1.5">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-600">
        <SourceBadge source={suggestions.source}>{t(llm ? 'source.llm' : 'source.rules')}</SourceBadge>
        <span>
          {t(reply.state === 'regenerated' ? 'meta.regenerated' : 'meta.generated', {
            date: formatDateTime(suggestions.generated_at, i18n.language),
            version: suggestions.generation_count,
          })}
        </span>
      </p>
      <p className="text-xs text-stone-500">{t(llm ? 'source.llmHint' : 'source.rulesHint')}</p>
    </div>
  );
}

function Section({ icon, title, action, children }: { icon: IconName; title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="flex items-center gap-2 text-base font-semibold text-ink-900">
          <Icon name={icon} className="h-5 w-5 text-brand-600" />
          {title}
        </h3>
        {action}
      </div>
      {children}
    </section>
  );
}

function Chips({ label, items }: { label: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div className="space-y-1.5">
      <p className="text-xs font-semibold uppercase tracking-wide text-stone-500">{label}</p>
      <ul className="flex flex-wrap gap-1.5" aria-label={label}>
        {items.map((item, i) => (
          <li key={i} className="rounded-full bg-stone-100 px-2.5 py-1 text-xs text-stone-800 print:border print:border-stone-300">
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

function DirectionCard({ direction }: { direction: Direction }) {
  const { t } = useTranslation(NS);
  return (
    <li className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm break-inside-avoid print:shadow-none">
      <div className="space-y-2">
        <h4 className="text-base font-semibold leading-snug text-ink-900">{direction.title}</h4>
        {direction.style && direction.style !== 'no_style' && (
          <Badge tone="brand">{t('direction.style', { style: t(`catalog:styles.${direction.style}`, { defaultValue: direction.style }) })}</Badge>
        )}
        <p className="whitespace-pre-line text-sm leading-relaxed text-stone-700">{direction.description}</p>
      </div>
      {direction.palette.length > 0 && (
        <div className="space-y-1.5">
          <p className="text-xs font-semibold uppercase tracking-wide text-stone-500">{t('direction.palette')}</p>
          <ul className="flex flex-wrap gap-2" aria-label={t('direction.palette')}>
            {direction.palette.map((hex, i) => (
              <li key={i}>
                <ColorSwatch hex={hex} />
              </li>
            ))}
          </ul>
        </div>
      )}
      <Chips label={t('direction.materials')} items={direction.materials} />
      <Chips label={t('direction.keyPieces')} items={direction.key_pieces} />
      {direction.budget_fit && (
        <p className="mt-auto rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-950 print:border print:border-amber-200">
          <span className="font-semibold">{t('direction.budgetFit')}</span> {direction.budget_fit}
        </p>
      )}
    </li>
  );
}

const levelLooks: Record<Risk['level'], { box: string; badge: string; marks: number }> = {
  high: { box: 'border-red-200 bg-red-50/60', badge: 'bg-red-100 text-red-800 ring-red-300', marks: 3 },
  medium: { box: 'border-amber-200 bg-amber-50/60', badge: 'bg-amber-100 text-amber-900 ring-amber-300', marks: 2 },
  low: { box: 'border-stone-200 bg-white', badge: 'bg-emerald-50 text-emerald-800 ring-emerald-200', marks: 1 },
};

/** A risk's level is told by its word and a bar count, not by its colour alone. */
function RiskItem({ risk }: { risk: Risk }) {
  const { t } = useTranslation(NS);
  const look = levelLooks[risk.level];
  return (
    <li className={cx('flex flex-col gap-2 rounded-xl border px-4 py-3 break-inside-avoid sm:flex-row sm:items-start sm:gap-4', look.box)}>
      <div className="flex shrink-0 items-center gap-2 sm:w-44 sm:flex-col sm:items-start">
        <span className={cx('inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-semibold ring-1', look.badge)}>
          <span aria-hidden="true" className="flex items-end gap-0.5">
            {[1, 2, 3].map((n) => (
              <span key={n} className={cx('w-1 rounded-sm', n <= look.marks ? 'bg-current' : 'bg-current opacity-25')} style={{ height: `${4 + n * 2}px` }} />
            ))}
          </span>
          {t(`risk.level.${risk.level}`)}
        </span>
        <span className="text-xs font-medium text-stone-600">{t(`risk.kind.${risk.kind}`)}</span>
      </div>
      <p className="text-sm leading-relaxed text-stone-800">{risk.text}</p>
    </li>
  );
}

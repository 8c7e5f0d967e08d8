import { useTranslation } from 'react-i18next';
import { projectTypes } from '@genie/contracts';
import { ActionBanner } from '../../ui/action-banner.tsx';
import { Icon, type IconName } from '../../ui/icons.tsx';
import { LinkButton } from '../../ui/link-button.tsx';
import { buttonClasses } from '../../ui/button.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { genieLink } from './genie-link.ts';
import { usePersonalInfo } from './use-personal-info.ts';

const steps: { id: string; icon: IconName }[] = [
  { id: 'share', icon: 'link' },
  { id: 'chat', icon: 'chat' },
  { id: 'images', icon: 'image' },
  { id: 'brief', icon: 'file' },
  { id: 'follow', icon: 'sparkles' },
];

const tips = ['background', 'colours', 'desktop'] as const;

/** /section/tutorial — how Genie works, from a shared link to a prepared first meeting. */
export function Component() {
  const { t } = useTranslation(['shell', 'catalog']);
  const info = usePersonalInfo();
  useDocumentTitle(t('tutorial.title'));
  return (
    <div className="mx-auto max-w-5xl space-y-10">
      <header className="space-y-2">
        <p className="text-sm font-semibold text-brand-700">{t('sections.tutorial.title')}</p>
        <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">{t('tutorial.title')}</h1>
        <p className="max-w-3xl text-base leading-relaxed text-stone-600">{t('tutorial.lead')}</p>
      </header>

      <section aria-labelledby="flow">
        <h2 id="flow" className="sr-only">
          {t('tutorial.flowTitle')}
        </h2>
        <ol className="relative space-y-4 before:absolute before:bottom-6 before:left-6 before:top-6 before:w-px before:bg-brand-200">
          {steps.map((step, i) => (
            <li key={step.id} className="relative flex gap-4">
              <span className="relative z-10 flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-white text-brand-600 shadow-sm ring-1 ring-brand-200">
                <Icon name={step.icon} />
              </span>
              <div className="min-w-0 flex-1 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
                <p className="text-xs font-semibold uppercase tracking-wide text-brand-600">{t('tutorial.stepLabel', { step: i + 1 })}</p>
                <h3 className="mt-0.5 font-semibold text-ink-900">{t(`tutorial.steps.${step.id}.title`)}</h3>
                <p className="mt-1 text-sm leading-relaxed text-stone-600">{t(`tutorial.steps.${step.id}.text`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="project-types" className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
          <h2 id="project-types" className="font-semibold text-ink-900">
            {t('tutorial.projectTypesTitle')}
          </h2>
          <p className="mt-1 text-sm text-stone-600">{t('tutorial.projectTypesText')}</p>
          <ul className="mt-3 flex flex-wrap gap-2">
            {projectTypes.map((type) => (
              <li key={type} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
                {t(`catalog:projectTypes.${type}`)}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="tips" className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
          <h2 id="tips" className="font-semibold text-ink-900">
            {t('tutorial.tipsTitle')}
          </h2>
          <ul className="mt-3 space-y-2.5">
            {tips.map((tip) => (
              <li key={tip} className="flex gap-2.5 text-sm text-stone-700">
                <Icon name="check" className="mt-0.5 h-4 w-4 text-emerald-600" />
                <span>{t(`tutorial.tips.${tip}`)}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <ActionBanner
        tone="dark"
        title={t('tutorial.readyTitle')}
        text={t('tutorial.readyText')}
        actions={
          <>
            <LinkButton to="/section/onboarding" variant="accent">
              {t('tutorial.toOnboarding')}
            </LinkButton>
            {info.data && (
              <a href={genieLink(info.data.data.genie_name)} target="_blank" rel="noreferrer" className={buttonClasses('onDark')}>
                <Icon name="external" className="h-4 w-4" />
                {t('genieLink.open')}
                <span className="sr-only">{t('opensInNewTab')}</span>
              </a>
            )}
          </>
        }
      />
    </div>
  );
}

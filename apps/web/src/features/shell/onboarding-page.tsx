import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { Icon, type IconName } from '../../ui/icons.tsx';
import { LinkButton } from '../../ui/link-button.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { cx } from '../../ui/cx.ts';
import { GenieLinkPanel } from './genie-link-panel.tsx';
import { ONBOARDING_STEPS, saveOnboarding, useOnboarding } from './onboarding-state.ts';
import { daysLeft } from './subscription.ts';
import { usePersonalInfo } from './use-personal-info.ts';

const stepIds = ['beginning', 'share', 'colours', 'plan'] as const;
const stepIcons: Record<(typeof stepIds)[number], IconName> = { beginning: 'rocket', share: 'link', colours: 'palette', plan: 'card' };

/** /section/onboarding — spec §2's four steps (beginning, then 1 to 3); progress is remembered in this browser. */
export function Component() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const state = useOnboarding();
  const step = state.step;
  const id = stepIds[step] ?? 'beginning';
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useDocumentTitle(t('sections.onboarding.title'));

  // Moving between steps puts keyboard and screen-reader focus on the new step's title.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);

  const go = (next: number) => {
    moved.current = true;
    saveOnboarding({ step: next, status: state.status === 'finished' ? 'finished' : 'started' });
  };
  const skip = () => {
    saveOnboarding({ step: 0, status: 'dismissed' });
    void navigate('/client_request');
  };
  const finish = () => {
    saveOnboarding({ step: 0, status: 'finished' });
    void navigate('/client_request');
  };

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">{t('sections.onboarding.title')}</h1>
        <p className="text-stone-600">{t('onboarding.intro', { count: ONBOARDING_STEPS - 1 })}</p>
      </header>

      <ol className="grid grid-cols-4 gap-2" aria-label={t('onboarding.progressLabel')}>
        {stepIds.map((s, i) => (
          <li key={s} aria-current={i === step ? 'step' : undefined}>
            <button
              type="button"
              onClick={() => go(i)}
              className={cx(
                'w-full rounded-lg text-left text-xs font-medium transition-colors',
                i === step ? 'text-brand-800' : i < step ? 'text-stone-600 hover:text-brand-700' : 'text-stone-500 hover:text-stone-700',
              )}
            >
              <span className={cx('mb-2 block h-1.5 rounded-full', i <= step ? 'bg-brand-500' : 'bg-stone-200')} />
              <span className="hidden sm:inline">{t(`onboarding.steps.${s}.short`)}</span>
              <span className="sm:hidden">{i === 0 ? t('onboarding.beginning') : i}</span>
            </button>
          </li>
        ))}
      </ol>

      <section aria-labelledby="onboarding-step" className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
        <div className="flex items-center gap-4 bg-gradient-to-r from-brand-50 to-accent-400/10 px-6 py-5">
          <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-600 text-white">
            <Icon name={stepIcons[id]} className="h-6 w-6" />
          </span>
          <div className="min-w-0">
            <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">
              {step === 0 ? t('onboarding.beginning') : t('onboarding.stepOf', { step, total: ONBOARDING_STEPS - 1 })}
            </p>
            <h2 id="onboarding-step" ref={heading} tabIndex={-1} className="text-xl font-bold text-ink-900 focus:outline-none">
              {t(`onboarding.steps.${id}.title`)}
            </h2>
          </div>
        </div>
        <div className="space-y-4 px-6 py-6">
          <StepBody id={id} />
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-stone-100 bg-stone-50/60 px-6 py-4">
          <Button variant="ghost" onClick={() => (step === 0 ? skip() : go(step - 1))}>
            {step === 0 ? t('onboarding.skip') : t('onboarding.back')}
          </Button>
          {step < ONBOARDING_STEPS - 1 ? (
            <Button onClick={() => go(step + 1)}>
              {step === 0 ? t('onboarding.start') : t('onboarding.next')}
              <Icon name="arrowRight" className="h-4 w-4" />
            </Button>
          ) : (
            <Button onClick={finish}>
              <Icon name="check" className="h-4 w-4" />
              {t('onboarding.finish')}
            </Button>
          )}
        </div>
      </section>
    </div>
  );
}

function StepBody({ id }: { id: (typeof stepIds)[number] }) {
  const { t } = useTranslation('shell');
  const info = usePersonalInfo();
  const data = info.data;
  switch (id) {
    case 'beginning':
      return (
        <>
          <p className="text-stone-700">{t('onboarding.steps.beginning.text', { team: data?.data.name || data?.data.genie_name || '' })}</p>
          <ul className="grid gap-3 sm:grid-cols-3">
            {(['share', 'colours', 'plan'] as const).map((s, i) => (
              <li key={s} className="flex items-center gap-3 rounded-xl bg-stone-50 px-4 py-3 ring-1 ring-stone-200 sm:block sm:p-4">
                <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-600 text-xs font-bold text-white">{i + 1}</span>
                <p className="text-sm font-semibold text-ink-900 sm:mt-2">{t(`onboarding.steps.${s}.short`)}</p>
              </li>
            ))}
          </ul>
        </>
      );
    case 'share':
      return (
        <>
          <p className="text-stone-700">{t('onboarding.steps.share.text')}</p>
          {data && <GenieLinkPanel genieName={data.data.genie_name} />}
        </>
      );
    case 'colours':
      return (
        <>
          <p className="text-stone-700">{t('onboarding.steps.colours.text')}</p>
          <div className="flex flex-wrap gap-2">
            <LinkButton to="/account/chatbot_color/edit">
              <Icon name="palette" className="h-4 w-4" />
              {t('onboarding.steps.colours.action')}
            </LinkButton>
            <LinkButton to="/account/info/edit" variant="secondary">
              {t('onboarding.steps.colours.infoAction')}
            </LinkButton>
          </div>
        </>
      );
    case 'plan':
      return (
        <>
          <p className="text-stone-700">{t('onboarding.steps.plan.text')}</p>
          {data && data.subscription.status === 'trialing' && (
            <p className="rounded-lg bg-accent-400/15 px-4 py-3 text-sm text-amber-950">
              {t('onboarding.steps.plan.trial', { plan: t(`planName.${data.subscription.plan}`), count: daysLeft(data.subscription.end_date) })}
            </p>
          )}
          <LinkButton to="/choosing_plan">
            <Icon name="card" className="h-4 w-4" />
            {t('onboarding.steps.plan.action')}
          </LinkButton>
        </>
      );
  }
}

import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { Icon } from '../../ui/icons.tsx';
import { LinkButton } from '../../ui/link-button.tsx';
import { ONBOARDING_STEPS, saveOnboarding, useOnboarding } from '../shell/onboarding-state.ts';

/** A reminder of the onboarding on Potential Clients until the designer finishes it or puts it aside. */
export function GettingStartedCard() {
  const { t } = useTranslation('shell');
  const state = useOnboarding();
  if (state.status === 'finished' || state.status === 'dismissed') return null;
  return (
    <section aria-labelledby="getting-started" className="flex flex-col gap-4 rounded-2xl border border-accent-400/60 bg-accent-400/10 p-5 sm:flex-row sm:items-center">
      <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-accent-500 text-ink-900">
        <Icon name="rocket" className="h-6 w-6" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 id="getting-started" className="font-semibold text-ink-900">
          {t('onboarding.cardTitle')}
        </h2>
        <p className="mt-0.5 text-sm text-stone-700">
          {state.status === 'started' ? t('onboarding.cardProgress', { step: state.step + 1, total: ONBOARDING_STEPS }) : t('onboarding.cardText')}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <LinkButton to="/section/onboarding">{state.status === 'started' ? t('onboarding.continue') : t('onboarding.start')}</LinkButton>
        <Button variant="ghost" onClick={() => saveOnboarding({ ...state, status: 'dismissed' })}>
          {t('onboarding.notNow')}
        </Button>
      </div>
    </section>
  );
}

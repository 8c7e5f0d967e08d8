import { useTranslation } from 'react-i18next';
import { ActionBanner } from '../../ui/action-banner.tsx';
import { Button } from '../../ui/button.tsx';
import { LinkButton } from '../../ui/link-button.tsx';
import { ONBOARDING_STEPS, saveOnboarding, useOnboarding } from '../shell/onboarding-state.ts';

/** A reminder of the onboarding on Potential Clients until the designer finishes it or puts it aside. */
export function GettingStartedCard() {
  const { t } = useTranslation('shell');
  const state = useOnboarding();
  if (state.status === 'finished' || state.status === 'dismissed') return null;
  return (
    <ActionBanner
      tone="accent"
      icon="rocket"
      title={t('onboarding.cardTitle')}
      text={state.status === 'started' ? t('onboarding.cardProgress', { step: state.step + 1, total: ONBOARDING_STEPS }) : t('onboarding.cardText')}
      actions={
        <>
          <LinkButton to="/section/onboarding">{state.status === 'started' ? t('onboarding.continue') : t('onboarding.start')}</LinkButton>
          <Button variant="ghost" onClick={() => saveOnboarding({ ...state, status: 'dismissed' })}>
            {t('onboarding.notNow')}
          </Button>
        </>
      }
    />
  );
}

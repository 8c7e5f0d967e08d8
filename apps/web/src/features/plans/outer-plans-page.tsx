import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useToken } from '../../app/auth.ts';
import { Icon } from '../../ui/icons.tsx';
import { LinkButton } from '../../ui/link-button.tsx';
import { usePersonalInfo } from '../shell/use-personal-info.ts';
import { ExpiredNotice } from './expired-notice.tsx';
import { planHeadingId } from './plan-card.tsx';
import { InteriorHighlights, PlanGrid, planVariantOf } from './plan-grid.tsx';

/** /plan and /interior_plan: the plans for anyone, with the free trial as the way in. */
export function Component() {
  const { t } = useTranslation('plans');
  const variant = planVariantOf(useLocation().pathname);
  const signedIn = useToken() !== null;
  const info = usePersonalInfo();
  const expired = info.data?.subscription.status === 'expired';
  const choosingPath = variant === 'interior' ? '/choosing_interior_plan' : '/choosing_plan';

  return (
    <div className="mx-auto w-full max-w-6xl space-y-10 py-8">
      <header className="space-y-4 text-center">
        <p className="inline-flex items-center gap-2 rounded-full bg-accent-400/25 px-3 py-1 text-sm font-semibold text-amber-900">
          <Icon name="gift" className="h-4 w-4" />
          {t('freeTrial')}
        </p>
        <h1 className="text-3xl font-extrabold tracking-tight text-ink-900 sm:text-4xl">{t(`${variant}.outerTitle`)}</h1>
        <p className="mx-auto max-w-2xl text-base text-stone-600 sm:text-lg">{t(`${variant}.outerSubtitle`)}</p>
      </header>

      {expired && <ExpiredNotice />}
      {variant === 'interior' && <InteriorHighlights />}

      <PlanGrid
        variant={variant}
        action={(plan) =>
          signedIn ? (
            <LinkButton to={choosingPath} variant={plan.id === 'professional' ? 'primary' : 'secondary'} className="w-full" aria-describedby={planHeadingId(plan.id)}>
              {t('outer.choose')}
            </LinkButton>
          ) : (
            <LinkButton to="/registration" variant={plan.id === 'professional' ? 'primary' : 'secondary'} className="w-full" aria-describedby={planHeadingId(plan.id)}>
              {t('outer.startTrial')}
            </LinkButton>
          )
        }
      />

      <footer className="space-y-2 text-center text-sm text-stone-600">
        <p>{t('outer.trialNote')}</p>
        {!signedIn && (
          <p>
            {t('outer.haveAccount')}{' '}
            <Link to="/login" className="font-semibold text-brand-700 underline-offset-2 hover:underline">
              {t('outer.logIn')}
            </Link>
          </p>
        )}
      </footer>
    </div>
  );
}

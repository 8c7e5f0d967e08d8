import { useTranslation } from 'react-i18next';
import type { PlanFeature } from '@genie/contracts';
import { buttonClasses } from '../../ui/button.tsx';
import { cx } from '../../ui/cx.ts';
import { Icon } from '../../ui/icons.tsx';
import { LinkButton } from '../../ui/link-button.tsx';
import { contactEmails, mailto } from '../shell/contact.ts';

export interface UpgradePromptProps {
  /** The locked feature, named in the heading; without it the prompt speaks of the visual features. */
  feature?: PlanFeature;
  /** Heading level, so the prompt fits the outline of the page it sits in (default 2). */
  level?: 2 | 3;
  className?: string;
}

/**
 * Spec §6: Visual Inspiration and furniture suggestions need the Professional plan (sales e-mails the
 * Master plan); other plans see this, with Contact Sales (a mail to the sales address) and a way to the plans.
 */
export function UpgradePrompt({ feature, level = 2, className }: UpgradePromptProps) {
  const { t } = useTranslation('plans');
  const Heading = level === 2 ? 'h2' : 'h3';
  const featureName = feature ? t(`features.${feature}`) : t('upgrade.visualFeatures');
  return (
    <section className={cx('rounded-2xl border border-brand-200 bg-gradient-to-br from-brand-50 to-white p-6 text-center shadow-sm', className)}>
      <span className="mx-auto inline-flex h-12 w-12 items-center justify-center rounded-full bg-white text-brand-700 ring-1 ring-brand-200">
        <Icon name="lock" className="h-6 w-6" />
      </span>
      <Heading className="mt-3 text-lg font-semibold text-ink-900">{t('upgrade.title', { feature: featureName })}</Heading>
      <p className="mx-auto mt-1 max-w-md text-sm text-stone-600">{t(feature === 'sales_email_generation' ? 'upgrade.textMaster' : 'upgrade.text')}</p>
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        <a href={mailto(contactEmails().sales, t('upgrade.mailSubject', { feature: featureName }))} className={buttonClasses('primary')}>
          <Icon name="mail" className="h-4 w-4" />
          {t('upgrade.contactSales')}
        </a>
        <LinkButton to="/choosing_plan" variant="secondary">
          {t('upgrade.seePlans')}
        </LinkButton>
      </div>
    </section>
  );
}

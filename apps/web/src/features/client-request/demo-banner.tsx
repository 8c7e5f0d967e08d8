import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/icons.tsx';
import { LinkButton } from '../../ui/link-button.tsx';

/** Says the request is the showcase, and invites the visitor to get a genie of their own. */
export function DemoBanner() {
  const { t } = useTranslation('client-request');
  return (
    <section aria-labelledby="demo-banner" className="flex flex-col gap-4 rounded-2xl bg-gradient-to-br from-brand-600 to-brand-800 p-5 text-white shadow-md sm:flex-row sm:items-center sm:p-6">
      <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-white/15">
        <Icon name="sparkles" className="h-6 w-6 text-accent-400" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 id="demo-banner" className="text-lg font-semibold">
          {t('demo.title')}
        </h2>
        <p className="mt-1 text-sm text-brand-100">{t('demo.text')}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <LinkButton to="/registration" variant="accent">
          {t('demo.register')}
        </LinkButton>
        <LinkButton to="/genie_demo/chat" variant="onDark">
          {t('demo.tryGenie')}
        </LinkButton>
      </div>
    </section>
  );
}

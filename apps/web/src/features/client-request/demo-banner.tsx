import { useTranslation } from 'react-i18next';
import { ActionBanner } from '../../ui/action-banner.tsx';
import { LinkButton } from '../../ui/link-button.tsx';

/** Says the request is the showcase, and invites the visitor to get a genie of their own. */
export function DemoBanner() {
  const { t } = useTranslation('client-request');
  return (
    <ActionBanner
      tone="brand"
      icon="sparkles"
      title={t('demo.title')}
      text={t('demo.text')}
      actions={
        <>
          <LinkButton to="/registration" variant="accent">
            {t('demo.register')}
          </LinkButton>
          <LinkButton to="/genie_demo/chat" variant="onDark">
            {t('demo.tryGenie')}
          </LinkButton>
        </>
      }
    />
  );
}

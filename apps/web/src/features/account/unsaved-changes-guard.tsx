import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/dialog.tsx';

/**
 * Keeps what the designer typed: while `when` is true, leaving for another page asks first, and closing
 * or reloading the tab brings up the browser's own warning.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const { t } = useTranslation('account');
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Some browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  return (
    <Modal open={blocker.state === 'blocked'} onOpenChange={(open) => !open && blocker.reset?.()} title={t('unsaved.title')} description={t('unsaved.message')}>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={() => blocker.proceed?.()}>
          {t('unsaved.leave')}
        </Button>
        <Button autoFocus onClick={() => blocker.reset?.()}>
          {t('unsaved.stay')}
        </Button>
      </div>
    </Modal>
  );
}

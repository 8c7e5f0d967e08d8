import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ClientRequestDetailReply } from '@genie/contracts';
import { useErrorText } from '../../app/error-message.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { CopyButton } from '../../ui/copy-button.tsx';
import { Modal } from '../../ui/dialog.tsx';
import { Icon } from '../../ui/icons.tsx';
import { clientRequestKey, revokeShare } from './api.ts';
import { sharedViews, sharedViewUrl } from './share-links.ts';

/**
 * Share: the four read-only links of the request, each with Copy. Revoking (after a confirmation)
 * makes the old links stop working and shows the new ones.
 */
export function ShareButton({ clientId, shareKey }: { clientId: string; shareKey: string }) {
  const { t } = useTranslation('client-request');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Icon name="share" className="h-4 w-4" />
        {t('share.button')}
      </Button>
      <Modal open={open} onOpenChange={setOpen} title={t('share.title')} description={t('share.description')} className="sm:max-w-2xl">
        <ShareLinks clientId={clientId} shareKey={shareKey} />
      </Modal>
    </>
  );
}

function ShareLinks({ clientId, shareKey }: { clientId: string; shareKey: string }) {
  const { t } = useTranslation('client-request');
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const revoke = useMutation({
    mutationFn: () => revokeShare(clientId),
    onSuccess: (reply) => {
      setConfirming(false);
      queryClient.setQueryData<ClientRequestDetailReply>(clientRequestKey(clientId), (old) =>
        old ? { ...old, client_request: { ...old.client_request, share_key: reply.share_key } } : old,
      );
    },
  });

  return (
    <div className="mt-5 space-y-5">
      <ul className="space-y-3" aria-label={t('share.links')}>
        {sharedViews.map((view) => {
          const url = sharedViewUrl(shareKey, view);
          return (
            <li key={view} className="rounded-xl border border-stone-200 p-3">
              <p className="text-sm font-semibold text-ink-900" id={`share-${view}`}>
                {t(`tabs.${view}`)}
              </p>
              <div className="mt-1.5 flex items-center gap-2">
                <a
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-describedby={`share-${view}`}
                  data-testid={`share-link-${view}`}
                  className="min-w-0 flex-1 truncate rounded-lg bg-stone-50 px-3 py-2 font-mono text-xs text-stone-700 ring-1 ring-stone-200 hover:text-brand-700"
                >
                  {url}
                </a>
                <CopyButton text={url} label={t('share.copy', { view: t(`tabs.${view}`) })} showText={false} />
              </div>
            </li>
          );
        })}
      </ul>
      <p className="flex items-start gap-2 text-sm text-stone-600">
        <Icon name="lock" className="mt-0.5 h-4 w-4 text-stone-400" />
        {t('share.readOnlyNote')}
      </p>
      {revoke.isSuccess && !confirming && (
        <Alert tone="success">{t('share.revoked')}</Alert>
      )}
      <div className="rounded-xl border border-red-100 bg-red-50/50 p-4">
        {confirming ? (
          <div role="group" aria-labelledby="revoke-confirm">
            <p id="revoke-confirm" className="text-sm font-semibold text-red-800">
              {t('share.confirmTitle')}
            </p>
            <p className="mt-1 text-sm text-stone-700">{t('share.confirmText')}</p>
            {revoke.isError && <Alert className="mt-3">{errorText.api(revoke.error)}</Alert>}
            <div className="mt-3 flex flex-wrap justify-end gap-2">
              <Button variant="secondary" onClick={() => setConfirming(false)} disabled={revoke.isPending}>
                {t('common:cancel')}
              </Button>
              <Button variant="danger" busy={revoke.isPending} onClick={() => revoke.mutate()}>
                {t('share.confirmRevoke')}
              </Button>
            </div>
          </div>
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="min-w-0">
              <p className="text-sm font-semibold text-ink-900">{t('share.revokeTitle')}</p>
              <p className="text-sm text-stone-600">{t('share.revokeText')}</p>
            </div>
            <Button
              variant="secondary"
              className="text-red-700"
              onClick={() => {
                revoke.reset();
                setConfirming(true);
              }}
            >
              {t('share.revoke')}
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}

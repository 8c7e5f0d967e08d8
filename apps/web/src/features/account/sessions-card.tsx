import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { AccountSession } from '@genie/contracts';
import { ApiError } from '../../app/api-client.ts';
import { useErrorText } from '../../app/error-message.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { formatDateTime } from '../../ui/format-date.ts';
import { Icon } from '../../ui/icons.tsx';
import { sessionsKey, signOutOtherSessions, signOutSession, useSessions } from './api.ts';

/** "Chrome on macOS", or as much of it as the browser told; the names themselves are not translated. */
function deviceName(session: AccountSession, t: TFunction<'account'>): string {
  if (session.browser && session.os) return t('sessions.device', { browser: session.browser, os: session.os });
  if (session.browser) return session.browser;
  if (session.os) return t('sessions.browserOn', { os: session.os });
  return t('sessions.unknownDevice');
}

/** Where the designer is signed in, with a way to end any other session, or all of them at once. */
export function SessionsCard() {
  const { t, i18n } = useTranslation('account');
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const sessions = useSessions();
  const [notice, setNotice] = useState('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: sessionsKey });

  const signOutOne = useMutation({
    mutationFn: (session: AccountSession) => signOutSession(session.id),
    onSuccess: (_reply, session) => setNotice(t('sessions.signedOut', { device: deviceName(session, t) })),
    onSettled: refresh,
  });
  const signOutOthers = useMutation({
    mutationFn: signOutOtherSessions,
    onSuccess: () => setNotice(t('sessions.signedOutOthers')),
    onSettled: refresh,
  });
  // A session already ended elsewhere (404) is simply gone from the refreshed list: no error to show.
  const failure = [signOutOne.error, signOutOthers.error].find((e) => e && !(e instanceof ApiError && e.status === 404));

  const list = sessions.data?.sessions ?? [];
  const others = list.filter((s) => !s.current);
  const lang = i18n.language;

  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="account-sessions" className="text-base font-semibold">
          {t('sessions.title')}
        </h2>
        {others.length > 0 && (
          <Button
            variant="secondary"
            busy={signOutOthers.isPending}
            onClick={() => {
              setNotice('');
              signOutOthers.mutate();
            }}
          >
            {t('sessions.signOutOthers')}
          </Button>
        )}
      </div>
      <p className="mt-2 text-sm text-stone-600">{t('sessions.description')}</p>

      {sessions.isPending && <p className="mt-4 text-sm text-stone-500">{t('common:loading')}</p>}
      {sessions.isError && <p className="mt-4 text-sm text-red-700">{t('sessions.loadFailed')}</p>}
      {list.length > 0 && (
        <ul aria-labelledby="account-sessions" className="mt-4 divide-y divide-stone-100 rounded-xl border border-stone-200">
          {list.map((session) => {
            const device = deviceName(session, t);
            const details = [
              session.address && t('sessions.address', { address: session.address }),
              t('sessions.signedIn', { date: formatDateTime(session.signed_in_at, lang) }),
              session.current ? t('sessions.activeNow') : t('sessions.lastSeen', { date: formatDateTime(session.last_seen_at, lang) }),
            ].filter(Boolean);
            return (
              <li key={session.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
                <Icon name="monitor" className="h-5 w-5 shrink-0 text-stone-400" />
                <div className="min-w-0 flex-1 basis-56">
                  <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-ink-900">
                    {device}
                    {session.current && <Badge tone="success">{t('sessions.thisDevice')}</Badge>}
                  </p>
                  {/* Each detail kept on one line: a date broken in two reads badly. */}
                  <p className="mt-0.5 flex flex-wrap gap-x-2 text-xs text-stone-500">
                    {details.map((detail, i) => (
                      <span key={i} className="whitespace-nowrap">
                        {i > 0 && (
                          <span aria-hidden="true" className="mr-2">
                            ·
                          </span>
                        )}
                        {detail}
                      </span>
                    ))}
                  </p>
                </div>
                {!session.current && (
                  <Button
                    variant="ghost"
                    aria-label={t('sessions.signOutDevice', { device })}
                    busy={signOutOne.isPending && signOutOne.variables.id === session.id}
                    disabled={signOutOthers.isPending}
                    onClick={() => {
                      setNotice('');
                      signOutOne.mutate(session);
                    }}
                  >
                    {t('sessions.signOut')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {sessions.data && others.length === 0 && <p className="mt-3 text-sm text-stone-600">{t('sessions.onlyThis')}</p>}
      <p role="status" className="mt-3 text-sm text-emerald-800 empty:hidden">
        {notice}
      </p>
      {failure && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {errorText.api(failure)}
        </p>
      )}
    </Card>
  );
}

import { useMutation } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useErrorText } from '../../app/error-message.ts';
import { Button } from '../../ui/button.tsx';
import { Icon } from '../../ui/icons.tsx';
import { requestLoginLink } from './api.ts';

function waitText(t: TFunction<'auth'>, seconds: number | undefined): string {
  if (seconds === undefined) return t('login.slowed.waitLater');
  if (seconds < 60) return t('login.slowed.waitSeconds');
  return t('login.slowed.waitMinutes', { count: Math.ceil(seconds / 60) });
}

export interface LoginLinkOfferProps {
  /** The e-mail whose login was slowed: the link goes there. */
  email: string;
  /** The server's Retry-After for the password, when it said. */
  retryAfterSeconds?: number;
}

/**
 * The login screen's notice when the server slows logins to an account (code login_slowed): when the
 * password may be tried again, and the way in right now, a one-time sign-in link by e-mail.
 */
export function LoginLinkOffer({ email, retryAfterSeconds }: LoginLinkOfferProps) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const mutation = useMutation({ mutationFn: requestLoginLink });
  if (mutation.isSuccess) {
    return (
      <div className="mb-5 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm">
        <LoginLinkSent email={email} minutes={mutation.data.expires_in_minutes} />
      </div>
    );
  }
  return (
    <section role="status" aria-labelledby="login-slowed-title" className="mb-5 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
      <h2 id="login-slowed-title" className="flex items-center gap-2 font-semibold">
        <Icon name="clock" className="h-4 w-4 shrink-0" />
        {t('login.slowed.title')}
      </h2>
      <p className="mt-1.5 leading-relaxed">{t('login.slowed.text', { wait: waitText(t, retryAfterSeconds) })}</p>
      {mutation.isError && (
        <p role="alert" className="mt-2 font-medium text-red-700">
          {errorText.api(mutation.error)}
        </p>
      )}
      <Button className="mt-3 min-h-11 w-full sm:w-auto" busy={mutation.isPending} onClick={() => mutation.mutate({ email })}>
        {!mutation.isPending && <Icon name="mail" className="h-4 w-4" />}
        {mutation.isPending ? t('login.slowed.sending') : t('login.slowed.sendLink')}
      </Button>
    </section>
  );
}

/** "Check your inbox": a sign-in link is on its way if the address has an account. */
export function LoginLinkSent({ email, minutes }: { email: string; minutes: number }) {
  const { t } = useTranslation('auth');
  return (
    <div role="status" className="space-y-2 text-stone-700">
      <p className="flex items-center gap-2 font-semibold text-emerald-800">
        <Icon name="mail" className="h-4 w-4 shrink-0" />
        {t('login.slowed.sentTitle')}
      </p>
      <p className="leading-relaxed">
        <Trans t={t} i18nKey="login.slowed.sentText" values={{ email }} components={{ strong: <strong className="break-all text-ink-900" /> }} />
      </p>
      <p className="text-stone-600">{t('login.slowed.sentHint', { count: minutes })}</p>
    </div>
  );
}

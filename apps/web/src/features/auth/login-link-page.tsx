import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { loginLinkInput, type LoginLinkInput } from '@genie/contracts';
import { ApiError } from '../../app/api-client.ts';
import { setToken } from '../../app/auth.ts';
import { useErrorText } from '../../app/error-message.ts';
import { Button } from '../../ui/button.tsx';
import { Icon } from '../../ui/icons.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { logInWithLink, requestLoginLink } from './api.ts';
import { AuthFrame } from './auth-frame.tsx';
import { LoginLinkSent } from './login-link-offer.tsx';
import { HOME_PATH } from './redirect.ts';
import { EmailField } from './email-field.tsx';

/**
 * /login/link?token=… — the page a sign-in link e-mail opens: it logs in with the link (once) and goes
 * on to the admin area; an expired or used link is explained, with a way to ask for a new one.
 */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: logInWithLink,
    onSuccess: ({ token: session }) => {
      // A fresh session never shows data cached for a previous one.
      queryClient.clear();
      setToken(session);
    },
  });
  // A link works once: ask the server once per token, even when effects run twice.
  const asked = useRef<string | null>(null);
  const { mutate } = mutation;
  useEffect(() => {
    if (!token || asked.current === token) return;
    asked.current = token;
    mutate({ token });
  }, [token, mutate]);

  if (mutation.isSuccess) return <Navigate to={HOME_PATH} replace />;
  const invalid = !token || (mutation.error instanceof ApiError && (mutation.error.code === 'login_link_invalid' || mutation.error.code === 'validation_failed'));
  if (invalid) return <InvalidLink />;
  if (mutation.isError) return <FailedLogin error={mutation.error} onRetry={() => mutate({ token })} />;
  return <SigningIn />;
}

function SigningIn() {
  const { t } = useTranslation('auth');
  return (
    <AuthFrame title={t('link.signingTitle')}>
      <div role="status" className="flex items-center gap-3 text-stone-700">
        <Spinner className="h-6 w-6 text-brand-600" />
        <p>{t('link.signingText')}</p>
      </div>
    </AuthFrame>
  );
}

function BackToLogin() {
  const { t } = useTranslation('auth');
  return (
    <Link to="/login" className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
      <Icon name="arrowLeft" className="h-4 w-4" />
      {t('forgot.backToLogin')}
    </Link>
  );
}

function FailedLogin({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  return (
    <AuthFrame title={t('link.failedTitle')} footer={<BackToLogin />}>
      <div className="space-y-5">
        <p role="alert" className="text-stone-700">
          {errorText.api(error)}
        </p>
        <Button onClick={onRetry} className="min-h-11">
          {t('link.tryAgain')}
        </Button>
      </div>
    </AuthFrame>
  );
}

function InvalidLink() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const [sentTo, setSentTo] = useState<{ email: string; minutes: number } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginLinkInput>({ resolver: zodResolver(loginLinkInput), defaultValues: { email: '' } });
  const mutation = useMutation({
    mutationFn: requestLoginLink,
    onSuccess: (reply, input) => setSentTo({ email: input.email.trim(), minutes: reply.expires_in_minutes }),
  });

  return (
    <AuthFrame title={t('link.invalidTitle')} footer={<BackToLogin />}>
      <div className="space-y-5">
        <div className="flex items-start gap-3">
          <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-2xl bg-amber-50 text-amber-600 ring-1 ring-amber-200">
            <Icon name="alert" className="h-6 w-6" />
          </span>
          <p className="text-stone-700">{t('errors:login_link_invalid')}</p>
        </div>
        {sentTo ? (
          <div className="rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm">
            <LoginLinkSent email={sentTo.email} minutes={sentTo.minutes} />
          </div>
        ) : (
          <form noValidate onSubmit={handleSubmit((values) => mutation.mutate(values))} className="space-y-4 border-t border-stone-100 pt-5">
            <div className="space-y-1">
              <h2 className="font-semibold text-ink-900">{t('link.requestTitle')}</h2>
              <p className="text-sm text-stone-600">{t('link.requestText')}</p>
            </div>
            {mutation.isError && (
              <p role="alert" className="text-sm font-medium text-red-700">
                {errorText.api(mutation.error)}
              </p>
            )}
            <EmailField
              error={errorText.field(errors.email?.message)}
              {...register('email')}
            />
            <Button type="submit" block busy={mutation.isPending} className="min-h-11">
              {t('link.submit')}
            </Button>
          </form>
        )}
      </div>
    </AuthFrame>
  );
}

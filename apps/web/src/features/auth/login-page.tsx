import { useState } from 'react';
import { Link, Navigate, redirect, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import { loginInput, type LoginInput } from '@genie/contracts';
import { ApiError } from '../../app/api-client.ts';
import { getToken, setToken, useToken } from '../../app/auth.ts';
import { useErrorText } from '../../app/error-message.ts';
import { Button } from '../../ui/button.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { login, retryAfterSeconds } from './api.ts';
import { AuthFrame } from './auth-frame.tsx';
import { FailureAlert, useFailure } from './failure-alert.tsx';
import { LoginLinkOffer } from './login-link-offer.tsx';
import { REDIRECT_PARAM, safeRedirect } from './redirect.ts';
import { EmailField } from './email-field.tsx';

/** Already signed in: straight on to where the designer was going. */
export function loader({ request }: LoaderFunctionArgs) {
  if (getToken()) throw redirect(safeRedirect(new URL(request.url).searchParams.get(REDIRECT_PARAM)));
  return null;
}

/** /login — e-mail and password; on success the token is stored and the designer goes on to their clients. */
export function Component() {
  const token = useToken();
  const [params] = useSearchParams();
  const target = safeRedirect(params.get(REDIRECT_PARAM));
  if (token) return <Navigate to={target} replace />;
  return <LoginForm />;
}

export function LoginForm() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const { failure, show, dismiss } = useFailure();
  // The server slows logins to an account under attack: say so, and offer a sign-in link by e-mail.
  const [slowed, setSlowed] = useState<{ email: string; retryAfter?: number; id: number } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LoginInput>({ resolver: zodResolver(loginInput), defaultValues: { email: '', password: '' } });

  const mutation = useMutation({
    mutationFn: login,
    onSuccess: ({ token }) => {
      // A fresh session never shows data cached for a previous one.
      queryClient.clear();
      setToken(token);
    },
    onError: (error, input) => {
      if (error instanceof ApiError && error.code === 'login_slowed') {
        setSlowed((s) => ({ email: input.email.trim(), retryAfter: retryAfterSeconds(error), id: (s?.id ?? 0) + 1 }));
        return;
      }
      setSlowed(null);
      const fields = error instanceof ApiError ? error.fields : {};
      let marked = false;
      for (const name of ['email', 'password'] as const) {
        if (fields[name]) {
          setError(name, { type: 'server', message: fields[name] });
          marked = true;
        }
      }
      if (!marked) show(error);
    },
  });

  return (
    <AuthFrame
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <p>
          <Trans t={t} i18nKey="login.noAccount" components={{ action: <Link to="/registration" className="font-semibold text-brand-700 hover:underline" /> }} />
        </p>
      }
    >
      <FailureAlert failure={failure} onDismiss={dismiss} refusedText={t('errors:invalid_credentials')} />
      {slowed && <LoginLinkOffer key={`${slowed.email}#${slowed.id}`} email={slowed.email} retryAfterSeconds={slowed.retryAfter} />}
      <form noValidate onSubmit={handleSubmit((values) => mutation.mutate(values))} className="space-y-5">
        <EmailField
          error={errorText.field(errors.email?.message)}
          {...register('email')}
        />
        <div className="space-y-1.5">
          <PasswordField label={t('fields.password')} autoComplete="current-password" error={errorText.field(errors.password?.message)} {...register('password')} />
          <div className="text-right">
            <Link to="/forget_password" className="text-sm font-medium text-brand-700 hover:underline">
              {t('login.forgot')}
            </Link>
          </div>
        </div>
        <Button type="submit" block busy={mutation.isPending} className="min-h-11">
          {mutation.isPending ? t('login.submitting') : t('login.submit')}
        </Button>
      </form>
    </AuthFrame>
  );
}

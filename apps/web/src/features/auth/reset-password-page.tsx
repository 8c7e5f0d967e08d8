import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { resetPasswordInput, type ResetPasswordInput } from '@genie/contracts';
import { ApiError } from '../../app/api-client.ts';
import { useErrorText } from '../../app/error-message.ts';
import { Button } from '../../ui/button.tsx';
import { Icon } from '../../ui/icons.tsx';
import { LinkButton } from '../../ui/link-button.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { resetPassword } from './api.ts';
import { AuthFrame } from './auth-frame.tsx';
import { FailureAlert, useFailure } from './failure-alert.tsx';

/** /reset_password?token=… — the page the reset e-mail links to: choose a new password. */
export function Component() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [outcome, setOutcome] = useState<'form' | 'done' | 'invalid'>(token ? 'form' : 'invalid');

  if (outcome === 'done') {
    return (
      <AuthFrame title={t('reset.doneTitle')}>
        <div role="status" className="space-y-5">
          <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-emerald-50 text-emerald-600 ring-1 ring-emerald-200">
            <Icon name="check" className="h-7 w-7" />
          </span>
          <p className="text-stone-700">{t('reset.doneText')}</p>
          <LinkButton to="/login" className="min-h-11 w-full">
            {t('reset.toLogin')}
          </LinkButton>
        </div>
      </AuthFrame>
    );
  }
  if (outcome === 'invalid') {
    return (
      <AuthFrame title={t('reset.invalidTitle')}>
        <div className="space-y-5">
          <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-amber-50 text-amber-600 ring-1 ring-amber-200">
            <Icon name="alert" className="h-7 w-7" />
          </span>
          <p className="text-stone-700">{t('errors:reset_token_invalid')}</p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <LinkButton to="/forget_password" className="min-h-11 flex-1">
              {t('reset.requestNew')}
            </LinkButton>
            <LinkButton to="/login" variant="secondary" className="min-h-11 flex-1">
              {t('forgot.backToLogin')}
            </LinkButton>
          </div>
        </div>
      </AuthFrame>
    );
  }
  return <ResetForm token={token} onDone={() => setOutcome('done')} onInvalid={() => setOutcome('invalid')} />;
}

function ResetForm({ token, onDone, onInvalid }: { token: string; onDone: () => void; onInvalid: () => void }) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const { failure, show, dismiss } = useFailure();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordInput),
    defaultValues: { token, new_password: '', confirm_password: '' },
  });

  const mutation = useMutation({
    mutationFn: resetPassword,
    onSuccess: onDone,
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'reset_token_invalid') return onInvalid();
      if (error instanceof ApiError && error.code === 'password_mismatch') return setError('confirm_password', { type: 'server', message: 'password_mismatch' });
      const fields = error instanceof ApiError ? error.fields : {};
      let marked = false;
      for (const name of ['new_password', 'confirm_password'] as const) {
        if (fields[name]) {
          setError(name, { type: 'server', message: fields[name] });
          marked = true;
        }
      }
      if (fields.token) return onInvalid();
      if (!marked) show(error);
    },
  });

  return (
    <AuthFrame
      title={t('reset.title')}
      subtitle={t('reset.subtitle')}
      footer={
        <Link to="/login" className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
          <Icon name="arrowLeft" className="h-4 w-4" />
          {t('forgot.backToLogin')}
        </Link>
      }
    >
      <FailureAlert failure={failure} onDismiss={dismiss} refusedText={errorText.api(failure?.error)} />
      <form noValidate onSubmit={handleSubmit((values) => mutation.mutate(values))} className="space-y-5">
        <PasswordField
          label={t('fields.newPassword')}
          autoComplete="new-password"
          hint={t('fields.passwordHint')}
          error={errorText.field(errors.new_password?.message)}
          {...register('new_password')}
        />
        <PasswordField
          label={t('fields.confirmPassword')}
          autoComplete="new-password"
          error={errorText.field(errors.confirm_password?.message)}
          {...register('confirm_password')}
        />
        <Button type="submit" block busy={mutation.isPending} className="min-h-11">
          {t('reset.submit')}
        </Button>
      </form>
    </AuthFrame>
  );
}

import { useState } from 'react';
import { Link } from 'react-router';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import { forgetPasswordInput, type ForgetPasswordInput } from '@genie/contracts';
import { useErrorText } from '../../app/error-message.ts';
import { Button } from '../../ui/button.tsx';
import { Icon } from '../../ui/icons.tsx';
import { forgetPassword } from './api.ts';
import { AuthFrame } from './auth-frame.tsx';
import { FailureAlert, useFailure } from './failure-alert.tsx';
import { EmailField } from './email-field.tsx';

/** /forget_password — asks for a reset link; the outcomes are sent, e-mail not found, or a server error (spec §5). */
export function Component() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const { failure, show, dismiss } = useFailure();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [notFound, setNotFound] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<ForgetPasswordInput>({ resolver: zodResolver(forgetPasswordInput), defaultValues: { email: '' } });
  const email = useWatch({ control, name: 'email' });

  const mutation = useMutation({
    mutationFn: forgetPassword,
    onSuccess: (result, input) => {
      if (result.outcome === 'sent') setSentTo(input.email);
      else if (result.outcome === 'email_not_found') setNotFound(input.email);
      else show(result.error);
    },
  });

  const backToLogin = (
    <Link to="/login" className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
      <Icon name="arrowLeft" className="h-4 w-4" />
      {t('forgot.backToLogin')}
    </Link>
  );

  if (sentTo) {
    return (
      <AuthFrame title={t('forgot.sentTitle')} footer={backToLogin}>
        <div role="status" className="space-y-5">
          <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-emerald-50 text-emerald-600 ring-1 ring-emerald-200">
            <Icon name="mail" className="h-7 w-7" />
          </span>
          <p className="text-stone-700">
            <Trans t={t} i18nKey="forgot.sentText" values={{ email: sentTo }} components={{ strong: <strong className="break-all text-ink-900" /> }} />
          </p>
          <p className="text-sm text-stone-500">{t('forgot.sentHint')}</p>
          <Button variant="secondary" onClick={() => setSentTo(null)}>
            {t('forgot.sendAgain')}
          </Button>
        </div>
      </AuthFrame>
    );
  }

  // The "not found" answer belongs to the address that was sent; editing it clears the message.
  const notFoundNow = notFound !== null && notFound === email.trim();
  return (
    <AuthFrame title={t('forgot.title')} subtitle={t('forgot.subtitle')} footer={backToLogin}>
      <FailureAlert failure={failure} onDismiss={dismiss} refusedText={errorText.api(failure?.error)} />
      <form noValidate onSubmit={handleSubmit((values) => mutation.mutate(values))} className="space-y-5">
        <EmailField
          error={errorText.field(errors.email?.message) ?? (notFoundNow ? t('errors:email_not_found') : undefined)}
          {...register('email')}
        />
        {notFoundNow && (
          <p className="-mt-2 text-sm text-stone-600">
            <Trans t={t} i18nKey="forgot.notFoundHint" components={{ action: <Link to="/registration" className="font-semibold text-brand-700 hover:underline" /> }} />
          </p>
        )}
        <Button type="submit" block busy={mutation.isPending} className="min-h-11">
          {t('forgot.submit')}
        </Button>
      </form>
    </AuthFrame>
  );
}


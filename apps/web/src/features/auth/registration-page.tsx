import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, Navigate, redirect } from 'react-router';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import { isLanguage, languages, linkWordsPattern, type Language } from '@genie/contracts';
import { ApiError } from '../../app/api-client.ts';
import { getToken, setToken, useToken } from '../../app/auth.ts';
import { useErrorText } from '../../app/error-message.ts';
import { Button } from '../../ui/button.tsx';
import { SelectField, TextField } from '../../ui/field.tsx';
import { Icon } from '../../ui/icons.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { cx } from '../../ui/cx.ts';
import { genieLink } from '../shell/genie-link.ts';
import { register as registerAccount } from './api.ts';
import { AuthFrame } from './auth-frame.tsx';
import { FailureAlert, useFailure } from './failure-alert.tsx';
import { HOME_PATH } from './redirect.ts';
import {
  isRegistrationField,
  registrationForm,
  stepFields,
  stepOf,
  toRegisterInput,
  type RegistrationField,
  type RegistrationFormInput,
  type RegistrationFormValues,
  type Step,
} from './registration-form.ts';
import { useDuplicateCheck, type DuplicateCheckState } from './use-duplicate-check.ts';
import { EmailField } from './email-field.tsx';

export function loader() {
  if (getToken()) throw redirect(HOME_PATH);
  return null;
}

/** /registration — two steps; nothing typed is lost when moving between them or when the server refuses. */
export function Component() {
  const token = useToken();
  if (token) return <Navigate to={HOME_PATH} replace />;
  return <RegistrationForm />;
}

type Form = UseFormReturn<RegistrationFormInput, unknown, RegistrationFormValues>;

/** Server codes that belong to one field, and the validation message to show there. */
const fieldCodes: Partial<Record<string, [RegistrationField, string]>> = {
  genie_name_taken: ['genie_name', 'genie_name_taken'],
  genie_name_invalid: ['genie_name', 'genie_name_chars'],
  email_taken: ['email', 'email_taken'],
  username_taken: ['username', 'username_taken'],
  username_invalid: ['username', 'username_chars'],
};

export function RegistrationForm() {
  const { t, i18n } = useTranslation('auth');
  const queryClient = useQueryClient();
  const { failure, show, dismiss } = useFailure();
  const [step, setStep] = useState<Step>(1);
  const focusAfterStep = useRef<RegistrationField | 'heading' | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const form: Form = useForm<RegistrationFormInput, unknown, RegistrationFormValues>({
    resolver: zodResolver(registrationForm),
    defaultValues: {
      genie_name: '',
      email: '',
      password: '',
      name: '',
      username: '',
      phone: '',
      language: isLanguage(i18n.language) ? i18n.language : 'en-US',
    },
  });
  const { handleSubmit, trigger, setError, setFocus, setValue, getFieldState, formState } = form;

  // The account language follows the interface language until the designer picks one.
  useEffect(() => {
    if (isLanguage(i18n.language) && !getFieldState('language').isDirty) setValue('language', i18n.language);
  }, [i18n.language, getFieldState, setValue]);

  // After a step change, focus lands on the field at fault, or on the new step's title.
  useEffect(() => {
    const target = focusAfterStep.current;
    focusAfterStep.current = null;
    if (target === 'heading') heading.current?.focus();
    else if (target) setFocus(target);
  }, [step, setFocus]);

  // A "taken" or server verdict on a field is about the value it was given: editing the field clears it.
  useEffect(() => {
    const subscription = form.watch((_values, { name, type }) => {
      if (type !== 'change' || !name) return;
      const errorType = form.getFieldState(name).error?.type;
      if (errorType === 'taken' || errorType === 'server') form.clearErrors(name);
    });
    return () => subscription.unsubscribe();
  }, [form]);

  const genieValue = useWatch({ control: form.control, name: 'genie_name' });
  const genieCheck = useDuplicateCheck('genie_name', genieValue, linkWordsPattern.test(genieValue.trim()));

  const goTo = (next: Step, focus: RegistrationField | 'heading') => {
    focusAfterStep.current = focus;
    setStep(next);
  };

  const next = async () => {
    const ok = await trigger([...stepFields[1]], { shouldFocus: true });
    if (!ok) return;
    if (genieCheck === 'taken') {
      setError('genie_name', { type: 'taken', message: 'genie_name_taken' }, { shouldFocus: true });
      return;
    }
    goTo(2, 'heading');
  };

  const mutation = useMutation({
    mutationFn: (values: RegistrationFormValues) => registerAccount(toRegisterInput(values)),
    onSuccess: ({ token }) => {
      queryClient.clear();
      setToken(token);
    },
    onError: (error) => {
      const marks: [RegistrationField, string][] = [];
      if (error instanceof ApiError) {
        const byCode = fieldCodes[error.code];
        if (byCode) marks.push(byCode);
        for (const [name, message] of Object.entries(error.fields)) if (isRegistrationField(name)) marks.push([name, message]);
      }
      if (marks.length === 0) return show(error);
      for (const [name, message] of marks) setError(name, { type: 'server', message });
      const first = marks.find(([name]) => stepOf(name) === 1) ?? marks[0]!;
      if (stepOf(first[0]) !== step) goTo(stepOf(first[0]), first[0]);
      else setFocus(first[0]);
    },
  });

  return (
    <AuthFrame
      title={t('registration.title')}
      subtitle={
        <p className="flex items-start gap-2 rounded-lg bg-accent-400/15 px-3 py-2 text-amber-950">
          <Icon name="gift" className="mt-0.5 h-4 w-4 text-amber-700" />
          <span>{t('registration.trial')}</span>
        </p>
      }
      footer={
        <p>
          <Trans t={t} i18nKey="registration.haveAccount" components={{ action: <Link to="/login" className="font-semibold text-brand-700 hover:underline" /> }} />
        </p>
      }
    >
      <StepIndicator step={step} />
      <FailureAlert failure={failure} onDismiss={dismiss} refusedText={t('errors:registration_failed')} />
      <form
        noValidate
        onSubmit={(e) => {
          if (step === 1) {
            e.preventDefault();
            void next();
          } else void handleSubmit((values) => mutation.mutate(values))(e);
        }}
        className="space-y-5"
      >
        <h2 ref={heading} tabIndex={-1} className="text-base font-semibold text-ink-900 focus:outline-none">
          {t(`registration.steps.${step}.title`)}
        </h2>
        {step === 1 ? <StepOne form={form} genieCheck={genieCheck} /> : <StepTwo form={form} />}
        <div className={cx('flex gap-3', step === 2 ? 'flex-col-reverse sm:flex-row' : '')}>
          {step === 2 && (
            <Button variant="secondary" onClick={() => goTo(1, 'heading')} disabled={mutation.isPending} className="min-h-11 sm:w-auto">
              <Icon name="arrowLeft" className="h-4 w-4" />
              {t('common:back')}
            </Button>
          )}
          <Button type="submit" block busy={mutation.isPending} className="min-h-11 flex-1">
            {step === 1 ? t('common:next') : mutation.isPending ? t('registration.submitting') : t('registration.submit')}
            {step === 1 && <Icon name="arrowRight" className="h-4 w-4" />}
          </Button>
        </div>
        {formState.isSubmitted && step === 2 && Object.keys(formState.errors).some((k) => stepOf(k as RegistrationField) === 1) && (
          <p className="text-sm text-red-700">{t('registration.fixStepOne')}</p>
        )}
      </form>
    </AuthFrame>
  );
}

function StepIndicator({ step }: { step: Step }) {
  const { t } = useTranslation('auth');
  return (
    <div className="mb-6">
      <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-brand-700">{t('registration.stepOf', { step, total: 2 })}</p>
      <ol className="grid grid-cols-2 gap-2" aria-label={t('registration.progress')}>
        {([1, 2] as const).map((s) => (
          <li key={s} aria-current={s === step ? 'step' : undefined} className="space-y-1.5">
            <span className={cx('block h-1.5 rounded-full', s <= step ? 'bg-brand-500' : 'bg-stone-200')} />
            <span className={cx('block text-xs', s === step ? 'font-semibold text-ink-900' : 'text-stone-500')}>{t(`registration.steps.${s}.short`)}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

function AvailabilityHint({ state, available, idle }: { state: DuplicateCheckState; available: ReactNode; idle: ReactNode }) {
  const { t } = useTranslation('auth');
  switch (state) {
    case 'checking':
      return <span aria-live="polite">{t('availability.checking')}</span>;
    case 'available':
      return (
        <span aria-live="polite" className="inline-flex items-start gap-1 font-medium text-emerald-700">
          <Icon name="check" className="mt-px h-3.5 w-3.5" strokeWidth={2.6} />
          <span className="min-w-0 break-all">{available}</span>
        </span>
      );
    case 'failed':
      return (
        <span aria-live="polite" className="text-amber-800">
          {t('availability.failed')}
        </span>
      );
    default:
      return <>{idle}</>;
  }
}

function StepOne({ form, genieCheck }: { form: Form; genieCheck: DuplicateCheckState }) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const {
    register,
    formState: { errors },
  } = form;
  const genieValue = useWatch({ control: form.control, name: 'genie_name' }).trim();
  const genieError = errors.genie_name?.message ?? (genieCheck === 'taken' ? 'genie_name_taken' : undefined);
  return (
    <>
      <TextField
        label={t('fields.genieName')}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        placeholder={t('fields.genieNamePlaceholder')}
        error={errorText.field(genieError)}
        hint={
          <AvailabilityHint
            state={genieCheck}
            idle={t('fields.genieNameHint')}
            available={t('availability.genieAvailable', { link: genieLink(genieValue) })}
          />
        }
        {...register('genie_name')}
      />
      <EmailField
        error={errorText.field(errors.email?.message)}
        {...register('email')}
      />
      <PasswordField
        label={t('fields.password')}
        autoComplete="new-password"
        hint={t('fields.passwordHint')}
        error={errorText.field(errors.password?.message)}
        {...register('password')}
      />
    </>
  );
}

function StepTwo({ form }: { form: Form }) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const {
    register,
    formState: { errors },
  } = form;
  const usernameValue = useWatch({ control: form.control, name: 'username' }).trim();
  const usernameCheck = useDuplicateCheck('username', usernameValue, linkWordsPattern.test(usernameValue));
  const usernameError = errors.username?.message ?? (usernameCheck === 'taken' ? 'username_taken' : undefined);
  return (
    <>
      <TextField
        label={t('fields.teamName')}
        autoComplete="organization"
        placeholder={t('fields.teamNamePlaceholder')}
        error={errorText.field(errors.name?.message)}
        {...register('name')}
      />
      <TextField
        label={
          <>
            {t('fields.username')} <span className="font-normal text-stone-500">({t('common:optional')})</span>
          </>
        }
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errorText.field(usernameError)}
        hint={<AvailabilityHint state={usernameCheck} idle={t('fields.usernameHint')} available={t('availability.usernameAvailable')} />}
        {...register('username')}
      />
      <TextField
        label={
          <>
            {t('fields.phone')} <span className="font-normal text-stone-500">({t('common:optional')})</span>
          </>
        }
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        error={errorText.field(errors.phone?.message)}
        {...register('phone')}
      />
      <SelectField label={t('fields.language')} hint={t('fields.languageHint')} error={errorText.field(errors.language?.message)} {...register('language')}>
        {languages.map((l: Language) => (
          <option key={l} value={l}>
            {t(`common:languages.${l}`)}
          </option>
        ))}
      </SelectField>
    </>
  );
}

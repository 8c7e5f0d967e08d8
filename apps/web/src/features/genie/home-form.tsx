import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type InputHTMLAttributes, type Ref } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { availableTimes, isLanguage, projectTypes, type homeFormInput, type StartClientRequestReply } from '@genie/contracts';
import { ApiError } from '../../app/api-client.ts';
import { useErrorText } from '../../app/error-message.ts';
import { cx } from '../../ui/cx.ts';
import { startClientRequest } from './api.ts';
import { useGenie } from './genie-context.ts';
import { FieldError, GAlert, GButton, gControl, GTextField } from './genie-ui.tsx';
import type { checkHomeForm } from './home-form-check.ts';
import { FIELDS, type FieldErrors, type FieldName, type HomeFormValues } from './home-form-fields.ts';
import { loadDraft, saveDraft } from './visitor-storage.ts';

const empty: HomeFormValues = {
  contact_name: '',
  email: '',
  phone: '',
  available_time: undefined as unknown as HomeFormValues['available_time'],
  available_time_other: '',
  project_type: undefined as unknown as HomeFormValues['project_type'],
};

/** The home form's check (zod and the contracts' schema), loaded when the visitor first focuses or submits the form. */
let homeFormCheck: Promise<{ checkHomeForm: typeof checkHomeForm }> | undefined;
const loadHomeFormCheck = () => (homeFormCheck ??= import('./home-form-check.ts'));

type HomeFormProps = {
  onStarted: (reply: StartClientRequestReply) => void;
  /** False for a flow that goes from the conversation straight to the brief (the one-page mood board). */
  referenceRounds?: boolean;
};

/**
 * The home form: contact details, when to call, and the project type. The values are kept in session
 * storage as they are typed, so a reload loses nothing. Submitting opens the client request. Checked on
 * submit, then again at each change (a plain form: the visitor's first load carries no form library).
 *
 * It is rendered just after the screen's first paint (the frame and the greeting), in a task of its
 * own: on a slow phone the first screen is then two short tasks rather than one long one (issue 26).
 */
export function HomeForm(props: HomeFormProps) {
  const [shown, setShown] = useState(false);
  useEffect(() => setShown(true), []);
  return shown ? <HomeFormFields {...props} /> : null;
}

function HomeFormFields({ onStarted, referenceRounds = true }: HomeFormProps) {
  const { t, i18n } = useTranslation(['genie', 'genie-validation', 'catalog']);
  const { base, embed } = useGenie();
  const errorText = useErrorText();
  const draftKey = `home.${base.storageKey}`;
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<HomeFormValues>(() => ({ ...empty, ...(loadDraft<Partial<HomeFormValues>>(draftKey) ?? {}) }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const availableTime = values.available_time;
  useEffect(() => saveDraft(draftKey, values), [draftKey, values]);

  const start = useMutation({
    mutationFn: (input: z.output<typeof homeFormInput>) =>
      startClientRequest(base, {
        ...input,
        language: isLanguage(i18n.language) ? i18n.language : undefined,
        ...(embed ? { source: embed.source } : {}),
        ...(referenceRounds ? {} : { reference_rounds: false }),
      }),
    onSuccess: (reply) => {
      saveDraft(draftKey, null);
      onStarted(reply);
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return;
      const fromServer: FieldErrors = {};
      for (const name of FIELDS) if (error.fields[name]) fromServer[name] = error.fields[name];
      setErrors(fromServer);
    },
  });

  const field = (name: FieldName) => ({
    name,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...values, [name]: event.target.value } as HomeFormValues;
      setValues(next);
      if (submitted) {
        void loadHomeFormCheck().then(({ checkHomeForm }) => {
          const result = checkHomeForm(next);
          setErrors(result.ok ? {} : result.errors);
        });
      }
    },
  });
  const text = (name: 'contact_name' | 'email' | 'phone' | 'available_time_other') => ({ ...field(name), value: values[name] ?? '' });
  const choice = (name: 'available_time' | 'project_type', value: string) => ({ ...field(name), value, checked: values[name] === value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const { checkHomeForm } = await loadHomeFormCheck();
    const result = checkHomeForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      // Like a browser's own validation: the first field in error takes the focus.
      const first = FIELDS.find((name) => result.errors[name]);
      const control = first && formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`);
      control?.focus();
      return;
    }
    setErrors({});
    start.mutate(result.input);
  };

  const timeId = useId();
  const typeId = useId();
  const formError = start.error && !(start.error instanceof ApiError && FIELDS.some((f) => (start.error as ApiError).fields[f]));

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} onFocus={() => void loadHomeFormCheck()} className="space-y-5" aria-label={t('home.formLabel')}>
      <GTextField label={t('home.contactName')} autoComplete="name" error={errorText.field(errors.contact_name)} {...text('contact_name')} />
      <GTextField
        label={t('home.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        error={errorText.field(errors.email)}
        {...text('email')}
      />
      <GTextField label={t('home.phone')} type="tel" inputMode="tel" autoComplete="tel" error={errorText.field(errors.phone)} {...text('phone')} />

      <fieldset aria-describedby={errors.available_time ? `${timeId}-error` : undefined}>
        <legend className="mb-2 text-sm font-medium">{t('home.availableTime')}</legend>
        <div className="grid grid-cols-2 gap-2">
          {availableTimes.map((time) => (
            <ChoicePill key={time} type="radio" label={t(`availableTime.${time}`)} {...choice('available_time', time)} />
          ))}
        </div>
        <FieldError id={`${timeId}-error`}>{errorText.field(errors.available_time)}</FieldError>
        {availableTime === 'other' && (
          <div className="mt-2">
            <label htmlFor={`${timeId}-other`} className="sr-only">
              {t('home.availableTimeOther')}
            </label>
            <input
              id={`${timeId}-other`}
              placeholder={t('home.availableTimeOther')}
              aria-invalid={errors.available_time_other ? true : undefined}
              aria-describedby={errors.available_time_other ? `${timeId}-other-error` : undefined}
              className={gControl}
              {...text('available_time_other')}
            />
            <FieldError id={`${timeId}-other-error`}>{errorText.field(errors.available_time_other)}</FieldError>
          </div>
        )}
      </fieldset>

      <fieldset aria-describedby={errors.project_type ? `${typeId}-error` : undefined}>
        <legend className="mb-2 text-sm font-medium">{t('home.projectType')}</legend>
        <div className="grid grid-cols-2 gap-2">
          {projectTypes.map((type) => (
            <ChoicePill key={type} type="radio" label={t(`catalog:projectTypes.${type}`)} {...choice('project_type', type)} />
          ))}
        </div>
        <FieldError id={`${typeId}-error`}>{errorText.field(errors.project_type)}</FieldError>
      </fieldset>

      {formError && <GAlert>{errorText.api(start.error)}</GAlert>}
      <GButton type="submit" block busy={start.isPending} className="min-h-12 text-base">
        {start.isPending ? t('home.starting') : t('home.start')}
      </GButton>
      <p className="text-center text-xs text-[var(--g-muted)]">{t('home.privacy')}</p>
    </form>
  );
}

type PillProps = InputHTMLAttributes<HTMLInputElement> & { label: string; ref?: Ref<HTMLInputElement> };

/** A radio or checkbox drawn as a large tappable pill. */
export const ChoicePill = ({ label, className, ref, ...input }: PillProps) => (
  <label
    className={cx(
      'relative flex min-h-11 cursor-pointer items-center justify-center rounded-xl border border-[var(--g-border)] bg-[var(--g-field)] px-3 py-2 text-center text-sm font-medium transition',
      'has-[:checked]:border-[var(--g-primary)] has-[:checked]:bg-[var(--g-primary)] has-[:checked]:text-[var(--g-on-primary)]',
      'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-[var(--g-accent)]',
      className,
    )}
  >
    <input ref={ref} className="sr-only" {...input} />
    {label}
  </label>
);

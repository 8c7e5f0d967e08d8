import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useForm, type UseFormSetError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { genieName, languages, personalInfoUpdate, username as usernameRule, withoutForbiddenTextCharacters, type PersonalInfo } from '@genie/contracts';
import { ApiError } from '../../app/api-client.ts';
import { useErrorText } from '../../app/error-message.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { SelectField, TextAreaField, TextField } from '../../ui/field.tsx';
import { LinkButton } from '../../ui/link-button.tsx';
import { personalInfoKey } from '../shell/use-personal-info.ts';
import { PersonalInfoGate } from '../shell/personal-info-gate.tsx';
import { updatePersonalInfo, uploadInfoFile } from './api.ts';
import { genieLink } from '../shell/genie-link.ts';
import { infoFileAccept, infoFileProblem, logoAccept, logoFileProblem } from './logo-file.ts';
import { PageHeader } from './page-header.tsx';
import { TeamLogo } from './team-logo.tsx';
import { UnsavedChangesGuard } from './unsaved-changes-guard.tsx';
import { useAvailability, type AvailabilityState } from './use-availability.ts';
import { DesktopOnly } from '../shell/browse-only.tsx';

/** Every editable text field of spec §3, required here because the form always holds all of them. */
const infoForm = personalInfoUpdate.omit({ custom_styles: true, remove_logo: true }).required();
type InfoFormInput = z.input<typeof infoForm>;
type InfoFormValues = z.output<typeof infoForm>;
type InfoField = keyof InfoFormValues;

const CONTEXT_MAX = 5000;

function formValuesOf(info: PersonalInfo): InfoFormInput {
  return {
    name: info.name,
    email: info.email,
    phone: info.phone,
    address: info.address,
    context: info.context,
    opening: info.opening,
    language: info.language,
    genie_name: info.genie_name,
    username: info.username ?? '',
  };
}

/** Server error codes that belong to one field, with the validation message to show there. */
const fieldOfCode: Partial<Record<string, [InfoField | 'logo', string]>> = {
  genie_name_taken: ['genie_name', 'genie_name_taken'],
  genie_name_invalid: ['genie_name', 'genie_name_chars'],
  username_taken: ['username', 'username_taken'],
  username_invalid: ['username', 'username_chars'],
  email_taken: ['email', 'email_taken'],
  image_too_large: ['logo', 'image_too_large'],
  payload_too_large: ['logo', 'image_too_large'],
  image_type_unsupported: ['logo', 'image_type'],
  image_damaged: ['logo', 'image_damaged'],
};

/** /account/info/edit: the designer's profile, genie name and background information. */
export function Component() {
  const { t } = useTranslation('account');
  return (
    <PersonalInfoGate>
      {(reply) => (
        <div className="mx-auto max-w-3xl">
          <PageHeader title={t('edit.title')} description={t('edit.description')} />
          <DesktopOnly>
            <InfoForm info={reply.data} />
          </DesktopOnly>
        </div>
      )}
    </PersonalInfoGate>
  );
}

interface LogoChange {
  file: File | null;
  remove: boolean;
  error: string | null;
}

function InfoForm({ info }: { info: PersonalInfo }) {
  const { t } = useTranslation(['account', 'common']);
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [logo, setLogo] = useState<LogoChange>({ file: null, remove: false, error: null });
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error' | 'info'; text: ReactNode } | null>(null);
  const clearOutcome = useCallback(() => setOutcome(null), []);
  const saved = useRef<PersonalInfo>(info);

  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    getValues,
    watch,
    setFocus,
    formState: { errors, isSubmitting, isDirty, dirtyFields },
  } = useForm<InfoFormInput, unknown, InfoFormValues>({ resolver: zodResolver(infoForm), defaultValues: formValuesOf(info), mode: 'onTouched' });

  const genieNameValue = watch('genie_name');
  const usernameValue = watch('username');
  const contextValue = watch('context');
  const genieAvailability = useAvailability('genie_name', genieNameValue, saved.current.genie_name, genieName.safeParse(genieNameValue).success);
  const usernameAvailability = useAvailability(
    'username',
    usernameValue,
    saved.current.username ?? '',
    usernameRule.safeParse(usernameValue).success,
  );

  const logoChanged = logo.file !== null || logo.remove;
  const dirty = isDirty || logoChanged;

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    if (logo.error) return;
    const taken: [InfoField, string][] = [];
    if (genieAvailability === 'taken') taken.push(['genie_name', 'genie_name_taken']);
    if (usernameAvailability === 'taken') taken.push(['username', 'username_taken']);
    if (taken.length) {
      for (const [field, key] of taken) setError(field, { message: key });
      setFocus(taken[0]![0]);
      return;
    }

    const form = new FormData();
    for (const field of Object.keys(values) as InfoField[]) {
      if (dirtyFields[field]) form.append(field, values[field] ?? '');
    }
    if (logo.file) form.append('logo', logo.file);
    else if (logo.remove) form.append('remove_logo', 'true');
    if ([...form.keys()].length === 0) {
      setOutcome({ tone: 'info', text: t('edit.nothingToSave') });
      return;
    }

    try {
      await updatePersonalInfo(form);
      const nameChanged = Boolean(dirtyFields.genie_name);
      saved.current = { ...saved.current, ...values };
      reset(values);
      setLogo({ file: null, remove: false, error: null });
      await queryClient.invalidateQueries({ queryKey: personalInfoKey });
      setOutcome({
        tone: 'success',
        text: nameChanged ? t('edit.savedWithLink', { link: genieLink(values.genie_name) }) : t('edit.saved'),
      });
    } catch (error) {
      if (!showOnFields(error, setError, (message) => setLogo((l) => ({ ...l, error: message })))) {
        setOutcome({ tone: 'error', text: errorText.api(error) });
      }
    }
  });

  const appendImported = (extracted: string) => {
    // A document can carry invisible control characters (page breaks, soft returns) the field refuses.
    const text = withoutForbiddenTextCharacters(extracted).trim();
    const current = getValues('context').trimEnd();
    setValue('context', current ? `${current}\n\n${text}` : text, { shouldDirty: true, shouldValidate: true });
  };

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-6 pb-24">
      <Card className="space-y-5">
        <h2 className="text-base font-semibold">{t('edit.sections.team')}</h2>
        <TextField label={t('fields.teamName')} required autoComplete="organization" error={errorText.field(errors.name?.message)} {...register('name')} />
        <LogoField current={info.logo} name={getValues('name')} change={logo} onChange={setLogo} />
      </Card>

      <Card className="space-y-5">
        <h2 className="text-base font-semibold">{t('edit.sections.contact')}</h2>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label={t('fields.email')} type="email" autoComplete="email" error={errorText.field(errors.email?.message)} {...register('email')} />
          <TextField label={t('fields.phone')} type="tel" autoComplete="tel" error={errorText.field(errors.phone?.message)} {...register('phone')} />
        </div>
        <TextField label={t('fields.address')} autoComplete="street-address" error={errorText.field(errors.address?.message)} {...register('address')} />
      </Card>

      <Card className="space-y-5">
        <h2 className="text-base font-semibold">{t('edit.sections.genie')}</h2>
        <div className="grid gap-5 sm:grid-cols-2">
          <div>
            <TextField
              label={t('fields.genieName')}
              autoComplete="off"
              spellCheck={false}
              hint={t('edit.genieNameHint')}
              error={errorText.field(errors.genie_name?.message)}
              {...register('genie_name')}
            />
            <AvailabilityNote state={genieAvailability} takenKey="genie_name_taken" />
          </div>
          <div>
            <TextField
              label={t('fields.username')}
              autoComplete="username"
              spellCheck={false}
              hint={t('edit.usernameHint')}
              error={errorText.field(errors.username?.message)}
              {...register('username')}
            />
            <AvailabilityNote state={usernameAvailability} takenKey="username_taken" />
          </div>
        </div>
        {dirtyFields.genie_name && genieNameValue.trim() !== saved.current.genie_name && (
          <Alert tone="warning" title={t('edit.linkWarningTitle')}>
            <p>{t('edit.linkWarning')}</p>
            <p className="mt-1 font-mono text-xs break-all">
              <span className="line-through opacity-70">{genieLink(saved.current.genie_name)}</span>
              <br />→ {genieLink(genieNameValue.trim() || '…')}
            </p>
          </Alert>
        )}
        <SelectField label={t('fields.language')} error={errorText.field(errors.language?.message)} {...register('language')}>
          {languages.map((l) => (
            <option key={l} value={l}>
              {t(`common:languages.${l}`)}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          label={t('fields.opening')}
          rows={3}
          hint={t('edit.openingHint')}
          error={errorText.field(errors.opening?.message)}
          {...register('opening')}
        />
      </Card>

      <Card className="space-y-4">
        <div>
          <h2 className="text-base font-semibold">{t('fields.context')}</h2>
          <p className="mt-1 text-sm text-stone-600">{t('edit.contextIntro')}</p>
        </div>
        <InfoFileImport onText={appendImported} />
        <TextAreaField
          label={t('fields.context')}
          className="[&>label]:sr-only"
          rows={10}
          maxLength={CONTEXT_MAX}
          hint={t('edit.characters', { length: contextValue.length, max: CONTEXT_MAX })}
          error={errorText.field(errors.context?.message)}
          {...register('context')}
        />
      </Card>

      <div className="sticky bottom-0 z-10 -mx-2 rounded-t-2xl border-t border-stone-200 bg-white px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.04)]">
        {outcome && (
          <Alert tone={outcome.tone} className="mb-3" onDismiss={outcome.tone === 'error' ? clearOutcome : undefined}>
            {outcome.text}
          </Alert>
        )}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-stone-500" aria-live="polite">
            {dirty ? t('edit.unsavedChanges') : t('edit.allSaved')}
          </p>
          <div className="flex gap-3">
            <LinkButton to="/account" variant="secondary">
              {t('common:cancel')}
            </LinkButton>
            <Button type="submit" busy={isSubmitting}>
              {isSubmitting ? t('common:saving') : t('edit.save')}
            </Button>
          </div>
        </div>
      </div>
      <UnsavedChangesGuard when={dirty && !isSubmitting} />
    </form>
  );
}

/** Puts a failed save's reasons next to the fields at fault; false when the error is not about fields. */
function showOnFields(error: unknown, setError: UseFormSetError<InfoFormInput>, setLogoError: (message: string) => void): boolean {
  if (!(error instanceof ApiError)) return false;
  let shown = false;
  const known = Object.keys(infoForm.shape);
  for (const [field, message] of Object.entries(error.fields)) {
    if (field === 'logo') {
      setLogoError(message);
      shown = true;
    } else if (known.includes(field)) {
      setError(field as InfoField, { message });
      shown = true;
    }
  }
  const byCode = fieldOfCode[error.code];
  if (byCode) {
    const [field, key] = byCode;
    if (field === 'logo') setLogoError(key);
    else setError(field, { message: key }, { shouldFocus: true });
    shown = true;
  }
  return shown;
}

function AvailabilityNote({ state, takenKey }: { state: AvailabilityState; takenKey: 'genie_name_taken' | 'username_taken' }) {
  const { t } = useTranslation(['account', 'validation']);
  const text: Partial<Record<AvailabilityState, [string, string]>> = {
    checking: [t('edit.availability.checking'), 'text-stone-500'],
    available: [t('edit.availability.available'), 'text-emerald-700'],
    taken: [t(`validation:${takenKey}`), 'text-red-600'],
    failed: [t('edit.availability.failed'), 'text-amber-700'],
  };
  const shown = text[state];
  return (
    <p aria-live="polite" className={`mt-1 min-h-4 text-xs font-medium ${shown?.[1] ?? ''}`}>
      {shown?.[0]}
    </p>
  );
}

/** The logo with its preview; a new image is checked here (size and type) before it is ever uploaded. */
function LogoField({ current, name, change, onChange }: { current: string | null; name: string; change: LogoChange; onChange: (c: LogoChange) => void }) {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!change.file) return setPreview(null);
    const url = URL.createObjectURL(change.file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [change.file]);

  const shown = change.remove ? null : (preview ?? current);
  const error = errorText.field(change.error ?? undefined);
  return (
    <div>
      <p className="text-sm font-medium text-stone-700" id={`${inputId}-label`}>
        {t('fields.logo')}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-5">
        <TeamLogo src={shown} name={name} className="h-20 w-20 text-3xl" />
        <div className="space-y-2">
          <div className="flex flex-wrap gap-2">
            <label htmlFor={inputId} className="sr-only">
              {t('edit.chooseLogo')}
            </label>
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              accept={logoAccept}
              className="sr-only"
              tabIndex={-1}
              aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ''}`}
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (!file) return;
                const problem = logoFileProblem(file);
                onChange(problem ? { ...change, error: problem } : { file, remove: false, error: null });
              }}
            />
            <Button variant="secondary" onClick={() => inputRef.current?.click()}>
              {shown ? t('edit.replaceLogo') : t('edit.chooseLogo')}
            </Button>
            {(change.file || (current && !change.remove)) && (
              <Button variant="ghost" onClick={() => onChange(change.file ? { file: null, remove: false, error: null } : { file: null, remove: true, error: null })}>
                {change.file ? t('edit.undoLogo') : t('edit.removeLogo')}
              </Button>
            )}
            {change.remove && (
              <Button variant="ghost" onClick={() => onChange({ file: null, remove: false, error: null })}>
                {t('edit.undoLogo')}
              </Button>
            )}
          </div>
          <p id={`${inputId}-hint`} className="text-xs text-stone-500">
            {t('edit.logoHint')}
          </p>
          {error && (
            <p id={`${inputId}-error`} role="alert" className="text-xs font-medium text-red-600">
              {error}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}

/** Spec §5/§8: a .txt, .docx, .doc or .pdf whose text is added to the background information for review. */
function InfoFileImport({ onText }: { onText: (text: string) => void }) {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<{ busy: boolean; error: string | null; done: string | null }>({ busy: false, error: null, done: null });
  const clearError = useCallback(() => setState((s) => ({ ...s, error: null })), []);

  const upload = async (file: File) => {
    const problem = infoFileProblem(file);
    if (problem) return setState({ busy: false, error: errorText.field(problem) ?? null, done: null });
    setState({ busy: true, error: null, done: null });
    try {
      const reply = await uploadInfoFile(file);
      onText(reply.text);
      setState({ busy: false, error: null, done: t('edit.importDone', { file: file.name }) });
    } catch (error) {
      const typeProblem = error instanceof ApiError && error.code === 'file_type_unsupported';
      // Busy: the file may be fine, so say to try again in a moment rather than that it failed.
      const busy = error instanceof ApiError && error.code === 'uploads_busy';
      const message = busy ? errorText.api(error) : errorText.field(typeProblem ? 'info_file_type' : 'info_file_failed');
      setState({ busy: false, error: message ?? null, done: null });
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <label htmlFor={inputId} className="sr-only">
        {t('edit.importFile')}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept={infoFileAccept}
        className="sr-only"
        tabIndex={-1}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void upload(file);
        }}
      />
      <Button variant="secondary" busy={state.busy} onClick={() => inputRef.current?.click()}>
        {t('edit.importFile')}
      </Button>
      <p className="text-xs text-stone-500">{t('edit.importHint')}</p>
      {state.error && (
        <Alert tone="error" className="basis-full" onDismiss={clearError}>
          {state.error}
        </Alert>
      )}
      {state.done && (
        <p role="status" className="basis-full text-xs font-medium text-emerald-700">
          {state.done}
        </p>
      )}
    </div>
  );
}

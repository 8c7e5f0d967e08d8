import { useCallback, useId, useState } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { defaultCustomStyles, parseCustomStyles, stringifyCustomStyles, type CustomStyles, type PersonalInfo } from '@genie/contracts';
import { useErrorText } from '../../app/error-message.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { cx } from '../../ui/cx.ts';
import { FieldShell } from '../../ui/field.tsx';
import { LinkButton } from '../../ui/link-button.tsx';
import { personalInfoKey } from '../shell/use-personal-info.ts';
import { PersonalInfoGate } from '../shell/personal-info-gate.tsx';
import { updatePersonalInfo } from './api.ts';
import { ChatPreview } from './chat-preview.tsx';
import { HEX_COLOR } from './color-contrast.ts';
import { PageHeader } from './page-header.tsx';
import { UnsavedChangesGuard } from './unsaved-changes-guard.tsx';
import { DesktopOnly } from '../shell/browse-only.tsx';

const hex = z.string().trim().regex(HEX_COLOR, { error: 'color_format' });
const stylesForm = z.object({ theme: z.enum(['dark', 'light']), primary: hex, secondary: hex });

/** /account/chatbot_color/edit: the colours and theme of the visitor chat, with a live preview. */
export function Component() {
  const { t } = useTranslation('account');
  return (
    <PersonalInfoGate>
      {(reply) => (
        <div className="mx-auto max-w-5xl">
          <PageHeader title={t('styles.title')} description={t('styles.description')} />
          <DesktopOnly>
            <StylesForm info={reply.data} />
          </DesktopOnly>
        </div>
      )}
    </PersonalInfoGate>
  );
}

function StylesForm({ info }: { info: PersonalInfo }) {
  const { t } = useTranslation(['account', 'common']);
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const clearOutcome = useCallback(() => setOutcome(null), []);
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<CustomStyles>({ resolver: zodResolver(stylesForm), defaultValues: parseCustomStyles(info.custom_styles), mode: 'onChange' });

  const values = watch();
  // The preview keeps the last colour that was well-formed while a hex value is half typed.
  const [shown, setShown] = useState<CustomStyles>(() => parseCustomStyles(info.custom_styles));
  const live: CustomStyles = {
    theme: values.theme,
    primary: HEX_COLOR.test(values.primary.trim()) ? values.primary.trim() : shown.primary,
    secondary: HEX_COLOR.test(values.secondary.trim()) ? values.secondary.trim() : shown.secondary,
  };
  if (live.theme !== shown.theme || live.primary !== shown.primary || live.secondary !== shown.secondary) setShown(live);

  const onSubmit = handleSubmit(async (styles) => {
    setOutcome(null);
    const form = new FormData();
    form.append('custom_styles', stringifyCustomStyles(styles));
    try {
      await updatePersonalInfo(form);
      reset(styles);
      await queryClient.invalidateQueries({ queryKey: personalInfoKey });
      setOutcome({ tone: 'success', text: t('styles.saved') });
    } catch (error) {
      setOutcome({ tone: 'error', text: errorText.api(error) });
    }
  });

  const resetToDefaults = () => {
    for (const key of ['theme', 'primary', 'secondary'] as const) setValue(key, defaultCustomStyles[key], { shouldDirty: true, shouldValidate: true });
  };
  const atDefaults = (['theme', 'primary', 'secondary'] as const).every((k) => values[k].toLowerCase() === defaultCustomStyles[k].toLowerCase());

  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_auto]">
      <form noValidate onSubmit={(e) => void onSubmit(e)}>
        <Card className="space-y-6">
          <ColorField
            label={t('styles.primary')}
            hint={t('styles.primaryHint')}
            value={values.primary}
            error={errorText.field(errors.primary?.message)}
            registration={register('primary')}
            onPick={(v) => setValue('primary', v, { shouldDirty: true, shouldValidate: true })}
          />
          <ColorField
            label={t('styles.secondary')}
            hint={t('styles.secondaryHint')}
            value={values.secondary}
            error={errorText.field(errors.secondary?.message)}
            registration={register('secondary')}
            onPick={(v) => setValue('secondary', v, { shouldDirty: true, shouldValidate: true })}
          />
          <fieldset>
            <legend className="text-sm font-medium text-stone-700">{t('styles.theme')}</legend>
            <div className="mt-2 grid grid-cols-2 gap-3">
              {(['dark', 'light'] as const).map((theme) => (
                <label
                  key={theme}
                  className={cx(
                    'flex cursor-pointer items-center gap-3 rounded-xl border p-3 text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-400',
                    values.theme === theme ? 'border-brand-500 bg-brand-50 text-brand-800' : 'border-stone-300 bg-white text-stone-700 hover:bg-stone-50',
                  )}
                >
                  <input type="radio" value={theme} className="h-4 w-4 accent-brand-600" {...register('theme')} />
                  <span aria-hidden="true" className={cx('h-6 w-6 rounded-md ring-1 ring-stone-300', theme === 'dark' ? 'bg-[#16141d]' : 'bg-white')} />
                  {t(`styles.themes.${theme}`)}
                </label>
              ))}
            </div>
          </fieldset>

          {outcome && (
            <Alert tone={outcome.tone} onDismiss={outcome.tone === 'error' ? clearOutcome : undefined}>
              {outcome.text}
            </Alert>
          )}
          <div className="flex flex-wrap items-center justify-between gap-3 border-t border-stone-100 pt-5">
            <Button variant="ghost" onClick={resetToDefaults} disabled={atDefaults}>
              {t('styles.resetDefaults')}
            </Button>
            <div className="flex gap-3">
              <LinkButton to="/account" variant="secondary">
                {t('common:cancel')}
              </LinkButton>
              <Button type="submit" busy={isSubmitting}>
                {isSubmitting ? t('common:saving') : t('styles.save')}
              </Button>
            </div>
          </div>
        </Card>
      </form>
      <div className="lg:sticky lg:top-6">
        <p className="mb-3 text-center text-sm font-medium text-stone-600" aria-hidden="true">
          {t('styles.preview.title')}
        </p>
        <ChatPreview styles={shown} teamName={info.name} logo={info.logo} greeting={info.opening} />
      </div>
      <UnsavedChangesGuard when={isDirty && !isSubmitting} />
    </div>
  );
}

interface ColorFieldProps {
  label: string;
  hint: string;
  value: string;
  error?: string;
  registration: UseFormRegisterReturn;
  onPick: (value: string) => void;
}

/** A colour picker and its hex text, kept in step; the text field is the one the form validates. */
function ColorField({ label, hint, value, error, registration, onPick }: ColorFieldProps) {
  const { t } = useTranslation('account');
  const id = useId();
  const pickerValue = HEX_COLOR.test(value.trim()) ? value.trim().toLowerCase() : '#000000';
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <div className="flex items-center gap-3">
        <input
          type="color"
          aria-label={t('styles.picker', { name: label })}
          value={pickerValue}
          onChange={(e) => onPick(e.target.value)}
          className="h-10 w-14 cursor-pointer rounded-lg border border-stone-300 bg-white p-1"
        />
        <input
          id={id}
          type="text"
          inputMode="text"
          spellCheck={false}
          autoComplete="off"
          maxLength={7}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          className="block w-36 rounded-lg border border-stone-300 bg-white px-3 py-2 font-mono text-sm uppercase shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none aria-[invalid=true]:border-red-500"
          {...registration}
        />
      </div>
    </FieldShell>
  );
}

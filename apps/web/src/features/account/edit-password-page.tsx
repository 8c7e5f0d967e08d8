import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { changePasswordInput, PASSWORD_MIN_LENGTH, type ChangePasswordInput } from '@genie/contracts';
import { ApiError } from '../../app/api-client.ts';
import { useErrorText } from '../../app/error-message.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { changePassword } from './api.ts';
import { PageHeader } from './page-header.tsx';
import { UnsavedChangesGuard } from './unsaved-changes-guard.tsx';
import { DesktopOnly } from '../shell/browse-only.tsx';

const empty: ChangePasswordInput = { old_password: '', new_password: '', confirm_password: '' };

/** /account/password/edit: change the password; the server signs out every other device. */
export function Component() {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const clearOutcome = useCallback(() => setOutcome(null), []);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ChangePasswordInput>({ resolver: zodResolver(changePasswordInput), defaultValues: empty });

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await changePassword(values);
      reset(empty);
      setOutcome({ tone: 'success', text: t('password.success') });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'password_incorrect') {
        setError('old_password', { message: errorText.api(error) }, { shouldFocus: true });
        return;
      }
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        for (const [field, message] of Object.entries(error.fields)) {
          if (field in empty) setError(field as keyof ChangePasswordInput, { message });
        }
        return;
      }
      setOutcome({ tone: 'error', text: errorText.api(error) });
    }
  });

  return (
    <div className="mx-auto max-w-xl">
      <PageHeader title={t('password.title')} description={t('password.description')} />
      <DesktopOnly>
        <Card>
          <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-5">
            <PasswordField
              label={t('password.old')}
              autoComplete="current-password"
              error={errorText.field(errors.old_password?.message)}
              {...register('old_password')}
            />
            <PasswordField
              label={t('password.new')}
              autoComplete="new-password"
              hint={t('password.newHint', { min: PASSWORD_MIN_LENGTH })}
              error={errorText.field(errors.new_password?.message)}
              {...register('new_password')}
            />
            <PasswordField
              label={t('password.confirm')}
              autoComplete="new-password"
              error={errorText.field(errors.confirm_password?.message)}
              {...register('confirm_password')}
            />
            {outcome && (
              <Alert tone={outcome.tone} title={outcome.tone === 'error' ? t('common:error') : undefined} onDismiss={outcome.tone === 'error' ? clearOutcome : undefined}>
                {outcome.text}
              </Alert>
            )}
            <div className="flex justify-end">
              <Button type="submit" busy={isSubmitting}>
                {isSubmitting ? t('common:saving') : t('password.submit')}
              </Button>
            </div>
          </form>
        </Card>
      </DesktopOnly>
      <UnsavedChangesGuard when={isDirty && !isSubmitting} />
    </div>
  );
}

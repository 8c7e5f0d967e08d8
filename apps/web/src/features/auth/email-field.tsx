import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from '../../ui/field.tsx';

/** The account e-mail field of the sign-in, registration, login-link and password-reset forms. */
export const EmailField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'type' | 'label'>>(function EmailField(props, ref) {
  const { t } = useTranslation('auth');
  return <TextField ref={ref} label={t('fields.email')} type="email" autoComplete="email" inputMode="email" placeholder={t('fields.emailPlaceholder')} {...props} />;
});

import { forwardRef, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { control, describedBy, FieldShell, type TextFieldProps } from './field.tsx';
import { Icon } from './icons.tsx';
import { cx } from './cx.ts';

/** A password input with a show/hide toggle. */
export const PasswordField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'type'>>(function PasswordField(
  { label, hint, error, className, id, ...rest },
  ref,
) {
  const { t } = useTranslation('common');
  const auto = useId();
  const fid = id ?? auto;
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell id={fid} label={label} hint={hint} error={error} className={className}>
      <div className="relative">
        <input
          ref={ref}
          id={fid}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(fid, hint, error)}
          className={cx(control, 'pr-11')}
          {...rest}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-controls={fid}
          aria-label={t('showPassword')}
          className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-stone-500 hover:text-brand-700"
        >
          <Icon name={visible ? 'eyeOff' : 'eye'} className="h-4.5 w-4.5" />
        </button>
      </div>
    </FieldShell>
  );
});

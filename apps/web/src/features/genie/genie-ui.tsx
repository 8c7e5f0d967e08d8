import { forwardRef, useId, type ButtonHTMLAttributes, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { cx } from '../../ui/cx.ts';
import { Spinner } from '../../ui/spinner.tsx';

/** Visitor-screen building blocks, painted with the designer's theme variables (see genie-theme.ts). */

export const gCard = 'rounded-2xl border border-[var(--g-border)] bg-[var(--g-surface)] p-5 shadow-sm';
export const gControl =
  'block w-full rounded-xl border border-[var(--g-border)] bg-[var(--g-field)] px-3.5 py-2.5 text-base text-[var(--g-text)] placeholder:text-[var(--g-muted)] placeholder:opacity-70 focus:border-[var(--g-accent)] focus:outline-none focus:ring-2 focus:ring-[var(--g-primary)]/40 aria-[invalid=true]:border-red-500 disabled:opacity-60';

type Variant = 'primary' | 'secondary' | 'ghost';
const variants: Record<Variant, string> = {
  primary: 'bg-[var(--g-primary)] text-[var(--g-on-primary)] hover:brightness-110 disabled:opacity-50',
  secondary: 'border border-[var(--g-border)] bg-[var(--g-surface)] text-[var(--g-text)] hover:border-[var(--g-accent)] disabled:opacity-50',
  ghost: 'text-[var(--g-accent)] hover:bg-[var(--g-primary)]/10 disabled:opacity-50',
};

export function gButtonClasses(variant: Variant = 'primary', block = false, className?: string) {
  return cx(
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-4 py-2 text-sm font-semibold transition disabled:cursor-not-allowed',
    variants[variant],
    block && 'w-full',
    className,
  );
}

export interface GButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  busy?: boolean;
  block?: boolean;
}

export function GButton({ variant = 'primary', busy, block, className, children, disabled, type = 'button', ...rest }: GButtonProps) {
  return (
    <button type={type} disabled={disabled || busy} aria-busy={busy || undefined} className={gButtonClasses(variant, block, className)} {...rest}>
      {busy && <Spinner className="h-4 w-4" />}
      {children}
    </button>
  );
}

export function FieldError({ id, children }: { id?: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm font-medium text-red-500">
      {children}
    </p>
  );
}

interface GFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
}

export const GTextField = forwardRef<HTMLInputElement, GFieldProps>(function GTextField({ label, error, hint, id, className, ...rest }, ref) {
  const auto = useId();
  const fid = id ?? auto;
  return (
    <div className={className}>
      <label htmlFor={fid} className="mb-1 block text-sm font-medium text-[var(--g-text)]">
        {label}
      </label>
      <input
        ref={ref}
        id={fid}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fid}-error` : hint ? `${fid}-hint` : undefined}
        className={gControl}
        {...rest}
      />
      {hint && !error && (
        <p id={`${fid}-hint`} className="mt-1 text-xs text-[var(--g-muted)]">
          {hint}
        </p>
      )}
      <FieldError id={`${fid}-error`}>{error}</FieldError>
    </div>
  );
});

interface GTextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  error?: string;
}

export const GTextArea = forwardRef<HTMLTextAreaElement, GTextAreaProps>(function GTextArea({ label, error, id, className, rows = 3, ...rest }, ref) {
  const auto = useId();
  const fid = id ?? auto;
  return (
    <div className={className}>
      <label htmlFor={fid} className="mb-1 block text-sm font-medium text-[var(--g-text)]">
        {label}
      </label>
      <textarea ref={ref} id={fid} rows={rows} aria-invalid={error ? true : undefined} aria-describedby={error ? `${fid}-error` : undefined} className={gControl} {...rest} />
      <FieldError id={`${fid}-error`}>{error}</FieldError>
    </div>
  );
});

/** A visible error banner for the visitor screens (stays until the problem is gone). */
export function GAlert({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div role="alert" className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-red-400/60 bg-red-500/10 px-4 py-3 text-sm text-[var(--g-text)]">
      <span className="font-medium">{children}</span>
      {action}
    </div>
  );
}

export function GLoading({ label }: { label: string }) {
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center text-[var(--g-accent)]">
      <Spinner className="h-8 w-8" />
      <span className="sr-only">{label}</span>
    </div>
  );
}

import type { ButtonHTMLAttributes } from 'react';
import { cx } from './cx.ts';
import { Spinner } from './spinner.tsx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'accent' | 'onDark';
const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 disabled:bg-brand-300',
  secondary: 'bg-white text-ink-900 ring-1 ring-stone-300 hover:bg-stone-50 disabled:text-stone-400',
  ghost: 'bg-transparent text-brand-700 hover:bg-brand-50 disabled:text-stone-400',
  danger: 'bg-red-600 text-white hover:bg-red-700 disabled:bg-red-300',
  accent: 'bg-accent-500 text-ink-900 hover:bg-accent-400 disabled:opacity-60',
  /** For dark or brand-coloured panels. */
  onDark: 'bg-white/10 text-white ring-1 ring-white/30 hover:bg-white/20 disabled:opacity-60',
};

/** The button look, for links and other elements that should look like a Button. */
export function buttonClasses(variant: ButtonVariant = 'primary', options: { block?: boolean; className?: string } = {}) {
  return cx(
    'inline-flex min-h-10 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed',
    variants[variant],
    options.block && 'w-full',
    options.className,
  );
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  busy?: boolean;
  block?: boolean;
}

export function Button({ variant = 'primary', busy, block, className, children, disabled, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={buttonClasses(variant, { block, className })}
      {...rest}
    >
      {busy && <Spinner className="h-4 w-4" />}
      {children}
    </button>
  );
}

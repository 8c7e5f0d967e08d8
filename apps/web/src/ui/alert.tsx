import { useEffect, type ReactNode } from 'react';
import { cx } from './cx.ts';

/** Spec §4/§9: error alerts disappear after 3 seconds. */
export const ALERT_DISMISS_MS = 3000;

export interface AlertProps {
  tone?: 'error' | 'success' | 'info' | 'warning';
  title?: ReactNode;
  children: ReactNode;
  /** Called after ALERT_DISMISS_MS; omit to keep the alert until it is removed. */
  onDismiss?: () => void;
  className?: string;
}

const tones = {
  error: 'border-red-200 bg-red-50 text-red-800',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  info: 'border-brand-200 bg-brand-50 text-brand-800',
  warning: 'border-amber-200 bg-amber-50 text-amber-900',
};

export function Alert({ tone = 'error', title, children, onDismiss, className }: AlertProps) {
  useEffect(() => {
    if (!onDismiss) return;
    const timer = window.setTimeout(onDismiss, ALERT_DISMISS_MS);
    return () => window.clearTimeout(timer);
  }, [onDismiss]);
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={cx('rounded-lg border px-4 py-3 text-sm', tones[tone], className)}>
      {title && <p className="font-semibold">{title}</p>}
      <div>{children}</div>
    </div>
  );
}

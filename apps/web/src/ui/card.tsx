import type { ComponentProps } from 'react';
import { cx } from './cx.ts';

export function Card({ className, ...rest }: ComponentProps<'div'>) {
  return <div className={cx('rounded-2xl border border-stone-200 bg-white p-6 shadow-sm', className)} {...rest} />;
}

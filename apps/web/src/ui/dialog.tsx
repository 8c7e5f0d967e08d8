import type { ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { Icon } from './icons.tsx';
import { cx } from './cx.ts';

interface BaseProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Visually hide the title (it still names the dialog for screen readers). */
  hideTitle?: boolean;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}

function CloseButton({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { t } = useTranslation('common');
  return (
    <RadixDialog.Close
      aria-label={t('close')}
      className={cx(
        'absolute right-3 top-3 flex h-9 w-9 items-center justify-center rounded-lg',
        tone === 'dark' ? 'text-stone-300 hover:bg-white/10 hover:text-white' : 'text-stone-500 hover:bg-stone-100 hover:text-ink-900',
      )}
    >
      <Icon name="close" />
    </RadixDialog.Close>
  );
}

/** A centred modal dialog: focus trapped, Escape and the close button dismiss it. */
export function Modal({ open, onOpenChange, title, hideTitle, description, children, className }: BaseProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-ink-900/50 backdrop-blur-[2px]" />
        <RadixDialog.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={cx(
            'fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl focus:outline-none',
            className,
          )}
        >
          <RadixDialog.Title className={cx('pr-8 text-lg font-semibold', hideTitle && 'sr-only')}>{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="mt-1 text-sm text-stone-600">{description}</RadixDialog.Description>
          ) : null}
          {children}
          <CloseButton />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** A panel sliding in from the left edge (the phone navigation menu). */
export function Drawer({ open, onOpenChange, title, hideTitle, children, className }: BaseProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-ink-900/60" />
        <RadixDialog.Content
          aria-describedby={undefined}
          className={cx('fixed inset-y-0 left-0 z-50 flex w-[min(20rem,88vw)] flex-col shadow-2xl focus:outline-none', className)}
        >
          <RadixDialog.Title className={cx(hideTitle && 'sr-only')}>{title}</RadixDialog.Title>
          {children}
          <CloseButton tone="dark" />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

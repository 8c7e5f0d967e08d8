import { useId } from 'react';
import * as Popover from '@radix-ui/react-popover';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/icons.tsx';
import { cx } from '../../ui/cx.ts';
import { NARROW_VIEWPORT, useMediaQuery } from '../../ui/use-media-query.ts';
import { contactEmails, mailto } from './contact.ts';

/** "Contact us" in the sidebar: the support address and opening hours in a popover. */
export function ContactPopover({ className }: { className?: string }) {
  const { t } = useTranslation('shell');
  const { support } = contactEmails();
  // Beside the sidebar on a desktop; above the trigger in the phone menu, where there is no room to the side.
  const narrow = useMediaQuery(NARROW_VIEWPORT);
  const titleId = useId();
  return (
    <Popover.Root>
      <Popover.Trigger
        className={cx(
          'flex w-full items-center gap-3 rounded-lg px-3 py-1.5 text-left text-sm font-medium text-stone-300 hover:bg-white/5 hover:text-white data-[state=open]:bg-white/10 data-[state=open]:text-white',
          className,
        )}
      >
        <Icon name="help" className="h-5 w-5 text-stone-400" />
        {t('contact.trigger')}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side={narrow ? 'top' : 'right'}
          align={narrow ? 'start' : 'end'}
          sideOffset={8}
          collisionPadding={12}
          aria-labelledby={titleId}
          className="z-50 w-72 rounded-xl border border-stone-200 bg-white p-4 text-sm text-ink-900 shadow-xl focus:outline-none"
        >
          <p id={titleId} className="text-base font-semibold">
            {t('contact.title')}
          </p>
          <p className="mt-1 text-stone-600">{t('contact.intro')}</p>
          <dl className="mt-3 space-y-3">
            <div className="flex gap-3">
              <dt className="mt-0.5">
                <Icon name="mail" className="h-4.5 w-4.5 text-brand-600" />
                <span className="sr-only">{t('contact.emailLabel')}</span>
              </dt>
              <dd className="min-w-0">
                <a href={mailto(support, t('contact.subject'))} className="break-all font-medium text-brand-700 underline-offset-2 hover:underline">
                  {support}
                </a>
                <p className="text-xs text-stone-500">{t('contact.reply')}</p>
              </dd>
            </div>
            <div className="flex gap-3">
              <dt className="mt-0.5">
                <Icon name="clock" className="h-4.5 w-4.5 text-brand-600" />
                <span className="sr-only">{t('contact.hoursLabel')}</span>
              </dt>
              <dd>{t('contact.hours')}</dd>
            </div>
          </dl>
          <Popover.Arrow className="fill-white" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

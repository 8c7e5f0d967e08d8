import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/icons.tsx';
import { GenieMark } from '../../ui/logo.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';

export interface AuthFrameProps {
  title: ReactNode;
  /** The tab title, when `title` is not plain text. */
  documentTitle?: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Under the form: links to the other auth screens. */
  footer?: ReactNode;
}

/** The card every auth screen sits in: the brand story on the left (wide screens), the form on the right. */
export function AuthFrame({ title, documentTitle, subtitle, children, footer }: AuthFrameProps) {
  useDocumentTitle(documentTitle ?? (typeof title === 'string' ? title : undefined));
  return (
    <div className="mx-auto grid w-full max-w-5xl overflow-hidden rounded-3xl bg-white shadow-xl shadow-brand-900/5 ring-1 ring-stone-200/80 lg:grid-cols-[1fr_1.05fr]">
      <BrandPanel />
      <div className="flex flex-col justify-center px-5 py-8 sm:px-10 sm:py-10">
        <div className="space-y-1.5">
          <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-[1.7rem]">{title}</h1>
          {subtitle && <div className="text-sm leading-relaxed text-stone-600">{subtitle}</div>}
        </div>
        <div className="mt-6">{children}</div>
        {footer && <div className="mt-8 border-t border-stone-100 pt-5 text-sm text-stone-600">{footer}</div>}
      </div>
    </div>
  );
}

function BrandPanel() {
  const { t } = useTranslation('auth');
  const points = ['chat', 'brief', 'follow'] as const;
  return (
    <div className="relative hidden flex-col justify-between overflow-hidden bg-gradient-to-br from-ink-900 via-brand-900 to-brand-700 p-10 text-white lg:flex">
      <div aria-hidden="true" className="pointer-events-none absolute -right-24 -top-24 h-72 w-72 rounded-full bg-brand-400/35 blur-3xl" />
      <div aria-hidden="true" className="pointer-events-none absolute -bottom-28 -left-20 h-64 w-64 rounded-full bg-accent-500/10 blur-3xl" />
      <div className="relative space-y-6">
        <p className="text-3xl font-bold leading-tight tracking-tight">{t('brand.headline')}</p>
        <ul className="space-y-3">
          {points.map((p) => (
            <li key={p} className="flex gap-3 text-sm text-brand-100">
              <span className="mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-accent-500 text-ink-900">
                <Icon name="check" className="h-3.5 w-3.5" strokeWidth={2.6} />
              </span>
              <span>{t(`brand.points.${p}`)}</span>
            </li>
          ))}
        </ul>
      </div>
      <ChatSketch />
    </div>
  );
}

/** A glimpse of a visitor conversation with a genie (illustration). */
function ChatSketch() {
  const { t } = useTranslation('auth');
  return (
    <div aria-hidden="true" className="relative mt-10 rounded-2xl bg-white/10 p-4 ring-1 ring-white/15 backdrop-blur-sm">
      <div className="flex items-center gap-2 border-b border-white/10 pb-3">
        <GenieMark className="h-7 w-7" />
        <span className="text-sm font-semibold">{t('brand.chat.name')}</span>
        <span className="ml-auto flex items-center gap-1.5 text-xs text-emerald-300">
          <span className="h-1.5 w-1.5 rounded-full bg-emerald-300" />
          {t('brand.chat.online')}
        </span>
      </div>
      <div className="space-y-2.5 pt-3 text-[0.8rem] leading-snug">
        <p className="max-w-[85%] rounded-2xl rounded-tl-sm bg-white px-3 py-2 text-ink-900">{t('brand.chat.greeting')}</p>
        <p className="ml-auto max-w-[80%] rounded-2xl rounded-tr-sm bg-accent-500 px-3 py-2 text-ink-900">{t('brand.chat.visitor')}</p>
        <p className="flex w-fit items-center gap-1.5 rounded-full bg-emerald-400/20 px-3 py-1 text-xs font-semibold text-emerald-200">
          <Icon name="file" className="h-3.5 w-3.5" />
          {t('brand.chat.brief')}
        </p>
      </div>
    </div>
  );
}

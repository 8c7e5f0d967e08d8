import { useState, type ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/icons.tsx';

export interface LightboxImage {
  url: string;
  alt: string;
}

/**
 * Thumbnails that open full size in a lightbox (arrow keys step through them); the lightbox also
 * offers the original in a new tab. `renderThumb` draws each thumbnail inside its button.
 */
export function ImageGallery({ images, renderThumb, className }: { images: LightboxImage[]; renderThumb: (image: LightboxImage, index: number) => ReactNode; className?: string }) {
  const { t } = useTranslation('client-request');
  const [open, setOpen] = useState<number | null>(null);
  const current = open === null ? null : images[open];
  const step = (by: number) => setOpen((i) => (i === null ? i : (i + by + images.length) % images.length));
  return (
    <>
      <ul className={className}>
        {images.map((image, i) => (
          <li key={image.url}>
            <button
              type="button"
              onClick={() => setOpen(i)}
              className="group block w-full overflow-hidden rounded-xl ring-1 ring-stone-200 transition hover:ring-2 hover:ring-brand-400 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-300"
            >
              {renderThumb(image, i)}
              <span className="sr-only">{t('lightbox.open', { name: image.alt })}</span>
            </button>
          </li>
        ))}
      </ul>
      <RadixDialog.Root open={current !== null && current !== undefined} onOpenChange={(o) => !o && setOpen(null)}>
        <RadixDialog.Portal>
          <RadixDialog.Overlay className="fixed inset-0 z-40 bg-ink-900/85" />
          <RadixDialog.Content
            aria-describedby={undefined}
            onKeyDown={(e) => {
              if (images.length < 2) return;
              if (e.key === 'ArrowRight') step(1);
              if (e.key === 'ArrowLeft') step(-1);
            }}
            className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-3 p-4 focus:outline-none sm:p-10"
          >
            {current && (
              <>
                <RadixDialog.Title className="max-w-full truncate px-12 text-sm font-medium text-white">
                  {current.alt}
                  {images.length > 1 && <span className="ml-2 text-stone-300">{t('lightbox.position', { n: (open ?? 0) + 1, total: images.length })}</span>}
                </RadixDialog.Title>
                <img src={current.url} alt={current.alt} className="max-h-[75vh] max-w-full rounded-lg bg-white object-contain shadow-2xl" />
                <div className="flex flex-wrap items-center justify-center gap-2">
                  {images.length > 1 && (
                    <button type="button" onClick={() => step(-1)} className="inline-flex min-h-10 items-center gap-1 rounded-lg bg-white/10 px-3 text-sm font-semibold text-white hover:bg-white/20">
                      <Icon name="arrowLeft" className="h-4 w-4" />
                      {t('lightbox.previous')}
                    </button>
                  )}
                  <a
                    href={current.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex min-h-10 items-center gap-1.5 rounded-lg bg-white/10 px-3 text-sm font-semibold text-white hover:bg-white/20"
                  >
                    <Icon name="external" className="h-4 w-4" />
                    {t('lightbox.newTab')}
                  </a>
                  {images.length > 1 && (
                    <button type="button" onClick={() => step(1)} className="inline-flex min-h-10 items-center gap-1 rounded-lg bg-white/10 px-3 text-sm font-semibold text-white hover:bg-white/20">
                      {t('lightbox.next')}
                      <Icon name="arrowRight" className="h-4 w-4" />
                    </button>
                  )}
                </div>
              </>
            )}
            <RadixDialog.Close
              aria-label={t('common:close')}
              className="absolute right-3 top-3 flex h-10 w-10 items-center justify-center rounded-lg text-white hover:bg-white/10"
            >
              <Icon name="close" />
            </RadixDialog.Close>
          </RadixDialog.Content>
        </RadixDialog.Portal>
      </RadixDialog.Root>
    </>
  );
}

import { useTranslation } from 'react-i18next';
import type { ReferenceImageCard } from '@genie/contracts';
import { cx } from '../../ui/cx.ts';
import { Spinner } from '../../ui/spinner.tsx';

type Variant = ReferenceImageCard['variants'][number];

/** `srcset` of one format's variants, one entry per width. */
export function srcSetOf(variants: Variant[]): string {
  const byWidth = new Map<number, string>();
  for (const v of [...variants].sort((a, b) => a.width - b.width)) if (!byWidth.has(v.width)) byWidth.set(v.width, v.url);
  return [...byWidth].map(([w, url]) => `${url} ${w}w`).join(', ');
}

/** The variants as a <picture>: WebP where the browser takes it, JPEG/PNG otherwise; the browser picks the size. */
export function Picture({ card, sizes, className, eager }: { card: ReferenceImageCard; sizes: string; className?: string; eager?: boolean }) {
  const webp = card.variants.filter((v) => v.format === 'webp');
  const fallback = card.variants.filter((v) => v.format !== 'webp');
  const fallbackSet = fallback.length ? fallback : webp;
  const small = [...fallbackSet].sort((a, b) => a.width - b.width);
  const src = (small.find((v) => v.width >= 480) ?? small.at(-1))?.url;
  return (
    <picture>
      {webp.length > 0 && fallback.length > 0 && <source type="image/webp" srcSet={srcSetOf(webp)} sizes={sizes} />}
      <img
        src={src}
        srcSet={srcSetOf(fallbackSet)}
        sizes={sizes}
        alt={card.alt}
        width={card.width}
        height={card.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className={className}
      />
    </picture>
  );
}

export interface ReferenceGridProps {
  images: ReferenceImageCard[];
  label: string;
  picked: string | null;
  disabled: boolean;
  onPick: (id: string) => void;
}

/** One round's images: tap (or Enter/Space) one to choose it; the chosen one shows a tick until the next round. */
export function ReferenceGrid({ images, label, picked, disabled, onPick }: ReferenceGridProps) {
  const { t } = useTranslation('genie');
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {images.map((card, i) => {
        const selected = picked === card.id;
        return (
          <li key={card.id}>
            <button
              type="button"
              aria-pressed={selected}
              disabled={disabled}
              onClick={() => onPick(card.id)}
              className={cx(
                'group relative block w-full overflow-hidden rounded-2xl bg-[var(--g-surface)] text-left ring-1 ring-[var(--g-border)] transition',
                'focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-[var(--g-accent)]',
                'enabled:hover:ring-2 enabled:hover:ring-[var(--g-accent)] enabled:active:scale-[0.98]',
                selected && 'ring-4 ring-[var(--g-primary)]',
                disabled && !selected && 'opacity-60',
              )}
            >
              <Picture card={card} sizes="(min-width: 640px) 220px, 50vw" eager={i < 2} className="aspect-[4/5] w-full object-cover sm:aspect-square" />
              <span className="sr-only">{selected ? t('reference.chosen') : t('reference.choose')}</span>
              {selected && (
                <span aria-hidden="true" className="absolute right-2 top-2 flex h-9 w-9 items-center justify-center rounded-full bg-[var(--g-primary)] text-[var(--g-on-primary)] shadow-lg">
                  {disabled ? (
                    <Spinner className="h-5 w-5" />
                  ) : (
                    <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round"><path d="M5 12.5l4.5 4.5L19 7.5" /></svg>
                  )}
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

import { useTranslation } from 'react-i18next';
import type { PaletteEntry, ReferenceOutcomeView } from '@genie/contracts';
import { Alert } from '../../ui/alert.tsx';
import { Picture } from '../genie/reference-grid.tsx';
import { Missing, SectionCard } from './section-card.tsx';

const pct = (n: number) => Math.round(n * 100);

/** The reference rounds' result: the chosen images, the style profile they add up to and their colours. */
export function ReferenceOutcomeSection({ outcome, idPrefix }: { outcome: ReferenceOutcomeView | null; idPrefix: string }) {
  const { t } = useTranslation('client-request');
  const chosen = outcome?.chosen.filter((c) => c.image) ?? [];
  return (
    <SectionCard title={t('references.title')} titleId={`${idPrefix}-references`} description={t('references.intro')}>
      {!outcome ? (
        <Missing>{t('references.none')}</Missing>
      ) : (
        <div className="space-y-6">
          {outcome.status !== 'completed' && (
            <Alert tone="info">{t(`references.status.${outcome.status}`)}</Alert>
          )}
          {chosen.length > 0 ? (
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4" aria-label={t('references.chosen')}>
              {chosen.map((c) => (
                <li key={`${c.round}-${c.image!.id}`} className="overflow-hidden rounded-xl border border-stone-200 bg-stone-50">
                  <Picture card={c.image!} sizes="(min-width: 1280px) 200px, (min-width: 640px) 30vw, 45vw" className="aspect-[4/3] w-full object-cover" />
                  <p className="px-3 py-2 text-sm">
                    <span className="block text-xs text-stone-500">{t('references.round', { n: c.round })}</span>
                    <span className="font-medium text-ink-900">{c.style_name}</span>
                  </p>
                </li>
              ))}
            </ul>
          ) : (
            <Missing>{t('references.nothingChosen')}</Missing>
          )}
          {outcome.style_profile.length > 0 && <StyleProfileBars profile={outcome.style_profile} />}
          {outcome.palette.length > 0 && <PaletteSwatches palette={outcome.palette} />}
        </div>
      )}
    </SectionCard>
  );
}

/** The ranked styles, each a bar as long as its weight. */
export function StyleProfileBars({ profile }: { profile: ReferenceOutcomeView['style_profile'] }) {
  const { t } = useTranslation('client-request');
  return (
    <div>
      <h3 className="text-sm font-semibold text-ink-900">{t('references.profile')}</h3>
      <ol className="mt-2 space-y-2.5" data-testid="style-profile">
        {profile.map((entry) => (
          <li key={entry.style}>
            <div className="flex items-baseline justify-between gap-2 text-sm">
              <span className="font-medium text-ink-900">{entry.name}</span>
              <span className="tabular-nums text-stone-500">{t('references.weight', { percent: pct(entry.weight) })}</span>
            </div>
            <div
              role="meter"
              aria-label={entry.name}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={pct(entry.weight)}
              className="mt-1 h-2.5 overflow-hidden rounded-full bg-stone-100"
            >
              <span className="block h-full rounded-full bg-gradient-to-r from-brand-400 to-brand-600" style={{ width: `${Math.max(2, pct(entry.weight))}%` }} />
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** The dominant colours of the chosen images, each as wide as its share, with its hex code. */
export function PaletteSwatches({ palette }: { palette: PaletteEntry[] }) {
  const { t } = useTranslation('client-request');
  return (
    <div>
      <h3 className="text-sm font-semibold text-ink-900">{t('references.palette')}</h3>
      <ul className="mt-2 flex h-12 overflow-hidden rounded-xl ring-1 ring-stone-200">
        {palette.map((c) => (
          <li key={c.hex} title={t('references.swatch', { hex: c.hex, percent: pct(c.share) })} style={{ backgroundColor: c.hex, flexGrow: Math.max(c.share, 0.04) }} className="min-w-4">
            <span className="sr-only">{t('references.swatch', { hex: c.hex, percent: pct(c.share) })}</span>
          </li>
        ))}
      </ul>
      <ul aria-hidden="true" className="mt-2 flex flex-wrap gap-x-3 gap-y-1 font-mono text-xs text-stone-500">
        {palette.map((c) => (
          <li key={c.hex} className="inline-flex items-center gap-1">
            <span className="h-3 w-3 rounded-sm ring-1 ring-stone-300" style={{ backgroundColor: c.hex }} />
            {c.hex}
          </li>
        ))}
      </ul>
    </div>
  );
}

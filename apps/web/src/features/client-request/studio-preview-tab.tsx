import { useTranslation } from 'react-i18next';
import type { ClientRequestDetail, PlanFeature } from '@genie/contracts';
import { Badge } from '../../ui/badge.tsx';
import { Icon, type IconName } from '../../ui/icons.tsx';
import { PlanGate } from '../shell/plan-gate.tsx';

/** Spec §2 "Visual Inspiration functions", in the order the studio will offer them. */
const visualTools: [string, IconName][] = [
  ['style_to_image', 'palette'],
  ['text_to_image', 'file'],
  ['moodboard', 'moodboard'],
  ['furniture_compose', 'sofa'],
  ['inpainting', 'image'],
  ['image_to_cad', 'code'],
  ['floor_plan_3d', 'monitor'],
  ['floor_plan_2d', 'file'],
  ['copywriting', 'book'],
];
const furniturePoints: [string, IconName][] = [
  ['matched', 'sparkles'],
  ['compose', 'sofa'],
  ['share', 'share'],
];

/**
 * Visual Inspiration and Furniture Suggestions of one request (spec §6: Professional and above; other
 * plans see the upgrade prompt). Their tools come in a later issue: until then the tab says what
 * they will do, starting from this request's styles and colours.
 */
export function StudioPreviewTab({ feature, request }: { feature: Extract<PlanFeature, 'visual_inspiration' | 'furniture_suggestions'>; request: ClientRequestDetail }) {
  const { t } = useTranslation('client-request');
  const kind = feature === 'visual_inspiration' ? 'inspiration' : 'furniture';
  const items = feature === 'visual_inspiration' ? visualTools : furniturePoints;
  const styles = request.reference_outcome?.style_profile.slice(0, 3) ?? [];
  const palette = request.reference_outcome?.palette.slice(0, 6) ?? [];
  return (
    <PlanGate feature={feature}>
      <div className="space-y-5">
        <section aria-labelledby={`${kind}-title`} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={`${kind}-title`} className="text-lg font-semibold text-ink-900">
              {t(`studio.${kind}.title`)}
            </h2>
            <Badge tone="neutral">{t('studio.comingSoon')}</Badge>
          </div>
          <p className="mt-1 max-w-3xl text-sm leading-relaxed text-stone-600">{t(`studio.${kind}.lead`)}</p>
          <ul className="mt-5 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {items.map(([id, icon]) => (
              <li key={id} className="flex gap-3 rounded-xl border border-stone-200 p-4">
                <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
                  <Icon name={icon} className="h-5 w-5" />
                </span>
                <div className="min-w-0">
                  <h3 className="text-sm font-semibold text-ink-900">{t(`studio.${kind}.items.${id}.title`)}</h3>
                  <p className="mt-0.5 text-sm text-stone-600">{t(`studio.${kind}.items.${id}.text`)}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
        {(styles.length > 0 || palette.length > 0) && (
          <section aria-labelledby={`${kind}-start`} className="rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-100 sm:p-6">
            <h2 id={`${kind}-start`} className="font-semibold text-ink-900">
              {t('studio.startingPoint')}
            </h2>
            <p className="mt-1 text-sm text-stone-600">{t('studio.startingPointText')}</p>
            <div className="mt-3 flex flex-wrap items-center gap-2">
              {styles.map((s) => (
                <span key={s.style} className="rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-800 ring-1 ring-brand-200">
                  {s.name} · {Math.round(s.weight * 100)}%
                </span>
              ))}
              {palette.map((c) => (
                <span key={c.hex} title={c.hex} className="h-7 w-7 rounded-full ring-2 ring-white" style={{ backgroundColor: c.hex }}>
                  <span className="sr-only">{c.hex}</span>
                </span>
              ))}
            </div>
          </section>
        )}
      </div>
    </PlanGate>
  );
}

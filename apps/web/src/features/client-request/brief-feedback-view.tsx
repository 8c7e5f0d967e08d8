import { useTranslation } from 'react-i18next';
import type { BriefFeedback, BriefStyleSample } from '@genie/contracts';
import { cx } from '../../ui/cx.ts';
import { Icon } from '../../ui/icons.tsx';
import { ImageGallery } from './image-lightbox.tsx';
import { Missing, SectionCard } from './section-card.tsx';

/** What the client said about the brief: a rating per style sample, a comment, a note with an image and floor plans. */
export function BriefFeedbackSection({ samples, feedback, idPrefix }: { samples: BriefStyleSample[]; feedback: BriefFeedback; idPrefix: string }) {
  const { t } = useTranslation('client-request');
  const noteImage = feedback.note_image ? [{ url: feedback.note_image.url, alt: t('feedback.noteImage') }] : [];
  const floorPlans = feedback.floor_plans.map((f, i) => ({ url: f.url, alt: t('feedback.floorPlanN', { n: i + 1 }) }));
  return (
    <SectionCard title={t('feedback.title')} titleId={`${idPrefix}-feedback`} description={t('feedback.intro')}>
      <div className="space-y-6">
        <div>
          <h3 className="text-sm font-semibold text-ink-900">{t('feedback.ratings')}</h3>
          {samples.length === 0 ? (
            <p className="mt-1">
              <Missing>{t('feedback.noSamples')}</Missing>
            </p>
          ) : (
            <ul className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
              {samples.map((s) => (
                <li key={s.id} className="overflow-hidden rounded-xl border border-stone-200 bg-white" data-sample={s.id}>
                  {s.image_url ? (
                    <img src={s.image_url} alt={s.label} loading="lazy" className="aspect-[4/3] w-full object-cover" />
                  ) : (
                    <div aria-hidden="true" className="flex aspect-[4/3] items-center justify-center bg-brand-50 text-brand-400">
                      <Icon name="image" className="h-8 w-8" />
                    </div>
                  )}
                  <div className="px-3 py-2">
                    <p className="text-sm font-medium text-ink-900">{s.label}</p>
                    <Stars value={feedback.ratings[s.id] ?? 0} />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>

        <div className="grid gap-6 sm:grid-cols-2">
          <div>
            <h3 className="text-sm font-semibold text-ink-900">{t('feedback.comment')}</h3>
            <p className="mt-1 whitespace-pre-wrap break-words text-[15px]">{feedback.comment || <Missing>{t('feedback.none')}</Missing>}</p>
          </div>
          <div>
            <h3 className="text-sm font-semibold text-ink-900">{t('feedback.note')}</h3>
            <p className="mt-1 whitespace-pre-wrap break-words text-[15px]">{feedback.note || <Missing>{t('feedback.none')}</Missing>}</p>
            {noteImage.length > 0 && (
              <ImageGallery
                images={noteImage}
                className="mt-3 max-w-xs"
                renderThumb={(image) => <img src={image.url} alt="" className="max-h-48 w-full bg-stone-50 object-contain" />}
              />
            )}
          </div>
        </div>

        <div>
          <h3 className="text-sm font-semibold text-ink-900">{t('feedback.floorPlans')}</h3>
          {floorPlans.length === 0 ? (
            <p className="mt-1">
              <Missing>{t('feedback.noFloorPlans')}</Missing>
            </p>
          ) : (
            <ImageGallery
              images={floorPlans}
              className="mt-2 grid grid-cols-3 gap-3 sm:grid-cols-5"
              renderThumb={(image) => <img src={image.url} alt="" loading="lazy" className="aspect-square w-full bg-stone-50 object-cover" />}
            />
          )}
        </div>
      </div>
    </SectionCard>
  );
}

/** A read-only 1–5 rating. */
export function Stars({ value }: { value: number }) {
  const { t } = useTranslation('client-request');
  return (
    <p className="mt-1 flex items-center gap-0.5" role="img" aria-label={value ? t('feedback.rated', { count: value }) : t('feedback.notRated')}>
      {[1, 2, 3, 4, 5].map((n) => (
        <svg key={n} aria-hidden="true" viewBox="0 0 24 24" className={cx('h-5 w-5', n <= value ? 'text-accent-500' : 'text-stone-200')} fill="currentColor">
          <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
        </svg>
      ))}
      {!value && <span className="ml-1 text-xs text-stone-500">{t('feedback.notRated')}</span>}
    </p>
  );
}

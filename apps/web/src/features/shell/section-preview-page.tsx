import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ActionBanner } from '../../ui/action-banner.tsx';
import { Badge } from '../../ui/badge.tsx';
import { Icon, type IconName } from '../../ui/icons.tsx';
import { LinkButton } from '../../ui/link-button.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { NotFoundContent } from './not-found-page.tsx';
import { i18n } from '../../i18n/index.ts';
import { UpgradePrompt } from '../plans/upgrade-prompt.tsx';
import { SectionIllustration } from './section-illustration.tsx';
import { isPreviewSection, navGroups, sectionFeature, type PreviewSectionId } from './sections.ts';
import { usePersonalInfo } from './use-personal-info.ts';

const pointIcons: Record<PreviewSectionId, [IconName, IconName, IconName]> = {
  visual_inspiration: ['image', 'file', 'moodboard'],
};

/** The Visual Inspiration tools of spec §2, in the order the studio will offer them. */
const visualTools = ['style_to_image', 'text_to_image', 'moodboard', 'furniture_compose', 'inpainting', 'image_to_cad', 'floor_plan_3d', 'floor_plan_2d', 'copywriting'] as const;

/** The upgrade prompt speaks in the plans' words. */
export async function loader() {
  await i18n.loadNamespaces('plans');
  return null;
}

/** /section/:section — a section that is not built yet explains what it will do for the designer. */
export function Component() {
  const { section } = useParams();
  if (!isPreviewSection(section)) return <NotFoundContent />;
  return <SectionPreview section={section} />;
}

function iconOf(section: PreviewSectionId): IconName {
  return navGroups.flatMap((g) => g.items).find((i) => i.id === section)?.icon ?? 'sparkles';
}

function SectionPreview({ section }: { section: PreviewSectionId }) {
  const { t } = useTranslation('shell');
  const info = usePersonalInfo();
  const feature = sectionFeature[section];
  const locked = feature && info.data ? !info.data.plan.features.includes(feature) : false;
  const title = t(`sections.${section}.title`);
  useDocumentTitle(title);

  return (
    <div className="mx-auto max-w-6xl space-y-8">
      <header className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <span className="flex h-14 w-14 shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br from-brand-400 to-brand-700 text-white shadow-md">
          <Icon name={iconOf(section)} className="h-7 w-7" />
        </span>
        <div className="min-w-0 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">{title}</h1>
            {feature && <Badge tone="accent">{t('preview.professional')}</Badge>}
            <Badge tone="neutral">{t('preview.comingSoon')}</Badge>
          </div>
          <p className="max-w-3xl text-base leading-relaxed text-stone-600">{t(`sections.${section}.lead`)}</p>
        </div>
      </header>

      {locked && feature && <UpgradePrompt feature={feature} />}

      <div className="grid gap-6 lg:grid-cols-5">
        <section aria-labelledby="what-it-does" className="space-y-4 lg:col-span-3">
          <h2 id="what-it-does" className="text-lg font-semibold text-ink-900">
            {t('preview.whatItDoes')}
          </h2>
          <ul className="space-y-3">
            {([0, 1, 2] as const).map((i) => (
              <li key={i} className="flex gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
                <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
                  <Icon name={pointIcons[section][i]} />
                </span>
                <div className="min-w-0">
                  <h3 className="font-semibold text-ink-900">{t(`sections.${section}.points.${i}.title`)}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-stone-600">{t(`sections.${section}.points.${i}.text`)}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
        <div className="lg:col-span-2">
          <SectionIllustration section={section} />
        </div>
      </div>

      {section === 'visual_inspiration' && (
        <section aria-labelledby="studio-tools" className="space-y-3">
          <h2 id="studio-tools" className="text-lg font-semibold text-ink-900">
            {t('preview.tools')}
          </h2>
          <ul className="flex flex-wrap gap-2">
            {visualTools.map((tool) => (
              <li key={tool} className="rounded-full bg-white px-3 py-1.5 text-sm font-medium text-brand-800 ring-1 ring-brand-200">
                {t(`visualTools.${tool}`)}
              </li>
            ))}
          </ul>
        </section>
      )}

      <ActionBanner
        tone="soft"
        title={t('preview.meanwhileTitle')}
        text={t('preview.meanwhileText')}
        actions={
          <>
            <LinkButton to="/client_request">{t('preview.toClients')}</LinkButton>
            <LinkButton to="/section/tutorial" variant="secondary">
              {t('preview.toTutorial')}
            </LinkButton>
          </>
        }
      />
    </div>
  );
}

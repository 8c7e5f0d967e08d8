import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BrandAnalysisReply, BrandAnalysisWriting, BrandExtraction } from '@genie/contracts';
import { ColorSwatch } from '../../ui/color-swatch.tsx';
import { cx } from '../../ui/cx.ts';
import { Icon, type IconName } from '../../ui/icons.tsx';
import { SourceBadge } from './ai-states.tsx';

const NS = ['brand-analysis', 'common'];

/** Only http(s) addresses become links or images: the extraction is the client's site's words, not ours. */
const isWebUrl = (url: string) => /^https?:\/\//i.test(url);
const EXTERNAL_REL = 'noopener noreferrer nofollow';
const chip = 'inline-block rounded-full bg-stone-100 px-2.5 py-1 text-xs text-stone-800';

/** An address off the client's site: a link opening in a new tab when it is http(s), plain text otherwise. */
function SiteLink({ url, title, className, plainClassName, children }: { url: string; title?: string; className: string; plainClassName: string; children: ReactNode }) {
  return isWebUrl(url) ? (
    <a href={url} target="_blank" rel={EXTERNAL_REL} title={title} className={className}>
      {children}
    </a>
  ) : (
    <span className={plainClassName}>{children}</span>
  );
}

/** Networks are brand names: written as their owners write them, never translated. */
const networkNames: Record<string, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  x: 'X',
  twitter: 'X (Twitter)',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  pinterest: 'Pinterest',
  tiktok: 'TikTok',
  behance: 'Behance',
  dribbble: 'Dribbble',
  line: 'LINE',
  threads: 'Threads',
  github: 'GitHub',
  vimeo: 'Vimeo',
  wechat: 'WeChat',
  weibo: 'Weibo',
  kakao: 'Kakao',
  kakaotalk: 'KakaoTalk',
  naver: 'Naver',
  naver_blog: 'Naver Blog',
  xiaohongshu: 'Xiaohongshu (RED)',
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
  houzz: 'Houzz',
};

function networkName(network: string) {
  const known = networkNames[network.toLowerCase()];
  const words = network.replace(/_/g, ' ');
  return known ?? words.charAt(0).toUpperCase() + words.slice(1);
}

/** "zh-TW" (or og:locale's "zh_TW") → "Chinese (Taiwan)" in the designer's language; the code itself when unknown. */
function languageName(code: string, uiLanguage: string) {
  try {
    return new Intl.DisplayNames([uiLanguage], { type: 'language' }).of(code.replace(/_/g, '-')) ?? code;
  } catch {
    return code;
  }
}

function hostOf(url: string) {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** Read-only brand analysis: used by the AI Brand Analysis tab and the shared page. */
export function BrandAnalysisView({ reply }: { reply: BrandAnalysisReply }) {
  const { t } = useTranslation(NS);
  const { extraction, analysis } = reply;
  if (!extraction && !analysis) return <p className="text-sm text-stone-600">{t('view.empty')}</p>;
  return (
    <article className="space-y-8 print:space-y-6">
      {extraction && <Identity extraction={extraction} source={reply.source} />}
      {analysis && <Writing analysis={analysis} />}
      {extraction && <Findings extraction={extraction} />}
    </article>
  );
}

function Source({ source }: { source: BrandAnalysisReply['source'] }) {
  const { t } = useTranslation(NS);
  if (!source) return null;
  const llm = source === 'llm';
  return (
    <span className="flex flex-col items-start gap-1 sm:max-w-64 sm:shrink-0">
      <SourceBadge source={source}>{t(llm ? 'source.llm' : 'source.rules')}</SourceBadge>
      <span className="text-xs text-stone-500">{t(llm ? 'source.llmHint' : 'source.rulesHint')}</span>
    </span>
  );
}

/** Name, logo, description and address: who the brand says it is. */
function Identity({ extraction, source }: { extraction: BrandExtraction; source: BrandAnalysisReply['source'] }) {
  const { t } = useTranslation(NS);
  const [logoFailed, setLogoFailed] = useState(false);
  const name = extraction.name ?? hostOf(extraction.final_url);
  const logo = extraction.logo_url && isWebUrl(extraction.logo_url) && !logoFailed ? extraction.logo_url : null;
  return (
    <header className="flex flex-col gap-5 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:flex-row sm:items-start print:shadow-none">
      <div className="flex h-20 w-20 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-stone-200 bg-stone-50 p-2">
        {logo ? (
          <img
            src={logo}
            alt={t('view.logo', { name })}
            referrerPolicy="no-referrer"
            loading="lazy"
            onError={() => setLogoFailed(true)}
            className="max-h-full max-w-full object-contain"
          />
        ) : (
          <span aria-hidden="true" className="text-2xl font-bold text-stone-400">
            {name.charAt(0).toUpperCase()}
          </span>
        )}
      </div>
      <div className="min-w-0 flex-1 space-y-2">
        <h3 className="text-xl font-bold tracking-tight text-ink-900">{name}</h3>
        {extraction.description && <p className="max-w-3xl text-sm leading-relaxed text-stone-700">{extraction.description}</p>}
        {isWebUrl(extraction.final_url) && (
          <a
            href={extraction.final_url}
            target="_blank"
            rel={EXTERNAL_REL}
            className="inline-flex max-w-full items-center gap-1 break-all text-sm font-medium text-brand-700 hover:underline"
          >
            {extraction.final_url}
            <Icon name="external" className="h-4 w-4" />
            <span className="sr-only">{t('view.newTab')}</span>
          </a>
        )}
      </div>
      <Source source={source} />
    </header>
  );
}

function Writing({ analysis }: { analysis: BrandAnalysisWriting }) {
  const { t } = useTranslation(NS);
  const headingId = useId();
  const parts: { key: 'positioning' | 'audience' | 'tone' | 'visual_identity'; label: string; icon: IconName }[] = [
    { key: 'positioning', label: t('view.positioning'), icon: 'flag' },
    { key: 'audience', label: t('view.audience'), icon: 'users' },
    { key: 'tone', label: t('view.tone'), icon: 'chat' },
    { key: 'visual_identity', label: t('view.visualIdentity'), icon: 'palette' },
  ];
  return (
    <section className="space-y-4" aria-labelledby={headingId}>
      <h3 id={headingId} className="text-base font-semibold text-ink-900">
        {t('view.writing')}
      </h3>
      <div className="rounded-2xl bg-brand-50 px-5 py-4 print:border print:border-brand-200">
        <h4 className="mb-1 text-xs font-semibold uppercase tracking-wide text-brand-700">{t('view.summary')}</h4>
        <p className="whitespace-pre-line text-[15px] leading-relaxed text-brand-900">{analysis.summary}</p>
      </div>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {parts.map((part) => (
          <div key={part.key} className="space-y-1.5 rounded-2xl border border-stone-200 bg-white p-5 break-inside-avoid">
            <h4 className="flex items-center gap-2 text-sm font-semibold text-ink-900">
              <Icon name={part.icon} className="h-4 w-4 text-brand-600" />
              {part.label}
            </h4>
            <p className="whitespace-pre-line text-sm leading-relaxed text-stone-700">{analysis[part.key]}</p>
          </div>
        ))}
      </div>
      <div className="space-y-2 rounded-2xl border border-amber-200 bg-amber-50/60 p-5 break-inside-avoid">
        <h4 className="flex items-center gap-2 text-sm font-semibold text-ink-900">
          <Icon name="rocket" className="h-4 w-4 text-amber-700" />
          {t('view.gaps')}
        </h4>
        <ul className="list-disc space-y-1.5 pl-5 text-sm leading-relaxed text-stone-800 marker:text-amber-600">
          {analysis.gaps_and_opportunities.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** One finding; `empty` says the site showed none of it. */
function Block({ title, icon, empty, children }: { title: string; icon: IconName; empty: boolean; children: ReactNode }) {
  const { t } = useTranslation(NS);
  return (
    <div className="min-w-0 space-y-2 break-inside-avoid">
      <h4 className="flex items-center gap-2 text-sm font-semibold text-ink-900">
        <Icon name={icon} className="h-4 w-4 text-brand-600" />
        {title}
      </h4>
      {empty ? <p className="text-sm text-stone-500">{t('view.none')}</p> : children}
    </div>
  );
}

/** What was read off the site: colours, fonts, headings, navigation, social links, languages. */
function Findings({ extraction }: { extraction: BrandExtraction }) {
  const { t, i18n } = useTranslation(NS);
  const headingId = useId();
  const { colors } = extraction;
  const anyColour = colors.theme_color || colors.css.length > 0 || colors.logo_palette.length > 0;
  return (
    <section className="space-y-4" aria-labelledby={headingId}>
      <h3 id={headingId} className="text-base font-semibold text-ink-900">
        {t('view.found')}
      </h3>
      <div className="grid grid-cols-1 gap-6 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm lg:grid-cols-2 print:shadow-none">
        <Block title={t('view.colors')} icon="palette" empty={!anyColour}>
          <dl className="space-y-3">
            {colors.theme_color && (
              <div className="space-y-1.5">
                <dt className="text-xs font-medium text-stone-500">{t('view.themeColor')}</dt>
                <dd>
                  <ColorSwatch hex={colors.theme_color} showHex />
                </dd>
              </div>
            )}
            {colors.css.length > 0 && (
              <div className="space-y-1.5">
                <dt className="text-xs font-medium text-stone-500">{t('view.cssColors')}</dt>
                <dd>
                  <ul className="flex flex-wrap gap-3">
                    {colors.css.map((c) => (
                      <li key={c.hex}>
                        <ColorSwatch hex={c.hex} showHex caption={t('view.uses', { count: c.count })} />
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            )}
            {colors.logo_palette.length > 0 && (
              <div className="space-y-1.5">
                <dt className="text-xs font-medium text-stone-500">{t('view.logoPalette')}</dt>
                <dd>
                  <ul className="flex flex-wrap gap-3">
                    {colors.logo_palette.map((hex) => (
                      <li key={hex}>
                        <ColorSwatch hex={hex} showHex />
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            )}
          </dl>
        </Block>
        <Block title={t('view.fonts')} icon="file" empty={extraction.fonts.length === 0}>
          <ul className="space-y-1.5">
            {extraction.fonts.map((font) => (
              // The name in its own face when this device has it; the fallback keeps it legible when not.
              <li key={font} className="truncate text-lg text-ink-900" style={{ fontFamily: `"${font.replace(/["\\]/g, '')}", system-ui, sans-serif` }}>
                {font}
              </li>
            ))}
          </ul>
        </Block>
        <Block title={t('view.headings')} icon="book" empty={extraction.headings.length === 0}>
          <ul className="space-y-1 text-sm text-stone-800">
            {extraction.headings.map((heading, i) => (
              <li key={i} className="border-l-2 border-brand-200 pl-3">
                {heading}
              </li>
            ))}
          </ul>
        </Block>
        <Block title={t('view.navigation')} icon="menu" empty={extraction.navigation.length === 0}>
          <ul className="flex flex-wrap gap-1.5">
            {extraction.navigation.map((item, i) => (
              <li key={i}>
                <SiteLink url={item.url} title={item.url} className={cx(chip, 'hover:bg-brand-50 hover:text-brand-800')} plainClassName={chip}>
                  {item.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </Block>
        <Block title={t('view.social')} icon="share" empty={extraction.social_links.length === 0}>
          <ul className="space-y-1 text-sm">
            {extraction.social_links.map((link, i) => (
              <li key={i} className="flex min-w-0 items-baseline gap-2">
                <span className="w-24 shrink-0 font-medium text-stone-700">{networkName(link.network)}</span>
                <SiteLink url={link.url} className="min-w-0 truncate text-brand-700 hover:underline" plainClassName="min-w-0 truncate text-stone-600">
                  {link.url.replace(/^https?:\/\/(www\.)?/i, '')}
                </SiteLink>
              </li>
            ))}
          </ul>
        </Block>
        <Block title={t('view.languages')} icon="chat" empty={extraction.languages.length === 0}>
          <ul className="flex flex-wrap gap-1.5">
            {extraction.languages.map((code, i) => (
              <li key={i} className={chip} title={code}>
                {languageName(code, i18n.language)}
              </li>
            ))}
          </ul>
        </Block>
      </div>
    </section>
  );
}

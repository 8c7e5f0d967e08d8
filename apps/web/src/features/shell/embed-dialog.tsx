import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMBED_STUB, embedLanguage, embedSnippet, hostedGenieLink, parseCustomStyles, type EmbedFlow } from '@genie/contracts';
import { CopyButton } from '../../ui/copy-button.tsx';
import { Modal } from '../../ui/dialog.tsx';
import { Icon } from '../../ui/icons.tsx';
import { cx } from '../../ui/cx.ts';
import { useInlineLogo } from './inline-logo.ts';
import { usePersonalInfo } from './use-personal-info.ts';

/** Where the WordPress plugin is offered (served by apps/server/src/http/embed-assets.ts). */
const WORDPRESS_PLUGIN_PATH = '/embed/genie-embed-wordpress.zip';

type Theme = 'light' | 'dark';
const platforms = ['html', 'wix', 'wordpress', 'webflow', 'hosted'] as const;

/** The CSP hash of the snippet's stub line, for sites with a strict Content-Security-Policy. */
function useStubHash(): string | null {
  const [hash, setHash] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void crypto.subtle?.digest('SHA-256', new TextEncoder().encode(EMBED_STUB)).then((digest) => {
      if (live) setHash(`'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`);
    });
    return () => {
      live = false;
    };
  }, []);
  return hash;
}

/**
 * The admin sidebar's embed dialog (spec §2): genie or mood board, light or dark, a live preview of
 * the panel, the snippet to copy (contracts embedSnippet, the same one the README shows) and
 * step-by-step instructions per site builder, with the hosted link for builders that allow no scripts.
 */
export function EmbedDialog({ open, onOpenChange, initialFlow = 'genie' }: { open: boolean; onOpenChange: (open: boolean) => void; initialFlow?: EmbedFlow }) {
  const { t, i18n } = useTranslation('shell');
  const info = usePersonalInfo();
  const [flow, setFlow] = useState<EmbedFlow>(initialFlow);
  const [theme, setTheme] = useState<Theme | null>(null);
  const hash = useStubHash();
  const logo = useInlineLogo(info.data?.data.logo ?? null);
  if (!info.data) return null;
  const { data } = info.data;
  const styles = parseCustomStyles(data.custom_styles);
  const chosenTheme = theme ?? styles.theme;
  const origin = window.location.origin;
  const snippet = embedSnippet({ origin, linkWords: data.genie_name, teamName: data.name || data.genie_name, flow, theme: chosenTheme, color: styles.primary, logo, language: embedLanguage(i18n.language) });
  const hosted = hostedGenieLink(origin, data.genie_name, flow);
  const preview = `/genie-embed/${encodeURIComponent(data.genie_name)}/${flow}?theme=${chosenTheme}&color=${encodeURIComponent(styles.primary)}`;
  const csp = [`script-src ${origin}${hash ? ` ${hash}` : ''}`, `frame-src ${origin}`, 'img-src data:'].join('; ');

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('embed.title')} description={t('embed.description')} className="sm:max-w-4xl">
      <div className="mt-5 grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0 space-y-5">
          <div className="flex flex-wrap gap-6">
            <Choice legend={t('embed.flow')} value={flow} onChange={setFlow} options={[['genie', t('embed.flows.genie')], ['mood-board', t('embed.flows.mood-board')]]} />
            <Choice legend={t('embed.theme')} value={chosenTheme} onChange={setTheme} options={[['light', t('embed.themes.light')], ['dark', t('embed.themes.dark')]]} />
          </div>
          <CodeBlock label={t('embed.snippet')} code={snippet} copyLabel={t('embed.copySnippet')} />
          <div>
            <h3 className="text-sm font-semibold text-ink-900">{t('embed.howTo')}</h3>
            <div className="mt-2 divide-y divide-stone-200 rounded-xl border border-stone-200">
              {platforms.map((platform) => (
                <details key={platform} className="group px-4 py-3" open={platform === 'html'}>
                  <summary className="cursor-pointer list-none font-medium text-ink-900 marker:hidden">
                    <span className="inline-flex items-center gap-2">
                      <Icon name="chevronDown" className="h-4 w-4 -rotate-90 transition-transform group-open:rotate-0" />
                      {t(`embed.platforms.${platform}.name`)}
                    </span>
                  </summary>
                  <ol className="mt-2 list-decimal space-y-1 pl-9 text-sm text-stone-700">
                    {(t(`embed.platforms.${platform}.steps`, { returnObjects: true }) as string[]).map((step) => (
                      <li key={step}>{step}</li>
                    ))}
                  </ol>
                  {platform === 'wordpress' && (
                    <a href={`${WORDPRESS_PLUGIN_PATH}?${new URLSearchParams({ genie: data.genie_name, team: data.name || data.genie_name, lang: i18n.language })}`} download className="mt-3 ml-9 inline-flex items-center gap-2 text-sm font-medium text-brand-700 hover:underline">
                      <Icon name="download" className="h-4 w-4" />
                      {t('embed.platforms.wordpress.download')}
                    </a>
                  )}
                  {platform === 'hosted' && <CodeBlock className="mt-3 ml-9" label={t('embed.platforms.hosted.link')} code={hosted} copyLabel={t('embed.copyLink')} />}
                </details>
              ))}
            </div>
          </div>
          <CodeBlock label={t('embed.csp')} hint={t('embed.cspHint')} code={csp} copyLabel={t('embed.copyCsp')} />
        </div>
        <div>
          <h3 className="text-sm font-semibold text-ink-900">{t('embed.preview')}</h3>
          <iframe
            key={preview}
            title={t('embed.previewLabel')}
            src={preview}
            className="mt-2 h-[28rem] w-full rounded-2xl border border-stone-300 shadow-lg"
          />
        </div>
      </div>
    </Modal>
  );
}

function Choice<T extends string>({ legend, value, onChange, options }: { legend: string; value: T; onChange: (v: T) => void; options: [T, string][] }) {
  const name = useId();
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink-900">{legend}</legend>
      <div className="mt-2 inline-flex rounded-lg border border-stone-300 p-0.5">
        {options.map(([v, label]) => (
          <label key={v} className={cx('cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-400', value === v ? 'bg-brand-600 text-white' : 'text-stone-700 hover:bg-stone-100')}>
            <input type="radio" name={name} value={v} checked={value === v} onChange={() => onChange(v)} className="sr-only" />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function CodeBlock({ label, hint, code, copyLabel, className }: { label: string; hint?: string; code: string; copyLabel: string; className?: string }) {
  const id = useId();
  return (
    <div className={className}>
      <div className="flex items-end justify-between gap-2">
        <label htmlFor={id} className="text-sm font-semibold text-ink-900">
          {label}
        </label>
        <CopyButton text={code} label={copyLabel} className="min-h-8 px-2.5 py-1 text-xs" />
      </div>
      {hint && <p className="mt-1 text-xs text-stone-600">{hint}</p>}
      <textarea
        id={id}
        readOnly
        value={code}
        rows={Math.min(6, code.split('\n').length + 1)}
        onFocus={(e) => e.currentTarget.select()}
        className="mt-2 block w-full resize-none rounded-lg border border-stone-300 bg-stone-50 px-3 py-2 font-mono text-xs text-ink-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
      />
    </div>
  );
}

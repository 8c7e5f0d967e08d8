import { useTranslation } from 'react-i18next';
import type { CustomStyles } from '@genie/contracts';
import { readableTextOn } from './color-contrast.ts';
import { TeamLogo } from './team-logo.tsx';

const themes = {
  dark: { screen: '#16141d', bubble: '#2b2837', bubbleText: '#f5f4f8', muted: '#a8a3b8', input: '#221f2c', border: '#34303f' },
  light: { screen: '#ffffff', bubble: '#f1eff6', bubbleText: '#1d1b26', muted: '#6b6678', input: '#f7f6fa', border: '#e4e1ec' },
} as const;

export interface ChatPreviewProps {
  styles: CustomStyles;
  teamName: string;
  logo: string | null;
  greeting: string;
}

/**
 * A phone-sized mock of the visitor chat in the designer's colours: the header and the visitor's own
 * messages use the primary colour, buttons and the send action the secondary one; text on each colour
 * is black or white, whichever reads better.
 */
export function ChatPreview({ styles, teamName, logo, greeting }: ChatPreviewProps) {
  const { t } = useTranslation('account');
  const theme = themes[styles.theme];
  const onPrimary = readableTextOn(styles.primary);
  const onSecondary = readableTextOn(styles.secondary);
  const name = teamName.trim() || t('styles.preview.teamFallback');
  return (
    <section aria-label={t('styles.preview.label')} data-theme={styles.theme} className="mx-auto w-[300px] shrink-0">
      <div className="overflow-hidden rounded-[2.4rem] border-[10px] border-ink-900 shadow-2xl" style={{ backgroundColor: theme.screen }}>
        <div className="flex justify-center pt-1.5 pb-1" style={{ backgroundColor: styles.primary }} aria-hidden="true">
          <span className="h-1.5 w-16 rounded-full bg-black/30" />
        </div>
        <div data-testid="preview-header" className="flex items-center gap-3 px-4 pt-2 pb-3" style={{ backgroundColor: styles.primary, color: onPrimary }}>
          <TeamLogo src={logo} name={name} className="h-9 w-9 text-base" />
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold">{name}</p>
            <p className="text-[11px] opacity-80">{t('styles.preview.online')}</p>
          </div>
        </div>
        <div className="flex h-[380px] flex-col gap-3 px-3 py-4 text-[13px] leading-snug">
          <p className="max-w-[85%] rounded-2xl rounded-tl-sm px-3 py-2" style={{ backgroundColor: theme.bubble, color: theme.bubbleText }}>
            {greeting.trim() || t('styles.preview.greetingFallback', { name })}
          </p>
          <p
            data-testid="preview-visitor-bubble"
            className="ml-auto max-w-[85%] rounded-2xl rounded-tr-sm px-3 py-2"
            style={{ backgroundColor: styles.primary, color: onPrimary }}
          >
            {t('styles.preview.visitorMessage')}
          </p>
          <p className="max-w-[85%] rounded-2xl rounded-tl-sm px-3 py-2" style={{ backgroundColor: theme.bubble, color: theme.bubbleText }}>
            {t('styles.preview.botReply')}
          </p>
          <span
            data-testid="preview-button"
            className="mt-1 self-start rounded-full px-4 py-2 text-[13px] font-semibold shadow-sm"
            style={{ backgroundColor: styles.secondary, color: onSecondary }}
          >
            {t('styles.preview.button')}
          </span>
        </div>
        <div className="flex items-center gap-2 border-t px-3 py-3" style={{ borderColor: theme.border }}>
          <span className="flex-1 truncate rounded-full px-3 py-2 text-[12px]" style={{ backgroundColor: theme.input, color: theme.muted }}>
            {t('styles.preview.inputPlaceholder')}
          </span>
          <span className="inline-flex h-8 w-8 items-center justify-center rounded-full" style={{ backgroundColor: styles.secondary, color: onSecondary }} aria-hidden="true">
            <svg viewBox="0 0 24 24" className="h-4 w-4" fill="currentColor">
              <path d="M3.4 20.4 21 12 3.4 3.6 3.3 10l12.6 2-12.6 2z" />
            </svg>
          </span>
        </div>
      </div>
    </section>
  );
}

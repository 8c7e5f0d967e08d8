import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BrandAnalysisReply, SuggestionsReply } from '@genie/contracts';
import { ApiError } from '../../app/api-client.ts';
import { useErrorText } from '../../app/error-message.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Icon, type IconName } from '../../ui/icons.tsx';
import { Spinner } from '../../ui/spinner.tsx';

/** The states the AI Suggestions and AI Brand Analysis tabs share: a card per state, the wait, a failure, who wrote it. */

/** Codes that say something more useful than the spec's generic "Something went wrong. Please try again." */
const specificErrors = new Set(['network_error', 'rate_limited', 'subscription_expired', 'plan_feature_locked', 'unauthorized', 'forbidden', 'not_found']);

/** What to say about a failed call: the error's own words when they help, otherwise `fallback`. */
export function useAiErrorMessage(fallback: string) {
  const errorText = useErrorText();
  return (error: unknown) => (error instanceof ApiError && specificErrors.has(error.code) ? errorText.api(error) : fallback);
}

/** The plan lacks the feature (or has run out): upgrading, not retrying, is the way on. */
export const isPlanLocked = (error: unknown) => error instanceof ApiError && (error.code === 'plan_feature_locked' || error.code === 'subscription_expired');

/** A state of a tab: an icon, a title, a line of text and what the designer can do about it. */
export function StateCard({ icon, tone = 'brand', title, text, children }: { icon: IconName; tone?: 'brand' | 'error'; title: string; text: ReactNode; children?: ReactNode }) {
  return (
    <Card className="space-y-4 p-6">
      <div className="flex items-start gap-3">
        <span className={tone === 'error' ? 'flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-red-50 text-red-600' : 'flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600'}>
          <Icon name={icon} />
        </span>
        <div className="min-w-0 space-y-1">
          <h3 className="text-base font-semibold text-ink-900">{title}</h3>
          {text && <div className="max-w-2xl break-words text-sm text-stone-600">{text}</div>}
        </div>
      </div>
      {children}
    </Card>
  );
}

/** The wait for writing or a background job: a live status with a moving bar under it. */
export function ProgressCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="overflow-hidden p-0">
      <div role="status" className="flex items-start gap-3 p-6">
        <Spinner className="mt-0.5 h-6 w-6 shrink-0 text-brand-600" />
        <div className="min-w-0 space-y-1">
          <h3 className="text-base font-semibold text-ink-900">{title}</h3>
          {children}
        </div>
      </div>
      <div className="h-1 w-full overflow-hidden bg-brand-50" aria-hidden="true">
        <div className="h-full w-1/3 animate-[genie-progress_1.6s_ease-in-out_infinite] bg-gradient-to-r from-brand-500 to-accent-500 motion-reduce:w-full motion-reduce:animate-none" />
      </div>
    </Card>
  );
}

/** A failed load or start, with Try again; `action` takes its place when retrying cannot help. */
export function Failure({ message, onRetry, retrying, action }: { message: string; onRetry: () => void; retrying?: boolean; action?: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
      <p role="alert" className="text-sm font-medium text-red-800">
        {message}
      </p>
      {action ?? (
        <Button variant="secondary" onClick={onRetry} busy={retrying} className="self-start sm:self-auto">
          {t('retry')}
        </Button>
      )}
    </div>
  );
}

/** Written by an AI model or composed by Genie's rules; `children` says so in the tab's own words. */
export function SourceBadge({ source, children }: { source: NonNullable<SuggestionsReply['suggestions']>['source'] | NonNullable<BrandAnalysisReply['source']>; children: ReactNode }) {
  const llm = source === 'llm';
  return (
    <Badge tone={llm ? 'brand' : 'neutral'}>
      <Icon name={llm ? 'sparkles' : 'file'} className="h-3.5 w-3.5" />
      {children}
    </Badge>
  );
}

import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../app/api-client.ts';
import { useErrorText } from '../../app/error-message.ts';
import { Alert } from '../../ui/alert.tsx';

interface Failure {
  /** Changes with every failure, so a repeated failure shows (and times) a fresh alert. */
  id: number;
  error: unknown;
}

/** The last failed submission, shown as an error alert that removes itself after 3 seconds (spec §4/§9). */
export function useFailure() {
  const [failure, setFailure] = useState<Failure | null>(null);
  const show = useCallback((error: unknown) => setFailure((f) => ({ id: (f?.id ?? 0) + 1, error })), []);
  const dismiss = useCallback(() => setFailure(null), []);
  return { failure, show, dismiss };
}

/** Trouble reaching the server is worth saying as such; other refusals get the screen's own message. */
export function isTransportTrouble(error: unknown): boolean {
  return (
    !(error instanceof ApiError) ||
    error.status === 0 ||
    error.status >= 500 ||
    error.code === 'rate_limited' ||
    error.code === 'invalid_response' ||
    error.code === 'network_error'
  );
}

export interface FailureAlertProps {
  failure: Failure | null;
  onDismiss: () => void;
  /** The message for a refused request (e.g. spec §8's login failure). */
  refusedText: string;
}

export function FailureAlert({ failure, onDismiss, refusedText }: FailureAlertProps) {
  const { t } = useTranslation('common');
  const errorText = useErrorText();
  if (!failure) return null;
  return (
    <Alert key={failure.id} title={t('error')} onDismiss={onDismiss} className="mb-5">
      {isTransportTrouble(failure.error) ? errorText.api(failure.error) : refusedText}
    </Alert>
  );
}

import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../app/api-client.ts';
import { useErrorText } from '../../app/error-message.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { PageLoading } from '../../ui/spinner.tsx';

/** A query's loading and error states (with Try again), then `children` with its data. */
export function QueryState<T>({ query, children }: { query: UseQueryResult<T, unknown>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation(['common', 'errors']);
  const errorText = useErrorText();
  if (query.isPending) return <PageLoading />;
  if (query.isError)
    return (
      <Alert>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <span>{query.error instanceof ApiError && query.error.status === 404 ? t('errors:not_found') : errorText.api(query.error)}</span>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('common:retry')}
          </Button>
        </div>
      </Alert>
    );
  return <>{children(query.data)}</>;
}

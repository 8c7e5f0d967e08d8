import { useTranslation } from 'react-i18next';
import { isValidationKey } from '@genie/contracts';
import { ApiError } from './api-client.ts';

/**
 * Translates what went wrong: a validation key from a zod schema (form errors or the server's `fields`),
 * or an ApiError's code; unknown codes fall back to the server's own msg.
 */
export function useErrorText() {
  const { t } = useTranslation(['validation', 'errors']);
  return {
    field(message: string | undefined): string | undefined {
      if (!message) return undefined;
      return isValidationKey(message) ? t(`validation:${message}`) : message;
    },
    api(error: unknown): string {
      if (error instanceof ApiError) {
        const key = `errors:${error.code}`;
        const text = t(key, { defaultValue: '' });
        return text || error.msg || t('errors:internal_error');
      }
      return t('errors:internal_error');
    },
  };
}

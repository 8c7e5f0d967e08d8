import { useTranslation } from 'react-i18next';
import { genieValidationMessages, isValidationKey, visitorValidationMessages, workspaceValidationMessages } from '@genie/contracts';
import { ApiError } from './api-client.ts';

function visitorEnglish(message: string): string | undefined {
  if (Object.hasOwn(visitorValidationMessages, message)) return visitorValidationMessages[message as keyof typeof visitorValidationMessages];
  if (Object.hasOwn(genieValidationMessages, message)) return genieValidationMessages[message as keyof typeof genieValidationMessages];
  return undefined;
}

/**
 * Translates what went wrong: a validation key from a zod schema (form errors or the server's `fields`),
 * or an ApiError's code; unknown codes fall back to the server's own msg. The visitor screens' keys
 * (visitorValidationMessages, genieValidationMessages) come from the visitor catalog `genie-validation`,
 * which those screens load; elsewhere the contract's English stands in.
 */
export function useErrorText() {
  const { t } = useTranslation(['validation', 'errors']);
  return {
    field(message: string | undefined): string | undefined {
      if (!message) return undefined;
      if (isValidationKey(message)) return t(`validation:${message}`);
      if (Object.hasOwn(workspaceValidationMessages, message)) {
        return t(`validation:${message}`, { defaultValue: workspaceValidationMessages[message as keyof typeof workspaceValidationMessages] });
      }
      const english = visitorEnglish(message);
      return english ? t(`genie-validation:${message}`, { defaultValue: english }) : message;
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

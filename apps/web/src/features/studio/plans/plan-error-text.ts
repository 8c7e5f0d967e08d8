import { useTranslation } from 'react-i18next';
import { studioPlanValidationMessages } from '@genie/contracts';
import { ApiError } from '../../../app/api-client.ts';
import { useErrorText } from '../../../app/error-message.ts';

/** The plan tools' own error codes; their words live in the `studio-plans` catalog, not the shared one. */
export const planErrorCodes = ['plan_image_too_small', 'plan_no_walls_found', 'plan_no_rooms_found'] as const;

const isPlanValidationKey = (key: string) => Object.hasOwn(studioPlanValidationMessages, key);

/**
 * A failed call in words: the first field's validation message when the server named one (the plan
 * tools' keys from the `studio-plans` catalog), the plan tools' error codes, else the studio's messages.
 */
export function usePlanErrorText() {
  const { t } = useTranslation('studio-plans');
  const errorText = useErrorText();
  return (error: unknown): string => {
    if (error instanceof ApiError) {
      const key = Object.values(error.fields)[0];
      if (key && isPlanValidationKey(key)) return t(`validation.${key}`);
      if (key) return errorText.field(key) ?? errorText.api(error);
      if ((planErrorCodes as readonly string[]).includes(error.code)) return t(`errors.${error.code}`);
    }
    return errorText.api(error);
  };
}

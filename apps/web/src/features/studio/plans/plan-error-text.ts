import { ApiError } from '../../../app/api-client.ts';
import { useErrorText } from '../../../app/error-message.ts';

/** A failed call in words: the first field's validation message when the server named one, else the error code's. */
export function usePlanErrorText() {
  const errorText = useErrorText();
  return (error: unknown): string => {
    const key = error instanceof ApiError ? Object.values(error.fields)[0] : undefined;
    return (key && errorText.field(key)) || errorText.api(error);
  };
}

import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ClientRequestDetailReply, UpdateClientRequestInput } from '@genie/contracts';
import { clientRequestKey, clientRequestsKey, updateClientRequest } from './api.ts';

/**
 * Saves an edit of the overview. The reply is the request as stored; then everything under the
 * request is refetched (the AI suggestions come back marked stale) and so is the list.
 */
export function useUpdateRequest(clientId: string) {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  return async (input: UpdateClientRequestInput) => {
    const reply = await updateClientRequest(clientId, input, i18n.language);
    queryClient.setQueryData<ClientRequestDetailReply>(clientRequestKey(clientId), reply);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: clientRequestKey(clientId) }),
      queryClient.invalidateQueries({ queryKey: clientRequestsKey }),
    ]);
    return reply;
  };
}

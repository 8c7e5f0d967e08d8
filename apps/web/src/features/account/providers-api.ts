import { useQuery } from '@tanstack/react-query';
import {
  okReply,
  providerConnectionReply,
  providerConnectionsReply,
  providerTestReply,
  type ConnectImageProviderInput,
  type ConnectLlmProviderInput,
  type ProviderConnectionsReply,
  type ProviderKind,
} from '@genie/contracts';
import { api, type ApiError } from '../../app/api-client.ts';

export const providersKey = ['my_providers'] as const;

/** GET /api/my/providers/: the studio's own image provider and LLM (never their keys), and the server's defaults. */
export function useProviderConnections() {
  return useQuery<ProviderConnectionsReply, ApiError>({
    queryKey: providersKey,
    queryFn: ({ signal }) => api('/my/providers/', { schema: providerConnectionsReply, signal }),
  });
}

/** PUT /api/my/providers/image/: connect or change the image provider (an empty key keeps the saved one). */
export function connectImageProvider(input: ConnectImageProviderInput) {
  return api('/my/providers/image/', { method: 'PUT', json: input, schema: providerConnectionReply });
}

/** PUT /api/my/providers/llm/: connect or change the OpenAI-compatible LLM. */
export function connectLlmProvider(input: ConnectLlmProviderInput) {
  return api('/my/providers/llm/', { method: 'PUT', json: input, schema: providerConnectionReply });
}

/** POST /api/my/providers/{kind}/test/: one small call with the saved key. */
export function testProvider(kind: ProviderKind) {
  return api(`/my/providers/${kind}/test/`, { method: 'POST', schema: providerTestReply });
}

/** DELETE /api/my/providers/{kind}/: back to the server's default. */
export function disconnectProvider(kind: ProviderKind) {
  return api(`/my/providers/${kind}/`, { method: 'DELETE', schema: okReply });
}

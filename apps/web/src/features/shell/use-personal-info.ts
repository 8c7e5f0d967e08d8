import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { personalInfoReply, type PersonalInfoReply } from '@genie/contracts';
import { api, type ApiError } from '../../app/api-client.ts';
import { useToken } from '../../app/auth.ts';

/** The query key of the designer's own account; invalidate it after any change to the account. */
export const personalInfoKey = ['personal_info'] as const;

/** GET /api/accounts/personal_info/: the signed-in designer's account, subscription and plan (shared by the shell, account and plan screens). */
export function usePersonalInfo(): UseQueryResult<PersonalInfoReply, ApiError> {
  const token = useToken();
  return useQuery<PersonalInfoReply, ApiError>({
    queryKey: personalInfoKey,
    queryFn: ({ signal }) => api('/accounts/personal_info/', { schema: personalInfoReply, signal }),
    enabled: token !== null,
  });
}

import { useQuery } from '@tanstack/react-query';
import type { ResetTokenAnswer } from '@portal/contracts/api/account';
import { api, type Envelope } from '@portal/shared-auth';
import type { NewPassword } from '../../../lib/password-schema';

export type ResetLinkPolicy = ResetTokenAnswer;

/** `GET /api/auth/reset-password/{token}`: is the link still good, and the user's policy. */
export function checkResetLink(token: string, signal?: AbortSignal): Promise<ResetLinkPolicy> {
  return api.get<ResetLinkPolicy>(`/api/auth/reset-password/${encodeURIComponent(token)}`, {
    skipAuthRefresh: true,
    silent: true,
    signal,
  });
}

/** The link's policy; a spent or unknown link is an error at once (no retry, never cached). */
export function useResetLink(token: string) {
  return useQuery({
    queryKey: ['reset-password', token],
    queryFn: ({ signal }) => checkResetLink(token, signal),
    retry: false,
    gcTime: 0,
  });
}

/** `POST /api/auth/reset-password`: spends the link and sets the new password. */
export function resetPassword(token: string, values: NewPassword): Promise<Envelope<null>> {
  return api.request<null>({
    method: 'POST',
    url: '/api/auth/reset-password',
    data: { token, ...values },
    skipAuthRefresh: true,
    silent: true,
  });
}

import { api, type Envelope } from '@portal/shared-auth';

/** `POST /api/auth/unlock-account`: spends the mailed link and lifts the lock. */
export function unlockAccount(token: string): Promise<Envelope<null>> {
  return api.request<null>({
    method: 'POST',
    url: '/api/auth/unlock-account',
    data: { token },
    skipAuthRefresh: true,
    silent: true,
  });
}

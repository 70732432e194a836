import { accountEndpoints } from '@portal/contracts/endpoints/account';
import { callForEnvelope, type Envelope } from '@portal/shared-auth';

/** Spends the mailed link and lifts the lock. */
export function unlockAccount(token: string): Promise<Envelope<null>> {
  return callForEnvelope(
    accountEndpoints.postAuthUnlockAccount,
    { body: { token } },
    { skipAuthRefresh: true, silent: true },
  );
}

import { useState } from 'react';
import { useParams } from '@portal/shared-auth/router';
import { ApiError } from '@portal/shared-auth';
import { Alert, Button } from '@portal/shared-ui';
import { Result } from '@portal/shared-ui/result';
import { unlockAccount } from '../api/unlock-account';
import { AccountCard } from './account-card';

/**
 * `/unlock-account/{token}`: the mailed unlock link. It unlocks on a click, not on opening,
 * so a mail scanner that prefetches links does not spend it.
 */
export function UnlockAccountPage() {
  const { token = '' } = useParams();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function unlock() {
    setBusy(true);
    setError(null);
    try {
      const answer = await unlockAccount(token);
      setDone(answer.message ?? 'Account sbloccato.');
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : 'Operazione non riuscita. Riprova.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <AccountCard
      title="Sblocca il tuo account"
      intro={done ? undefined : "L'account è stato bloccato dopo troppi tentativi di accesso non riusciti."}
    >
      {done ? (
        <Result status="success" title="Account sbloccato" subTitle={done} />
      ) : (
        <>
          {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
          <Button type="primary" block loading={busy} onClick={() => void unlock()}>
            Sblocca account
          </Button>
        </>
      )}
    </AccountCard>
  );
}

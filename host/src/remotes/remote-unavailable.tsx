import { Button } from '@portal/shared-ui/shell';
import { Result } from '@portal/shared-ui/result';

/** What a remote's area shows when the remote cannot be loaded or has failed. */
export function RemoteUnavailable({ title, onRetry, busy }: { title: string; onRetry: () => void; busy?: boolean }) {
  return (
    <Result
      status="warning"
      title={`La sezione «${title}» non è al momento disponibile`}
      subTitle="Il resto del portale funziona normalmente. Riprova tra qualche istante."
      extra={
        <Button type="primary" onClick={onRetry} loading={busy}>
          Riprova
        </Button>
      }
    />
  );
}

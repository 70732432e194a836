import { ApiError } from '@portal/shared-auth';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';

export interface LoadErrorProps {
  error: Error;
  /** What could not be read: 'Impossibile caricare i mesi.' */
  title?: string;
  /** 'Riprova': asks again (a query's `refetch`). */
  onRetry?: () => void;
}

/**
 * A read that failed: what could not be read, the server's own words when it gave any (a
 * provider that does not answer) and 'Riprova'. One look for every screen, list or panel.
 */
export function LoadError({ error, title = 'Impossibile caricare i dati.', onRetry }: LoadErrorProps) {
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={error instanceof ApiError ? error.message : undefined}
      action={onRetry && <Button onClick={onRetry}>Riprova</Button>}
    />
  );
}

import { useEffect } from 'react';
import { configureClientHooks } from '@portal/shared-auth';
import { App } from '@portal/shared-ui/shell';

/** Failed calls show their message as a toast (spec 000 §8), in the tenant's theme. */
export function ToastBridge() {
  const { message } = App.useApp();
  useEffect(() => {
    configureClientHooks({ notifyError: (text) => void message.error(text) });
  }, [message]);
  return null;
}

import { useState } from 'react';
import { IMPERSONATION_DELAYS, startImpersonation } from '@portal/shared-auth';
import { Button, UserSwitchOutlined } from '@portal/shared-ui';
import type { PermissionUser } from '../types/permission-user';

/**
 * 'Mutaforma' (spec 002 §2.16): signs in as this user through the platform's one
 * impersonation flow. The server decides who may do it and whom; a refusal shows its
 * message ('Non disponi dei privilegi necessari per eseguire questa azione') as a toast.
 */
export function ShapeshiftButton({ user }: { user: PermissionUser }) {
  const [busy, setBusy] = useState(false);

  function shapeshift() {
    setBusy(true);
    startImpersonation(user.login, {
      reloadDelay: IMPERSONATION_DELAYS.afterStartFromPermissionManagement,
    }).catch(() => setBusy(false));
  }

  return (
    <Button
      icon={<UserSwitchOutlined />}
      loading={busy}
      onClick={shapeshift}
      aria-label={`Mutaforma (accedi come ${user.name} ${user.lastName})`}
    >
      Mutaforma
    </Button>
  );
}

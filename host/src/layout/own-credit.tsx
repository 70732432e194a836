import { memo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ownCreditQuery } from '@portal/shared-auth/query';
import { formatEuro } from '@portal/shared-ui/shell';

/**
 * The client's credit in the top bar (issue 46): every user of a client sees what is left
 * before ordering; the credit dashboard, the movements and the billing stay behind their
 * permissions. Nothing is drawn until the credit is known, nor when it cannot be read.
 */
export const OwnCredit = memo(function OwnCredit() {
  const credit = useQuery(ownCreditQuery());
  if (!credit.data) return null;
  const amount = formatEuro(credit.data.credit);
  return (
    <span className="portal-own-credit" role="status" aria-label={`Credito del cliente: ${amount}`}>
      <span className="portal-own-credit-label" aria-hidden="true">
        Credito{' '}
      </span>
      <strong aria-hidden="true">{amount}</strong>
    </span>
  );
});

/**
 * The credit of the signed-in user's client (the top bar's balance): one query in the page's
 * one cache, so that whatever moves the credit (an order, a cancellation, a top-up, in any
 * remote) refreshes it with one call, without knowing who shows it.
 */
import { queryOptions } from '@tanstack/react-query';
import { meEndpoints } from '@portal/contracts/endpoints/me';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the main entry, another shared module
import { call } from '@portal/shared-auth';
import { queryClient } from './query-client';

const OWN_CREDIT_KEY = ['shared', 'own-credit'] as const;

export const ownCreditQuery = () =>
  queryOptions({
    queryKey: OWN_CREDIT_KEY,
    queryFn: ({ signal }) => call(meEndpoints.getMeCredit, undefined, { signal }),
    // Another user of the client may spend meanwhile: asked again now and then.
    refetchInterval: 60_000,
  });

/** After anything that moves the credit: the balance is asked again. */
export const refreshOwnCredit = () => queryClient.invalidateQueries({ queryKey: OWN_CREDIT_KEY });

import { platformEndpoints } from '@portal/contracts/endpoints/platform';
import { endpointMutation, endpointQueries } from '@portal/shared-auth/query';

/** The host's own server state, apart from the remotes' (each has its namespace). */
export const hostQueries = endpointQueries('host');

export const remoteHealthQuery = (hours: number) =>
  hostQueries.options(platformEndpoints.getPlatformRemotesHealth, { query: { hours } });

export const saveCanaryWatch = endpointMutation(platformEndpoints.putPlatformCanaryWatchByApp);

/** Every window of the health screen. */
export const remoteHealthKey = () => hostQueries.key(platformEndpoints.getPlatformRemotesHealth);

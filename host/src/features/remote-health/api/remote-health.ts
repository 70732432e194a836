import { platformEndpoints } from '@portal/contracts/endpoints/platform';
import { endpointMutation } from '@portal/shared-auth/query';
import { hostQueries } from '../../../lib/query-keys';

export const remoteHealthQuery = (hours: number) =>
  hostQueries.options(platformEndpoints.getPlatformRemotesHealth, { query: { hours } });

export const saveCanaryWatch = endpointMutation(platformEndpoints.putPlatformCanaryWatchByApp);

/** Every window of the health screen. */
export const remoteHealthKey = () => hostQueries.key(platformEndpoints.getPlatformRemotesHealth);

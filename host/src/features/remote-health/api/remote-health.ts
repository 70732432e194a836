import { platformEndpoints } from '@portal/contracts/endpoints/platform';
import { endpointMutation } from '@portal/shared-auth/query';
import { hostQueries } from '../../../lib/query-keys';

export const remoteHealthQuery = (hours: number) =>
  hostQueries.options(platformEndpoints.getPlatformRemotesHealth, { query: { hours } });

export const saveCanaryWatch = endpointMutation(platformEndpoints.putPlatformCanaryWatchByApp);

/** Every window of the health screen. */
export const remoteHealthKey = () => hostQueries.key(platformEndpoints.getPlatformRemotesHealth);

export const registeredRemotesQuery = () => hostQueries.options(platformEndpoints.getPlatformRemotesRegistered, {});
export const registeredRemotesKey = () => hostQueries.key(platformEndpoints.getPlatformRemotesRegistered);
export const registerRemote = endpointMutation(platformEndpoints.postPlatformRemotesRegistered);
export const renewRemoteToken = endpointMutation(platformEndpoints.postPlatformRemotesTokenByApp);
export const revokeRemoteToken = endpointMutation(platformEndpoints.deletePlatformRemotesTokenByApp);

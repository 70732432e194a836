import { useQueryClient } from '@tanstack/react-query';
import { linesEndpoints } from '@portal/contracts/endpoints/lines';
import { servicesEndpoints } from '@portal/contracts/endpoints/services';
import { adminQueries } from '../../../api/admin-queries';

const SERVICES_AND_LINES = adminQueries.about(servicesEndpoints, linesEndpoints);

/** After a service changes: the services, and the lines it took or let go, are fetched again. */
export function useInvalidateServices() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries(SERVICES_AND_LINES);
}

import { useQueryClient } from '@tanstack/react-query';
import { CATALOGUE_KEYS } from '../../../api/catalogue-keys';

/** After a service changes: the services, and the lines it took or let go, are fetched again. */
export function useInvalidateServices() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: CATALOGUE_KEYS.services }),
      queryClient.invalidateQueries({ queryKey: CATALOGUE_KEYS.lines }),
    ]);
}

import { usersEndpoints } from '@portal/contracts/endpoints/users';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@portal/shared-auth';
import type { NewProfileInput } from '../types/user';
import { adminQueries } from '../../../api/admin-queries';

const profiles = adminQueries.options(usersEndpoints.getProfiles, {});

/** GET /api/profiles: the tenant's profiles, by code. */
export function useProfiles() {
  return useQuery(profiles);
}

/** POST /api/profile. */
export function useCreateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: NewProfileInput) => call(usersEndpoints.postProfile, { body: profile }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profiles.queryKey }),
  });
}

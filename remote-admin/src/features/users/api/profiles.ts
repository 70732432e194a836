import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@portal/shared-auth';
import type { NewProfileInput, Profile } from '../types/user';
import { userKeys } from './get-users';

/** GET /api/profiles: the tenant's profiles, by code. */
export function useProfiles() {
  return useQuery({
    queryKey: userKeys.profiles,
    queryFn: ({ signal }) => api.get<Profile[]>('/api/profiles', { signal }),
  });
}

/** POST /api/profile. */
export function useCreateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: NewProfileInput) => api.post<Profile>('/api/profile', profile),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.profiles }),
  });
}

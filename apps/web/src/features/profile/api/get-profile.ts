import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api-client';

export interface Profile {
  name: string;
  email: string;
  username: string | null;
  has_photo: boolean;
}

export const profileQuery = () =>
  queryOptions({
    queryKey: ['profile'],
    queryFn: async () => unwrap(await apiClient.get<Profile>('profile')),
  });

export function useProfile() {
  return useQuery(profileQuery());
}

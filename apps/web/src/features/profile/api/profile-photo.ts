import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PHOTO_MAX_BYTES, PHOTO_MIME_TYPES } from '@erapor/shared/auth/profile.schemas';
import { apiClient, unwrap, type ApiResult } from '../../../lib/api-client';

export type PhotoProblem = 'type' | 'size';

/** Client-side copy of the server's rule: JPEG or PNG, at most 1 MB. */
export function checkPhoto(file: File): PhotoProblem | null {
  if (!(PHOTO_MIME_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > PHOTO_MAX_BYTES) return 'size';
  return null;
}

export const profilePhotoQuery = (userId: string | undefined, enabled: boolean) =>
  queryOptions({
    queryKey: ['profile', 'photo', userId],
    // The photo needs the Bearer token, so it is fetched as a blob and shown via an object URL.
    queryFn: async () =>
      URL.createObjectURL(
        unwrap(await apiClient.get<Blob>('profile/photo', { responseType: 'blob' })),
      ),
    enabled: enabled && userId !== undefined,
    staleTime: Infinity,
    retry: false,
  });

export function useProfilePhotoUrl(userId: string | undefined, hasPhoto: boolean): string | null {
  const query = useQuery(profilePhotoQuery(userId, hasPhoto));
  const url = hasPhoto ? (query.data ?? null) : null;
  useEffect(() => {
    return () => {
      if (query.data) URL.revokeObjectURL(query.data);
    };
  }, [query.data]);
  return url;
}

export function uploadProfilePhoto(file: File): Promise<ApiResult<{ message: string }>> {
  const formData = new FormData();
  formData.append('photo', file);
  return apiClient.request<{ message: string }>('profile/photo', { method: 'POST', formData });
}

export function deleteProfilePhoto(): Promise<ApiResult<{ message: string }>> {
  return apiClient.delete<{ message: string }>('profile/photo');
}

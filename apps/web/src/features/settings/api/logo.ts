import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { LOGO_MAX_BYTES } from '@erapor/shared/settings/settings.schemas';
import { apiClient, unwrap, type ApiResult } from '../../../lib/api-client';

export function checkLogo(file: File): 'type' | 'size' | null {
  if (!['image/png', 'image/jpeg'].includes(file.type)) return 'type';
  if (file.size > LOGO_MAX_BYTES) return 'size';
  return null;
}

const logoQuery = (enabled: boolean, version: number) =>
  queryOptions({
    queryKey: ['setting', 'logo', version],
    // The logo needs the Bearer token, so it is fetched as a blob and shown via an object URL.
    queryFn: async () =>
      URL.createObjectURL(
        unwrap(await apiClient.get<Blob>('setting/logo', { responseType: 'blob' })),
      ),
    enabled,
    staleTime: Infinity,
    retry: false,
  });

export function useLogoUrl(hasLogo: boolean, version: number): string | null {
  const query = useQuery(logoQuery(hasLogo, version));
  useEffect(() => {
    return () => {
      if (query.data) URL.revokeObjectURL(query.data);
    };
  }, [query.data]);
  return hasLogo ? (query.data ?? null) : null;
}

export function uploadLogo(file: File): Promise<ApiResult<{ message: string }>> {
  const formData = new FormData();
  formData.append('logo', file);
  return apiClient.request('setting/logo', { method: 'POST', formData });
}

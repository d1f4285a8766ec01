import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RoleName } from '@erapor/shared/abilities/roles';
import type { PenggunaDetail, PenggunaPage } from '@erapor/shared/pengguna/pengguna.schemas';
import { apiClient, unwrap, type ApiResult } from '../../../lib/api-client';

export interface PenggunaFilter {
  page: number;
  perPage: number;
  q: string;
  role: RoleName | null;
  sort: 'name' | 'email' | 'last_login_at';
  order: 'asc' | 'desc';
}

function queryString(filter: PenggunaFilter): string {
  const params = new URLSearchParams({
    page: String(filter.page),
    per_page: String(filter.perPage),
    sort: filter.sort,
    order: filter.order,
  });
  if (filter.q.trim()) params.set('q', filter.q.trim());
  if (filter.role) params.set('role', filter.role);
  return params.toString();
}

export const penggunaListQuery = (filter: PenggunaFilter) =>
  queryOptions({
    queryKey: ['pengguna', 'list', filter],
    queryFn: async () =>
      unwrap(await apiClient.get<PenggunaPage>(`pengguna?${queryString(filter)}`)),
    placeholderData: keepPreviousData,
  });

export function usePenggunaList(filter: PenggunaFilter) {
  return useQuery(penggunaListQuery(filter));
}

export function usePenggunaDetail(userId: string | null) {
  return useQuery({
    queryKey: ['pengguna', 'detail', userId],
    queryFn: async () => unwrap(await apiClient.get<PenggunaDetail>(`pengguna/${userId ?? ''}`)),
    enabled: userId !== null,
  });
}

export function addPeran(userId: string, role: RoleName): Promise<ApiResult<{ message: string }>> {
  return apiClient.post(`pengguna/${userId}/peran`, { role });
}

export function removePeran(
  userId: string,
  role: RoleName,
): Promise<ApiResult<{ message: string }>> {
  return apiClient.delete(`pengguna/${userId}/peran/${role}`);
}

export function resetPassword(
  userId: string,
): Promise<ApiResult<{ message: string; password: string }>> {
  return apiClient.post(`pengguna/${userId}/reset-password`);
}

export function generatePengguna(): Promise<
  ApiResult<{ message: string; created_guru: number; created_pd: number }>
> {
  return apiClient.post('pengguna/generate');
}

/** The XLSX needs the Bearer token: fetched as a blob, then saved through a temporary link. */
export async function downloadAccounts(): Promise<ApiResult<Blob>> {
  const result = await apiClient.get<Blob>('pengguna/export.xlsx', { responseType: 'blob' });
  if (result.ok) {
    const url = URL.createObjectURL(result.data);
    const link = document.createElement('a');
    link.href = url;
    link.download = 'akun-pengguna.xlsx';
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
  return result;
}

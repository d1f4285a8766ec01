import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SaveSettingsBody, SettingsDto } from '@erapor/shared/settings/settings.schemas';
import type { Semester } from '@erapor/shared/auth/auth.schemas';
import { apiClient, unwrap, type ApiResult } from '../../../lib/api-client';

export const settingsQuery = () =>
  queryOptions({
    queryKey: ['setting'],
    queryFn: async () => unwrap(await apiClient.get<SettingsDto>('setting')),
  });

export function useSettings() {
  return useQuery(settingsQuery());
}

export function saveSettings(body: SaveSettingsBody): Promise<ApiResult<{ message: string }>> {
  return apiClient.put('setting', body);
}

export function addNextSemester(): Promise<ApiResult<{ semester: Semester }>> {
  return apiClient.post('semester/next');
}

export function activateSemester(
  semesterId: string,
): Promise<ApiResult<{ semesters: Semester[] }>> {
  return apiClient.put('semester/active', { semester_id: semesterId });
}

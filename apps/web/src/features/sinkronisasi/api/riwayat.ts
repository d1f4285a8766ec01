import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SyncRun } from '@erapor/shared/sinkronisasi/sinkronisasi.schemas';
import { apiClient, unwrap } from '../../../lib/api-client';

export function isRunning(run: Pick<SyncRun, 'status'> | undefined): boolean {
  return run?.status === 'queued' || run?.status === 'running';
}

export const riwayatQuery = () =>
  queryOptions({
    queryKey: ['sinkronisasi', 'riwayat'],
    queryFn: async () =>
      unwrap(await apiClient.get<{ runs: SyncRun[] }>('sinkronisasi/dapodik/riwayat')).runs,
  });

export function useRiwayat() {
  return useQuery(riwayatQuery());
}

/** One run, asked again every second while it is queued or running. */
export function useRun(runId: string | null) {
  return useQuery({
    queryKey: ['sinkronisasi', 'riwayat', runId],
    queryFn: async () =>
      unwrap(await apiClient.get<SyncRun>(`sinkronisasi/dapodik/riwayat/${runId ?? ''}`)),
    enabled: runId !== null,
    refetchInterval: (query) => (isRunning(query.state.data) || !query.state.data ? 1000 : false),
  });
}

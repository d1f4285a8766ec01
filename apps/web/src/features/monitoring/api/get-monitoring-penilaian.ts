import { useQuery } from '@tanstack/react-query';
import type { MonitoringPenilaian } from '@erapor/shared/penilaian/beranda-penilaian.schemas';
import { apiClient, unwrap } from '../../../lib/api-client';
import { getSelectedSemesterId } from '../../../lib/storage';

/** Every academic pembelajaran of the school with its progress (Monitoring › Nilai Akademik). */
export function useMonitoringPenilaian() {
  return useQuery({
    // under ['beranda', 'penilaian'], so whatever refreshes the grading counts refreshes it too
    queryKey: ['beranda', 'penilaian', 'monitoring', getSelectedSemesterId()],
    queryFn: async () => unwrap(await apiClient.get<MonitoringPenilaian>('progress/penilaian')),
  });
}

import type {
  DapodikDataSet,
  DataSetPlanDto,
  SyncRun,
} from '@erapor/shared/sinkronisasi/sinkronisasi.schemas';
import { apiClient, type ApiResult } from '../../../lib/api-client';

export function fetchPratinjau(): Promise<ApiResult<{ plans: DataSetPlanDto[] }>> {
  return apiClient.post('sinkronisasi/dapodik/pratinjau', {});
}

export function startTarik(dataSets?: DapodikDataSet[]): Promise<ApiResult<SyncRun>> {
  return apiClient.post('sinkronisasi/dapodik/tarik', dataSets ? { data_sets: dataSets } : {});
}

import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import type {
  CpImportPreview,
  CpImportResult,
  CpImportRow,
  CpResmiHapusQuery,
  CpResmiHapusResult,
  CpResmiList,
  CpRingkasan,
} from '@erapor/shared/kurikulum/cp-import.schemas';
import type {
  BobotItem,
  BobotSaveBody,
  CpBody,
  CpEditBody,
  CpItem,
  ImportResult,
  KdBody,
  KdItem,
  PembelajaranGuru,
  TpBody,
  TpImportPreview,
  TpImportRow,
  TpItem,
  TpMapping,
  TpRef,
  TpSalinTujuan,
} from '@erapor/shared/kurikulum/kurikulum.schemas';
import type { NilaiAsesmenData } from '@erapor/shared/penilaian/nilai-akhir.schemas';
import type { Page } from '@erapor/shared/referensi/list.schemas';
import { SHOWN_FROM_CURRICULUM } from '../../../components/grade-grid/grade-grid-api';
import { apiClient, unwrap } from '../../../lib/api-client';
import { downloadFile } from '../../referensi/api/download-file';

type Message = { message: string };

export const kurikulumKeys = {
  all: ['kurikulum'] as const,
  pembelajaran: ['kurikulum', 'pembelajaran'] as const,
  cp: (query: string) => ['kurikulum', 'cp', query] as const,
  kd: (query: string) => ['kurikulum', 'kd', query] as const,
  tp: (query: string) => ['kurikulum', 'tp', query] as const,
  tpRef: (pembelajaranId: string) => ['kurikulum', 'tp-ref', pembelajaranId] as const,
  tpMapping: (tpId: string) => ['kurikulum', 'tp-mapping', tpId] as const,
  tpSalin: (pembelajaranId: string) => ['kurikulum', 'tp-salin', pembelajaranId] as const,
  bobot: ['kurikulum', 'bobot'] as const,
  ringkasan: ['kurikulum', 'cp-ringkasan'] as const,
  cpResmi: ['kurikulum', 'cp-resmi'] as const,
};

/**
 * After a change of TPs (added, reworded, mapped, deleted) or of the weights: the curriculum
 * lists, and what follows from them elsewhere (a grid's TP columns, the computed finals, the
 * Beranda's progress), so that going back to a grid shows the new TP at once.
 */
export function refreshAfterTpChange(
  queryClient: QueryClient,
  queryKey: readonly unknown[] = kurikulumKeys.all,
) {
  return Promise.all(
    [queryKey, ...SHOWN_FROM_CURRICULUM].map((key) =>
      queryClient.invalidateQueries({ queryKey: key }),
    ),
  );
}

/** The signed-in teacher's pembelajaran (the source of every filter and form choice). */
export function usePembelajaranGuru() {
  return useQuery({
    queryKey: kurikulumKeys.pembelajaran,
    queryFn: async () =>
      unwrap(await apiClient.get<{ data: PembelajaranGuru[] }>('referensi/kurikulum/pembelajaran'))
        .data,
  });
}

export function useCpList(query: string) {
  return useQuery({
    queryKey: kurikulumKeys.cp(query),
    queryFn: async () =>
      unwrap(await apiClient.get<Page<CpItem>>(`referensi/capaian-pembelajaran?${query}`)),
    placeholderData: keepPreviousData,
  });
}

export function useKdList(query: string) {
  return useQuery({
    queryKey: kurikulumKeys.kd(query),
    queryFn: async () =>
      unwrap(await apiClient.get<Page<KdItem>>(`referensi/kompetensi-dasar?${query}`)),
    placeholderData: keepPreviousData,
  });
}

export function useTpList(query: string) {
  return useQuery({
    queryKey: kurikulumKeys.tp(query),
    queryFn: async () =>
      unwrap(await apiClient.get<Page<TpItem>>(`referensi/tujuan-pembelajaran?${query}`)),
    placeholderData: keepPreviousData,
  });
}

export function useTpRef(pembelajaranId: string | null) {
  return useQuery({
    queryKey: kurikulumKeys.tpRef(pembelajaranId ?? ''),
    queryFn: async () =>
      unwrap(
        await apiClient.get<TpRef>(
          `referensi/tujuan-pembelajaran/referensi?pembelajaran_id=${pembelajaranId}`,
        ),
      ),
    enabled: pembelajaranId !== null,
  });
}

export function useTpMapping(tpId: string | null) {
  return useQuery({
    queryKey: kurikulumKeys.tpMapping(tpId ?? ''),
    queryFn: async () =>
      unwrap(await apiClient.get<TpMapping>(`referensi/tujuan-pembelajaran/${tpId}/pemetaan`)),
    enabled: tpId !== null,
  });
}

export function useBobot() {
  return useQuery({
    queryKey: kurikulumKeys.bobot,
    queryFn: async () =>
      unwrap(await apiClient.get<{ data: BobotItem[] }>('referensi/bobot-penilaian')).data,
  });
}

export function useCpRingkasan() {
  return useQuery({
    queryKey: kurikulumKeys.ringkasan,
    queryFn: async () =>
      unwrap(await apiClient.get<CpRingkasan>('referensi/capaian-pembelajaran-impor/ringkasan')),
  });
}

export function addCp(body: CpBody) {
  return apiClient.post<Message & { id: number }>('referensi/capaian-pembelajaran', body);
}

/** Corrects a school CP's element and text (its subject and phase stay). */
export function editCp(cpId: number, body: CpEditBody) {
  return apiClient.put<Message>(`referensi/capaian-pembelajaran/${cpId}`, body);
}

export function deleteCp(cpId: number) {
  return apiClient.delete<Message>(`referensi/capaian-pembelajaran/${cpId}`);
}

export function setCpStatus(cpId: number, aktif: boolean) {
  return apiClient.put<Message>(`referensi/capaian-pembelajaran/${cpId}/status`, { aktif });
}

export function addKd(body: KdBody) {
  return apiClient.post<Message & { id: string }>('referensi/kompetensi-dasar', body);
}

export function setKdAlias(kdId: string, alias: string | null) {
  return apiClient.put<Message>(`referensi/kompetensi-dasar/${kdId}/alias`, { alias });
}

export function setKdStatus(kdId: string, aktif: boolean) {
  return apiClient.put<Message>(`referensi/kompetensi-dasar/${kdId}/status`, { aktif });
}

export function addTp(body: TpBody) {
  return apiClient.post<Message & { id: string }>('referensi/tujuan-pembelajaran', body);
}

export function editTp(tpId: string, deskripsi: string) {
  return apiClient.put<Message>(`referensi/tujuan-pembelajaran/${tpId}`, { deskripsi });
}

export function deleteTp(tpId: string) {
  return apiClient.delete<Message>(`referensi/tujuan-pembelajaran/${tpId}`);
}

export function mapTp(tpId: string, pembelajaranIds: string[]) {
  return apiClient.post<Message>(`referensi/tujuan-pembelajaran/${tpId}/pemetaan`, {
    pembelajaran_ids: pembelajaranIds,
  });
}

/** Where the TPs of one of the teacher's classes can be copied, and what each class lacks. */
export function useTpSalin(dariPembelajaranId: string | null) {
  return useQuery({
    queryKey: kurikulumKeys.tpSalin(dariPembelajaranId ?? ''),
    queryFn: async () =>
      unwrap(
        await apiClient.get<TpSalinTujuan>(
          `referensi/tujuan-pembelajaran-salin?dari_pembelajaran_id=${dariPembelajaranId}`,
        ),
      ),
    enabled: dariPembelajaranId !== null,
  });
}

/** Maps every TP of one class to the parallel classes chosen. */
export function salinTp(dariPembelajaranId: string, pembelajaranIds: string[]) {
  return apiClient.post<Message>('referensi/tujuan-pembelajaran-salin', {
    dari_pembelajaran_id: dariPembelajaranId,
    pembelajaran_ids: pembelajaranIds,
  });
}

export function unmapTp(tpId: string, pembelajaranId: string) {
  return apiClient.delete<Message>(
    `referensi/tujuan-pembelajaran/${tpId}/pemetaan/${pembelajaranId}`,
  );
}

/** Which CP (Merdeka class) or KD (K13 class) a TP template or upload is for. */
export interface TpTarget {
  pembelajaran_id: string;
  cp_id?: number;
  kd_id?: string;
}

function targetParams(target: TpTarget): URLSearchParams {
  const params = new URLSearchParams({ pembelajaran_id: target.pembelajaran_id });
  if (target.cp_id !== undefined) params.set('cp_id', String(target.cp_id));
  if (target.kd_id !== undefined) params.set('kd_id', target.kd_id);
  return params;
}

export function downloadTpTemplate(target: TpTarget, filename: string) {
  return downloadFile(`referensi/tujuan-pembelajaran-templat?${targetParams(target)}`, filename);
}

/** Sends a filled template for checking against the chosen CP/KD; nothing is saved yet. */
export function previewTpImport(target: TpTarget, file: File) {
  const formData = new FormData();
  for (const [key, value] of targetParams(target)) formData.append(key, value);
  formData.append('file', file);
  return apiClient.request<TpImportPreview>('referensi/tujuan-pembelajaran-impor/pratinjau', {
    method: 'POST',
    formData,
  });
}

export function confirmTpImport(target: TpTarget, rows: TpImportRow[]) {
  return apiClient.post<ImportResult>('referensi/tujuan-pembelajaran-impor', {
    ...target,
    rows,
  });
}

export function saveBobot(body: BobotSaveBody) {
  return apiClient.put<Message>('referensi/bobot-penilaian', body);
}

/**
 * How many stored finals of a pembelajaran now differ from its Nilai Asesmen (the Nilai Akhir
 * screen's orange ones), read from that screen's list after the weights changed, since the save
 * answers only what it saved; null when it cannot be read. A final set by a remedial or an
 * adjustment is left out: it differs on purpose and was checked when it was set.
 */
export async function countNilaiAkhirBerbeda(pembelajaranId: string): Promise<number | null> {
  const result = await apiClient.get<NilaiAsesmenData>(
    `penilaian/nilai-akhir?pembelajaran_id=${encodeURIComponent(pembelajaranId)}`,
  );
  if (!result.ok) return null;
  return result.data.rows.filter(
    (row) =>
      row.penyesuaian === null &&
      row.nilai_akhir.value !== null &&
      row.nilai_akhir.value !== row.nilai_asesmen,
  ).length;
}

export function previewCpImport(file: File) {
  const formData = new FormData();
  formData.append('file', file);
  return apiClient.request<CpImportPreview>('referensi/capaian-pembelajaran-impor/pratinjau', {
    method: 'POST',
    formData,
  });
}

/** The school's official CPs per subject and phase (read when the window asking for it opens). */
export function useCpResmi(enabled: boolean) {
  return useQuery({
    queryKey: kurikulumKeys.cpResmi,
    queryFn: async () =>
      unwrap(await apiClient.get<CpResmiList>('referensi/capaian-pembelajaran-resmi')).data,
    enabled,
  });
}

/** Deletes the official CPs of a subject (and phase) that no TP uses; those a TP uses stay. */
export function hapusCpResmi(query: CpResmiHapusQuery) {
  const params = new URLSearchParams({ mata_pelajaran_id: String(query.mata_pelajaran_id) });
  if (query.fase) params.set('fase', query.fase);
  return apiClient.delete<CpResmiHapusResult>(`referensi/capaian-pembelajaran-resmi?${params}`);
}

export function confirmCpImport(rows: CpImportRow[]) {
  return apiClient.post<CpImportResult>('referensi/capaian-pembelajaran-impor', { rows });
}

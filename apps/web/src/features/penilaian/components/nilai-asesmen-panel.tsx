import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  ScrollArea,
  Stack,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconCalculator, IconLock, IconSitemap } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GridConflict } from '@erapor/shared/penilaian/grid.schemas';
import type { NilaiAsesmenData } from '@erapor/shared/penilaian/nilai-akhir.schemas';
import { ApiRequestError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { notify } from '../../../lib/toast';
import { conflictsOf, gradeGridKeys } from '../../../components/grade-grid/grade-grid-api';
import type { CellEdit } from '../../../components/grade-grid/use-grade-grid';
import type { CatatanTerakhir } from '../../../components/grade-grid/penyesuaian-form';
import { nilaiAsesmenKey, useNilaiAsesmen } from '../api/get-nilai-asesmen';
import { gunakanNilaiAsesmen } from '../api/gunakan-nilai-asesmen';
import { hitungNilaiGabungan } from '../api/hitung-nilai-gabungan';
import { GunakanNilaiAsesmenModal } from './gunakan-nilai-asesmen-modal';
import { KurangText } from './kurang-text';
import { PenyesuaianBadge } from './penyesuaian-nilai-akhir';
import { RincianNilaiAsesmen } from './rincian-nilai-asesmen';

/** A figure as an Indonesian reads it ("78,25"), or a dash when there is none. */
const dash = (value: number | string | null | undefined) =>
  value === null || value === undefined
    ? '–'
    : typeof value === 'number'
      ? value.toLocaleString('id-ID', { maximumFractionDigits: 2 })
      : value;

function Summary({ data }: { data: NilaiAsesmenData }) {
  const { t } = useTranslation();
  const lengkap = data.rows.filter((row) => row.lengkap).length;
  const tanpa = data.rows.filter((row) => row.nilai_asesmen === null).length;
  return (
    <Text size="sm" c="dimmed">
      {t('penilaian.nilaiAkhir.ringkasan', {
        materi: data.bobot.sumatif_materi,
        akhir: data.bobot.sumatif_akhir,
        tp: data.jumlah_tp,
        lengkap,
        belum: data.rows.length - lengkap - tanpa,
        tanpa,
      })}
    </Text>
  );
}

/**
 * "Bentuk Penilaian: Nilai Asesmen": the computed grades, read-only, each incomplete one flagged
 * with what it lacks, and the action that stores them as finals.
 */
export function NilaiAsesmenPanel({
  pembelajaranId,
  unsavedFinals = false,
  onConflicts,
}: {
  pembelajaranId: string;
  /** The typed finals grid holds edits not saved yet: using the computed grades waits. */
  unsavedFinals?: boolean;
  /**
   * "Gunakan" was refused over finals written since the page was read (409): the computed grades
   * it meant to store, and the finals stored now, go to the finals grid's conflict panel.
   */
  onConflicts?: (mine: CellEdit[], conflicts: GridConflict[]) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useNilaiAsesmen(pembelajaranId);
  const [confirming, setConfirming] = useState(false);
  const [combining, setCombining] = useState(false);
  const [rincianId, setRincianId] = useState<string | null>(null);
  const [terakhir, setTerakhir] = useState<CatatanTerakhir>();

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: nilaiAsesmenKey(pembelajaranId) }),
      queryClient.invalidateQueries({
        queryKey: gradeGridKeys.grid('nilai-akhir', pembelajaranId),
      }),
    ]);

  if (query.isPending) {
    return (
      <Group gap="xs" py="md">
        <Loader size="sm" />
        <Text size="sm">{t('penilaian.nilaiAkhir.loading')}</Text>
      </Group>
    );
  }
  if (query.isError) {
    const message =
      query.error instanceof ApiRequestError
        ? apiErrorMessage(t, query.error.detail)
        : query.error.message;
    return (
      <Alert color="red" title={t('penilaian.nilaiAkhir.loadFailed')}>
        <Text size="sm" mb="xs">
          {message}
        </Text>
        <Button size="xs" variant="default" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  const data = query.data;
  const induk = data.sub_mapel.length > 0;
  const rincian = data.rows.find((row) => row.anggota_rombel_id === rincianId) ?? null;

  const use = async (terima: string[]) => {
    const result = await gunakanNilaiAsesmen({
      pembelajaran_id: pembelajaranId,
      siswa: data.rows
        .filter((row) => row.nilai_asesmen !== null)
        .map((row) => ({
          anggota_rombel_id: row.anggota_rombel_id,
          version: row.nilai_akhir.version,
        })),
      terima_belum_lengkap: terima,
    });
    const conflicts = !result.ok && result.status === 409 ? conflictsOf(result.body) : [];
    if (result.ok) {
      notify('success', t('penilaian.nilaiAkhir.gunakanDone', { count: result.data.ditulis }));
      setConfirming(false);
    } else {
      notify(
        'error',
        result.status === 409
          ? t('penilaian.nilaiAkhir.gunakanConflict')
          : apiErrorMessage(t, result.error),
      );
      if (conflicts.length > 0)
        onConflicts?.(
          conflicts.map(({ anggota_rombel_id, kolom }) => ({
            anggota_rombel_id,
            kolom,
            value:
              data.rows.find((row) => row.anggota_rombel_id === anggota_rombel_id)?.nilai_asesmen ??
              null,
          })),
          conflicts,
        );
      // Refused over a final changed since (409) or grading closed or the class locked since
      // (423): what the dialog offers no longer holds, and the page behind shows why.
      if (result.status === 409 || result.status === 423) setConfirming(false);
    }
    await refresh();
  };

  const combine = async () => {
    setCombining(true);
    const result = await hitungNilaiGabungan(pembelajaranId);
    setCombining(false);
    if (result.ok)
      notify('success', t('penilaian.nilaiAkhir.gabunganDone', { count: result.data.ditulis }));
    else notify('error', apiErrorMessage(t, result.error));
    await refresh();
  };

  return (
    <Stack gap="sm">
      {data.lock && (
        <Alert color="gray" icon={<IconLock size={18} aria-hidden />} role="status">
          {data.lock.message}
        </Alert>
      )}
      {induk && (
        <Alert color="blue" variant="light" icon={<IconSitemap size={18} aria-hidden />}>
          <Text size="sm">
            {t('penilaian.nilaiAkhir.indukNote', {
              sub: data.sub_mapel.map((sub) => sub.nama_mata_pelajaran).join(', '),
            })}
          </Text>
          <Button
            mt="xs"
            size="xs"
            variant="light"
            loading={combining}
            disabled={data.lock !== null}
            onClick={() => void combine()}
          >
            {t('penilaian.nilaiAkhir.hitungGabungan')}
          </Button>
        </Alert>
      )}
      <Group justify="space-between" align="flex-end">
        <Summary data={data} />
        <Tooltip
          label={
            unsavedFinals
              ? t('penilaian.nilaiAkhir.simpanDulu')
              : (data.lock?.message ?? t('penilaian.nilaiAkhir.gunakanHint'))
          }
          multiline
          w={300}
        >
          <Button
            leftSection={<IconCalculator size={16} aria-hidden />}
            disabled={
              unsavedFinals ||
              data.lock !== null ||
              data.rows.every((row) => row.nilai_asesmen === null)
            }
            onClick={() => setConfirming(true)}
          >
            {t('penilaian.nilaiAkhir.gunakan')}
          </Button>
        </Tooltip>
      </Group>
      <ScrollArea type="auto">
        <Table
          striped
          highlightOnHover
          withTableBorder
          verticalSpacing={6}
          aria-label={t('penilaian.nilaiAkhir.tableLabel')}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={48}>{t('penilaian.nilaiAkhir.no')}</Table.Th>
              <Table.Th>{t('penilaian.nilaiAkhir.nama')}</Table.Th>
              <Table.Th ta="right">{t('penilaian.nilaiAkhir.rerataSlm')}</Table.Th>
              <Table.Th ta="right">{t('penilaian.nilaiAkhir.sas')}</Table.Th>
              <Table.Th>{t('penilaian.nilaiAkhir.nilaiAsesmen')}</Table.Th>
              <Table.Th ta="right">{t('penilaian.nilaiAkhir.tersimpan')}</Table.Th>
              {induk && <Table.Th ta="right">{t('penilaian.nilaiAkhir.gabungan')}</Table.Th>}
              <Table.Th>{t('penilaian.nilaiAkhir.keterangan')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.rows.map((row, index) => (
              <Table.Tr key={row.anggota_rombel_id}>
                <Table.Td>{index + 1}</Table.Td>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {row.nama}
                  </Text>
                  {row.nisn && (
                    <Text size="xs" c="dimmed">
                      {row.nisn}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right">{dash(row.rerata_slm)}</Table.Td>
                <Table.Td ta="right">{dash(row.sas)}</Table.Td>
                <Table.Td>
                  {/* The column is as wide as this whole line, on a phone too (the table scrolls
                      sideways): a badge and a button clip their labels, so the table would count
                      them a few pixels wide, cut the flag to "BELUM LENGK…" and push Rincian under
                      the next column's heading. */}
                  <Group gap={6} wrap="nowrap" style={{ minWidth: 'max-content' }}>
                    <Text size="sm" fw={700} miw={24}>
                      {dash(row.nilai_asesmen)}
                    </Text>
                    {!row.lengkap && (
                      <Badge
                        color={row.nilai_asesmen === null ? 'gray' : 'yellow'}
                        variant="light"
                        style={{ flexShrink: 0, overflow: 'visible' }}
                      >
                        {row.nilai_asesmen === null
                          ? t('penilaian.nilaiAkhir.belumBernilai')
                          : t('penilaian.nilaiAkhir.belumLengkap')}
                      </Badge>
                    )}
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      // its word whole, however narrow the column
                      style={{ flexShrink: 0 }}
                      onClick={() => setRincianId(row.anggota_rombel_id)}
                      aria-label={t('penilaian.nilaiAkhir.rincianOf', { nama: row.nama })}
                    >
                      {t('penilaian.nilaiAkhir.rincian')}
                    </Button>
                  </Group>
                </Table.Td>
                <Table.Td ta="right">
                  <Group gap={6} justify="flex-end" wrap="nowrap">
                    {row.penyesuaian && <PenyesuaianBadge penyesuaian={row.penyesuaian} />}
                    <Text
                      size="sm"
                      c={
                        row.nilai_akhir.value !== null &&
                        row.nilai_akhir.value !== row.nilai_asesmen
                          ? 'orange'
                          : undefined
                      }
                    >
                      {dash(row.nilai_akhir.value)}
                    </Text>
                  </Group>
                </Table.Td>
                {induk && <Table.Td ta="right">{dash(row.nilai_gabungan)}</Table.Td>}
                <Table.Td>
                  {!row.lengkap && (
                    <Text size="xs" c="dimmed">
                      <KurangText kurang={row.kurang} />
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <Text size="xs" c="dimmed">
        {t('penilaian.nilaiAkhir.tersimpanBeda')}
      </Text>
      {rincian && (
        <RincianNilaiAsesmen
          pembelajaranId={pembelajaranId}
          siswa={rincian}
          bobot={data.bobot}
          namaMapel={data.pembelajaran.nama_mata_pelajaran}
          subMapel={data.sub_mapel}
          editable={data.lock === null}
          onSaved={refresh}
          onClose={() => setRincianId(null)}
          terakhir={terakhir}
          onTerakhir={setTerakhir}
        />
      )}
      {confirming && (
        <GunakanNilaiAsesmenModal
          opened
          rows={data.rows}
          onCancel={() => setConfirming(false)}
          onConfirm={use}
        />
      )}
    </Stack>
  );
}

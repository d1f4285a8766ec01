import { Alert, Button, Divider, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GridCell, GridData, GridKind } from '@erapor/shared/penilaian/grid.schemas';
import type { NilaiAsesmenSiswa, SubMapel } from '@erapor/shared/penilaian/nilai-akhir.schemas';
import { bagianNilaiAsesmen, nilaiAsesmen, roundHalfUp } from '@erapor/shared/penilaian/nilai';
import { gridQueryOptions } from '../../../components/grade-grid/grade-grid-api';
import {
  PenyesuaianForm,
  type CatatanTerakhir,
} from '../../../components/grade-grid/penyesuaian-form';
import { PenyesuaianText } from './penyesuaian-nilai-akhir';
import { RincianNilaiGabungan } from './rincian-nilai-gabungan';
import { angka, BagianTable } from './rincian-parts';

const numberOf = (value: unknown) => (typeof value === 'number' ? value : null);

/**
 * The stored grid of a kind, fetched afresh for the breakdown (its own key: the grids' cache keeps
 * a teacher's unsaved edits beside it and is not refetched under them).
 */
function useStoredGrid(kind: GridKind, pembelajaranId: string) {
  return useQuery({
    queryKey: ['penilaian', 'rincian', kind, pembelajaranId],
    queryFn: gridQueryOptions(kind, pembelajaranId).queryFn,
  });
}

/** A SAS part as the breakdown names it: its score, and whether a remedial set it. */
const bagianSas = (cell: GridCell | undefined) => ({
  nilai: numberOf(cell?.value),
  remedial: cell?.remedial === true,
  ditolak: cell?.remedial_ditolak !== undefined,
});

/** What the breakdown shows of one student, read from the stored SLM and SAS grids. */
function rincianOf(
  slm: GridData,
  sas: GridData,
  anggotaRombelId: string,
  bobot: { sumatif_materi: number; sumatif_akhir: number },
) {
  const slmRow = slm.rows.find((row) => row.anggota_rombel_id === anggotaRombelId);
  const sasRow = sas.rows.find((row) => row.anggota_rombel_id === anggotaRombelId);
  const tp = slm.columns.map((column) => ({
    key: column.key,
    label: column.label,
    nama: column.description ?? '',
    nilai: numberOf(slmRow?.cells[column.key]?.value),
    remedial: slmRow?.cells[column.key]?.remedial === true,
    ditolak: slmRow?.cells[column.key]?.remedial_ditolak,
  }));
  const scores = tp.flatMap((row) => (row.nilai === null ? [] : [row.nilai]));
  const na = numberOf(sasRow?.cells.na?.value);
  const komponen = {
    slm: scores,
    jumlahTp: tp.length,
    sas: na,
    bobotMateri: bobot.sumatif_materi,
    bobotAkhir: bobot.sumatif_akhir,
  };
  return {
    tp,
    scores,
    sas: {
      nonTes: bagianSas(sasRow?.cells['non-tes']),
      tes: bagianSas(sasRow?.cells.tes),
      na,
    },
    ...bagianNilaiAsesmen(komponen),
    hasil: nilaiAsesmen(komponen),
  };
}

/**
 * "Why this number" (peers.md M4): how one student's Nilai Asesmen is made, from each TP score
 * through the SLM mean and the SAS to the weighted, rounded grade, and how the stored final
 * stands to it. Read from the stored grids with the shared formula, so it shows what the server
 * computes. Below it, while grading is open, the teacher records a remedial or an adjustment of
 * the final with its reason.
 */
export function RincianNilaiAsesmen({
  pembelajaranId,
  siswa,
  bobot,
  namaMapel = '',
  subMapel = [],
  editable = false,
  onSaved = () => Promise.resolve(),
  onClose,
  terakhir,
  onTerakhir,
}: {
  pembelajaranId: string;
  siswa: NilaiAsesmenSiswa;
  bobot: { sumatif_materi: number; sumatif_akhir: number };
  /** A parent subject's name and sub-subjects: its combined final is explained too. */
  namaMapel?: string;
  subMapel?: SubMapel[];
  /** Grading is open for this pembelajaran: the final may be changed here. */
  editable?: boolean;
  /** After the final changed here: read the Nilai Akhir data again. */
  onSaved?: () => Promise<unknown>;
  onClose: () => void;
  /** The kind and reason last recorded on this screen, offered for the next student. */
  terakhir?: CatatanTerakhir;
  onTerakhir?: (catatan: CatatanTerakhir) => void;
}) {
  const { t } = useTranslation();
  const slm = useStoredGrid('slm', pembelajaranId);
  const sas = useStoredGrid('sas', pembelajaranId);
  const title = t('penilaian.nilaiAkhir.rincianTitle', { nama: siswa.nama });
  let body;
  if (slm.isError || sas.isError) {
    body = (
      <Alert color="red" title={t('penilaian.nilaiAkhir.rincianGagal')}>
        <Button
          size="xs"
          variant="default"
          onClick={() => void Promise.all([slm.refetch(), sas.refetch()])}
        >
          {t('common.retry')}
        </Button>
      </Alert>
    );
  } else if (!slm.data || !sas.data) {
    body = (
      <Group gap="xs">
        <Loader size="sm" />
        <Text size="sm">{t('penilaian.nilaiAkhir.loading')}</Text>
      </Group>
    );
  } else {
    const rincian = rincianOf(slm.data, sas.data, siswa.anggota_rombel_id, bobot);
    // a part a remedial set says so, as a TP score's row does
    const sasText = (part: ReturnType<typeof bagianSas>) =>
      part.nilai === null
        ? '–'
        : part.remedial
          ? `${part.nilai} (${part.ditolak ? t('gradeGrid.legend.remedialDitolak') : t('penilaian.penyesuaian.badge.remedial')})`
          : String(part.nilai);
    const stored = numberOf(siswa.nilai_akhir.value);
    const nilai = rincian.hasil.nilai;
    body = (
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={3} fz="sm">
            {t('penilaian.nilaiAkhir.rincianSlm')}
          </Title>
          <BagianTable
            rows={rincian.tp}
            kosong={t('penilaian.nilaiAkhir.rincianTpKosong')}
            remedial={t('penilaian.penyesuaian.badge.remedial')}
            remedialDitolak={t('gradeGrid.legend.remedialDitolak')}
          />
          <Text size="sm" data-testid="rincian-slm">
            {rincian.rerataSlm === null
              ? t('penilaian.nilaiAkhir.rincianTanpaSlm')
              : t('penilaian.nilaiAkhir.rincianRerataSlm', {
                  nilai: rincian.scores.join(' + '),
                  count: rincian.scores.length,
                  rerata: angka(rincian.rerataSlm),
                })}
          </Text>
        </Stack>
        <Stack gap={4}>
          <Title order={3} fz="sm">
            {t('penilaian.nilaiAkhir.rincianSas')}
          </Title>
          <Text size="sm" data-testid="rincian-sas">
            {rincian.sas.na === null
              ? t('penilaian.nilaiAkhir.rincianTanpaSas')
              : t('penilaian.nilaiAkhir.rincianSasBagian', {
                  nonTes: sasText(rincian.sas.nonTes),
                  tes: sasText(rincian.sas.tes),
                  na: rincian.sas.na,
                })}
          </Text>
        </Stack>
        <Stack gap={4}>
          <Title order={3} fz="sm">
            {t('penilaian.nilaiAkhir.nilaiAsesmen')}
          </Title>
          <Text size="sm" fw={600} data-testid="rincian-hasil">
            {rincian.mentah === null || nilai === null
              ? t('penilaian.nilaiAkhir.rincianTanpaNilai')
              : t('penilaian.nilaiAkhir.rincianHitung', {
                  rumus: rincian.bagian
                    .map((part) => `${angka(part.nilai)} × ${part.bobot}`)
                    .join(' + '),
                  bobot: rincian.bagian.reduce((sum, part) => sum + part.bobot, 0),
                  mentah: angka(roundHalfUp(rincian.mentah, 2)),
                  nilai,
                })}
          </Text>
          {nilai !== null && !rincian.hasil.lengkap ? (
            <Text size="xs" c="dimmed">
              {t('penilaian.nilaiAkhir.rincianBagianAda')}
            </Text>
          ) : null}
        </Stack>
        {stored !== null ? (
          <Text
            size="sm"
            c={nilai !== null && stored !== nilai ? 'orange' : undefined}
            data-testid="rincian-tersimpan"
          >
            {nilai !== null && stored !== nilai
              ? t('penilaian.nilaiAkhir.rincianBeda', {
                  nilai: stored,
                  selisih: `${stored > nilai ? '+' : ''}${stored - nilai}`,
                })
              : t('penilaian.nilaiAkhir.rincianTersimpan', { nilai: stored })}
          </Text>
        ) : null}
        {siswa.penyesuaian && <PenyesuaianText penyesuaian={siswa.penyesuaian} />}
        {subMapel.length > 0 && (
          <RincianNilaiGabungan namaMapel={namaMapel} subMapel={subMapel} siswa={siswa} />
        )}
        {editable && (
          <>
            <Divider />
            <PenyesuaianForm
              pembelajaranId={pembelajaranId}
              anggotaRombelId={siswa.anggota_rombel_id}
              nama={siswa.nama}
              version={siswa.nilai_akhir.version}
              onSaved={onSaved}
              onConflict={onSaved}
              onLocked={async () => {
                onClose();
                await onSaved();
              }}
              terakhir={terakhir}
              onTerakhir={onTerakhir}
            />
          </>
        )}
      </Stack>
    );
  }
  return (
    <Modal opened onClose={onClose} title={title} size="lg">
      {body}
    </Modal>
  );
}

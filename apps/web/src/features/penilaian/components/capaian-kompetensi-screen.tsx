import { useEffect, useState } from 'react';
import { Alert, Button, Card, Group, Loader, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconArrowDown, IconSparkles, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type {
  CapaianKompetensiData,
  PeringatanDeskripsi,
} from '@erapor/shared/penilaian/nilai-akhir.schemas';
import { GradeGridView } from '../../../components/grade-grid/grade-grid';
import { conflictsOf, gradeGridKeys } from '../../../components/grade-grid/grade-grid-api';
import {
  useGradeGrid,
  type GradeGridController,
} from '../../../components/grade-grid/use-grade-grid';
import { ApiRequestError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { notify } from '../../../lib/toast';
import { capaianKompetensiKey, useCapaianKompetensi } from '../api/get-capaian-kompetensi';
import { resetDeskripsi } from '../api/reset-deskripsi';
import { terapkanUsulan } from '../api/terapkan-usulan';
import { ConfirmModal } from '../../referensi/components/confirm-modal';
import { GridSection, PenilaianScreen } from './penilaian-layout';
import { UsulanTable } from './usulan-table';

type KodePeringatan = PeringatanDeskripsi['kode'];

function Warnings({ data }: { data: CapaianKompetensiData }) {
  const { t } = useTranslation();
  // one line per kind of warning, in this order, with how many students have it
  const summary: Record<KodePeringatan, (count: number) => string> = {
    'tanpa-deskripsi': (count) => t('penilaian.capaian.ringkasanTanpa', { count }),
    'tp-di-kedua-sisi': (count) => t('penilaian.capaian.ringkasanKedua', { count }),
    bertentangan: (count) => t('penilaian.capaian.ringkasanBertentangan', { count }),
    'di-bawah-kkm': (count) => t('penilaian.capaian.ringkasanDiBawahKkm', { count }),
    'kata-negatif': (count) => t('penilaian.capaian.ringkasanKataNegatif', { count }),
    'nama-siswa-lain': (count) => t('penilaian.capaian.ringkasanNamaLain', { count }),
    'sama-dengan-lain': (count) => t('penilaian.capaian.ringkasanSalinan', { count }),
  };
  const lines = (Object.keys(summary) as KodePeringatan[]).flatMap((kode) => {
    const count = data.rows.filter((row) =>
      row.peringatan.some((item) => item.kode === kode),
    ).length;
    return count > 0 ? [summary[kode](count)] : [];
  });
  if (lines.length === 0) return null;
  return (
    <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
      {lines.map((line) => (
        <Text key={line} size="sm">
          {line}
        </Text>
      ))}
    </Alert>
  );
}

type Pending = { kind: 'terapkan'; replaced: number } | { kind: 'reset' } | null;

export function CapaianPanel({
  pembelajaranId,
  grid,
}: {
  pembelajaranId: string;
  /**
   * The description grid on the same screen: its saves refresh the warnings; "Reset" clears what
   * it shows and, refused over a text changed since, puts the current one in its conflict panel.
   */
  grid: Pick<GradeGridController, 'savedAt' | 'hasUnsaved' | 'grid' | 'showConflicts'>;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useCapaianKompetensi(pembelajaranId);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [pending, setPending] = useState<Pending>(null);

  useEffect(() => {
    if (grid.savedAt)
      void queryClient.invalidateQueries({ queryKey: capaianKompetensiKey(pembelajaranId) });
  }, [grid.savedAt, pembelajaranId, queryClient]);

  if (query.isPending) {
    return (
      <Group gap="xs">
        <Loader size="sm" />
        <Text size="sm">{t('penilaian.capaian.loading')}</Text>
      </Group>
    );
  }
  if (query.isError) {
    const message =
      query.error instanceof ApiRequestError
        ? apiErrorMessage(t, query.error.detail)
        : query.error.message;
    return (
      <Alert color="red" title={t('penilaian.capaian.loadFailed')}>
        <Text size="sm">{message}</Text>
      </Alert>
    );
  }
  const data = query.data;
  const kosong = data.rows.filter(
    (row) => !row.capaian && !row.perlu_ditingkatkan && row.usulan.dasar !== 'kosong',
  ).length;
  const adaDeskripsi = data.rows.some((row) => row.capaian || row.perlu_ditingkatkan);
  const blocked = data.lock !== null || grid.hasUnsaved;
  const blockedHint = data.lock ? data.lock.message : t('penilaian.capaian.simpanDulu');

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: capaianKompetensiKey(pembelajaranId) }),
      queryClient.invalidateQueries({ queryKey: gradeGridKeys.grid('deskripsi', pembelajaranId) }),
    ]);

  const apply = async () => {
    const chosen = data.rows.filter((row) => selected.has(row.anggota_rombel_id));
    const result = await terapkanUsulan({
      pembelajaran_id: pembelajaranId,
      ...(chosen.length > 0
        ? {
            siswa: chosen.map((row) => ({
              anggota_rombel_id: row.anggota_rombel_id,
              version: row.version,
            })),
          }
        : {}),
    });
    const conflicts = !result.ok && result.status === 409 ? conflictsOf(result.body) : [];
    if (result.ok) {
      notify('success', t('penilaian.capaian.terapkanDone', { count: result.data.ditulis }));
      setSelected(new Set());
    } else if (conflicts.length > 0) {
      // nothing was written: each proposal stands beside the text written since, in the grid's
      // panel, where the teacher keeps one or the other per student
      const usulanOf = (id: string) =>
        data.rows.find((row) => row.anggota_rombel_id === id)?.usulan;
      grid.showConflicts(
        conflicts.map(({ anggota_rombel_id, kolom }) => {
          const usulan = usulanOf(anggota_rombel_id);
          return {
            anggota_rombel_id,
            kolom,
            value: (kolom === 'capaian' ? usulan?.capaian : usulan?.perlu_ditingkatkan) ?? null,
          };
        }),
        conflicts,
      );
      notify('error', t('penilaian.capaian.conflict'));
    } else notify('error', apiErrorMessage(t, result.error));
    setPending(null);
    await refresh();
  };

  const reset = async () => {
    const shown = grid.grid?.rows ?? [];
    const result = await resetDeskripsi({
      pembelajaran_id: pembelajaranId,
      siswa: shown.map((row) => ({
        anggota_rombel_id: row.anggota_rombel_id,
        version: row.cells.capaian?.version ?? 0,
      })),
    });
    const conflicts = !result.ok && result.status === 409 ? conflictsOf(result.body) : [];
    if (result.ok)
      notify('success', t('penilaian.capaian.resetDone', { count: result.data.dihapus }));
    else if (conflicts.length > 0) {
      // nothing was cleared: the texts changed since sit beside "kosong" in the grid's panel
      grid.showConflicts(
        conflicts.map(({ anggota_rombel_id, kolom }) => ({
          anggota_rombel_id,
          kolom,
          value: null,
        })),
        conflicts,
      );
      notify('error', t('penilaian.capaian.resetConflict'));
    } else notify('error', apiErrorMessage(t, result.error));
    setSelected(new Set());
    setPending(null);
    await refresh();
  };

  const startApply = () => {
    const replaced = data.rows.filter(
      (row) => selected.has(row.anggota_rombel_id) && (row.capaian || row.perlu_ditingkatkan),
    ).length;
    if (replaced > 0) setPending({ kind: 'terapkan', replaced });
    else void apply();
  };

  return (
    <Stack gap="sm">
      <Warnings data={data} />
      <Group justify="space-between">
        <Title order={2} fz="h4">
          {t('penilaian.capaian.usulanTitle')}
        </Title>
        <Group gap="xs">
          <Tooltip label={blockedHint} disabled={!blocked} multiline w={280}>
            <Button
              leftSection={<IconSparkles size={16} aria-hidden />}
              disabled={blocked || (selected.size === 0 && kosong === 0)}
              onClick={startApply}
            >
              {selected.size > 0
                ? t('penilaian.capaian.terapkanDipilih', { count: selected.size })
                : t('penilaian.capaian.terapkanKosong', { count: kosong })}
            </Button>
          </Tooltip>
          {adaDeskripsi && (
            <Tooltip label={blockedHint} disabled={!blocked} multiline w={280}>
              <Button
                color="red"
                variant="outline"
                leftSection={<IconTrash size={16} aria-hidden />}
                // it clears what the grid shows: not before the grid is there
                disabled={blocked || !grid.grid}
                onClick={() => setPending({ kind: 'reset' })}
              >
                {t('penilaian.capaian.reset')}
              </Button>
            </Tooltip>
          )}
        </Group>
      </Group>
      <Text size="sm" c="dimmed">
        {t('penilaian.capaian.usulanHint')}
      </Text>
      <UsulanTable data={data} selected={selected} onSelect={setSelected} disabled={blocked} />
      {pending?.kind === 'terapkan' && (
        <ConfirmModal
          opened
          color="primary"
          title={t('penilaian.capaian.terapkanTitle')}
          message={t('penilaian.capaian.terapkanMengganti', { count: pending.replaced })}
          confirmLabel={t('penilaian.capaian.terapkanYa')}
          onCancel={() => setPending(null)}
          onConfirm={apply}
        />
      )}
      {pending?.kind === 'reset' && (
        <ConfirmModal
          opened
          title={t('penilaian.capaian.resetTitle')}
          message={t('penilaian.capaian.resetMessage', {
            mapel: data.pembelajaran.nama_mata_pelajaran,
            rombel: data.pembelajaran.rombel,
          })}
          confirmLabel={t('penilaian.capaian.resetYa')}
          onCancel={() => setPending(null)}
          onConfirm={reset}
        />
      )}
    </Stack>
  );
}

const USULAN_ID = 'usulan-deskripsi';

function CapaianCards({ pembelajaranId }: { pembelajaranId: string }) {
  const { t } = useTranslation();
  const grid = useGradeGrid('deskripsi', pembelajaranId);
  return (
    <>
      <GridSection
        title={t('penilaian.capaian.deskripsiTitle')}
        hint={t('penilaian.capaian.deskripsiHint')}
      >
        <GradeGridView
          grid={grid}
          toolbarExtra={
            // The proposals sit under a class-long grid: one click takes the teacher there.
            <Button
              variant="light"
              leftSection={<IconArrowDown size={16} aria-hidden />}
              onClick={() =>
                document
                  .getElementById(USULAN_ID)
                  ?.scrollIntoView({ behavior: 'smooth', block: 'start' })
              }
            >
              {t('penilaian.capaian.usulanTitle')}
            </Button>
          }
        />
      </GridSection>
      <Card
        id={USULAN_ID}
        withBorder
        shadow="sm"
        radius="lg"
        padding="lg"
        style={{ scrollMarginTop: 80 }}
      >
        <CapaianPanel pembelajaranId={pembelajaranId} grid={grid} />
      </Card>
    </>
  );
}

/**
 * Capaian Kompetensi: the report descriptions per student, typed in the grid, with proposals
 * from the TP attainment (else the TP scores), warnings, "Terapkan usulan" and "Reset".
 */
export function CapaianKompetensiScreen() {
  return (
    <PenilaianScreen>
      {(pembelajaranId) => <CapaianCards key={pembelajaranId} pembelajaranId={pembelajaranId} />}
    </PenilaianScreen>
  );
}

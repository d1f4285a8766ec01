import { useEffect, useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Progress,
  ScrollArea,
  Table,
  Text,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PtsRingkasan } from '@erapor/shared/penilaian/template.schemas';
import { GradeGridView } from '../../../components/grade-grid/grade-grid';
import { TEMPLATE_TAG, useGradeGrid } from '../../../components/grade-grid/use-grade-grid';
import { ptsRingkasanKey, usePtsRingkasan } from '../api/get-pts-ringkasan';
import { useStatusPenilaian } from '../api/get-status-penilaian';
import { GridSection, PenilaianScreen } from './penilaian-layout';
import { cellsOfGrid, TemplateButtons } from './template-buttons';

function RingkasanTable({
  selected,
  onOpen,
}: {
  selected: string | null;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation();
  const list = usePtsRingkasan();
  // Once one is open, the list shows its row only (the grid below stays in view on a laptop);
  // the others are one click away, and choosing one folds the list again.
  const [semuaFor, setSemuaFor] = useState<string | null>(null);
  const semua = selected !== null && semuaFor === selected;
  // Grading closed, or the mid-semester window past its deadline: every row is closed.
  const grading = useStatusPenilaian().data;
  const ditutup = grading !== undefined && (!grading.dibuka || grading.batas_pts_lewat);
  if (list.isPending) {
    return (
      <Group gap="xs">
        <Loader size="sm" />
        <Text size="sm">{t('penilaianTemplate.pts.loading')}</Text>
      </Group>
    );
  }
  if (list.isError) {
    return (
      <Alert color="red" variant="light" title={t('penilaianTemplate.pts.loadFailed')}>
        <Button size="xs" variant="light" onClick={() => void list.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  if (list.data.length === 0) return null;
  const folded =
    !semua && selected !== null && list.data.some((row) => row.pembelajaran_id === selected);
  const rows = folded ? list.data.filter((row) => row.pembelajaran_id === selected) : list.data;
  const title = (
    <Text size="sm" fw={600} mb={4}>
      {t('penilaianTemplate.pts.listTitle')}
    </Text>
  );
  const status = (row: PtsRingkasan) => {
    if (!row.siap_dinilai) {
      return (
        <Badge color="gray" variant="light">
          {t('penilaianTemplate.pts.belumDipetakan')}
        </Badge>
      );
    }
    if (ditutup) {
      return (
        <Badge color="orange" variant="light">
          {t('penilaianTemplate.pts.ditutup')}
        </Badge>
      );
    }
    if (row.kunci_nilai) {
      return (
        <Badge color="gray" variant="light">
          {t('penilaianTemplate.pts.dikunci')}
        </Badge>
      );
    }
    const done = row.jumlah_siswa > 0 && row.jumlah_dinilai >= row.jumlah_siswa;
    return (
      <Badge color={done ? 'green' : 'yellow'} variant="light">
        {done ? t('penilaianTemplate.pts.lengkap') : t('penilaianTemplate.pts.belumLengkap')}
      </Badge>
    );
  };
  return (
    <div>
      {title}
      <ScrollArea.Autosize mah={360} type="auto">
        <Table
          striped
          highlightOnHover
          withTableBorder
          fz="sm"
          aria-label={t('penilaianTemplate.pts.tableLabel')}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('penilaianTemplate.pts.rombel')}</Table.Th>
              <Table.Th>{t('penilaianTemplate.pts.mapel')}</Table.Th>
              <Table.Th ta="right">{t('penilaianTemplate.pts.jumlahSiswa')}</Table.Th>
              <Table.Th ta="right">{t('penilaianTemplate.pts.jumlahDinilai')}</Table.Th>
              <Table.Th w={140}>{t('penilaianTemplate.pts.progress')}</Table.Th>
              <Table.Th>{t('penilaianTemplate.pts.status')}</Table.Th>
              <Table.Th>{t('penilaianTemplate.pts.aksi')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => {
              const percent =
                row.jumlah_siswa === 0 ? 0 : (row.jumlah_dinilai / row.jumlah_siswa) * 100;
              const active = row.pembelajaran_id === selected;
              return (
                <Table.Tr
                  key={row.pembelajaran_id}
                  bg={active ? 'var(--mantine-primary-color-light)' : undefined}
                  aria-current={active ? 'true' : undefined}
                >
                  <Table.Td>{row.rombel}</Table.Td>
                  <Table.Td>{row.nama_mata_pelajaran}</Table.Td>
                  <Table.Td ta="right">{row.jumlah_siswa}</Table.Td>
                  <Table.Td ta="right">{row.jumlah_dinilai}</Table.Td>
                  <Table.Td>
                    <Progress
                      value={percent}
                      size="sm"
                      aria-label={t('penilaianTemplate.pts.progressOf', {
                        dinilai: row.jumlah_dinilai,
                        siswa: row.jumlah_siswa,
                      })}
                    />
                  </Table.Td>
                  <Table.Td>{status(row)}</Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-sm"
                      variant={active ? 'filled' : 'light'}
                      disabled={!row.siap_dinilai}
                      onClick={() => onOpen(row.pembelajaran_id)}
                      aria-label={t('penilaianTemplate.pts.openOf', {
                        mapel: row.nama_mata_pelajaran,
                        rombel: row.rombel,
                      })}
                    >
                      {t('penilaianTemplate.pts.open')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
      {selected !== null && list.data.length > 1 ? (
        <Button
          variant="subtle"
          size="compact-sm"
          mt={4}
          onClick={() => setSemuaFor(folded ? selected : null)}
        >
          {folded
            ? t('penilaianTemplate.pts.tampilkanSemua', { count: list.data.length })
            : t('penilaianTemplate.pts.sembunyikanLain')}
        </Button>
      ) : null}
    </div>
  );
}

/** The mid-semester grid of one pembelajaran with its template buttons. */
function PtsGrid({ pembelajaranId }: { pembelajaranId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const grid = useGradeGrid('pts', pembelajaranId);
  useEffect(() => {
    if (grid.savedAt) void queryClient.invalidateQueries({ queryKey: ptsRingkasanKey });
  }, [grid.savedAt, queryClient]);
  const info = grid.grid?.pembelajaran;
  const label = info ? `${info.nama_mata_pelajaran} ${info.rombel}` : undefined;
  return (
    <GridSection
      title={
        info
          ? t('penilaianTemplate.pts.gridTitle', {
              mapel: info.nama_mata_pelajaran,
              rombel: info.rombel,
            })
          : t('penilaianTemplate.pts.gridTitleLoading')
      }
      hint={t('penilaianTemplate.pts.gridHint')}
    >
      <GradeGridView
        grid={grid}
        toolbarExtra={
          <TemplateButtons
            kind="pts"
            pembelajaranId={pembelajaranId}
            label={label}
            readOnly={grid.readOnly}
            onApply={(cells) => grid.setCells(cellsOfGrid(cells, 'pts'), { tag: TEMPLATE_TAG })}
          />
        }
      />
    </GridSection>
  );
}

/**
 * Nilai Tengah Semester: the teacher's pembelajaran with how many students are graded; choose
 * one (chooser or list) to type, paste or upload the mid-semester scores.
 */
export function NilaiTengahSemesterScreen() {
  return (
    <PenilaianScreen
      pts
      beside={(pembelajaranId, choose) => (
        <RingkasanTable selected={pembelajaranId} onOpen={choose} />
      )}
    >
      {(pembelajaranId) => <PtsGrid key={pembelajaranId} pembelajaranId={pembelajaranId} />}
    </PenilaianScreen>
  );
}

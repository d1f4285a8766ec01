import { useState } from 'react';
import { Modal, Stack, Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { PembelajaranProgres } from '@erapor/shared/penilaian/beranda-penilaian.schemas';
import type { GridKind } from '@erapor/shared/penilaian/grid.schemas';
import { GradeGrid } from '../../../components/grade-grid/grade-grid';
import { InnerModalProvider } from '../../../components/ui/inner-modal';

/** The grids of a pembelajaran in the order a semester fills them. */
const KINDS: readonly GridKind[] = [
  'pts',
  'slm',
  'sas',
  'nilai-akhir',
  'ketercapaian',
  'deskripsi',
];

/**
 * A pembelajaran's grades as its teacher entered them, read-only, for the wali of its class, the
 * Waka and the administrator: one tab per grid, each cell's history from the grid's own button.
 * The server decides who may look (and answers the grid locked as "hanya lihat").
 */
export function LihatNilai({ row }: { row: PembelajaranProgres }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<GridKind>('nilai-akhir');
  const labels: Record<GridKind, string> = {
    pts: t('berandaPenilaian.lihatKinds.pts'),
    slm: t('berandaPenilaian.lihatKinds.slm'),
    sas: t('berandaPenilaian.lihatKinds.sas'),
    'nilai-akhir': t('berandaPenilaian.lihatKinds.nilai-akhir'),
    ketercapaian: t('berandaPenilaian.lihatKinds.ketercapaian'),
    deskripsi: t('berandaPenilaian.lihatKinds.deskripsi'),
  };
  return (
    <Stack gap="sm">
      <Tabs value={kind} onChange={(value) => value && setKind(value as GridKind)}>
        <Tabs.List aria-label={t('berandaPenilaian.lihatJenis')}>
          {KINDS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {labels[value]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <GradeGrid kind={kind} pembelajaranId={row.pembelajaran_id} height={440} />
    </Stack>
  );
}

export const lihatTitle = (
  t: (key: string, values: Record<string, string>) => string,
  row: PembelajaranProgres,
) => t('berandaPenilaian.lihatTitle', { mapel: row.nama_mata_pelajaran, rombel: row.rombel });

/** LihatNilai in a modal of its own (the wali's class panel). */
export function LihatNilaiModal({
  row,
  onClose,
}: {
  row: PembelajaranProgres | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  const [innerOpen, setInnerOpen] = useState(false);
  return (
    <Modal
      opened={row !== null}
      onClose={onClose}
      title={row ? lihatTitle(t, row) : ''}
      size="80rem"
      fullScreen={phone}
      closeOnEscape={!innerOpen}
    >
      <InnerModalProvider onInnerOpen={setInnerOpen}>
        {row ? <LihatNilai row={row} /> : null}
      </InnerModalProvider>
    </Modal>
  );
}

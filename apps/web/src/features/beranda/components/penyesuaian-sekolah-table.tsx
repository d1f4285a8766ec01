import { Badge, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PenyesuaianSekolah } from '@erapor/shared/penilaian/nilai-akhir.schemas';
import { formatTime } from '../../../components/grade-grid/format-time';
import { usePenyesuaianSekolah } from '../api/get-penyesuaian-sekolah';
import { PenilaianState } from './penilaian-state';
import { SearchedTable } from './searched-table';

const textsOf = (row: PenyesuaianSekolah) => [
  row.rombel,
  row.nama_mata_pelajaran,
  row.nama,
  row.oleh,
  row.alasan,
];

/**
 * For the administrator and the Waka: every final of the semester that a teacher set after a
 * remedial test or adjusted, with who, when, from what to what, and the reason given.
 */
export function PenyesuaianSekolahTable() {
  const { t, i18n } = useTranslation();
  const query = usePenyesuaianSekolah();
  const jenis = {
    remedial: t('berandaPenilaian.penyesuaian.remedial'),
    adjust: t('berandaPenilaian.penyesuaian.adjust'),
  };
  return (
    <PenilaianState query={query}>
      {(rows) => (
        <SearchedTable
          rows={rows}
          textsOf={textsOf}
          searchLabel={t('berandaPenilaian.penyesuaian.search')}
          label={t('berandaPenilaian.penyesuaian.tableLabel')}
          minWidth={960}
          emptyText={t('berandaPenilaian.penyesuaian.empty')}
          head={[
            <Table.Th key="waktu">{t('berandaPenilaian.penyesuaian.waktu')}</Table.Th>,
            <Table.Th key="rombel">{t('berandaPenilaian.rombel')}</Table.Th>,
            <Table.Th key="mapel">{t('berandaPenilaian.penyesuaian.mapel')}</Table.Th>,
            <Table.Th key="siswa">{t('berandaPenilaian.penyesuaian.siswa')}</Table.Th>,
            <Table.Th key="nilai">{t('berandaPenilaian.penyesuaian.nilai')}</Table.Th>,
            <Table.Th key="alasan">{t('berandaPenilaian.penyesuaian.alasan')}</Table.Th>,
            <Table.Th key="oleh">{t('berandaPenilaian.penyesuaian.oleh')}</Table.Th>,
          ]}
          renderRow={(row) => (
            <Table.Tr key={row.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatTime(row.waktu, i18n.language)}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.rombel}</Table.Td>
              <Table.Td>{row.nama_mata_pelajaran}</Table.Td>
              <Table.Td>{row.nama}</Table.Td>
              <Table.Td>
                <Stack gap={2} align="flex-start">
                  <Badge
                    size="sm"
                    variant="light"
                    color={row.jenis === 'remedial' ? 'teal' : 'grape'}
                  >
                    {jenis[row.jenis]}
                  </Badge>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {row.nilai_lama ?? '–'} → {row.nilai_baru ?? '–'}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{row.alasan}</Text>
              </Table.Td>
              <Table.Td>{row.oleh ?? '–'}</Table.Td>
            </Table.Tr>
          )}
        />
      )}
    </PenilaianState>
  );
}

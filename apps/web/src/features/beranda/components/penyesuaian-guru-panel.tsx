import { Alert, Badge, Button, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconArrowBackUp } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PenyesuaianSekolah } from '@erapor/shared/penilaian/nilai-akhir.schemas';
import { usePenyesuaianGuru } from '../api/get-penyesuaian-guru';
import { PenilaianState } from './penilaian-state';
import { KeputusanCell, penyesuaianTexts, SiswaNilaiAlasan, WaktuOleh } from './penyesuaian-parts';
import { SearchedTable } from './searched-table';
import { SectionCard } from './section-card';

/**
 * Where the teacher changes it again: the SLM grid for a TP score, the SAS grid for a SAS part,
 * Nilai Akhir for a final.
 */
function screenOf(row: PenyesuaianSekolah): string {
  const pembelajaran = `pembelajaran_id=${row.pembelajaran_id}`;
  if (row.tp !== null) return `/penilaian/input-nilai?${pembelajaran}`;
  if (row.sas !== null) return `/penilaian/input-nilai?jenis=sas&${pembelajaran}`;
  return `/penilaian/nilai-akhir?${pembelajaran}`;
}

/**
 * For a teacher: the remedials and adjustments of his pembelajaran this semester, with the Waka
 * Kurikulum's decision on each. What the Waka refused, and was not changed again since, comes
 * first with the Waka's note, and each row opens the screen where the score is changed. Shown
 * only when there is any.
 */
export function PenyesuaianGuruPanel() {
  const { t } = useTranslation();
  const query = usePenyesuaianGuru();
  if (query.isSuccess && query.data.total === 0) return null;
  return (
    <SectionCard
      icon={<IconArrowBackUp size={20} aria-hidden />}
      title={t('berandaPenilaian.penyesuaianGuru.title')}
      hint={t('berandaPenilaian.penyesuaianGuru.hint')}
    >
      <PenilaianState query={query}>
        {(daftar) => (
          <SearchedTable
            rows={daftar.rows}
            textsOf={(row) => penyesuaianTexts(row, t)}
            searchLabel={t('berandaPenilaian.penyesuaian.search')}
            label={t('berandaPenilaian.penyesuaianGuru.tableLabel')}
            minWidth={900}
            emptyText={t('berandaPenilaian.penyesuaian.empty')}
            above={
              <>
                {daftar.ditolak > 0 ? (
                  <Alert
                    color="red"
                    icon={<IconAlertTriangle size={18} aria-hidden />}
                    data-testid="penyesuaian-guru-ditolak"
                  >
                    {t('berandaPenilaian.penyesuaianGuru.ditolak', { count: daftar.ditolak })}
                  </Alert>
                ) : null}
                {daftar.total > daftar.rows.length ? (
                  <Text size="xs" c="dimmed" data-testid="penyesuaian-guru-terbatas">
                    {t('berandaPenilaian.penyesuaianGuru.terbatas', {
                      count: daftar.rows.length,
                      total: daftar.total,
                    })}
                  </Text>
                ) : null}
              </>
            }
            head={[
              <Table.Th key="waktu">{t('berandaPenilaian.penyesuaian.waktuOleh')}</Table.Th>,
              <Table.Th key="kelas">{t('berandaPenilaian.penyesuaianGuru.kelas')}</Table.Th>,
              <Table.Th key="siswa">{t('berandaPenilaian.penyesuaian.siswa')}</Table.Th>,
              <Table.Th key="nilai">{t('berandaPenilaian.penyesuaian.nilai')}</Table.Th>,
              <Table.Th key="alasan">{t('berandaPenilaian.penyesuaian.alasan')}</Table.Th>,
              <Table.Th key="keputusan">
                {t('berandaPenilaian.penyesuaianGuru.keputusan')}
              </Table.Th>,
              <Table.Th key="buka" aria-label={t('berandaPenilaian.penyesuaianGuru.buka')} />,
            ]}
            renderRow={(row) => (
              <Table.Tr key={row.id}>
                <Table.Td>
                  <WaktuOleh row={row} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {row.rombel}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {row.nama_mata_pelajaran}
                  </Text>
                </Table.Td>
                <SiswaNilaiAlasan row={row} />
                <Table.Td data-testid="penyesuaian-persetujuan">
                  {row.persetujuan !== null ? (
                    <KeputusanCell persetujuan={row.persetujuan} diubahLagi={row.diubah_lagi} />
                  ) : (
                    <Badge size="sm" variant="light" color="gray">
                      {t('berandaPenilaian.penyesuaian.belum')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  <Button
                    size="compact-xs"
                    variant="light"
                    component={Link}
                    to={screenOf(row)}
                    aria-label={t('berandaPenilaian.penyesuaianGuru.bukaOf', {
                      nama: row.nama,
                      mapel: row.nama_mata_pelajaran,
                      rombel: row.rombel,
                    })}
                  >
                    {t('berandaPenilaian.penyesuaianGuru.buka')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            )}
          />
        )}
      </PenilaianState>
    </SectionCard>
  );
}

import { Box, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PembelajaranProgres } from '@erapor/shared/penilaian/beranda-penilaian.schemas';
import { ProgresBar } from './progres-bar';
import { ProgresCards } from './progres-cards';
import {
  countsOf,
  LihatButton,
  OpenButtons,
  StatusBadges,
  type ProgresVariant,
} from './progres-parts';

/**
 * Pembelajaran with their progress: the teacher's own (class column, buttons into the grids), a
 * class's (teacher column, for the wali and the school summary), one teacher's seen by the
 * school summary (class column) or the whole school's (both, Monitoring). A table from the small breakpoint up, cards on a phone.
 */
export function ProgresTable({
  rows,
  variant,
  label,
  onLihat,
}: {
  rows: readonly PembelajaranProgres[];
  variant: ProgresVariant;
  label: string;
  /** A class's list: each pembelajaran's grades can be opened read-only. */
  onLihat?: (row: PembelajaranProgres) => void;
}) {
  const { t } = useTranslation();
  const own = variant === 'guru';
  const byClass = variant !== 'kelas';
  const withGuru = variant === 'kelas' || variant === 'sekolah';
  return (
    <>
      <Box hiddenFrom="sm">
        <ProgresCards rows={rows} variant={variant} label={label} onLihat={onLihat} />
      </Box>
      <Box visibleFrom="sm">
        <Table.ScrollContainer minWidth={byClass && withGuru ? 1020 : byClass ? 1000 : 940}>
          <Table striped highlightOnHover verticalSpacing="xs" aria-label={label}>
            <Table.Thead>
              <Table.Tr>
                {byClass ? <Table.Th>{t('berandaPenilaian.rombel')}</Table.Th> : null}
                <Table.Th miw={170}>{t('berandaPenilaian.mapel')}</Table.Th>
                {withGuru ? <Table.Th>{t('berandaPenilaian.guru')}</Table.Th> : null}
                <Table.Th ta="right">{t('berandaPenilaian.siswa')}</Table.Th>
                <Table.Th>
                  <abbr title={t('berandaPenilaian.slmHint')}>{t('berandaPenilaian.slm')}</abbr>
                </Table.Th>
                <Table.Th>
                  <abbr title={t('berandaPenilaian.ptsFull')}>{t('berandaPenilaian.pts')}</abbr>
                </Table.Th>
                <Table.Th>
                  <abbr title={t('berandaPenilaian.sasFull')}>{t('berandaPenilaian.sas')}</abbr>
                </Table.Th>
                <Table.Th>{t('berandaPenilaian.nilaiAkhir')}</Table.Th>
                <Table.Th>{t('berandaPenilaian.deskripsi')}</Table.Th>
                {own || onLihat ? <Table.Th>{t('berandaPenilaian.aksi')}</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => {
                const { progres } = row;
                const ratio = (done: number) =>
                  t('berandaPenilaian.ratio', { done, total: progres.siswa });
                return (
                  <Table.Tr key={row.pembelajaran_id}>
                    {byClass ? (
                      <Table.Td>
                        <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                          {row.rombel}
                        </Text>
                      </Table.Td>
                    ) : null}
                    <Table.Td>
                      <Stack gap={2}>
                        <Text size="sm" fw={own ? 400 : 500}>
                          {row.nama_mata_pelajaran}
                        </Text>
                        <StatusBadges row={row} showLock={byClass} />
                      </Stack>
                    </Table.Td>
                    {withGuru ? (
                      <Table.Td>
                        <Text size="sm">{row.guru ?? '—'}</Text>
                      </Table.Td>
                    ) : null}
                    <Table.Td ta="right">{progres.siswa}</Table.Td>
                    <Table.Td>
                      <ProgresBar
                        done={progres.slm}
                        total={progres.siswa}
                        label={t('berandaPenilaian.slmFull')}
                        text={t('berandaPenilaian.dinilai', {
                          done: progres.slm,
                          total: progres.siswa,
                        })}
                      />
                      {progres.jumlah_tp > 0 ? (
                        <Text size="xs" c="dimmed">
                          {t('berandaPenilaian.tpCount', { count: progres.jumlah_tp })}
                        </Text>
                      ) : null}
                    </Table.Td>
                    {countsOf(t, progres).map((count) => (
                      <Table.Td key={count.key}>
                        <ProgresBar
                          done={count.done}
                          total={progres.siswa}
                          label={count.label}
                          text={ratio(count.done)}
                          miw={70}
                        />
                      </Table.Td>
                    ))}
                    {own ? (
                      <Table.Td>
                        <OpenButtons row={row} />
                      </Table.Td>
                    ) : onLihat ? (
                      <Table.Td>
                        <LihatButton row={row} onLihat={onLihat} />
                      </Table.Td>
                    ) : null}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Box>
    </>
  );
}

import { Badge, Button, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PembelajaranProgres } from '@erapor/shared/penilaian/beranda-penilaian.schemas';
import { ProgresBar } from './progres-bar';

/** Why a pembelajaran cannot be graded now, as small badges with an explanation on hover. */
function StatusBadges({ row, showLock }: { row: PembelajaranProgres; showLock: boolean }) {
  const { t } = useTranslation();
  const { progres } = row;
  const complete = progres.siswa > 0 && progres.nilai_akhir >= progres.siswa;
  return (
    <Group gap={4}>
      {row.sub_mapel ? (
        <Badge size="xs" variant="outline" color="gray">
          {t('berandaPenilaian.subMapel')}
        </Badge>
      ) : null}
      {row.siap_dinilai ? null : (
        <Tooltip label={t('berandaPenilaian.unmappedHint')} multiline w={260} withArrow>
          <Badge size="xs" color="orange" variant="light" tabIndex={0}>
            {t('berandaPenilaian.unmapped')}
          </Badge>
        </Tooltip>
      )}
      {row.siap_dinilai && progres.jumlah_tp === 0 ? (
        <Tooltip label={t('berandaPenilaian.noTpHint')} multiline w={260} withArrow>
          <Badge size="xs" color="yellow" variant="light" tabIndex={0}>
            {t('berandaPenilaian.noTp')}
          </Badge>
        </Tooltip>
      ) : null}
      {showLock && row.kunci_nilai ? (
        <Tooltip label={t('berandaPenilaian.lockedHint')} multiline w={260} withArrow>
          <Badge
            size="xs"
            color="red"
            variant="light"
            leftSection={<IconLock size={10} aria-hidden />}
            tabIndex={0}
          >
            {t('berandaPenilaian.locked')}
          </Badge>
        </Tooltip>
      ) : null}
      {complete ? (
        <Badge size="xs" color="teal" variant="light">
          {t('berandaPenilaian.complete')}
        </Badge>
      ) : null}
    </Group>
  );
}

/** Buttons that open the grids of a pembelajaran straight away. */
function OpenButtons({ row }: { row: PembelajaranProgres }) {
  const { t } = useTranslation();
  const names = { mapel: row.nama_mata_pelajaran, rombel: row.rombel };
  const query = `?pembelajaran_id=${row.pembelajaran_id}`;
  const common = {
    size: 'compact-xs',
    variant: 'light',
    component: Link,
    disabled: !row.siap_dinilai,
  } as const;
  return (
    <Group gap={4} wrap="nowrap">
      <Button
        {...common}
        to={`/penilaian/input-nilai${query}`}
        aria-label={t('berandaPenilaian.openSumatifOf', names)}
      >
        {t('berandaPenilaian.openSumatif')}
      </Button>
      <Button
        {...common}
        to={`/penilaian/nilai-akhir${query}`}
        aria-label={t('berandaPenilaian.openNilaiAkhirOf', names)}
      >
        {t('berandaPenilaian.openNilaiAkhir')}
      </Button>
      <Button
        {...common}
        to={`/penilaian/capaian-kompetensi${query}`}
        aria-label={t('berandaPenilaian.openCapaianOf', names)}
      >
        {t('berandaPenilaian.openCapaian')}
      </Button>
    </Group>
  );
}

/**
 * Pembelajaran with their progress: the teacher's own (class column, buttons into the grids) or
 * a class's (teacher column, for the wali and the school summary).
 */
export function ProgresTable({
  rows,
  variant,
  label,
}: {
  rows: readonly PembelajaranProgres[];
  variant: 'guru' | 'kelas';
  label: string;
}) {
  const { t } = useTranslation();
  const own = variant === 'guru';
  return (
    <Table.ScrollContainer minWidth={own ? 960 : 860}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {own ? <Table.Th>{t('berandaPenilaian.rombel')}</Table.Th> : null}
            <Table.Th miw={170}>{t('berandaPenilaian.mapel')}</Table.Th>
            {own ? null : <Table.Th>{t('berandaPenilaian.guru')}</Table.Th>}
            <Table.Th ta="right">{t('berandaPenilaian.siswa')}</Table.Th>
            <Table.Th>
              <abbr title={t('berandaPenilaian.slmFull')}>{t('berandaPenilaian.slm')}</abbr>
            </Table.Th>
            <Table.Th>
              <abbr title={t('berandaPenilaian.sasFull')}>{t('berandaPenilaian.sas')}</abbr>
            </Table.Th>
            <Table.Th>{t('berandaPenilaian.nilaiAkhir')}</Table.Th>
            <Table.Th>{t('berandaPenilaian.deskripsi')}</Table.Th>
            {own ? <Table.Th>{t('berandaPenilaian.aksi')}</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const { progres } = row;
            const ratio = (done: number) =>
              t('berandaPenilaian.ratio', { done, total: progres.siswa });
            return (
              <Table.Tr key={row.pembelajaran_id}>
                {own ? (
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
                    <StatusBadges row={row} showLock={own} />
                  </Stack>
                </Table.Td>
                {own ? null : (
                  <Table.Td>
                    <Text size="sm">{row.guru ?? '—'}</Text>
                  </Table.Td>
                )}
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
                <Table.Td>
                  <ProgresBar
                    done={progres.sas}
                    total={progres.siswa}
                    label={t('berandaPenilaian.sasFull')}
                    text={ratio(progres.sas)}
                    miw={70}
                  />
                </Table.Td>
                <Table.Td>
                  <ProgresBar
                    done={progres.nilai_akhir}
                    total={progres.siswa}
                    label={t('berandaPenilaian.nilaiAkhir')}
                    text={ratio(progres.nilai_akhir)}
                    miw={70}
                  />
                </Table.Td>
                <Table.Td>
                  <ProgresBar
                    done={progres.deskripsi}
                    total={progres.siswa}
                    label={t('berandaPenilaian.deskripsi')}
                    text={ratio(progres.deskripsi)}
                    miw={70}
                  />
                </Table.Td>
                {own ? (
                  <Table.Td>
                    <OpenButtons row={row} />
                  </Table.Td>
                ) : null}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

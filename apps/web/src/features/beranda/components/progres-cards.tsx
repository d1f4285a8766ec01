import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PembelajaranProgres } from '@erapor/shared/penilaian/beranda-penilaian.schemas';
import { ProgresBar } from './progres-bar';
import {
  countsOf,
  LihatButton,
  OpenButtons,
  StatusBadges,
  type ProgresVariant,
} from './progres-parts';

/** The progress list as cards, for a phone: one card per pembelajaran, its bars in a grid. */
export function ProgresCards({
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
    <Stack gap="sm" component="ul" aria-label={label} p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => {
        const { progres } = row;
        const ratio = (done: number) => t('berandaPenilaian.ratio', { done, total: progres.siswa });
        return (
          <Paper key={row.pembelajaran_id} component="li" withBorder radius="md" p="sm">
            <Text fw={600} size="sm">
              {byClass ? `${row.rombel} · ${row.nama_mata_pelajaran}` : row.nama_mata_pelajaran}
            </Text>
            <Text size="xs" c="dimmed">
              {withGuru ? `${row.guru ?? '—'} · ` : null}
              {t('berandaPenilaian.siswa')}: {progres.siswa}
              {progres.jumlah_tp > 0
                ? ` · ${t('berandaPenilaian.tpCount', { count: progres.jumlah_tp })}`
                : ''}
            </Text>
            <StatusBadges row={row} showLock={byClass} />
            <SimpleGrid cols={2} spacing="xs" verticalSpacing={6} my="xs">
              <ProgresBar
                done={progres.slm}
                total={progres.siswa}
                label={t('berandaPenilaian.slmFull')}
                text={`${t('berandaPenilaian.slm')} ${t('berandaPenilaian.dinilai', { done: progres.slm, total: progres.siswa })}`}
                miw={0}
              />
              {countsOf(t, progres).map((count) => (
                <ProgresBar
                  key={count.key}
                  done={count.done}
                  total={progres.siswa}
                  label={count.label}
                  text={`${count.short} ${ratio(count.done)}`}
                  miw={0}
                />
              ))}
            </SimpleGrid>
            {own ? <OpenButtons row={row} /> : null}
            {!own && onLihat ? <LihatButton row={row} onLihat={onLihat} /> : null}
          </Paper>
        );
      })}
    </Stack>
  );
}

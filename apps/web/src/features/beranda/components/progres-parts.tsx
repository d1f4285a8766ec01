import { Badge, Button, Group, Tooltip } from '@mantine/core';
import { IconEye, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type {
  PembelajaranProgres,
  ProgresPenilaian,
} from '@erapor/shared/penilaian/beranda-penilaian.schemas';

/**
 * Whose pembelajaran a progress list shows: the signed-in teacher's own, one class's, or one
 * teacher's seen from the school summary.
 */
/**
 * Whose list: the teacher's own (`guru`), a class's (`kelas`), one teacher's seen by the school
 * (`pengajar`) or the whole school's (`sekolah`, Monitoring: class and teacher both).
 */
export type ProgresVariant = 'guru' | 'kelas' | 'pengajar' | 'sekolah';

/**
 * The counts shown after SLM, each of the students graded: PTS, SAS, finals, descriptions, with
 * their full name (the bar's label) and the short one (a phone card's text).
 */
export function countsOf(t: TFunction, progres: ProgresPenilaian) {
  return [
    {
      key: 'pts',
      done: progres.pts,
      label: t('berandaPenilaian.ptsFull'),
      short: t('berandaPenilaian.pts'),
    },
    {
      key: 'sas',
      done: progres.sas,
      label: t('berandaPenilaian.sasFull'),
      short: t('berandaPenilaian.sas'),
    },
    {
      key: 'nilai-akhir',
      done: progres.nilai_akhir,
      label: t('berandaPenilaian.nilaiAkhir'),
      short: t('berandaPenilaian.nilaiAkhir'),
    },
    {
      key: 'deskripsi',
      done: progres.deskripsi,
      label: t('berandaPenilaian.deskripsi'),
      short: t('berandaPenilaian.deskripsi'),
    },
  ];
}

/** Why a pembelajaran cannot be graded now, as small badges with an explanation on hover. */
export function StatusBadges({ row, showLock }: { row: PembelajaranProgres; showLock: boolean }) {
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
export function OpenButtons({ row }: { row: PembelajaranProgres }) {
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
    <Group gap={4} wrap="wrap" maw={190}>
      <Button
        {...common}
        to={`/penilaian/input-nilai${query}`}
        aria-label={t('berandaPenilaian.openSumatifOf', names)}
      >
        {t('berandaPenilaian.openSumatif')}
      </Button>
      <Button
        {...common}
        to={`/penilaian/nilai-tengah-semester${query}`}
        aria-label={t('berandaPenilaian.openPtsOf', names)}
      >
        {t('berandaPenilaian.pts')}
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

/** Opens a class's pembelajaran read-only (the wali, the Waka, the administrator). */
export function LihatButton({
  row,
  onLihat,
}: {
  row: PembelajaranProgres;
  onLihat: (row: PembelajaranProgres) => void;
}) {
  const { t } = useTranslation();
  return (
    <Button
      size="compact-xs"
      variant="light"
      leftSection={<IconEye size={12} aria-hidden />}
      disabled={!row.siap_dinilai}
      onClick={() => onLihat(row)}
      aria-label={t('berandaPenilaian.lihatNilaiOf', {
        mapel: row.nama_mata_pelajaran,
        rombel: row.rombel,
      })}
    >
      {t('berandaPenilaian.lihatNilai')}
    </Button>
  );
}

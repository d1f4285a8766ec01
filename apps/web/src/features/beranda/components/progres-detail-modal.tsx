import { useState } from 'react';
import { Button, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import type {
  PembelajaranProgres,
  RekapGuru,
  RekapRombel,
} from '@erapor/shared/penilaian/beranda-penilaian.schemas';
import { InnerModalProvider } from '../../../components/ui/inner-modal';
import { usePenilaianGuru } from '../api/get-penilaian-guru';
import { usePenilaianRombel } from '../api/get-penilaian-rombel';
import { LihatNilai, lihatTitle } from './lihat-nilai';
import { PenilaianState } from './penilaian-state';
import type { ProgresVariant } from './progres-parts';
import { ProgresTable } from './progres-table';

/**
 * A list of pembelajaran with their progress in a window (school summary → Detail): one class's
 * subjects with their teacher, or one teacher's subjects with their class. A subject's grades
 * open in the same window, read-only, with a way back to the list.
 */
function ProgresDetailModal({
  opened,
  title,
  label,
  variant,
  query,
  onClose,
}: {
  opened: boolean;
  title: string;
  label: string;
  variant: Exclude<ProgresVariant, 'guru'>;
  query: UseQueryResult<PembelajaranProgres[]>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [lihat, setLihat] = useState<PembelajaranProgres | null>(null);
  const phone = useMediaQuery('(max-width: 48em)');
  const [innerOpen, setInnerOpen] = useState(false);
  const close = () => {
    setLihat(null);
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={lihat ? lihatTitle(t, lihat) : title}
      size="80rem"
      fullScreen={phone && lihat !== null}
      closeOnEscape={!innerOpen}
    >
      {opened && lihat ? (
        <Stack gap="sm">
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconArrowLeft size={14} aria-hidden />}
            onClick={() => setLihat(null)}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('berandaPenilaian.lihatKembali')}
          </Button>
          <InnerModalProvider onInnerOpen={setInnerOpen}>
            <LihatNilai row={lihat} />
          </InnerModalProvider>
        </Stack>
      ) : opened ? (
        <PenilaianState query={query}>
          {(rows) => (
            <ProgresTable rows={rows} variant={variant} label={label} onLihat={setLihat} />
          )}
        </PenilaianState>
      ) : null}
    </Modal>
  );
}

/** The subjects of one class with their teacher and progress. */
export function RombelDetailModal({
  rombel,
  onClose,
}: {
  rombel: RekapRombel | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const query = usePenilaianRombel(rombel?.rombongan_belajar_id ?? null);
  const nama = rombel?.nama ?? '';
  return (
    <ProgresDetailModal
      opened={rombel !== null}
      title={t('berandaPenilaian.detailTitle', { rombel: nama })}
      label={t('berandaPenilaian.waliTableLabel', { rombel: nama })}
      variant="kelas"
      query={query}
      onClose={onClose}
    />
  );
}

/** The subjects one teacher grades, with their class and progress. */
export function GuruDetailModal({
  guru,
  onClose,
}: {
  guru: RekapGuru | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const query = usePenilaianGuru(guru?.guru_id ?? null);
  const nama = guru?.nama ?? '';
  return (
    <ProgresDetailModal
      opened={guru !== null}
      title={t('berandaPenilaian.guruDetailTitle', { guru: nama })}
      label={t('berandaPenilaian.pengajarTableLabel', { guru: nama })}
      variant="pengajar"
      query={query}
      onClose={onClose}
    />
  );
}

import { useState } from 'react';
import { Button, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type {
  PembelajaranProgres,
  RekapRombel,
} from '@erapor/shared/penilaian/beranda-penilaian.schemas';
import { InnerModalProvider } from '../../../components/ui/inner-modal';
import { usePenilaianRombel } from '../api/get-penilaian-rombel';
import { LihatNilai, lihatTitle } from './lihat-nilai';
import { PenilaianState } from './penilaian-state';
import { ProgresTable } from './progres-table';

/**
 * The subjects of one class with their teacher and progress (school summary → Detail); a
 * subject's grades open in the same window, read-only, with a way back to the list.
 */
export function RombelDetailModal({
  rombel,
  onClose,
}: {
  rombel: RekapRombel | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const query = usePenilaianRombel(rombel?.rombongan_belajar_id ?? null);
  const [lihat, setLihat] = useState<PembelajaranProgres | null>(null);
  const phone = useMediaQuery('(max-width: 48em)');
  const [innerOpen, setInnerOpen] = useState(false);
  const nama = rombel?.nama ?? '';
  const close = () => {
    setLihat(null);
    onClose();
  };
  return (
    <Modal
      opened={rombel !== null}
      onClose={close}
      title={lihat ? lihatTitle(t, lihat) : t('berandaPenilaian.detailTitle', { rombel: nama })}
      size="80rem"
      fullScreen={phone && lihat !== null}
      closeOnEscape={!innerOpen}
    >
      {rombel && lihat ? (
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
      ) : rombel ? (
        <PenilaianState query={query}>
          {(rows) => (
            <ProgresTable
              rows={rows}
              variant="kelas"
              label={t('berandaPenilaian.waliTableLabel', { rombel: nama })}
              onLihat={setLihat}
            />
          )}
        </PenilaianState>
      ) : null}
    </Modal>
  );
}

import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RekapRombel } from '@erapor/shared/penilaian/beranda-penilaian.schemas';
import { usePenilaianRombel } from '../api/get-penilaian-rombel';
import { PenilaianState } from './penilaian-state';
import { ProgresTable } from './progres-table';

/** The subjects of one class with their teacher and progress (school summary → Detail). */
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
    <Modal
      opened={rombel !== null}
      onClose={onClose}
      title={t('berandaPenilaian.detailTitle', { rombel: nama })}
      size="80rem"
    >
      {rombel ? (
        <PenilaianState query={query}>
          {(rows) => (
            <ProgresTable
              rows={rows}
              variant="kelas"
              label={t('berandaPenilaian.waliTableLabel', { rombel: nama })}
            />
          )}
        </PenilaianState>
      ) : null}
    </Modal>
  );
}

import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NilaiAsesmenSiswa, SubMapel } from '@erapor/shared/penilaian/nilai-akhir.schemas';
import { nilaiGabungan, roundHalfUp } from '@erapor/shared/penilaian/nilai';
import { angka, BagianTable } from './rincian-parts';

/**
 * A parent subject's combined final (domain §5.9) explained: its own final and each
 * sub-subject's, the mean of those that exist, and whether the stored combined final still
 * matches them (it is stored by "Hitung Nilai Gabungan", not kept up to date by itself).
 */
export function RincianNilaiGabungan({
  namaMapel,
  subMapel,
  siswa,
}: {
  namaMapel: string;
  subMapel: SubMapel[];
  siswa: NilaiAsesmenSiswa;
}) {
  const { t } = useTranslation();
  const own = typeof siswa.nilai_akhir.value === 'number' ? siswa.nilai_akhir.value : null;
  const parts = [
    {
      key: 'induk',
      nama: t('penilaian.nilaiAkhir.rincianGabunganSendiri', { nama: namaMapel }),
      nilai: own,
    },
    ...subMapel.map((sub, index) => ({
      key: sub.pembelajaran_id,
      nama: sub.nama_mata_pelajaran,
      nilai: siswa.nilai_sub_mapel?.[index] ?? null,
    })),
  ];
  const hasil = nilaiGabungan(parts.map((part) => part.nilai));
  const stored = siswa.nilai_gabungan ?? null;
  return (
    <Stack gap={4}>
      <Title order={3} fz="sm">
        {t('penilaian.nilaiAkhir.rincianGabungan')}
      </Title>
      <BagianTable rows={parts} kosong={t('penilaian.nilaiAkhir.rincianBelumAda')} />
      <Text size="sm" fw={600} data-testid="rincian-gabungan">
        {hasil.mentah === null || hasil.nilai === null
          ? t('penilaian.nilaiAkhir.rincianGabunganKosong')
          : t('penilaian.nilaiAkhir.rincianGabunganHitung', {
              nilai: hasil.ada.join(' + '),
              count: hasil.ada.length,
              mentah: angka(roundHalfUp(hasil.mentah, 2)),
              hasil: hasil.nilai,
            })}
      </Text>
      {stored !== null || hasil.nilai !== null ? (
        <Text
          size="sm"
          c={stored !== hasil.nilai ? 'orange' : undefined}
          data-testid="rincian-gabungan-tersimpan"
        >
          {stored === hasil.nilai
            ? t('penilaian.nilaiAkhir.rincianGabunganTersimpan', { nilai: stored })
            : t('penilaian.nilaiAkhir.rincianGabunganBeda', {
                nilai: stored ?? '–',
                hasil: hasil.nilai ?? '–',
              })}
        </Text>
      ) : null}
    </Stack>
  );
}

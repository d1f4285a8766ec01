import { useState } from 'react';
import { Badge, Group, Radio, Text, Title, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type {
  JenisPenyesuaian,
  NilaiAsesmenSiswa,
  PenyesuaianNilai,
} from '@erapor/shared/penilaian/nilai-akhir.schemas';
import { NilaiAlasanForm } from '../../../components/ui/nilai-alasan-form';
import { formatTime } from '../../../components/grade-grid/format-time';
import { usePersetujuanText } from '../../../components/grade-grid/persetujuan-text';
import { sesuaikanNilaiAkhir } from '../api/sesuaikan-nilai-akhir';

/** The names of the two kinds, as a choice and as a badge. */
function useJenisWords() {
  const { t } = useTranslation();
  const nama: Record<JenisPenyesuaian, string> = {
    remedial: t('penilaian.penyesuaian.jenis.remedial'),
    adjust: t('penilaian.penyesuaian.jenis.adjust'),
  };
  const badge: Record<JenisPenyesuaian, string> = {
    remedial: t('penilaian.penyesuaian.badge.remedial'),
    adjust: t('penilaian.penyesuaian.badge.adjust'),
  };
  const contoh: Record<JenisPenyesuaian, string> = {
    remedial: t('penilaian.penyesuaian.alasanContoh.remedial'),
    adjust: t('penilaian.penyesuaian.alasanContoh.adjust'),
  };
  return { nama, badge, contoh };
}

/**
 * Who set the final after a remedial or an adjustment, when, from what, and why; and whether the
 * Waka Kurikulum approved it, or refused it (with his note).
 */
function usePenyesuaianText(penyesuaian: PenyesuaianNilai) {
  const { t, i18n } = useTranslation();
  const words = useJenisWords();
  const persetujuanText = usePersetujuanText();
  const approval = persetujuanText(penyesuaian.persetujuan);
  const made = t('penilaian.penyesuaian.keterangan', {
    jenis: words.nama[penyesuaian.jenis],
    lama: penyesuaian.nilai_lama ?? '–',
    oleh: penyesuaian.oleh ?? '–',
    waktu: formatTime(penyesuaian.waktu, i18n.language),
    alasan: penyesuaian.alasan,
  });
  return `${made} ${approval}`;
}

/** Marks a stored final that a remedial or an adjustment set; its reason on hover. */
export function PenyesuaianBadge({ penyesuaian }: { penyesuaian: PenyesuaianNilai }) {
  const words = useJenisWords();
  const text = usePenyesuaianText(penyesuaian);
  return (
    <Tooltip label={text} multiline w={320}>
      <Badge
        size="sm"
        variant="light"
        color={
          penyesuaian.persetujuan?.keputusan === 'tolak'
            ? 'red'
            : penyesuaian.jenis === 'remedial'
              ? 'teal'
              : 'grape'
        }
        aria-label={text}
        style={{ flexShrink: 0, cursor: 'help' }}
      >
        {words.badge[penyesuaian.jenis]}
      </Badge>
    </Tooltip>
  );
}

/** The reason of the stored final, written out, for the breakdown. */
export function PenyesuaianText({ penyesuaian }: { penyesuaian: PenyesuaianNilai }) {
  return (
    <Text size="sm" data-testid="rincian-penyesuaian">
      {usePenyesuaianText(penyesuaian)}
    </Text>
  );
}

/**
 * Sets one student's final after a remedial test, or adjusts it, with a reason the grade history
 * keeps (peers.md M4): the governed way to change a final instead of overwriting it silently.
 */
export function PenyesuaianForm({
  pembelajaranId,
  siswa,
  onSaved,
}: {
  pembelajaranId: string;
  siswa: NilaiAsesmenSiswa;
  onSaved: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const words = useJenisWords();
  const [jenis, setJenis] = useState<JenisPenyesuaian>('remedial');
  return (
    <NilaiAlasanForm
      testId="penyesuaian-form"
      nilaiLabel={t('penilaian.penyesuaian.nilaiLabel')}
      alasanPlaceholder={words.contoh[jenis]}
      submitLabel={t('penilaian.penyesuaian.simpan')}
      send={(nilai, alasan) =>
        sesuaikanNilaiAkhir({
          pembelajaran_id: pembelajaranId,
          anggota_rombel_id: siswa.anggota_rombel_id,
          version: siswa.nilai_akhir.version,
          nilai,
          jenis,
          alasan,
        })
      }
      savedText={(nilai) => t('penilaian.penyesuaian.tersimpan', { nama: siswa.nama, nilai })}
      conflictText={t('penilaian.penyesuaian.konflik')}
      onSaved={onSaved}
      onConflict={onSaved}
    >
      <Title order={3} fz="sm">
        {t('penilaian.penyesuaian.judul')}
      </Title>
      <Text size="xs" c="dimmed">
        {t('penilaian.penyesuaian.petunjuk')}
      </Text>
      <Radio.Group
        value={jenis}
        onChange={(value) => setJenis(value)}
        label={t('penilaian.penyesuaian.jenisLabel')}
      >
        <Group gap="lg" mt={4}>
          <Radio value="remedial" label={words.nama.remedial} />
          <Radio value="adjust" label={words.nama.adjust} />
        </Group>
      </Radio.Group>
    </NilaiAlasanForm>
  );
}

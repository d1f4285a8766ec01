import { useState } from 'react';
import { Group, Radio, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GridWriteResult } from '@erapor/shared/penilaian/grid.schemas';
import type { JenisPenyesuaian } from '@erapor/shared/penilaian/nilai-akhir.schemas';
import { NilaiAlasanForm } from '../ui/nilai-alasan-form';
import { semuaOlehAnda, sesuaikanNilaiAkhir } from './grade-grid-api';

/** The names of the two kinds, as a choice and as a badge, and an example reason of each. */
export function useJenisWords() {
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

/** What the last remedial or adjustment recorded in a grid said: offered again in the next one. */
export interface CatatanTerakhir {
  alasan: string;
  /** The kind of a final's change (a TP score's or SAS part's remedial has none). */
  jenis?: JenisPenyesuaian;
}

/**
 * Sets one student's final after a remedial test, or adjusts it, with a reason the grade history
 * keeps (peers.md M4): the governed way to change a final instead of overwriting it silently.
 * In Rincian on the Nilai Akhir screen, and from the typed finals' grid (its cell menu).
 */
export function PenyesuaianForm({
  pembelajaranId,
  anggotaRombelId,
  nama,
  version,
  onSaved,
  onConflict,
  onLocked,
  heading = true,
  terakhir,
  onTerakhir,
}: {
  pembelajaranId: string;
  anggotaRombelId: string;
  nama: string;
  /** The version of the stored final read. */
  version: number;
  onSaved: (result: GridWriteResult) => Promise<unknown> | void;
  /** The final changed meanwhile (409; `body` is the answer with the current final). */
  onConflict: (body: unknown) => Promise<unknown> | void;
  /** Grading closed or the class locked meanwhile (423), with the server's reason. */
  onLocked: (message: string) => Promise<unknown> | void;
  /** Its own title and hint (a window has them already). */
  heading?: boolean;
  /** The kind and reason last recorded in the same grid, to start from. */
  terakhir?: CatatanTerakhir;
  onTerakhir?: (catatan: CatatanTerakhir) => void;
}) {
  const { t } = useTranslation();
  const words = useJenisWords();
  const [jenis, setJenis] = useState<JenisPenyesuaian>(terakhir?.jenis ?? 'remedial');
  return (
    <NilaiAlasanForm
      testId="penyesuaian-form"
      nilaiLabel={t('penilaian.penyesuaian.nilaiLabel')}
      alasanPlaceholder={words.contoh[jenis]}
      submitLabel={t('penilaian.penyesuaian.simpan')}
      send={(nilai, alasan) =>
        sesuaikanNilaiAkhir({
          pembelajaran_id: pembelajaranId,
          anggota_rombel_id: anggotaRombelId,
          version,
          nilai,
          jenis,
          alasan,
        })
      }
      savedText={(nilai) => t('penilaian.penyesuaian.tersimpan', { nama, nilai })}
      conflictText={(body) =>
        semuaOlehAnda(body)
          ? t('penilaian.penyesuaian.konflikSendiri')
          : t('penilaian.penyesuaian.konflik')
      }
      onSaved={onSaved}
      onConflict={onConflict}
      onLocked={onLocked}
      alasanAwal={terakhir?.alasan}
      onAlasanSaved={onTerakhir && ((alasan) => onTerakhir({ alasan, jenis }))}
    >
      {heading ? (
        <>
          <Title order={3} fz="sm">
            {t('penilaian.penyesuaian.judul')}
          </Title>
          <Text size="xs" c="dimmed">
            {t('penilaian.penyesuaian.petunjuk')}
          </Text>
        </>
      ) : null}
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

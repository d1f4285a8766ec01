import { useMemo, useState } from 'react';
import { Select, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PembelajaranGuru } from '@erapor/shared/kurikulum/kurikulum.schemas';
import type { Option } from '@erapor/shared/referensi/list.schemas';

/** Which of the teacher's classes a screen works with: Merdeka (CP), K13 (KD) or both (TP). */
export type KurikulumKind = 'merdeka' | 'k13' | 'semua';

export function ofKind(list: PembelajaranGuru[] | undefined, kind: KurikulumKind) {
  return (list ?? []).filter(
    (row) => kind === 'semua' || (kind === 'merdeka' ? row.merdeka : !row.merdeka),
  );
}

function unique(options: Option[]): Option[] {
  const seen = new Map<string, Option>();
  for (const option of options) if (!seen.has(option.value)) seen.set(option.value, option);
  return [...seen.values()];
}

/** Grade, class and subject options of the teacher's pembelajaran, each narrowed by the former. */
export function useChoices(
  list: PembelajaranGuru[],
  tingkat: string | null,
  rombel: string | null,
) {
  const { t } = useTranslation();
  return useMemo(() => {
    const tingkatOptions = unique(
      [...list]
        .sort((a, b) => a.tingkat - b.tingkat)
        .map((row) => ({
          value: String(row.tingkat),
          label: row.merdeka
            ? t('kurikulum.filter.kelasFase', { tingkat: row.tingkat, fase: row.fase })
            : t('kurikulum.filter.kelas', { tingkat: row.tingkat }),
        })),
    );
    const inTingkat = list.filter((row) => !tingkat || String(row.tingkat) === tingkat);
    const rombelOptions = unique(
      inTingkat.map((row) => ({ value: row.rombongan_belajar_id, label: row.rombel })),
    );
    const inRombel = inTingkat.filter((row) => !rombel || row.rombongan_belajar_id === rombel);
    return { tingkatOptions, rombelOptions, inRombel };
  }, [list, tingkat, rombel, t]);
}

/** The three list filters (grade, class, subject) of the curriculum screens. */
export function KurikulumFilters(props: {
  list: PembelajaranGuru[];
  filters: Record<string, string | null>;
  setFilter: (key: string, value: string | null) => void;
}) {
  const { t } = useTranslation();
  const tingkat = props.filters.tingkat ?? null;
  const rombel = props.filters.rombongan_belajar_id ?? null;
  const { tingkatOptions, rombelOptions, inRombel } = useChoices(props.list, tingkat, rombel);
  const mapelOptions = unique(
    inRombel.map((row) => ({
      value: String(row.mata_pelajaran_id),
      label: row.nama_mata_pelajaran,
    })),
  );
  return (
    <>
      <Select
        aria-label={t('kurikulum.filter.tingkat')}
        placeholder={t('kurikulum.filter.semuaTingkat')}
        data={tingkatOptions}
        value={tingkat}
        onChange={(value) => {
          props.setFilter('tingkat', value);
          props.setFilter('rombongan_belajar_id', null);
        }}
        clearable
        w={170}
      />
      <Select
        aria-label={t('kurikulum.filter.rombel')}
        placeholder={t('kurikulum.filter.semuaRombel')}
        data={rombelOptions}
        value={rombel}
        onChange={(value) => props.setFilter('rombongan_belajar_id', value)}
        clearable
        searchable
        w={170}
      />
      <Select
        aria-label={t('kurikulum.filter.mapel')}
        placeholder={t('kurikulum.filter.semuaMapel')}
        data={mapelOptions}
        value={props.filters.mata_pelajaran_id ?? null}
        onChange={(value) => props.setFilter('mata_pelajaran_id', value)}
        clearable
        searchable
        w={240}
      />
    </>
  );
}

/**
 * Picks one of the teacher's pembelajaran the way e-Rapor teachers know it: grade, then class,
 * then subject. `error` (the server's message for pembelajaran_id) shows under the subject.
 * `missing` (a form sent without a pembelajaran) marks each of the three still empty with its own
 * message, each gone once chosen.
 */
export function PembelajaranSelect(props: {
  list: PembelajaranGuru[];
  value: string | null;
  onChange: (pembelajaranId: string | null) => void;
  error?: string;
  missing?: boolean;
}) {
  const { t } = useTranslation();
  const chosen = props.list.find((row) => row.pembelajaran_id === props.value);
  const [tingkat, setTingkat] = useState<string | null>(
    chosen ? String(chosen.tingkat) : props.list[0] ? String(props.list[0].tingkat) : null,
  );
  const [rombel, setRombel] = useState<string | null>(chosen?.rombongan_belajar_id ?? null);
  const { tingkatOptions, rombelOptions, inRombel } = useChoices(props.list, tingkat, rombel);
  const mapelOptions = rombel
    ? inRombel.map((row) => ({ value: row.pembelajaran_id, label: row.nama_mata_pelajaran }))
    : [];
  const missing = props.missing === true && !props.value;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <Select
        label={t('kurikulum.filter.tingkat')}
        data={tingkatOptions}
        value={tingkat}
        onChange={(value) => {
          setTingkat(value);
          setRombel(null);
          props.onChange(null);
        }}
        allowDeselect={false}
        withAsterisk
        error={missing && !tingkat ? t('kurikulum.common.tingkatWajib') : undefined}
      />
      <Select
        label={t('kurikulum.filter.rombel')}
        placeholder={t('kurikulum.filter.pilihRombel')}
        data={rombelOptions}
        value={rombel}
        onChange={(value) => {
          setRombel(value);
          const only = props.list.filter((row) => row.rombongan_belajar_id === value);
          props.onChange(only.length === 1 ? only[0]!.pembelajaran_id : null);
        }}
        searchable
        allowDeselect={false}
        withAsterisk
        error={missing && !rombel ? t('kurikulum.common.rombelWajib') : undefined}
      />
      <Select
        label={t('kurikulum.filter.mapel')}
        placeholder={t('kurikulum.filter.pilihMapel')}
        data={mapelOptions}
        value={props.value}
        onChange={props.onChange}
        searchable
        allowDeselect={false}
        withAsterisk
        error={missing ? t('kurikulum.common.mapelWajib') : props.error}
        disabled={!rombel}
      />
    </SimpleGrid>
  );
}

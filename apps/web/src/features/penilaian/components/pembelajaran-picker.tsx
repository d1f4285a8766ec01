import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Group, Loader, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PembelajaranGuru } from '@erapor/shared/penilaian/penilaian.schemas';
import { usePembelajaranGuru } from '../api/get-pembelajaran';

const PARAM = 'pembelajaran_id';
/** The last choice of this tab, so moving between grading screens keeps the class and subject. */
const LAST_CHOICE = 'erapor.penilaian.pembelajaran';

function keepChoice(id: string | null) {
  try {
    if (id) sessionStorage.setItem(LAST_CHOICE, id);
    else sessionStorage.removeItem(LAST_CHOICE);
  } catch {
    // Storage refused (private mode): the address still holds the choice.
  }
}

function lastChoice(): string | null {
  try {
    return sessionStorage.getItem(LAST_CHOICE);
  } catch {
    return null;
  }
}

/**
 * The chosen pembelajaran kept in the address (`?pembelajaran_id=<id>`, as the Beranda links), so a reload or a shared
 * link opens the same class and subject; a screen opened from the menu starts with the last
 * choice made in this tab.
 */
export function usePembelajaranParam(): [string | null, (id: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get(PARAM);
  const setValue = useCallback(
    (id: string | null) => {
      keepChoice(id);
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id) next.set(PARAM, id);
          else next.delete(PARAM);
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    if (value) {
      keepChoice(value);
      return;
    }
    const kept = lastChoice();
    if (kept) setValue(kept);
  }, [value, setValue]);
  return [value, setValue];
}

/** Whether the pembelajaran is one of the teacher's and mapped, i.e. its grids can be opened. */
export function useSiapDinilai(pembelajaranId: string | null): boolean {
  const list = usePembelajaranGuru();
  return (
    list.data?.some((item) => item.pembelajaran_id === pembelajaranId && item.siap_dinilai) ?? false
  );
}

/** Most one-click choices shown; a teacher with more narrows them with the pickers first. */
const PILIHAN_CEPAT_MAX = 12;

/**
 * Nothing chosen yet (the screen opened from the menu): the teacher's own gradable classes and
 * subjects, within the level or class picked so far, each opening its grid in one click.
 */
function PilihanCepat({
  items,
  tingkat,
  rombel,
  onPick,
}: {
  items: PembelajaranGuru[];
  tingkat: string | null;
  rombel: string | null;
  onPick: (pembelajaranId: string) => void;
}) {
  const { t } = useTranslation();
  const shown = items
    .filter(
      (item) =>
        item.siap_dinilai &&
        (tingkat === null || String(item.tingkat) === tingkat) &&
        (rombel === null || item.rombongan_belajar_id === rombel),
    )
    .sort(
      (a, b) =>
        a.tingkat - b.tingkat ||
        a.rombel.localeCompare(b.rombel, 'id', { numeric: true }) ||
        a.nama_mata_pelajaran.localeCompare(b.nama_mata_pelajaran, 'id'),
    );
  if (shown.length === 0) return null;
  return (
    <Stack gap={6} mt="md">
      <Text size="sm" c="dimmed" id="pilihan-cepat">
        {shown.length > PILIHAN_CEPAT_MAX
          ? t('penilaian.picker.pilihDulu', { count: shown.length })
          : t('penilaian.picker.pilihanCepat')}
      </Text>
      {shown.length <= PILIHAN_CEPAT_MAX && (
        <Group gap="xs" role="group" aria-labelledby="pilihan-cepat">
          {shown.map((item) => (
            <Button
              key={item.pembelajaran_id}
              size="xs"
              variant="light"
              h="auto"
              py={6}
              // a long subject name wraps on a phone instead of cutting off the class
              styles={{ label: { whiteSpace: 'normal', textAlign: 'left', lineHeight: 1.35 } }}
              onClick={() => onPick(item.pembelajaran_id)}
            >
              {`${item.rombel} · ${item.nama_mata_pelajaran}`}
            </Button>
          ))}
        </Group>
      )}
    </Stack>
  );
}

export interface PembelajaranPickerProps {
  /** The chosen pembelajaran_id, or null. */
  value: string | null;
  onChange: (pembelajaranId: string | null, pembelajaran: PembelajaranGuru | null) => void;
}

/**
 * "Pilih pembelajaran": Tingkat → Rombongan Belajar → Mata Pelajaran among the teacher's own
 * pembelajaran. A subject the administrator has not mapped yet is listed but cannot be chosen,
 * and the reason is given.
 */
export function PembelajaranPicker({ value, onChange }: PembelajaranPickerProps) {
  const { t } = useTranslation();
  const list = usePembelajaranGuru();
  const items = useMemo(() => list.data ?? [], [list.data]);
  const selected = items.find((item) => item.pembelajaran_id === value) ?? null;
  const [choice, setChoice] = useState<{ tingkat: string | null; rombel: string | null }>({
    tingkat: null,
    rombel: null,
  });
  const tingkat = selected ? String(selected.tingkat) : choice.tingkat;
  const rombel = selected ? selected.rombongan_belajar_id : choice.rombel;

  const tingkatOptions = [...new Set(items.map((item) => item.tingkat))]
    .sort((a, b) => a - b)
    .map((level) => ({
      value: String(level),
      label: t('penilaian.picker.tingkatOption', { tingkat: level }),
    }));
  const rombelOptions = [
    ...new Map(
      items
        .filter((item) => String(item.tingkat) === tingkat)
        .map((item) => [item.rombongan_belajar_id, item.rombel]),
    ),
  ]
    .sort(([, a], [, b]) => a.localeCompare(b, 'id', { numeric: true }))
    .map(([id, nama]) => ({ value: id, label: nama }));
  const mapelOfRombel = items.filter((item) => item.rombongan_belajar_id === rombel);
  const mapelOptions = mapelOfRombel.map((item) => ({
    value: item.pembelajaran_id,
    label: item.siap_dinilai
      ? item.nama_mata_pelajaran
      : t('penilaian.picker.belumDipetakanOption', { mapel: item.nama_mata_pelajaran }),
    disabled: !item.siap_dinilai,
  }));
  const unmapped = mapelOfRombel.filter((item) => !item.siap_dinilai);

  const choose = (id: string | null) =>
    onChange(id, items.find((item) => item.pembelajaran_id === id) ?? null);

  if (list.isPending) {
    return (
      <Group gap="xs">
        <Loader size="sm" />
        <Text size="sm">{t('penilaian.picker.loading')}</Text>
      </Group>
    );
  }
  if (list.isError) {
    return (
      <Alert color="red" variant="light" title={t('penilaian.picker.loadFailed')}>
        <Text size="sm" mb="xs">
          {list.error.message}
        </Text>
        <Button size="xs" variant="light" onClick={() => void list.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  if (items.length === 0) {
    return (
      <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
        {t('penilaian.picker.empty')}
      </Alert>
    );
  }
  return (
    <div>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Select
          label={t('penilaian.picker.tingkat')}
          placeholder={t('penilaian.picker.tingkatPlaceholder')}
          data={tingkatOptions}
          value={tingkat}
          allowDeselect={false}
          onChange={(next) => {
            setChoice({ tingkat: next, rombel: null });
            if (value) choose(null);
          }}
        />
        <Select
          label={t('penilaian.picker.rombel')}
          placeholder={t('penilaian.picker.rombelPlaceholder')}
          data={rombelOptions}
          value={rombel}
          disabled={tingkat === null}
          allowDeselect={false}
          searchable
          nothingFoundMessage={t('penilaian.picker.nothingFound')}
          onChange={(next) => {
            setChoice({ tingkat, rombel: next });
            if (value) choose(null);
          }}
        />
        <Select
          label={t('penilaian.picker.mapel')}
          placeholder={t('penilaian.picker.mapelPlaceholder')}
          data={mapelOptions}
          value={selected ? selected.pembelajaran_id : null}
          disabled={rombel === null}
          allowDeselect={false}
          searchable
          nothingFoundMessage={t('penilaian.picker.nothingFound')}
          onChange={(next) => {
            setChoice({ tingkat, rombel });
            choose(next);
          }}
        />
      </SimpleGrid>
      {unmapped.length > 0 && (
        <Text size="sm" c="dimmed" mt="xs">
          {t('penilaian.picker.belumDipetakanNote', {
            mapel: unmapped.map((item) => item.nama_mata_pelajaran).join(', '),
          })}
        </Text>
      )}
      {value === null && (
        <PilihanCepat items={items} tingkat={tingkat} rombel={rombel} onPick={choose} />
      )}
      {value !== null && !selected && (
        <Text size="sm" c="red" mt="xs" role="alert">
          {t('penilaian.picker.notFound')}
        </Text>
      )}
    </div>
  );
}

import { Badge, Checkbox, Group, Paper, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { textStart } from '@erapor/shared/text-start';
import type {
  CapaianKompetensiData,
  CapaianSiswa,
  PeringatanDeskripsi,
} from '@erapor/shared/penilaian/nilai-akhir.schemas';

/** Warnings that say the description is wrong (red), not only incomplete or worded badly. */
export const isSalah = (item: PeringatanDeskripsi) =>
  item.kode === 'tp-di-kedua-sisi' || item.kode === 'bertentangan' || item.kode === 'di-bawah-kkm';

function PeringatanLine({ text, salah }: { text: string; salah: boolean }) {
  return (
    <Group gap={4} wrap="nowrap" align="flex-start">
      <IconAlertTriangle
        size={14}
        color={salah ? 'var(--mantine-color-red-7)' : 'var(--mantine-color-orange-7)'}
        aria-hidden
        style={{ flexShrink: 0, marginTop: 2 }}
      />
      <Text size="xs" fw={600} c={salah ? 'red.7' : 'orange.8'}>
        {text}
      </Text>
    </Group>
  );
}

function Peringatan({
  item,
  tpLabel,
}: {
  item: PeringatanDeskripsi;
  tpLabel: (id: string) => string;
}) {
  const { t } = useTranslation();
  const tps = (ids: string[]) => ids.map(tpLabel).join(', ');
  const lines: string[] = [];
  switch (item.kode) {
    case 'tanpa-deskripsi':
      lines.push(t('penilaian.capaian.peringatanTanpaDeskripsi'));
      break;
    case 'tp-di-kedua-sisi':
      lines.push(t('penilaian.capaian.peringatanKeduaSisi', { tp: tps(item.tp) }));
      break;
    case 'bertentangan':
      if (item.tp_capaian.length > 0)
        lines.push(t('penilaian.capaian.peringatanSalahCapaian', { tp: tps(item.tp_capaian) }));
      if (item.tp_ditingkatkan.length > 0)
        lines.push(
          t('penilaian.capaian.peringatanSalahDitingkatkan', { tp: tps(item.tp_ditingkatkan) }),
        );
      break;
    case 'di-bawah-kkm':
      lines.push(t('penilaian.capaian.peringatanDiBawahKkm', { nilai: item.nilai, kkm: item.kkm }));
      break;
    case 'kata-negatif':
      lines.push(
        t('penilaian.capaian.peringatanKataNegatif', {
          kata: item.kata.map((kata) => `“${kata}”`).join(', '),
        }),
      );
      break;
    case 'nama-siswa-lain':
      lines.push(t('penilaian.capaian.peringatanNamaLain', { nama: item.nama }));
      break;
    case 'sama-dengan-lain':
      lines.push(t('penilaian.capaian.peringatanSalinan', { count: item.jumlah }));
      break;
  }
  return (
    <>
      {lines.map((text) => (
        <PeringatanLine key={text} text={text} salah={isSalah(item)} />
      ))}
    </>
  );
}

/** A student's proposal; `kkm`: the passing mark, named when the proposal stays below it. */
function Usulan({ row, kkm }: { row: CapaianSiswa; kkm: number }) {
  const { t } = useTranslation();
  if (row.usulan.dasar === 'kosong') {
    return (
      <Text size="sm" c="dimmed">
        {t('penilaian.capaian.dasarKosong')}
      </Text>
    );
  }
  return (
    <Stack gap={2}>
      <Badge variant="outline" color="gray" size="sm" style={{ textTransform: 'none' }}>
        {row.usulan.dasar === 'ketercapaian'
          ? t('penilaian.capaian.dasarKetercapaian')
          : t('penilaian.capaian.dasarNilai')}
      </Badge>
      {row.usulan.capaian && <Text size="sm">{row.usulan.capaian}</Text>}
      {/* why the achieved side does not read as good mastery, before the teacher applies it */}
      {row.usulan.di_bawah_kkm && (
        <Text size="xs" c="orange.8">
          {t('penilaian.capaian.usulanDiBawahKkm', { kkm })}
        </Text>
      )}
      {row.usulan.perlu_ditingkatkan && (
        <Text size="sm" c="dimmed">
          {row.usulan.perlu_ditingkatkan}
        </Text>
      )}
    </Stack>
  );
}

/** Red for a description that is wrong, yellow for one that is only incomplete or worded badly. */
const rowBackground = (row: CapaianSiswa) =>
  row.peringatan.some(isSalah)
    ? 'var(--mantine-color-red-light)'
    : row.peringatan.length > 0
      ? 'var(--mantine-color-yellow-light)'
      : undefined;

export interface UsulanTableProps {
  data: CapaianKompetensiData;
  selected: ReadonlySet<string>;
  onSelect: (next: ReadonlySet<string>) => void;
  disabled?: boolean;
}

/**
 * Per student: the final, the proposal (and what it is based on) and the warnings; a row with a
 * warning is highlighted. Rows can be chosen for "Terapkan usulan".
 */
export function UsulanTable({ data, selected, onSelect, disabled }: UsulanTableProps) {
  const { t } = useTranslation();
  // a phone gets a card per student: the table's proposals and warnings sit off its screen
  const phone = useMediaQuery('(max-width: 48em)');
  // "TP 3" is a number this screen shows nowhere else: the warning quotes how the TP begins
  const tpLabel = (id: string) => {
    const tp = data.tp.find((candidate) => candidate.tp_id === id);
    return tp ? `${tp.label} (“${textStart(tp.deskripsi, 50)}”)` : id;
  };
  const choosable = data.rows.filter((row) => row.usulan.dasar !== 'kosong');
  const all = choosable.length > 0 && choosable.every((row) => selected.has(row.anggota_rombel_id));
  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    onSelect(next);
  };
  const selectAll = (
    <Checkbox
      aria-label={t('penilaian.capaian.pilihSemua')}
      label={phone ? t('penilaian.capaian.pilihSemua') : undefined}
      checked={all}
      indeterminate={selected.size > 0 && !all}
      disabled={disabled || choosable.length === 0}
      onChange={(event) =>
        onSelect(
          event.currentTarget.checked
            ? new Set(choosable.map((row) => row.anggota_rombel_id))
            : new Set(),
        )
      }
    />
  );
  const choose = (row: CapaianSiswa) => (
    <Checkbox
      aria-label={t('penilaian.capaian.pilih', { nama: row.nama })}
      checked={selected.has(row.anggota_rombel_id)}
      disabled={disabled || row.usulan.dasar === 'kosong'}
      onChange={(event) => toggle(row.anggota_rombel_id, event.currentTarget.checked)}
    />
  );
  const described = (row: CapaianSiswa) => (
    <Text size="xs" c="dimmed">
      {row.capaian || row.perlu_ditingkatkan
        ? t('penilaian.capaian.sudahBerdeskripsi')
        : t('penilaian.capaian.belumBerdeskripsi')}
    </Text>
  );
  const warnings = (row: CapaianSiswa) =>
    row.peringatan.map((item) => <Peringatan key={item.kode} item={item} tpLabel={tpLabel} />);
  if (phone) {
    return (
      <Stack gap="xs">
        {selectAll}
        <Stack
          gap="xs"
          component="ul"
          aria-label={t('penilaian.capaian.tableLabel')}
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {data.rows.map((row, index) => (
            <Paper
              key={row.anggota_rombel_id}
              component="li"
              withBorder
              radius="md"
              p="sm"
              bg={rowBackground(row)}
              data-peringatan={row.peringatan.length > 0 || undefined}
            >
              <Group gap="xs" wrap="nowrap" align="flex-start">
                {choose(row)}
                <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <Text size="sm" fw={600}>
                      {index + 1}. {row.nama}
                    </Text>
                    <Text size="sm" fw={600}>
                      {row.nilai_akhir ?? '–'}
                    </Text>
                  </Group>
                  {described(row)}
                  <Usulan row={row} kkm={data.kkm} />
                  {warnings(row)}
                </Stack>
              </Group>
            </Paper>
          ))}
        </Stack>
      </Stack>
    );
  }
  return (
    <ScrollArea type="auto">
      <Table withTableBorder verticalSpacing={6} aria-label={t('penilaian.capaian.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>{selectAll}</Table.Th>
            <Table.Th w={40}>{t('penilaian.capaian.no')}</Table.Th>
            <Table.Th>{t('penilaian.capaian.nama')}</Table.Th>
            <Table.Th ta="right">{t('penilaian.capaian.nilaiAkhir')}</Table.Th>
            <Table.Th miw={320}>{t('penilaian.capaian.usulan')}</Table.Th>
            <Table.Th>{t('penilaian.capaian.peringatan')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.rows.map((row, index) => (
            <Table.Tr
              key={row.anggota_rombel_id}
              data-peringatan={row.peringatan.length > 0 || undefined}
              bg={rowBackground(row)}
            >
              <Table.Td>{choose(row)}</Table.Td>
              <Table.Td>{index + 1}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {row.nama}
                </Text>
                {described(row)}
              </Table.Td>
              <Table.Td ta="right">{row.nilai_akhir ?? '–'}</Table.Td>
              <Table.Td>
                <Usulan row={row} kkm={data.kkm} />
              </Table.Td>
              <Table.Td miw={180}>
                <Stack gap={4}>{warnings(row)}</Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

import { useMemo, useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  FileInput,
  Group,
  List,
  Modal,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconFileImport, IconFileSpreadsheet } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  CP_IMPORT_STATUS,
  type CpImportField,
  type CpImportPreview,
  type CpImportStatus,
} from '@erapor/shared/kurikulum/cp-import.schemas';
import { notify } from '../../../lib/toast';
import {
  confirmCpImport,
  kurikulumKeys,
  previewCpImport,
  useCpRingkasan,
} from '../api/kurikulum-api';
import { CpResmiHapus } from './cp-resmi-hapus';
import { useImportCheck } from './use-import-check';

/** Rows shown at once; a catalogue has about 1,500 and the filter narrows them. */
const SHOWN = 300;
const STATUS_COLOR: Record<CpImportStatus, string> = {
  baru: 'green',
  sudah_ada: 'blue',
  mirip: 'yellow',
  dilewati: 'gray',
  salah: 'red',
};
/** The colour of a row's notes: its errors, or why it is skipped or only similar. */
const NOTE_COLOR: Record<CpImportStatus, string> = {
  baru: 'dimmed',
  sudah_ada: 'dimmed',
  mirip: 'yellow.9',
  dilewati: 'dimmed',
  salah: 'red',
};
const CELLS: CpImportField[] = [
  'mata_pelajaran_id',
  'mata_pelajaran',
  'kelas',
  'fase',
  'elemen',
  'deskripsi',
];

function CpImportTable({ preview }: { preview: CpImportPreview }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<'semua' | CpImportStatus>(
    preview.salah > 0 ? 'salah' : 'semua',
  );
  const rows = useMemo(
    () => preview.rows.filter((row) => filter === 'semua' || row.status === filter),
    [preview, filter],
  );
  const statusLabel: Record<CpImportStatus, string> = {
    baru: t('kurikulum.cpImport.status.baru'),
    sudah_ada: t('kurikulum.cpImport.status.sudahAda'),
    mirip: t('kurikulum.cpImport.status.mirip'),
    dilewati: t('kurikulum.cpImport.status.dilewati'),
    salah: t('kurikulum.cpImport.status.salah'),
  };
  const narrow = useMediaQuery('(max-width: 36em)', undefined, { getInitialValueInEffect: false });
  const filterChoices: { value: typeof filter; label: string }[] = [
    { value: 'semua', label: t('kurikulum.cpImport.semua') },
    ...CP_IMPORT_STATUS.map((status) => ({ value: status, label: statusLabel[status] })),
  ];
  const headers: Record<CpImportField, string> = {
    mata_pelajaran_id: t('kurikulum.cpImport.columns.idMapel'),
    mata_pelajaran: t('kurikulum.common.mataPelajaran'),
    kelas: t('kurikulum.cpImport.columns.kelas'),
    fase: t('kurikulum.common.fase'),
    elemen: t('kurikulum.cp.elemen'),
    deskripsi: t('kurikulum.cp.deskripsi'),
  };
  return (
    <Stack gap="xs">
      <Text size="sm">{t('kurikulum.cpImport.format', { format: preview.format })}</Text>
      <Group gap="xs">
        {CP_IMPORT_STATUS.map((status) => (
          <Badge key={status} color={STATUS_COLOR[status]}>
            {`${statusLabel[status]}: ${preview[status]}`}
          </Badge>
        ))}
        {preview.kosong > 0 ? (
          <Badge color="gray" variant="outline">
            {t('kurikulum.cpImport.kosong', { count: preview.kosong })}
          </Badge>
        ) : null}
      </Group>
      {narrow ? (
        // six choices do not fit side by side in a phone's window: a list instead
        <Select
          label={t('kurikulum.cpImport.filter')}
          value={filter}
          onChange={(value) => {
            const chosen = filterChoices.find((choice) => choice.value === value);
            if (chosen) setFilter(chosen.value);
          }}
          data={filterChoices}
          allowDeselect={false}
          size="xs"
          maw={220}
        />
      ) : (
        <SegmentedControl
          value={filter}
          onChange={setFilter}
          data={filterChoices}
          aria-label={t('kurikulum.cpImport.filter')}
          w="fit-content"
          size="xs"
        />
      )}
      <Table.ScrollContainer minWidth={1000} mah={420}>
        <Table
          striped
          withTableBorder
          verticalSpacing={4}
          fz="xs"
          aria-label={t('kurikulum.cpImport.previewLabel')}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('kurikulum.common.baris')}</Table.Th>
              {CELLS.map((field) => (
                <Table.Th key={field}>{headers[field]}</Table.Th>
              ))}
              <Table.Th miw={240}>{t('kurikulum.common.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.slice(0, SHOWN).map((row) => {
              const bad = new Set(
                row.status === 'salah' ? row.errors.map((issue) => issue.field) : [],
              );
              return (
                <Table.Tr key={row.baris}>
                  <Table.Td>{row.baris}</Table.Td>
                  {CELLS.map((field) => (
                    <Table.Td
                      key={field}
                      data-invalid={bad.has(field) ? 'true' : undefined}
                      style={
                        bad.has(field)
                          ? {
                              background: 'var(--mantine-color-red-light)',
                              color: 'var(--mantine-color-red-light-color)',
                            }
                          : undefined
                      }
                    >
                      <Text fz="xs" lineClamp={field === 'deskripsi' ? 3 : 2}>
                        {row[field] || (bad.has(field) ? t('kurikulum.cpImport.empty') : '')}
                      </Text>
                    </Table.Td>
                  ))}
                  <Table.Td>
                    <Badge color={STATUS_COLOR[row.status]} variant="light" size="sm">
                      {statusLabel[row.status]}
                    </Badge>
                    {row.errors.length > 0 ? (
                      <List size="xs" c={NOTE_COLOR[row.status]} spacing={2}>
                        {row.errors.map((issue, index) => (
                          <List.Item key={index}>
                            {issue.field ? `${headers[issue.field]}: ` : ''}
                            {issue.message}
                          </List.Item>
                        ))}
                      </List>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rows.length > SHOWN ? (
        <Text size="xs" c="dimmed">
          {t('kurikulum.cpImport.shown', { shown: SHOWN, total: rows.length })}
        </Text>
      ) : null}
    </Stack>
  );
}

function CpImportModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { file, preview, error, busy, check, confirm, reset } = useImportCheck(previewCpImport);
  // another wording of a CP the school holds is added only when asked for
  const [withMirip, setWithMirip] = useState(false);
  const saving = (preview?.baru ?? 0) + (withMirip ? (preview?.mirip ?? 0) : 0);

  function close() {
    reset();
    setWithMirip(false);
    onClose();
  }

  async function save() {
    if (!preview) return;
    const saved = await confirm(() =>
      confirmCpImport(
        preview.rows.filter(
          (row) => row.status === 'baru' || (withMirip && row.status === 'mirip'),
        ),
      ),
    );
    if (!saved) return;
    notify('success', saved.message);
    await queryClient.invalidateQueries({ queryKey: kurikulumKeys.all });
    close();
  }

  return (
    <Modal opened={opened} onClose={close} title={t('kurikulum.cpImport.title')} size="95%">
      <Stack gap="sm">
        <Text size="sm">{t('kurikulum.cpImport.intro')}</Text>
        <FileInput
          label={t('kurikulum.cpImport.file')}
          placeholder={t('kurikulum.cpImport.choose')}
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          value={file}
          onChange={(chosen) => void check(chosen)}
          clearable
          disabled={busy}
        />
        {busy && !preview ? <Text size="sm">{t('kurikulum.cpImport.checking')}</Text> : null}
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        {preview ? <CpImportTable preview={preview} /> : null}
        {preview && preview.mirip > 0 ? (
          <Checkbox
            checked={withMirip}
            onChange={(event) => setWithMirip(event.currentTarget.checked)}
            label={t('kurikulum.cpImport.simpanMirip', { count: preview.mirip })}
            description={t('kurikulum.cpImport.miripHint')}
          />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button
            onClick={() => void save()}
            loading={busy && preview !== null}
            disabled={saving === 0}
          >
            {t('kurikulum.cpImport.save', { count: saving })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * The administrator's view of the school's CP catalogue (official and school-made) and the
 * import of the Directorate's catalogue from Excel; shown on the Mata Pelajaran screen.
 */
export function CpKatalogCard() {
  const { t } = useTranslation();
  const ringkasan = useCpRingkasan();
  const [opened, setOpened] = useState(false);
  const data = ringkasan.data;
  return (
    <Card withBorder shadow="sm" radius="lg" padding="lg" mb="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Title order={2} fz="h4">
            {t('kurikulum.cpImport.cardTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {data
              ? t('kurikulum.cpImport.summary', {
                  total: data.total,
                  dir: data.dir,
                  sekolah: data.sekolah,
                  mapel: data.mapel,
                  e: data.fase_e,
                  f: data.fase_f,
                })
              : t('common.loading')}
          </Text>
        </Stack>
        <Group gap="xs">
          <CpResmiHapus />
          <Button
            leftSection={<IconFileImport size={16} aria-hidden />}
            onClick={() => setOpened(true)}
          >
            {t('kurikulum.cpImport.open')}
          </Button>
        </Group>
      </Group>
      <CpImportModal opened={opened} onClose={() => setOpened(false)} />
    </Card>
  );
}

import { useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import {
  Alert,
  Badge,
  Button,
  FileButton,
  Group,
  List,
  Modal,
  ScrollArea,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { IconAlertTriangle, IconDownload, IconListDetails, IconUpload } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { GridKind } from '@erapor/shared/penilaian/grid.schemas';
import {
  TEMPLATE_MAX_BYTES,
  type TemplateCell,
  type TemplateKind,
  type TemplatePreview,
} from '@erapor/shared/penilaian/template.schemas';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { notify } from '../../../lib/toast';
import { downloadTemplateNilai, previewTemplateNilai } from '../api/template-nilai';

/** The cells of one grid among those of a template preview, ready for the grid's `setCells`. */
export function cellsOfGrid(cells: readonly TemplateCell[], kind: GridKind) {
  return cells
    .filter((cell) => cell.kind === kind)
    .map(({ anggota_rombel_id, kolom, value }) => ({ anggota_rombel_id, kolom, value }));
}

export interface TemplateButtonsProps {
  kind: TemplateKind;
  pembelajaranId: string;
  /** Subject and class, for the downloaded file's name (e.g. "Matematika X TKJ 1"). */
  label?: string;
  /** The grid is read-only (locked or grading closed): the upload is not offered. */
  readOnly?: boolean;
  /**
   * Called with the valid cells of an uploaded template when the teacher chooses "Isi ke lembar
   * nilai"; each cell names its grid (`kind`). Put them into the grid as unsaved edits (see
   * `cellsOfGrid`); saving stays the grid's own Simpan.
   */
  onApply: (cells: TemplateCell[]) => void;
}

function fileSlug(text: string) {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

/**
 * "Unduh Templat" and "Unggah Templat" of a grade grid: the upload is checked by the server
 * (nothing saved) and shown in a preview listing every refused row and cell, and warning of rows
 * taken although something looks wrong (a typed name that is not the stored student's); its
 * valid cells go back through `onApply`.
 */
export function TemplateButtons({
  kind,
  pembelajaranId,
  label,
  readOnly = false,
  onApply,
}: TemplateButtonsProps) {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState(false);
  const [checking, setChecking] = useState(false);
  const [opened, setOpened] = useState(false);
  const [fileName, setFileName] = useState('');
  const [preview, setPreview] = useState<TemplatePreview | null>(null);
  // once applied, the preview's notes stay on hand until the next upload: the teacher fixes the
  // file from them
  const [applied, setApplied] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const resetFile = useRef<() => void>(null);

  async function download() {
    setDownloading(true);
    const name = `templat-${kind}${label ? `-${fileSlug(label)}` : ''}.xlsx`;
    const result = await downloadTemplateNilai(kind, pembelajaranId, name);
    setDownloading(false);
    if (!result.ok) {
      notify(
        'error',
        t('penilaianTemplate.downloadFailed', { message: apiErrorMessage(t, result.error) }),
      );
    }
  }

  async function check(file: File | null) {
    if (!file) return;
    resetFile.current?.(); // the same file can be chosen again after fixing it
    setFileName(file.name);
    setPreview(null);
    setApplied(false);
    setError(null);
    setOpened(true);
    if (file.size > TEMPLATE_MAX_BYTES) {
      setError(t('penilaianTemplate.tooLarge', { mb: TEMPLATE_MAX_BYTES / 1024 / 1024 }));
      return;
    }
    setChecking(true);
    const result = await previewTemplateNilai(kind, pembelajaranId, file);
    setChecking(false);
    if (result.ok) setPreview(result.data);
    else setError(apiErrorMessage(t, result.error));
  }

  function apply() {
    if (!preview) return;
    onApply(preview.cells);
    const count = preview.cells.length;
    notify(
      'info',
      fillsTwoSheets(preview)
        ? t('penilaianTemplate.appliedDua', { count })
        : t('penilaianTemplate.applied', { count }),
    );
    setApplied(true);
    setOpened(false);
  }

  const count = preview?.cells.length ?? 0;
  const notes = (preview?.report.length ?? 0) + (preview?.peringatan.length ?? 0);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden />}
        loading={downloading}
        onClick={() => void download()}
      >
        {t('penilaianTemplate.download')}
      </Button>
      {!readOnly && (
        <FileButton
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(file) => void check(file)}
          resetRef={resetFile}
        >
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconUpload size={16} aria-hidden />}
              loading={checking}
            >
              {t('penilaianTemplate.upload')}
            </Button>
          )}
        </FileButton>
      )}
      {applied && notes > 0 && (
        <Button
          variant="subtle"
          color="orange"
          leftSection={<IconListDetails size={16} aria-hidden />}
          onClick={() => setOpened(true)}
        >
          {t('penilaianTemplate.reopen', { count: notes })}
        </Button>
      )}
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('penilaianTemplate.previewTitle', {
          jenis: kindLabel(t, kind),
        })}
        size="xl"
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('penilaianTemplate.fileName', { name: fileName })}
          </Text>
          {checking && <Text size="sm">{t('penilaianTemplate.checking')}</Text>}
          {error && (
            <Alert color="red" role="alert" title={t('penilaianTemplate.refused')}>
              {error}
            </Alert>
          )}
          {preview && <PreviewBody preview={preview} />}
          {applied && (
            <Text size="sm" c="dimmed">
              {t('penilaianTemplate.appliedNote', { count })}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              {applied ? t('penilaianTemplate.closeNotes') : t('common.cancel')}
            </Button>
            {!error && !applied && (
              <Button onClick={apply} disabled={!preview || count === 0}>
                {t('penilaianTemplate.apply', { count })}
              </Button>
            )}
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/**
 * A Nilai Akhir file with finals and TP attainment fills two sheets on the screen, each with its
 * own Simpan: the teacher is told both.
 */
const fillsTwoSheets = (preview: TemplatePreview) =>
  new Set(preview.cells.map((cell) => cell.kind)).size > 1;

function kindLabel(t: TFunction, kind: TemplateKind): string {
  switch (kind) {
    case 'slm':
      return t('penilaianTemplate.kinds.slm');
    case 'sas':
      return t('penilaianTemplate.kinds.sas');
    case 'nilai-akhir':
      return t('penilaianTemplate.kinds.nilaiAkhir');
    case 'pts':
      return t('penilaianTemplate.kinds.pts');
  }
}

function PreviewBody({ preview }: { preview: TemplatePreview }) {
  const { t } = useTranslation();
  const narrow = useMediaQuery('(max-width: 36em)', undefined, { getInitialValueInEffect: false });
  const { ringkasan, report, peringatan } = preview;
  return (
    <>
      <List size="sm" spacing={2} data-testid="template-summary">
        <List.Item>
          <Text span fw={600} size="sm">
            {t('penilaianTemplate.summary.valid', { count: preview.cells.length })}
          </Text>
        </List.Item>
        <List.Item>{t('penilaianTemplate.summary.rows', { count: ringkasan.baris })}</List.Item>
        {ringkasan.sama > 0 && (
          <List.Item>{t('penilaianTemplate.summary.same', { count: ringkasan.sama })}</List.Item>
        )}
        {ringkasan.ditolak > 0 && (
          <List.Item>
            {t('penilaianTemplate.summary.refused', { count: ringkasan.ditolak })}
          </List.Item>
        )}
        {ringkasan.kosong_dibiarkan > 0 && (
          <List.Item>
            {t('penilaianTemplate.summary.keptEmpty', { count: ringkasan.kosong_dibiarkan })}
          </List.Item>
        )}
        {ringkasan.usang > 0 && (
          <List.Item>{t('penilaianTemplate.summary.stale', { count: ringkasan.usang })}</List.Item>
        )}
      </List>
      {peringatan.length > 0 && (
        <Alert
          color="yellow"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          title={t('penilaianTemplate.warningsTitle', { count: peringatan.length })}
          data-testid="template-warnings"
        >
          <Text size="sm" mb={4}>
            {t('penilaianTemplate.warningsHint')}
          </Text>
          <ScrollArea.Autosize mah={160} type="auto">
            <List size="sm" spacing={2}>
              {peringatan.map((item, index) => (
                <List.Item key={index}>
                  {item.baris === null
                    ? item.pesan
                    : t('penilaianTemplate.warningRow', { baris: item.baris, pesan: item.pesan })}
                </List.Item>
              ))}
            </List>
          </ScrollArea.Autosize>
        </Alert>
      )}
      {report.length === 0 ? (
        peringatan.length === 0 && (
          <Text size="sm" c="teal">
            {t('penilaianTemplate.reportEmpty')}
          </Text>
        )
      ) : (
        <div>
          <Group gap="xs" mb={4}>
            <IconAlertTriangle size={16} aria-hidden color="var(--mantine-color-orange-6)" />
            <Text size="sm" fw={600}>
              {t('penilaianTemplate.reportTitle')}
            </Text>
            <Badge color="orange" variant="light">
              {report.length}
            </Badge>
          </Group>
          <ScrollArea.Autosize mah={320} type="auto">
            <Table striped withTableBorder fz="sm" aria-label={t('penilaianTemplate.reportTitle')}>
              {narrow ? null : (
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={70}>{t('penilaianTemplate.columns.baris')}</Table.Th>
                    <Table.Th w={180}>{t('penilaianTemplate.columns.pesertaDidik')}</Table.Th>
                    <Table.Th w={140}>{t('penilaianTemplate.columns.kolom')}</Table.Th>
                    <Table.Th>{t('penilaianTemplate.columns.pesan')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
              )}
              <Table.Tbody>
                {report.map((item, index) => {
                  const student = item.nama_peserta_didik ? (
                    <>
                      <Text size="sm" span={narrow}>
                        {item.nama_peserta_didik}
                      </Text>
                      {item.nisn && (
                        <Text size="xs" c="dimmed" span={narrow}>
                          {narrow ? ' ' : ''}
                          {t('penilaianTemplate.nisn', { nisn: item.nisn })}
                        </Text>
                      )}
                    </>
                  ) : null;
                  const kolom =
                    item.kolom ??
                    (item.baris === null
                      ? t('penilaianTemplate.wholeFile')
                      : t('penilaianTemplate.wholeRow'));
                  return narrow ? (
                    // a phone: one cell, where it is above why (the four columns do not fit)
                    <Table.Tr key={index}>
                      <Table.Td>
                        <Text size="xs" fw={600}>
                          {item.baris === null
                            ? kolom
                            : `${t('penilaianTemplate.columns.baris')} ${item.baris} · ${kolom}`}
                        </Text>
                        {student}
                        <Text size="sm">{item.pesan}</Text>
                      </Table.Td>
                    </Table.Tr>
                  ) : (
                    <Table.Tr key={index}>
                      <Table.Td>{item.baris ?? '—'}</Table.Td>
                      <Table.Td>{student ?? '—'}</Table.Td>
                      <Table.Td>{kolom}</Table.Td>
                      <Table.Td>{item.pesan}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        </div>
      )}
      <Text size="sm" c="dimmed">
        {preview.cells.length === 0
          ? t('penilaianTemplate.nothingToApply')
          : fillsTwoSheets(preview)
            ? t('penilaianTemplate.notSavedYetDua')
            : t('penilaianTemplate.notSavedYet')}
      </Text>
    </>
  );
}

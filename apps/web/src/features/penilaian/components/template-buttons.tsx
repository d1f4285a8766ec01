import { useRef, useState, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import {
  Affix,
  Alert,
  Button,
  CloseButton,
  FileButton,
  Group,
  Modal,
  Paper,
  ScrollArea,
  Stack,
  Text,
} from '@mantine/core';
import { IconDownload, IconListDetails, IconUpload } from '@tabler/icons-react';
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
import { fillsTwoSheets, TemplateReport } from './template-report';

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
 * (nothing saved) and shown in a preview listing every refused row and cell and every saved
 * grade it replaces, and warning of rows taken although something looks wrong (a typed name that
 * is not the stored student's); its valid cells go back through `onApply`. Once they are in the
 * grid, the notes open in a panel beside it, which leaves the grid usable: the teacher fixes the
 * refused cells in the grid with the notes in sight.
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
  const [notesOpen, setNotesOpen] = useState(false);
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
    setNotesOpen(false);
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
  const notes =
    (preview?.report.length ?? 0) +
    (preview?.peringatan.length ?? 0) +
    (preview?.mengganti.length ?? 0);
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
          onClick={() => setNotesOpen(true)}
          aria-expanded={notesOpen}
        >
          {t('penilaianTemplate.reopen', { count: notes })}
        </Button>
      )}
      {applied && notesOpen && preview && (
        <NotesPanel
          title={t('penilaianTemplate.notesTitle', { jenis: kindLabel(t, kind) })}
          onClose={() => setNotesOpen(false)}
        >
          <Text size="sm" c="dimmed">
            {t('penilaianTemplate.notesHint')}
          </Text>
          <TemplateReport preview={preview} compact />
          <Text size="sm" c="dimmed">
            {t('penilaianTemplate.appliedNote', { count })}
          </Text>
        </NotesPanel>
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
          {preview && (
            <>
              <TemplateReport preview={preview} />
              <Text size="sm" c="dimmed">
                {preview.cells.length === 0
                  ? t('penilaianTemplate.nothingToApply')
                  : fillsTwoSheets(preview)
                    ? t('penilaianTemplate.notSavedYetDua')
                    : t('penilaianTemplate.notSavedYet')}
              </Text>
            </>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              {t('common.cancel')}
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

/**
 * The upload's notes once its cells are in the grid: a panel at the screen's edge, not a modal
 * window, so the grid stays usable beside it (a refused cell is typed in the grid while its note
 * is in sight, found by the No both show). On a phone it takes the lower part of the screen.
 */
function NotesPanel({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)', undefined, { getInitialValueInEffect: false });
  return (
    <Affix position={{ bottom: 0, right: 0 }} zIndex={150}>
      <Paper
        component="aside"
        aria-label={title}
        shadow="xl"
        withBorder
        w={phone ? '100vw' : 480}
        p="sm"
      >
        <Group justify="space-between" wrap="nowrap" mb="xs">
          <Text fw={600}>{title}</Text>
          <CloseButton aria-label={t('penilaianTemplate.closeNotes')} onClick={onClose} />
        </Group>
        <ScrollArea.Autosize mah={phone ? '45vh' : '70vh'} type="auto">
          <Stack gap="sm">{children}</Stack>
        </ScrollArea.Autosize>
      </Paper>
    </Affix>
  );
}

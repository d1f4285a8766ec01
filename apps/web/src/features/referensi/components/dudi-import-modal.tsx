import { useState } from 'react';
import { Alert, Button, FileInput, Group, Modal, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DudiImportPreview } from '@erapor/shared/dudi/dudi-import.schemas';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { notify } from '../../../lib/toast';
import { dudiKeys } from '../api/get-dudi';
import { confirmDudiImport, downloadDudiTemplate, previewDudiImport } from '../api/import-dudi';
import { DudiImportPreviewTable } from './dudi-import-preview';

/** Upload → the server checks every row and cell (nothing saved) → save the valid rows. */
export function DudiImportModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<DudiImportPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function close() {
    setFile(null);
    setPreview(null);
    setError(null);
    onClose();
  }

  async function check(chosen: File | null) {
    setFile(chosen);
    setPreview(null);
    setError(null);
    if (!chosen) return;
    setBusy(true);
    const result = await previewDudiImport(chosen);
    setBusy(false);
    if (result.ok) setPreview(result.data);
    else setError(apiErrorMessage(t, result.error));
  }

  async function save() {
    if (!preview) return;
    setBusy(true);
    const result = await confirmDudiImport(preview.rows.filter((row) => row.valid));
    setBusy(false);
    if (!result.ok) {
      setError(apiErrorMessage(t, result.error));
      return;
    }
    notify('success', result.data.message);
    await queryClient.invalidateQueries({ queryKey: dudiKeys.all });
    close();
  }

  return (
    <Modal opened={opened} onClose={close} title={t('dudi.import.title')} size="90%">
      <Stack gap="sm">
        <Text size="sm">{t('dudi.import.intro')}</Text>
        <Group align="flex-end">
          <FileInput
            label={t('dudi.import.file')}
            placeholder={t('dudi.import.choose')}
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
            value={file}
            onChange={(chosen) => void check(chosen)}
            clearable
            style={{ flex: 1 }}
            disabled={busy}
          />
          <Button
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => void downloadDudiTemplate()}
          >
            {t('dudi.import.template')}
          </Button>
        </Group>
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        {preview ? <DudiImportPreviewTable preview={preview} /> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button
            onClick={() => void save()}
            loading={busy && preview !== null}
            disabled={!preview || preview.valid === 0}
          >
            {t('dudi.import.save', { count: preview?.valid ?? 0 })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  FileInput,
  Group,
  List,
  Modal,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ImportPreview, JenisGtkLokal } from '@erapor/shared/referensi/gtk.schemas';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { notify } from '../../../lib/toast';
import { gtkKeys } from '../api/get-gtk';
import { confirmImport, downloadTemplate, previewImport } from '../api/import-gtk-lokal';

interface GtkImportModalProps {
  jenis: JenisGtkLokal;
  opened: boolean;
  onClose: () => void;
}

/** Upload → the server checks every row (nothing saved) → the user saves the valid rows. */
export function GtkImportModal({ jenis, opened, onClose }: GtkImportModalProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
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
    const result = await previewImport(jenis, chosen);
    setBusy(false);
    if (result.ok) setPreview(result.data);
    else setError(apiErrorMessage(t, result.error));
  }

  async function save() {
    if (!preview) return;
    setBusy(true);
    const result = await confirmImport(
      jenis,
      preview.rows.filter((row) => row.valid),
    );
    setBusy(false);
    if (!result.ok) {
      setError(apiErrorMessage(t, result.error));
      return;
    }
    notify('success', result.data.message);
    await queryClient.invalidateQueries({ queryKey: gtkKeys.all });
    close();
  }

  return (
    <Modal opened={opened} onClose={close} title={t('referensi.import.title')} size="xl">
      <Stack gap="sm">
        <Text size="sm">{t('referensi.import.intro')}</Text>
        <Group align="flex-end">
          <FileInput
            label={t('referensi.import.file')}
            placeholder={t('referensi.import.choose')}
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
            onClick={() => void downloadTemplate(jenis)}
          >
            {t('referensi.import.template')}
          </Button>
        </Group>
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        {preview ? (
          <>
            <Group gap="xs">
              <Badge color="green">
                {t('referensi.import.validCount', { count: preview.valid })}
              </Badge>
              <Badge color="red">
                {t('referensi.import.invalidCount', { count: preview.invalid })}
              </Badge>
            </Group>
            <Table.ScrollContainer minWidth={720} mah={360}>
              <Table striped verticalSpacing={4} aria-label={t('referensi.import.previewLabel')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('referensi.import.row')}</Table.Th>
                    <Table.Th>{t('referensi.gtk.nama')}</Table.Th>
                    <Table.Th>{t('referensi.gtk.nik')}</Table.Th>
                    <Table.Th>{t('referensi.gtk.lp')}</Table.Th>
                    <Table.Th>{t('referensi.gtk.tanggalLahir')}</Table.Th>
                    <Table.Th>{t('referensi.import.status')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {preview.rows.map((row) => (
                    <Table.Tr key={row.baris}>
                      <Table.Td>{row.baris}</Table.Td>
                      <Table.Td>{row.nama}</Table.Td>
                      <Table.Td>{row.nik}</Table.Td>
                      <Table.Td>{row.jenis_kelamin}</Table.Td>
                      <Table.Td>{row.tanggal_lahir}</Table.Td>
                      <Table.Td>
                        {row.valid ? (
                          <Badge color="green" variant="light">
                            {t('referensi.import.ok')}
                          </Badge>
                        ) : (
                          <List size="xs" c="red">
                            {row.errors.map((message) => (
                              <List.Item key={message}>{message}</List.Item>
                            ))}
                          </List>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button
            onClick={() => void save()}
            loading={busy && preview !== null}
            disabled={!preview || preview.valid === 0}
          >
            {t('referensi.import.save', { count: preview?.valid ?? 0 })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

import { Alert, Badge, Button, FileInput, Group, List, Stack, Table, Text } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconInfoCircle, IconLock } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { notify } from '../../../lib/toast';
import {
  confirmTpImport,
  downloadTpTemplate,
  refreshAfterTpChange,
  previewTpImport,
  type TpTarget,
} from '../api/kurikulum-api';
import { useImportCheck } from './use-import-check';

/**
 * The Excel way of adding TPs for one CP/KD: download its template, fill column B, upload; the
 * server checks the file belongs to this CP/KD and every row, and saves only on confirmation.
 * A template made for another class of the subject may fill this one: the check says so.
 * While the class's grades are locked (grading closed, or locked by its wali) the check says so:
 * the rows can still be read, but there is nothing to confirm (the server would refuse new TPs,
 * and a file holding none has nothing to save anyway).
 */
export function TpImportPanel({ target, slug }: { target: TpTarget; slug: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { file, preview, error, busy, check, confirm, clearFile } = useImportCheck((chosen: File) =>
    previewTpImport(target, chosen),
  );

  async function save() {
    if (!preview) return;
    const saved = await confirm(() =>
      confirmTpImport(
        target,
        preview.rows.filter((row) => row.valid),
      ),
    );
    if (!saved) return;
    // Only the valid rows were sent: the rows left out are told here, the wrong ones to be fixed
    // in the file, the repeated ones only for the count.
    const ganda =
      preview.ganda > 0 ? ` ${t('kurikulum.tp.import.gandaSekali', { count: preview.ganda })}` : '';
    if (preview.invalid > 0) {
      notify(
        'warning',
        `${saved.message} ${t('kurikulum.tp.import.salahTidakDisimpan', { count: preview.invalid })}${ganda}`,
      );
    } else {
      notify('success', `${saved.message}${ganda}`);
    }
    clearFile();
    await refreshAfterTpChange(queryClient);
  }

  async function download() {
    const result = await downloadTpTemplate(target, `templat-tp-${slug}.xlsx`);
    if (!result.ok) notify('error', apiErrorMessage(t, result.error));
  }

  return (
    <Stack gap="sm">
      <Text size="sm">{t('kurikulum.tp.import.intro')}</Text>
      <Group align="flex-end">
        <Button
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => void download()}
        >
          {t('kurikulum.tp.import.template')}
        </Button>
        <FileInput
          label={t('kurikulum.tp.import.file')}
          placeholder={t('kurikulum.tp.import.choose')}
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          value={file}
          onChange={(chosen) => void check(chosen)}
          clearable
          disabled={busy}
          style={{ flex: 1 }}
        />
      </Group>
      {error ? (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      ) : null}
      {preview?.terkunci ? (
        <Alert
          color="yellow"
          title={t('kurikulum.tp.import.terkunci')}
          icon={<IconLock size={16} aria-hidden />}
        >
          {preview.terkunci.pesan}
        </Alert>
      ) : null}
      {preview?.kelas_lain ? (
        <Alert
          color="blue"
          title={t('kurikulum.tp.import.kelasLain')}
          icon={<IconInfoCircle size={16} aria-hidden />}
        >
          {preview.kelas_lain}
        </Alert>
      ) : null}
      {preview ? (
        <>
          <Group gap="xs">
            <Badge color="green">{t('kurikulum.tp.import.baru', { count: preview.baru })}</Badge>
            <Badge color="blue">
              {t('kurikulum.tp.import.sudahAda', { count: preview.valid - preview.baru })}
            </Badge>
            <Badge color="red">{t('kurikulum.tp.import.salah', { count: preview.invalid })}</Badge>
            {preview.ganda > 0 && (
              <Badge color="gray">{t('kurikulum.tp.import.ganda', { count: preview.ganda })}</Badge>
            )}
          </Group>
          <Table.ScrollContainer minWidth={500} mah={300}>
            <Table
              striped
              withTableBorder
              fz="sm"
              verticalSpacing={4}
              // the widths hold whatever the text: a long row wraps instead of pushing Status out
              style={{ tableLayout: 'fixed' }}
              aria-label={t('kurikulum.tp.import.previewLabel')}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={60}>{t('kurikulum.common.baris')}</Table.Th>
                  <Table.Th>{t('kurikulum.tp.deskripsi')}</Table.Th>
                  <Table.Th w={220}>{t('kurikulum.common.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {preview.rows.map((row) => (
                  <Table.Tr key={row.baris} data-invalid={row.errors.length > 0 || undefined}>
                    <Table.Td>{row.baris}</Table.Td>
                    <Table.Td
                      style={
                        row.errors.length === 0
                          ? undefined
                          : {
                              background: 'var(--mantine-color-red-light)',
                              color: 'var(--mantine-color-red-light-color)',
                            }
                      }
                    >
                      <Text
                        inherit
                        lineClamp={4}
                        style={{ overflowWrap: 'anywhere' }}
                        title={row.deskripsi.length > 200 ? row.deskripsi : undefined}
                      >
                        {row.deskripsi}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {row.valid ? (
                        <Badge color={row.sudah_ada ? 'blue' : 'green'} variant="light" size="sm">
                          {row.sudah_ada
                            ? t('kurikulum.tp.import.ada')
                            : t('kurikulum.tp.import.ok')}
                        </Badge>
                      ) : row.sama_dengan !== null ? (
                        <Text size="xs" c="dimmed">
                          {t('kurikulum.tp.import.samaDengan', { baris: row.sama_dengan })}
                        </Text>
                      ) : (
                        <List size="xs" c="red" style={{ overflowWrap: 'anywhere' }}>
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
          <Group justify="flex-end">
            <Button
              onClick={() => void save()}
              loading={busy}
              disabled={preview.baru === 0 || preview.terkunci !== null}
            >
              {t('kurikulum.tp.import.save', { count: preview.baru })}
            </Button>
          </Group>
        </>
      ) : null}
    </Stack>
  );
}

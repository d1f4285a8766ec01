import { Badge, Group, List, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type {
  DudiImportField,
  DudiImportPreview,
  DudiImportPreviewRow,
} from '@erapor/shared/dudi/dudi-import.schemas';

/** The cells shown per row; problems of the other cells are listed under Status. */
const SHOWN: DudiImportField[] = [
  'nama_dudi',
  'kota',
  'nomor_mou',
  'tanggal_mulai',
  'tanggal_selesai',
  'judul_kegiatan',
  'pembimbing',
  'peserta',
];

function cellValue(row: DudiImportPreviewRow, field: DudiImportField): string {
  if (field === 'pembimbing' && row.jumlah_pembimbing > 0) return String(row.jumlah_pembimbing);
  if (field === 'peserta' && row.jumlah_peserta > 0) return String(row.jumlah_peserta);
  return row[field];
}

/** Rows of an uploaded workbook as the server checked them: bad cells in red with the reason. */
export function DudiImportPreviewTable({ preview }: { preview: DudiImportPreview }) {
  const { t } = useTranslation();
  const headers: Record<DudiImportField, string> = {
    nama_dudi: t('dudi.import.columns.namaDudi'),
    bidang_usaha: t('dudi.fields.bidangUsaha'),
    alamat: t('dudi.fields.alamat'),
    kota: t('dudi.fields.kota'),
    telepon: t('dudi.fields.telepon'),
    email: t('dudi.fields.email'),
    npwp: t('dudi.fields.npwp'),
    nomor_mou: t('dudi.mou.nomor'),
    judul_mou: t('dudi.mou.judul'),
    tanggal_mulai: t('dudi.mou.mulai'),
    tanggal_selesai: t('dudi.mou.selesai'),
    judul_kegiatan: t('dudi.kegiatan.judul'),
    sk_tugas: t('dudi.kegiatan.sk'),
    tgl_sk_tugas: t('dudi.kegiatan.tanggalSk'),
    pembimbing: t('dudi.import.columns.pembimbing'),
    peserta: t('dudi.import.columns.peserta'),
  };

  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Badge color="green">{t('dudi.import.validCount', { count: preview.valid })}</Badge>
        <Badge color="red">{t('dudi.import.invalidCount', { count: preview.invalid })}</Badge>
      </Group>
      <Table.ScrollContainer minWidth={1000} mah={420}>
        <Table
          striped
          withTableBorder
          verticalSpacing={4}
          fz="xs"
          aria-label={t('dudi.import.previewLabel')}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('dudi.import.row')}</Table.Th>
              {SHOWN.map((field) => (
                <Table.Th key={field}>{headers[field]}</Table.Th>
              ))}
              <Table.Th>{t('dudi.import.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {preview.rows.map((row) => {
              const problems = new Map<DudiImportField, string[]>();
              for (const issue of row.errors) {
                if (issue.field)
                  problems.set(issue.field, [...(problems.get(issue.field) ?? []), issue.message]);
              }
              return (
                <Table.Tr key={row.baris}>
                  <Table.Td>{row.baris}</Table.Td>
                  {SHOWN.map((field) => {
                    const messages = problems.get(field);
                    return (
                      <Table.Td
                        key={field}
                        data-invalid={messages ? 'true' : undefined}
                        title={messages?.join(' ')}
                        style={
                          messages
                            ? {
                                background: 'var(--mantine-color-red-light)',
                                color: 'var(--mantine-color-red-light-color)',
                              }
                            : undefined
                        }
                      >
                        {cellValue(row, field) || (messages ? t('dudi.import.empty') : '')}
                      </Table.Td>
                    );
                  })}
                  <Table.Td miw={240}>
                    {row.valid ? (
                      <Group gap={4}>
                        <Badge color="green" variant="light" size="sm">
                          {t('dudi.import.ok')}
                        </Badge>
                        <Badge color={row.dudi_ada ? 'blue' : 'teal'} variant="outline" size="sm">
                          {row.dudi_ada ? t('dudi.import.dudiAda') : t('dudi.import.dudiBaru')}
                        </Badge>
                      </Group>
                    ) : (
                      <List size="xs" c="red" spacing={2}>
                        {row.errors.map((issue, index) => (
                          <List.Item key={index}>
                            {issue.field ? (
                              <Text span fz="xs" fw={600}>
                                {headers[issue.field]}:{' '}
                              </Text>
                            ) : null}
                            {issue.message}
                          </List.Item>
                        ))}
                      </List>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

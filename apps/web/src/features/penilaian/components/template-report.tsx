import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { Alert, Badge, Group, List, ScrollArea, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconReplace } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type {
  TemplatePreview,
  TemplateReplacement,
} from '@erapor/shared/penilaian/template.schemas';

/**
 * A Nilai Akhir file with finals and TP attainment fills two sheets on the screen, each with its
 * own Simpan: the teacher is told both.
 */
export const fillsTwoSheets = (preview: TemplatePreview) =>
  new Set(preview.cells.map((cell) => cell.kind)).size > 1;

/** A value as the grid shows it: an attainment in words, a score as it is. */
function shown(t: TFunction, tipe: TemplateReplacement['tipe'], value: number | string): string {
  if (tipe === 'kompeten' && (value === 0 || value === 1)) {
    return value === 1 ? t('gradeGrid.kompeten.achieved') : t('gradeGrid.kompeten.notAchieved');
  }
  return String(value);
}

/** The student of a line: the stored name with the NISN under it (beside it on a phone). */
function Student({
  nama,
  nisn,
  narrow,
}: {
  nama: string | null | undefined;
  nisn: string | null | undefined;
  narrow: boolean;
}) {
  const { t } = useTranslation();
  if (!nama) return null;
  return (
    <>
      <Text size="sm" span={narrow}>
        {nama}
      </Text>
      {nisn && (
        <Text size="xs" c="dimmed" span={narrow}>
          {narrow ? ' ' : ''}
          {t('penilaianTemplate.nisn', { nisn })}
        </Text>
      )}
    </>
  );
}

/** "Baris 9 · No 1 · TP 1": where a line is, above it on a phone. */
function where(t: TFunction, baris: number, no: number | undefined, kolom: string): string {
  return [
    `${t('penilaianTemplate.columns.baris')} ${baris}`,
    no === undefined ? null : t('penilaianTemplate.rowNo', { no }),
    kolom,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * How a list is laid out: one cell per line on a phone or in the side panel, and whether it
 * scrolls on its own (not in the side panel, which scrolls as a whole).
 */
interface Layout {
  narrow: boolean;
  bounded: boolean;
}

/**
 * The saved grades the upload replaces, student by student, with the saved value and the file's:
 * a file over saved grades (a column pasted one row too low) is seen before it is saved.
 */
function ReplacedList({
  items,
  layout: { narrow, bounded },
}: {
  items: TemplateReplacement[];
  layout: Layout;
}) {
  const { t } = useTranslation();
  const change = (item: TemplateReplacement) =>
    t('penilaianTemplate.replaced.value', {
      lama: shown(t, item.tipe, item.lama),
      baru: shown(t, item.tipe, item.baru),
    });
  return (
    <Alert
      color="orange"
      icon={<IconReplace size={18} aria-hidden />}
      title={t('penilaianTemplate.replaced.title', { count: items.length })}
      data-testid="template-replaced"
    >
      <Text size="sm" mb={4}>
        {t('penilaianTemplate.replaced.hint')}
      </Text>
      <ScrollArea.Autosize mah={bounded ? 200 : undefined} type="auto">
        <Table fz="sm" aria-label={t('penilaianTemplate.replaced.tableLabel')}>
          {narrow ? null : (
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={60}>{t('penilaianTemplate.columns.baris')}</Table.Th>
                <Table.Th w={50}>{t('penilaianTemplate.columns.no')}</Table.Th>
                <Table.Th>{t('penilaianTemplate.columns.pesertaDidik')}</Table.Th>
                <Table.Th w={140}>{t('penilaianTemplate.columns.kolom')}</Table.Th>
                <Table.Th w={150}>{t('penilaianTemplate.replaced.change')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
          )}
          <Table.Tbody>
            {items.map((item, index) =>
              narrow ? (
                <Table.Tr key={index}>
                  <Table.Td>
                    <Text size="xs" fw={600}>
                      {where(t, item.baris, item.no, item.kolom)}
                    </Text>
                    <Student nama={item.nama_peserta_didik} nisn={item.nisn} narrow />
                    <Text size="sm" fw={600}>
                      {change(item)}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : (
                <Table.Tr key={index}>
                  <Table.Td>{item.baris}</Table.Td>
                  <Table.Td>{item.no}</Table.Td>
                  <Table.Td>
                    <Student nama={item.nama_peserta_didik} nisn={item.nisn} narrow={false} />
                  </Table.Td>
                  <Table.Td>{item.kolom}</Table.Td>
                  <Table.Td fw={600}>{change(item)}</Table.Td>
                </Table.Tr>
              ),
            )}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </Alert>
  );
}

/** Each refused cell, row or column, with the Excel row and the student's No in the grid. */
function ProblemTable({
  preview,
  layout: { narrow, bounded },
}: {
  preview: TemplatePreview;
  layout: Layout;
}) {
  const { t } = useTranslation();
  const { report } = preview;
  return (
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
      <Text size="xs" c="dimmed" mb={4}>
        {t('penilaianTemplate.noHint')}
      </Text>
      <ScrollArea.Autosize mah={bounded ? 320 : undefined} type="auto">
        <Table striped withTableBorder fz="sm" aria-label={t('penilaianTemplate.reportTitle')}>
          {narrow ? null : (
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={60}>{t('penilaianTemplate.columns.baris')}</Table.Th>
                <Table.Th w={50}>{t('penilaianTemplate.columns.no')}</Table.Th>
                <Table.Th w={180}>{t('penilaianTemplate.columns.pesertaDidik')}</Table.Th>
                <Table.Th w={140}>{t('penilaianTemplate.columns.kolom')}</Table.Th>
                <Table.Th>{t('penilaianTemplate.columns.pesan')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
          )}
          <Table.Tbody>
            {report.map((item, index) => {
              const student: ReactNode = (
                <Student nama={item.nama_peserta_didik} nisn={item.nisn} narrow={narrow} />
              );
              const kolom =
                item.kolom ??
                (item.baris === null
                  ? t('penilaianTemplate.wholeFile')
                  : t('penilaianTemplate.wholeRow'));
              return narrow ? (
                // a phone: one cell, where it is above why (the columns do not fit)
                <Table.Tr key={index}>
                  <Table.Td>
                    <Text size="xs" fw={600}>
                      {item.baris === null ? kolom : where(t, item.baris, item.no, kolom)}
                    </Text>
                    {student}
                    <Text size="sm">{item.pesan}</Text>
                  </Table.Td>
                </Table.Tr>
              ) : (
                <Table.Tr key={index}>
                  <Table.Td>{item.baris ?? '—'}</Table.Td>
                  <Table.Td>{item.no ?? '—'}</Table.Td>
                  <Table.Td>{item.nama_peserta_didik ? student : '—'}</Table.Td>
                  <Table.Td>{kolom}</Table.Td>
                  <Table.Td>{item.pesan}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </div>
  );
}

/**
 * What the server's check of an uploaded template found: the counts, the saved grades it
 * replaces, the warnings and every refused row and cell. `compact` lays it out for the side
 * panel the notes stay in once the cells are in the grid.
 */
export function TemplateReport({
  preview,
  compact = false,
}: {
  preview: TemplatePreview;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)', undefined, { getInitialValueInEffect: false });
  const layout: Layout = { narrow: compact || phone, bounded: !compact };
  const { ringkasan, report, peringatan, mengganti } = preview;
  const fillsEmpty = preview.cells.length - mengganti.length;
  return (
    <>
      <List size="sm" spacing={2} data-testid="template-summary">
        <List.Item>
          <Text span fw={600} size="sm">
            {t('penilaianTemplate.summary.valid', { count: preview.cells.length })}
          </Text>
          {preview.cells.length > 0 && (
            <List size="sm" withPadding>
              {fillsEmpty > 0 && (
                <List.Item>
                  {t('penilaianTemplate.summary.fillsEmpty', { count: fillsEmpty })}
                </List.Item>
              )}
              {mengganti.length > 0 && (
                <List.Item>
                  <Text span fw={600} size="sm" c="orange.8">
                    {t('penilaianTemplate.summary.replaces', { count: mengganti.length })}
                  </Text>
                </List.Item>
              )}
            </List>
          )}
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
      {mengganti.length > 0 && <ReplacedList items={mengganti} layout={layout} />}
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
          <ScrollArea.Autosize mah={layout.bounded ? 160 : undefined} type="auto">
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
      {report.length > 0 ? (
        <ProblemTable preview={preview} layout={layout} />
      ) : mengganti.length > 0 ? (
        // no error in the file, but not "nothing to look at" either: saved grades will change
        <Text size="sm">
          {t('penilaianTemplate.reportReplacesOnly', { count: mengganti.length })}
        </Text>
      ) : (
        peringatan.length === 0 && (
          <Text size="sm" c="teal">
            {t('penilaianTemplate.reportEmpty')}
          </Text>
        )
      )}
    </>
  );
}

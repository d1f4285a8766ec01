import { Accordion, Button, Group, Loader, Modal, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GridData } from '@erapor/shared/penilaian/grid.schemas';
import { useReportInnerModal } from '../ui/inner-modal';
import { useSheetHistory } from './grade-grid-api';
import { HistoryError, useHistoryWords } from './grade-history-modal';
import { useFormatWaktu } from './format-time';

/**
 * The saves of the open grid, newest first, older ones on request (peers.md M4: a bulk change
 * is one event): each save with
 * when, who, from where and how many cells, opening to its cells (student, column, old → new).
 * Students and columns are named from the grid as it is now.
 */
export function SheetHistoryModal({
  grid,
  opened,
  onClose,
}: {
  grid: GridData;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const formatWaktu = useFormatWaktu();
  const history = useSheetHistory(grid.kind, grid.pembelajaran.pembelajaran_id, opened);
  useReportInnerModal(opened);
  const { sources, show: showValue } = useHistoryWords();
  const names = new Map(grid.rows.map((row) => [row.anggota_rombel_id, row.nama]));
  const columns = new Map(grid.columns.map((column) => [column.key, column]));
  const show = (kolom: string, value: string | null) => showValue(columns.get(kolom)?.type, value);
  const saves = history.data?.pages.flat();

  return (
    <Modal opened={opened} onClose={onClose} title={t('gradeGrid.sheetHistory.title')} size="xl">
      <Text size="sm" c="dimmed" mb="sm">
        {t('gradeGrid.sheetHistory.intro', {
          mapel: grid.pembelajaran.nama_mata_pelajaran,
          rombel: grid.pembelajaran.rombel,
        })}
      </Text>
      {history.isPending && opened && <Loader size="sm" />}
      {history.isError && <HistoryError error={history.error} />}
      {saves?.length === 0 && <Text size="sm">{t('gradeGrid.sheetHistory.empty')}</Text>}
      {saves && saves.length > 0 && (
        <Accordion variant="separated" multiple>
          {saves.map((save) => (
            <Accordion.Item
              key={`${save.waktu}|${save.sumber}`}
              value={`${save.waktu}|${save.sumber}`}
            >
              <Accordion.Control>
                <Group gap="xs" wrap="wrap">
                  <Text size="sm" fw={600}>
                    {formatWaktu(save.waktu)}
                  </Text>
                  <Text size="sm">{save.oleh ?? t('gradeGrid.historyModal.system')}</Text>
                  <Text size="sm" c="dimmed">
                    {t('gradeGrid.sheetHistory.summary', {
                      sumber: sources[save.sumber] ?? save.sumber,
                      sel: save.jumlah_sel,
                      siswa: save.jumlah_siswa,
                    })}
                    {save.alasan && ` · ${save.alasan}`}
                  </Text>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <Table striped withTableBorder>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('gradeGrid.sheetHistory.student')}</Table.Th>
                      <Table.Th>{t('gradeGrid.sheetHistory.column')}</Table.Th>
                      <Table.Th>{t('gradeGrid.historyModal.change')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {save.sel.map((cell, index) => (
                      <Table.Tr key={index}>
                        <Table.Td>
                          {names.get(cell.anggota_rombel_id) ?? t('gradeGrid.sheetHistory.gone')}
                        </Table.Td>
                        <Table.Td>
                          {columns.get(cell.kolom)?.label ?? t('gradeGrid.sheetHistory.columnGone')}
                        </Table.Td>
                        <Table.Td style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                          {show(cell.kolom, cell.lama)} → {show(cell.kolom, cell.baru)}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
                {save.sel.length < save.jumlah_sel && (
                  <Text size="xs" c="dimmed" mt="xs">
                    {t('gradeGrid.sheetHistory.more', { count: save.jumlah_sel - save.sel.length })}
                  </Text>
                )}
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
      {history.hasNextPage && (
        <Group justify="center" mt="sm">
          <Button
            variant="default"
            size="xs"
            loading={history.isFetchingNextPage}
            onClick={() => void history.fetchNextPage()}
          >
            {t('gradeGrid.sheetHistory.older')}
          </Button>
        </Group>
      )}
    </Modal>
  );
}

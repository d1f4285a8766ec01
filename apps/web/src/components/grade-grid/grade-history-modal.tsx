import { Alert, Loader, Modal, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type {
  GradeHistoryEntry,
  GridColumnType,
  GridKind,
  KeputusanDitarik,
} from '@erapor/shared/penilaian/grid.schemas';
import { apiErrorMessage } from '../../lib/api-error-message';
import { ApiRequestError } from '../../lib/api-client';
import { useReportInnerModal } from '../ui/inner-modal';
import { useGradeHistory } from './grade-grid-api';
import { useFormatWaktu } from './format-time';
import { usePersetujuanText } from './persetujuan-text';

export interface HistoryCell {
  kind: GridKind;
  pembelajaranId: string;
  anggotaRombelId: string;
  kolom: string;
  nama: string;
  columnLabel: string;
  type: GridColumnType;
}

/** How a history names its sources and shows a value (attainment as words, none as a dash). */
export function useHistoryWords() {
  const { t } = useTranslation();
  const sources: Record<GradeHistoryEntry['sumber'], string> = {
    grid: t('gradeGrid.historyModal.sources.grid'),
    import: t('gradeGrid.historyModal.sources.import'),
    generate: t('gradeGrid.historyModal.sources.generate'),
    reset: t('gradeGrid.historyModal.sources.reset'),
    sync: t('gradeGrid.historyModal.sources.sync'),
    remedial: t('gradeGrid.historyModal.sources.remedial'),
    adjust: t('gradeGrid.historyModal.sources.adjust'),
  };
  const show = (type: GridColumnType | undefined, value: string | null) => {
    if (value === null || value === '') return '–';
    if (type === 'kompeten' && (value === '1' || value === '0')) {
      return value === '1' ? t('gradeGrid.kompeten.achieved') : t('gradeGrid.kompeten.notAchieved');
    }
    return value;
  };
  return { sources, show };
}

/** A history that could not be loaded, in the server's words when it gave some. */
export function HistoryError({ error }: { error: Error }) {
  const { t } = useTranslation();
  return (
    <Alert color="red">
      {error instanceof ApiRequestError ? apiErrorMessage(t, error.detail) : error.message}
    </Alert>
  );
}

/** Every recorded change of one cell: when, who, old → new, and from where. */
export function GradeHistoryModal({
  cell,
  onClose,
}: {
  cell: HistoryCell | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const formatWaktu = useFormatWaktu();
  const persetujuanText = usePersetujuanText();
  const ditarikText = (keputusan: KeputusanDitarik) =>
    t('penilaian.penyesuaian.ditarik', {
      oleh: keputusan.ditarik_oleh ?? '–',
      waktu: formatWaktu(keputusan.ditarik_pada),
    });
  const history = useGradeHistory(cell);
  useReportInnerModal(cell !== null);
  const { sources, show: showValue } = useHistoryWords();
  const show = (value: string | null) => showValue(cell?.type, value);

  return (
    <Modal
      opened={cell !== null}
      onClose={onClose}
      title={t('gradeGrid.historyModal.title')}
      size="lg"
    >
      {cell && (
        <Text size="sm" c="dimmed" mb="sm">
          {t('gradeGrid.historyModal.cell', { name: cell.nama, column: cell.columnLabel })}
        </Text>
      )}
      {history.isPending && cell && <Loader size="sm" />}
      {history.isError && <HistoryError error={history.error} />}
      {history.data && history.data.length === 0 && (
        <Text size="sm">{t('gradeGrid.historyModal.empty')}</Text>
      )}
      {history.data && history.data.length > 0 && (
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('gradeGrid.historyModal.time')}</Table.Th>
              <Table.Th>{t('gradeGrid.historyModal.by')}</Table.Th>
              <Table.Th>{t('gradeGrid.historyModal.change')}</Table.Th>
              <Table.Th>{t('gradeGrid.historyModal.source')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {history.data.map((entry) => (
              <Table.Tr key={entry.id}>
                <Table.Td>{formatWaktu(entry.waktu)}</Table.Td>
                <Table.Td>{entry.oleh ?? t('gradeGrid.historyModal.system')}</Table.Td>
                <Table.Td style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {show(entry.nilai_lama)} → {show(entry.nilai_baru)}
                </Table.Td>
                <Table.Td>
                  {sources[entry.sumber] ?? entry.sumber}
                  {entry.alasan && (
                    <Text size="xs" c="dimmed" data-testid="riwayat-alasan">
                      {entry.alasan}
                    </Text>
                  )}
                  {entry.persetujuan !== undefined && (
                    <Text
                      size="xs"
                      c={entry.persetujuan?.keputusan === 'tolak' ? 'red.8' : 'dimmed'}
                      data-testid="riwayat-persetujuan"
                    >
                      {persetujuanText(entry.persetujuan)}
                    </Text>
                  )}
                  {entry.ditarik?.map((keputusan) => (
                    <Text
                      key={keputusan.ditarik_pada}
                      size="xs"
                      c="dimmed"
                      fs="italic"
                      data-testid="riwayat-ditarik"
                    >
                      {`${persetujuanText(keputusan)} ${ditarikText(keputusan)}`}
                    </Text>
                  ))}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Modal>
  );
}

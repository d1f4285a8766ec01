import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { GridConflict, GridData } from '@erapor/shared/penilaian/grid.schemas';
import { baseCell, shownValue, type EditsState } from './grid-state';
import { cellKey, formatValue } from './grid-values';
import { useFormatWaktu } from './format-time';
import { useGradeHistory } from './grade-grid-api';

interface ConflictPanelProps {
  grid: GridData;
  edits: EditsState;
  onResolve: (anggotaRombelId: string, choice: 'theirs' | 'mine') => void;
}

/**
 * Who made the value the teacher's edit clashes with, and when. A 409 says so; a clash found when
 * a colleague's save was brought in does not, and the student's history in this grid is asked
 * (once per student, shared by his cells) for the change that made the version in conflict. Both
 * tell the teacher's own change (another tab, another device) as his own, not by his name.
 */
function ChangedBy({ grid, conflict }: { grid: GridData; conflict: GridConflict }) {
  const { t } = useTranslation();
  const formatWaktu = useFormatWaktu();
  const history = useGradeHistory(
    conflict.updated_by === null
      ? {
          kind: grid.kind,
          pembelajaranId: grid.pembelajaran.pembelajaran_id,
          anggotaRombelId: conflict.anggota_rombel_id,
        }
      : null,
  );
  const change = history.data?.find(
    (entry) => entry.kolom === conflict.kolom && entry.version === conflict.version,
  );
  const own =
    conflict.oleh_anda === true || (conflict.updated_by === null && change?.oleh_anda === true);
  const name = own
    ? t('gradeGrid.conflict.you')
    : (conflict.updated_by ?? change?.oleh ?? t('gradeGrid.conflict.someone'));
  const at = conflict.updated_at ?? change?.waktu ?? null;
  return at
    ? t('gradeGrid.conflict.changedBy', { name, time: formatWaktu(at) })
    : t('gradeGrid.conflict.changedByName', { name });
}

/**
 * Rows whose save was refused because someone changed them since they were read: the teacher
 * sees both values and who changed them, and decides per student.
 */
export function ConflictPanel({ grid, edits, onResolve }: ConflictPanelProps) {
  const { t } = useTranslation();
  const byRow = new Map<string, GridConflict[]>();
  for (const conflict of Object.values(edits.conflicts)) {
    byRow.set(conflict.anggota_rombel_id, [
      ...(byRow.get(conflict.anggota_rombel_id) ?? []),
      conflict,
    ]);
  }
  if (byRow.size === 0) return null;
  const kompetenLabel = (tercapai: boolean) =>
    tercapai ? t('gradeGrid.kompeten.achieved') : t('gradeGrid.kompeten.notAchieved');

  return (
    <Alert
      color="orange"
      icon={<IconAlertTriangle size={18} />}
      title={t('gradeGrid.conflict.title')}
      role="region"
      aria-label={t('gradeGrid.conflict.title')}
    >
      <Text size="sm" mb="sm">
        {t('gradeGrid.conflict.description')}
      </Text>
      <Stack gap="sm">
        {grid.rows
          .filter((row) => byRow.has(row.anggota_rombel_id))
          .map((row) => (
            <div key={row.anggota_rombel_id} data-testid={`conflict-${row.anggota_rombel_id}`}>
              <Text fw={600} size="sm">
                {row.nama}
              </Text>
              {byRow.get(row.anggota_rombel_id)!.map((conflict) => {
                const column = grid.columns.find((candidate) => candidate.key === conflict.kolom);
                const type = column?.type ?? 'text';
                const key = cellKey(conflict.anggota_rombel_id, conflict.kolom);
                const mine = shownValue(
                  edits,
                  baseCell(grid, row.anggota_rombel_id, conflict.kolom),
                  key,
                );
                const show = (value: typeof mine) =>
                  formatValue(type, value, kompetenLabel) || t('gradeGrid.conflict.empty');
                return (
                  <Text key={key} size="sm">
                    {column?.label ?? conflict.kolom}: {t('gradeGrid.conflict.yours')}{' '}
                    <b>{show(mine)}</b>
                    {' · '}
                    {t('gradeGrid.conflict.theirs')} <b>{show(conflict.value)}</b>{' '}
                    <Text span c="dimmed" size="sm">
                      (<ChangedBy grid={grid} conflict={conflict} />)
                    </Text>
                  </Text>
                );
              })}
              <Group gap="xs" mt={6}>
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => onResolve(row.anggota_rombel_id, 'theirs')}
                  aria-label={`${t('gradeGrid.conflict.useTheirs')} — ${row.nama}`}
                >
                  {t('gradeGrid.conflict.useTheirs')}
                </Button>
                <Button
                  size="xs"
                  color="orange"
                  onClick={() => onResolve(row.anggota_rombel_id, 'mine')}
                  aria-label={`${t('gradeGrid.conflict.keepMine')} — ${row.nama}`}
                >
                  {t('gradeGrid.conflict.keepMine')}
                </Button>
              </Group>
            </div>
          ))}
      </Stack>
    </Alert>
  );
}

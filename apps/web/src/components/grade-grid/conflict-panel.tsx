import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { GridConflict, GridData } from '@erapor/shared/penilaian/grid.schemas';
import { baseCell, isRowVersioned, shownValue, type EditsState } from './grid-state';
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
 * Of a row-versioned kind (the two description texts), what becomes of the row's other columns,
 * whichever the teacher chooses: the text she typed there stays hers, and a column she did not
 * type in holds the newest text. The panel lists only the columns she has to decide; a column
 * where she typed the newest text itself needs no word.
 */
function OtherColumns({
  grid,
  edits,
  conflicts,
  listed,
}: {
  grid: GridData;
  edits: EditsState;
  conflicts: readonly GridConflict[];
  listed: readonly GridConflict[];
}) {
  const { t } = useTranslation();
  const id = conflicts[0]!.anggota_rombel_id;
  const lines = grid.columns
    .filter((column) => !column.readOnly && !listed.some((c) => c.kolom === column.key))
    .flatMap((column) => {
      const key = cellKey(id, column.key);
      const base = baseCell(grid, id, column.key);
      const newest = conflicts.find((c) => c.kolom === column.key)?.value ?? base.value;
      if (!(key in edits.drafts))
        return [t('gradeGrid.conflict.othersNewest', { column: column.label })];
      return shownValue(edits, base, key) === newest
        ? []
        : [t('gradeGrid.conflict.othersYours', { column: column.label })];
    });
  return lines.map((line) => (
    <Text key={line} size="sm">
      {line}
    </Text>
  ));
}

/**
 * Rows whose save was refused because someone changed them since they were read: the teacher
 * sees both values and who changed them, and decides per student. Of a row-versioned kind only
 * the columns whose value she gave differs from the newest are listed, with what becomes of the
 * others: both buttons leave those as said.
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
  const rowVersioned = isRowVersioned(grid);
  const shownOf = (conflict: GridConflict) =>
    shownValue(
      edits,
      baseCell(grid, conflict.anggota_rombel_id, conflict.kolom),
      cellKey(conflict.anggota_rombel_id, conflict.kolom),
    );
  // Of a row-versioned row, a column she did not type in, or typed the newest value in, has
  // nothing for her to decide (the server names every column of a row it refuses).
  const listedOf = (id: string) =>
    byRow
      .get(id)!
      .filter(
        (conflict) =>
          !rowVersioned ||
          (cellKey(id, conflict.kolom) in edits.drafts && shownOf(conflict) !== conflict.value),
      );
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
              {listedOf(row.anggota_rombel_id).map((conflict) => {
                const column = grid.columns.find((candidate) => candidate.key === conflict.kolom);
                const type = column?.type ?? 'text';
                const key = cellKey(conflict.anggota_rombel_id, conflict.kolom);
                const mine = shownOf(conflict);
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
              {rowVersioned && (
                <OtherColumns
                  grid={grid}
                  edits={edits}
                  conflicts={byRow.get(row.anggota_rombel_id)!}
                  listed={listedOf(row.anggota_rombel_id)}
                />
              )}
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

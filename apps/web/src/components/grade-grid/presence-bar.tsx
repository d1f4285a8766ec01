import { Group, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type {
  GridColumn,
  GridKehadiranOrang,
  GridKind,
  GridPerubahan,
} from '@erapor/shared/penilaian/grid.schemas';
import { useFormatWaktu } from './format-time';

/** The name of a grid kind, as the presence line says "lembar SAS". */
export function sheetName(t: TFunction, kind: GridKind): string {
  switch (kind) {
    case 'slm':
      return t('gradeGrid.presence.sheets.slm');
    case 'sas':
      return t('gradeGrid.presence.sheets.sas');
    case 'nilai-akhir':
      return t('gradeGrid.presence.sheets.nilai-akhir');
    case 'ketercapaian':
      return t('gradeGrid.presence.sheets.ketercapaian');
    case 'deskripsi':
      return t('gradeGrid.presence.sheets.deskripsi');
    case 'pts':
      return t('gradeGrid.presence.sheets.pts');
  }
}

interface PresenceBarProps {
  kind: GridKind;
  columns: readonly GridColumn[];
  lainnya: readonly GridKehadiranOrang[];
  /** The change (a colleague's, or the teacher's own elsewhere) last brought into this grid. */
  refreshedBy: GridPerubahan | null;
}

/**
 * Who else has this pembelajaran open, and where ("Bu Sari — kolom TP 2"), and whose change was
 * last brought into the grid (peers.md M3): a colleague's, or the teacher's own from another tab
 * or device. Shows nothing when the teacher is alone and nothing was brought in.
 */
export function PresenceBar({ kind, columns, lainnya, refreshedBy }: PresenceBarProps) {
  const { t } = useTranslation();
  const formatWaktu = useFormatWaktu();
  if (lainnya.length === 0 && !refreshedBy) return null;
  // One mention per person: where he is in this sheet, else the other sheet he has open.
  const people = new Map<string, GridKehadiranOrang>();
  for (const orang of lainnya) {
    const known = people.get(orang.nama);
    if (!known || (known.kind !== kind && orang.kind === kind)) people.set(orang.nama, orang);
  }
  const where = (orang: GridKehadiranOrang) => {
    if (orang.kind !== kind) {
      return t('gradeGrid.presence.otherSheet', {
        sheet: sheetName(t, orang.kind),
      });
    }
    const column = columns.find((candidate) => candidate.key === orang.kolom);
    return column ? t('gradeGrid.presence.column', { column: column.label }) : null;
  };
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start" data-testid="grid-presence" role="status">
      <IconUsers size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <div>
        {people.size > 0 && (
          <Text size="sm">
            {t('gradeGrid.presence.others')}{' '}
            {[...people.values()].map((orang, index) => {
              const place = where(orang);
              return (
                <span key={orang.nama}>
                  {index > 0 && ', '}
                  <strong>{orang.nama}</strong>
                  {place && ` (${place})`}
                </span>
              );
            })}
          </Text>
        )}
        {refreshedBy && (
          <Text size="sm" c="dimmed">
            {refreshedBy.sendiri
              ? t('gradeGrid.presence.refreshedOwn', {
                  time: formatWaktu(refreshedBy.pada),
                })
              : t('gradeGrid.presence.refreshed', {
                  name: refreshedBy.nama ?? t('gradeGrid.conflict.someone'),
                  time: formatWaktu(refreshedBy.pada),
                })}
          </Text>
        )}
      </div>
    </Group>
  );
}

import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RowStateDot } from './grid-cells';
import type { RowState } from './grid-state';

const STATES: RowState[] = ['saved', 'unsaved', 'pending', 'conflict'];

/** A cell colour or mark (its `gg-swatch-*` class) and what it means. */
function Swatch({ kind, label }: { kind: string; label: string }) {
  return (
    <Group gap={4} wrap="nowrap">
      <span className={`gg-swatch gg-swatch-${kind}`} />
      <Text size="xs">{label}</Text>
    </Group>
  );
}

/** What the row markers and cell colours mean, and the keys the sheet understands. */
export function GridLegend({
  enterRight = false,
  remedial = false,
  disesuaikan = false,
  remedialDitolak = false,
  remedialMenu = false,
  finals = false,
}: {
  enterRight?: boolean;
  /** The grid holds scores set by a remedial. */
  remedial?: boolean;
  /** … finals set by an adjustment. */
  disesuaikan?: boolean;
  /** … remedials or adjustments the Waka refused. */
  remedialDitolak?: boolean;
  /** The context menu records a remedial (a writable SLM, SAS or finals grid). */
  remedialMenu?: boolean;
  /** The typed finals' grid: a remedial or an adjustment sets a final. */
  finals?: boolean;
}) {
  const { t } = useTranslation();
  const labels: Record<RowState, string> = {
    saved: t('gradeGrid.rowState.saved'),
    unsaved: t('gradeGrid.rowState.unsaved'),
    pending: t('gradeGrid.rowState.pending'),
    conflict: t('gradeGrid.rowState.conflict'),
  };
  return (
    <div aria-label={t('gradeGrid.legend.title')} role="note">
      <Group gap="md" wrap="wrap">
        <Text size="xs" fw={600}>
          {t('gradeGrid.legend.title')}:
        </Text>
        {STATES.map((state) => (
          <Group key={state} gap={4} wrap="nowrap">
            <RowStateDot state={state} />
            <Text size="xs">{labels[state]}</Text>
          </Group>
        ))}
        <Swatch kind="invalid" label={t('gradeGrid.legend.invalid')} />
        <Swatch kind="computed" label={t('gradeGrid.legend.computed')} />
        {remedial ? <Swatch kind="remedial" label={t('gradeGrid.legend.remedial')} /> : null}
        {disesuaikan ? (
          <Swatch kind="disesuaikan" label={t('gradeGrid.legend.disesuaikan')} />
        ) : null}
        {remedialDitolak ? (
          <Swatch
            kind="remedial-ditolak"
            label={
              finals
                ? t('gradeGrid.legend.perubahanDitolak')
                : t('gradeGrid.legend.remedialDitolak')
            }
          />
        ) : null}
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        {enterRight ? t('gradeGrid.legend.keysRight') : t('gradeGrid.legend.keys')}
        {remedialMenu
          ? ` · ${finals ? t('gradeGrid.legend.remedialKeyAkhir') : t('gradeGrid.legend.remedialKey')}`
          : ''}
      </Text>
    </div>
  );
}

import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RowStateDot } from './grid-cells';
import type { RowState } from './grid-state';

const STATES: RowState[] = ['saved', 'unsaved', 'pending', 'conflict'];

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
        <Group gap={4} wrap="nowrap">
          <span className="gg-swatch gg-swatch-invalid" />
          <Text size="xs">{t('gradeGrid.legend.invalid')}</Text>
        </Group>
        <Group gap={4} wrap="nowrap">
          <span className="gg-swatch gg-swatch-computed" />
          <Text size="xs">{t('gradeGrid.legend.computed')}</Text>
        </Group>
        {remedial ? (
          <Group gap={4} wrap="nowrap">
            <span className="gg-swatch gg-swatch-remedial" />
            <Text size="xs">{t('gradeGrid.legend.remedial')}</Text>
          </Group>
        ) : null}
        {disesuaikan ? (
          <Group gap={4} wrap="nowrap">
            <span className="gg-swatch gg-swatch-disesuaikan" />
            <Text size="xs">{t('gradeGrid.legend.disesuaikan')}</Text>
          </Group>
        ) : null}
        {remedialDitolak ? (
          <Group gap={4} wrap="nowrap">
            <span className="gg-swatch gg-swatch-remedial-ditolak" />
            <Text size="xs">
              {finals
                ? t('gradeGrid.legend.perubahanDitolak')
                : t('gradeGrid.legend.remedialDitolak')}
            </Text>
          </Group>
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

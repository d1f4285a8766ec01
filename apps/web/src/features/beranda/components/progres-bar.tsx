import { Group, Progress, Stack, Text } from '@mantine/core';

/** Bar colour: nothing to do (grey), not started (red), under way (yellow), done (green). */
function colorOf(done: number, total: number): string {
  if (total === 0) return 'gray';
  if (done >= total) return 'teal';
  return done === 0 ? 'red' : 'yellow';
}

/** "28/36 lengkap" above a thin bar; `text` is the already translated caption. */
export function ProgresBar({
  done,
  total,
  text,
  label,
  miw = 110,
}: {
  done: number;
  total: number;
  text: string;
  /** Accessible name of the bar (what is counted). */
  label: string;
  miw?: number;
}) {
  const value = total === 0 ? 0 : Math.min(100, Math.round((done / total) * 100));
  return (
    <Stack gap={4} miw={miw}>
      <Group justify="space-between" gap={4} wrap="nowrap">
        <Text size="xs" fw={500} style={{ whiteSpace: 'nowrap' }}>
          {text}
        </Text>
      </Group>
      <Progress
        value={value}
        color={colorOf(done, total)}
        size="sm"
        radius="xl"
        aria-label={`${label}: ${text}`}
      />
    </Stack>
  );
}

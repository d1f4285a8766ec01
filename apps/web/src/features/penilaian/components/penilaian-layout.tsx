import type { ReactNode } from 'react';
import { Card, Stack, Text, Title } from '@mantine/core';
import { StatusPenilaianNotice } from '../../../components/status-penilaian-notice';
import { useStatusPenilaian } from '../api/get-status-penilaian';
import { PembelajaranPicker, usePembelajaranParam, useSiapDinilai } from './pembelajaran-picker';

/** A card of the assessment screens: a heading, a line of help, then its grid or panel. */
export function GridSection({
  title,
  hint,
  children,
}: {
  title: ReactNode;
  hint: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card withBorder shadow="sm" radius="lg" padding="lg">
      <Stack gap="sm">
        <div>
          <Title order={2} fz="h4">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        </div>
        {children}
      </Stack>
    </Card>
  );
}

/**
 * The grading deadline while grading is open, so the teacher sees above every grid how long he
 * has; once grading is closed the grids say so themselves (read-only, with the reason).
 */
function DeadlineNotice() {
  const { data } = useStatusPenilaian();
  if (!data?.dibuka || !data.batas) return null;
  return <StatusPenilaianNotice status={data} />;
}

/**
 * The frame of every assessment screen: the Tingkat → Rombel → Mata Pelajaran chooser (kept in
 * the address as `?pembelajaran_id=`, with what else the screen puts beside it), the grading
 * deadline while one is set, then the screen's cards for the chosen pembelajaran once it can be graded.
 */
export function PenilaianScreen({
  beside,
  children,
}: {
  beside?: (pembelajaranId: string | null, choose: (id: string | null) => void) => ReactNode;
  children: (pembelajaranId: string) => ReactNode;
}) {
  const [pembelajaranId, setPembelajaranId] = usePembelajaranParam();
  const siap = useSiapDinilai(pembelajaranId);
  return (
    <Stack gap="md">
      <Card withBorder shadow="sm" radius="lg" padding="lg">
        <Stack gap="md">
          <PembelajaranPicker value={pembelajaranId} onChange={setPembelajaranId} />
          {beside?.(pembelajaranId, setPembelajaranId)}
        </Stack>
      </Card>
      <DeadlineNotice />
      {pembelajaranId && siap && children(pembelajaranId)}
    </Stack>
  );
}

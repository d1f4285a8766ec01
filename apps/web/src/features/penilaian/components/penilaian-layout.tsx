import type { ReactNode } from 'react';
import { Card, Stack, Text, Title } from '@mantine/core';
import { BatasPtsNotice, StatusPenilaianNotice } from '../../../components/status-penilaian-notice';
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
 * has; once grading is closed the grids say so themselves (read-only, with the reason). On the
 * Nilai Tengah Semester screen (`pts`) also its own deadline, open or passed.
 */
function DeadlineNotice({ pts }: { pts: boolean }) {
  const { data } = useStatusPenilaian();
  if (!data?.dibuka) return null;
  return (
    <>
      {data.batas ? <StatusPenilaianNotice status={data} /> : null}
      {pts ? <BatasPtsNotice status={data} closedToo /> : null}
    </>
  );
}

/**
 * The frame of every assessment screen: the Tingkat → Rombel → Mata Pelajaran chooser (kept in
 * the address as `?pembelajaran_id=`, with what else the screen puts beside it), the grading
 * deadline while one is set, then the screen's cards for the chosen pembelajaran once it can be graded.
 */
export function PenilaianScreen({
  beside,
  pts = false,
  children,
}: {
  beside?: (pembelajaranId: string | null, choose: (id: string | null) => void) => ReactNode;
  /** The Nilai Tengah Semester screen: its own deadline is shown too. */
  pts?: boolean;
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
      <DeadlineNotice pts={pts} />
      {pembelajaranId && siap && children(pembelajaranId)}
    </Stack>
  );
}

import { useEffect, useState } from 'react';
import { Alert, Button, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconDatabaseSearch } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DataSetPlanDto } from '@erapor/shared/sinkronisasi/sinkronisasi.schemas';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { notify } from '../../../lib/toast';
import { useKoneksi } from '../../../features/sinkronisasi/api/koneksi';
import { fetchPratinjau, startTarik } from '../../../features/sinkronisasi/api/pratinjau';
import { isRunning, useRiwayat, useRun } from '../../../features/sinkronisasi/api/riwayat';
import { ConfirmPullModal } from '../../../features/sinkronisasi/components/confirm-pull-modal';
import { DataStatusTable } from '../../../features/sinkronisasi/components/data-status-table';
import { KoneksiCard } from '../../../features/sinkronisasi/components/koneksi-card';
import { PullProgress } from '../../../features/sinkronisasi/components/pull-progress';
import { RiwayatTable } from '../../../features/sinkronisasi/components/riwayat-table';

export function SinkronisasiDapodikScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const koneksi = useKoneksi();
  const riwayat = useRiwayat();
  const [plans, setPlans] = useState<DataSetPlanDto[] | null>(null);
  const [checkError, setCheckError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [confirming, setConfirming] = useState<DataSetPlanDto[] | null>(null);
  const [starting, setStarting] = useState(false);
  const [startedId, setRunId] = useState<string | null>(null);
  // Coming back to the page while a pull still runs: follow it again.
  const latest = riwayat.data?.[0];
  const runId = startedId ?? (latest && isRunning(latest) ? latest.sync_run_id : null);
  const run = useRun(runId);
  const running = isRunning(run.data);

  async function check() {
    setChecking(true);
    setCheckError(null);
    const result = await fetchPratinjau();
    setChecking(false);
    if (!result.ok) {
      setPlans(null);
      setCheckError(apiErrorMessage(t, result.error));
      return;
    }
    setPlans(result.data.plans);
  }

  // When the followed run ends: refresh the history and, after a success, the status table.
  const finished = run.data && !running ? run.data.status : null;
  const hadPlans = plans !== null;
  useEffect(() => {
    if (!finished) return;
    void queryClient.invalidateQueries({ queryKey: ['sinkronisasi', 'riwayat'], exact: true });
    if (finished !== 'done' || !hadPlans) return;
    void fetchPratinjau().then((result) => {
      if (result.ok) setPlans(result.data.plans);
    });
    // Once per finished run, not again when the plans change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [finished, runId, queryClient]);

  async function pull() {
    if (!confirming) return;
    setStarting(true);
    const keys = confirming.map((plan) => plan.key);
    const all = plans !== null && keys.length === plans.length;
    const result = await startTarik(all ? undefined : keys);
    setStarting(false);
    setConfirming(null);
    if (!result.ok) {
      notify('error', apiErrorMessage(t, result.error));
      return;
    }
    setRunId(result.data.sync_run_id);
    queryClient.setQueryData(['sinkronisasi', 'riwayat', result.data.sync_run_id], result.data);
    void queryClient.invalidateQueries({ queryKey: ['sinkronisasi', 'riwayat'], exact: true });
  }

  if (koneksi.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (koneksi.isError) {
    return (
      <Alert color="red" title={t('sinkronisasi.loadFailed')} role="alert">
        <Button mt="sm" size="xs" variant="light" onClick={() => void koneksi.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }

  return (
    <Stack gap="md">
      <KoneksiCard koneksi={koneksi.data} />
      <Card
        withBorder
        shadow="sm"
        radius="lg"
        padding="lg"
        component="section"
        aria-labelledby="st"
      >
        <Group justify="space-between" mb="md">
          <Title order={2} fz="h4" id="st">
            {t('sinkronisasi.statusTitle')}
          </Title>
          <Button
            leftSection={<IconDatabaseSearch size={16} aria-hidden />}
            loading={checking}
            disabled={running}
            onClick={() => void check()}
          >
            {t('sinkronisasi.check')}
          </Button>
        </Group>
        {checkError ? (
          <Alert color="red" role="alert">
            {checkError}
          </Alert>
        ) : plans ? (
          <DataStatusTable plans={plans} disabled={running || starting} onPull={setConfirming} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('sinkronisasi.checkHint')}
          </Text>
        )}
      </Card>
      {run.data ? <PullProgress run={run.data} /> : null}
      <RiwayatTable runs={riwayat.data ?? []} />
      <ConfirmPullModal
        plans={confirming}
        busy={starting}
        onConfirm={() => void pull()}
        onClose={() => setConfirming(null)}
      />
    </Stack>
  );
}

import { Alert, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SyncRun } from '@erapor/shared/sinkronisasi/sinkronisasi.schemas';
import { isRunning } from '../api/riwayat';
import { RunLog } from './run-log';

/** The progress of one pull with its live log; the run keeps going if the user leaves. */
export function PullProgress({ run }: { run: SyncRun }) {
  const { t } = useTranslation();
  const percent = run.total > 0 ? Math.round((run.progress / run.total) * 100) : 0;
  const running = isRunning(run);
  return (
    <Card withBorder shadow="sm" radius="lg" padding="lg" component="section" aria-labelledby="pp">
      <Title order={2} fz="h4" mb="md" id="pp">
        {t('sinkronisasi.progressTitle')}
      </Title>
      <Stack gap="sm">
        <Group justify="space-between">
          <Text size="sm">
            {run.status === 'queued'
              ? t('sinkronisasi.queued')
              : t('sinkronisasi.progressCount', { done: run.progress, total: run.total })}
          </Text>
          <Text size="sm" fw={600}>
            {percent}%
          </Text>
        </Group>
        <Progress
          value={run.status === 'done' ? 100 : percent}
          color={run.status === 'failed' ? 'red' : run.status === 'done' ? 'green' : 'blue'}
          striped={running}
          animated={running}
          aria-label={t('sinkronisasi.progressTitle')}
        />
        {running ? (
          <Text size="xs" c="dimmed">
            {t('sinkronisasi.canLeave')}
          </Text>
        ) : null}
        {run.status === 'done' ? (
          <Alert color="green" icon={<IconCircleCheck size={20} aria-hidden />} role="status">
            {t('sinkronisasi.done')}
          </Alert>
        ) : null}
        {run.status === 'failed' ? (
          <Alert
            color="red"
            icon={<IconAlertTriangle size={20} aria-hidden />}
            title={run.error ?? t('sinkronisasi.failed')}
            role="alert"
          >
            {t('sinkronisasi.failedNote')}
          </Alert>
        ) : null}
        <RunLog log={run.log} label={t('sinkronisasi.log')} />
      </Stack>
    </Card>
  );
}

import { Fragment, useState } from 'react';
import { ActionIcon, Badge, Card, Table, Text, Title } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SyncRun } from '@erapor/shared/sinkronisasi/sinkronisasi.schemas';
import { formatTime, RunLog } from './run-log';

const STATUS_COLOR = { queued: 'gray', running: 'blue', done: 'green', failed: 'red' } as const;

export function RiwayatTable({ runs }: { runs: SyncRun[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<string | null>(null);
  const statusLabel = {
    queued: t('sinkronisasi.statusQueued'),
    running: t('sinkronisasi.statusRunning'),
    done: t('sinkronisasi.statusDone'),
    failed: t('sinkronisasi.statusFailed'),
  };
  return (
    <Card withBorder shadow="sm" radius="lg" padding="lg" component="section" aria-labelledby="rw">
      <Title order={2} fz="h4" mb="md" id="rw">
        {t('sinkronisasi.historyTitle')}
      </Title>
      {runs.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('sinkronisasi.historyEmpty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40} />
                <Table.Th>{t('sinkronisasi.colTime')}</Table.Th>
                <Table.Th>{t('sinkronisasi.colUser')}</Table.Th>
                <Table.Th>{t('sinkronisasi.colDataSets')}</Table.Th>
                <Table.Th>{t('sinkronisasi.colStatus')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {runs.map((run) => {
                const expanded = open === run.sync_run_id;
                return (
                  <Fragment key={run.sync_run_id}>
                    <Table.Tr>
                      <Table.Td>
                        <ActionIcon
                          variant="subtle"
                          size="sm"
                          aria-expanded={expanded}
                          aria-label={t('sinkronisasi.showLog')}
                          onClick={() => setOpen(expanded ? null : run.sync_run_id)}
                        >
                          {expanded ? (
                            <IconChevronDown size={16} />
                          ) : (
                            <IconChevronRight size={16} />
                          )}
                        </ActionIcon>
                      </Table.Td>
                      <Table.Td>{formatTime(run.started_at)}</Table.Td>
                      <Table.Td>{run.user_name ?? '—'}</Table.Td>
                      <Table.Td>{run.data_sets.join(', ')}</Table.Td>
                      <Table.Td>
                        <Badge color={STATUS_COLOR[run.status]} variant="light">
                          {statusLabel[run.status]}
                        </Badge>
                      </Table.Td>
                    </Table.Tr>
                    {expanded ? (
                      <Table.Tr>
                        <Table.Td colSpan={5}>
                          {run.error ? (
                            <Text c="red" size="sm" mb="xs">
                              {run.error}
                            </Text>
                          ) : null}
                          <RunLog log={run.log} label={t('sinkronisasi.log')} />
                        </Table.Td>
                      </Table.Tr>
                    ) : null}
                  </Fragment>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}

import { Fragment, useState } from 'react';
import { ActionIcon, Badge, Button, Group, List, SimpleGrid, Table, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DataSetPlanDto } from '@erapor/shared/sinkronisasi/sinkronisasi.schemas';

/** Names shown per group in the preview; the rest is counted. */
const PREVIEW_LIMIT = 50;

function PreviewGroup({ title, items }: { title: string; items: DataSetPlanDto['baru'] }) {
  const { t } = useTranslation();
  return (
    <div>
      <Text fw={600} size="sm" mb={4}>
        {title} ({items.length})
      </Text>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          —
        </Text>
      ) : (
        <List size="sm" spacing={2}>
          {items.slice(0, PREVIEW_LIMIT).map((item) => (
            <List.Item key={item.id}>{item.label}</List.Item>
          ))}
          {items.length > PREVIEW_LIMIT ? (
            <List.Item>
              {t('sinkronisasi.andMore', { count: items.length - PREVIEW_LIMIT })}
            </List.Item>
          ) : null}
        </List>
      )}
    </div>
  );
}

export function planHasChanges(plan: DataSetPlanDto): boolean {
  return plan.baru.length + plan.berubah.length + plan.hilang.length > 0;
}

export function DataStatusTable({
  plans,
  disabled,
  onPull,
}: {
  plans: DataSetPlanDto[];
  disabled: boolean;
  onPull: (plans: DataSetPlanDto[]) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<string | null>(null);
  return (
    <>
      <Table.ScrollContainer minWidth={860}>
        <Table striped highlightOnHover verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('sinkronisasi.colData')}</Table.Th>
              <Table.Th ta="right">Dapodik</Table.Th>
              <Table.Th ta="right">e-Rapor</Table.Th>
              <Table.Th ta="right">{t('sinkronisasi.colSynced')}</Table.Th>
              <Table.Th ta="right">{t('sinkronisasi.colNew')}</Table.Th>
              <Table.Th ta="right">{t('sinkronisasi.colChanged')}</Table.Th>
              <Table.Th ta="right">{t('sinkronisasi.colGone')}</Table.Th>
              <Table.Th ta="right">{t('sinkronisasi.colSkipped')}</Table.Th>
              <Table.Th>{t('sinkronisasi.colAction')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {plans.map((plan) => {
              const expanded = open === plan.key;
              return (
                <Fragment key={plan.key}>
                  <Table.Tr>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          size="sm"
                          aria-expanded={expanded}
                          aria-label={t('sinkronisasi.showDetails', { data: plan.title })}
                          onClick={() => setOpen(expanded ? null : plan.key)}
                        >
                          {expanded ? (
                            <IconChevronDown size={16} />
                          ) : (
                            <IconChevronRight size={16} />
                          )}
                        </ActionIcon>
                        <Text size="sm" fw={500}>
                          {plan.title}
                        </Text>
                        {planHasChanges(plan) ? null : (
                          <Badge color="green" variant="light" size="sm">
                            {t('sinkronisasi.inSync')}
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td ta="right">{plan.dapodik}</Table.Td>
                    <Table.Td ta="right">{plan.local}</Table.Td>
                    <Table.Td ta="right">{plan.sinkron}</Table.Td>
                    <Table.Td ta="right">{plan.baru.length}</Table.Td>
                    <Table.Td ta="right">{plan.berubah.length}</Table.Td>
                    <Table.Td ta="right">{plan.hilang.length}</Table.Td>
                    <Table.Td ta="right">{plan.dilewati.length}</Table.Td>
                    <Table.Td>
                      <Button
                        size="compact-sm"
                        variant="light"
                        disabled={disabled}
                        aria-label={t('sinkronisasi.pullOne', { data: plan.title })}
                        onClick={() => onPull([plan])}
                      >
                        {t('sinkronisasi.pull')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                  {expanded ? (
                    <Table.Tr>
                      <Table.Td colSpan={9}>
                        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} p="xs">
                          <PreviewGroup title={t('sinkronisasi.colNew')} items={plan.baru} />
                          <PreviewGroup title={t('sinkronisasi.colChanged')} items={plan.berubah} />
                          <PreviewGroup title={t('sinkronisasi.colGone')} items={plan.hilang} />
                          <PreviewGroup
                            title={t('sinkronisasi.colSkipped')}
                            items={plan.dilewati}
                          />
                        </SimpleGrid>
                      </Table.Td>
                    </Table.Tr>
                  ) : null}
                </Fragment>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="flex-end" mt="md">
        <Button
          color="green"
          leftSection={<IconDownload size={16} aria-hidden />}
          disabled={disabled}
          onClick={() => onPull(plans)}
        >
          {t('sinkronisasi.pullAll')}
        </Button>
      </Group>
    </>
  );
}

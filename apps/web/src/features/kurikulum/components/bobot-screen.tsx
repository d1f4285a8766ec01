import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  NumberInput,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconDeviceFloppy, IconLock } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BobotItem } from '@erapor/shared/kurikulum/kurikulum.schemas';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { notify } from '../../../lib/toast';
import { kurikulumKeys, saveBobot, useBobot } from '../api/kurikulum-api';

type Field = 'bobot_sumatif_materi' | 'bobot_sumatif_akhir';
type Draft = Record<string, Record<Field, number | string>>;

function draftOf(rows: BobotItem[]): Draft {
  return Object.fromEntries(
    rows.map((row) => [
      row.pembelajaran_id,
      {
        bobot_sumatif_materi: row.bobot_sumatif_materi,
        bobot_sumatif_akhir: row.bobot_sumatif_akhir,
      },
    ]),
  );
}

/** Why a row cannot change (the weights change the grades): a short badge and its explanation. */
function useLockText() {
  const { t } = useTranslation();
  return (row: BobotItem) => {
    if (row.terkunci === 'status-penilaian') {
      return { badge: t('kurikulum.bobot.ditutup'), hint: t('kurikulum.bobot.ditutupHint') };
    }
    if (row.terkunci === 'kunci-nilai') {
      return {
        badge: t('kurikulum.bobot.dikunciWali'),
        hint: t('kurikulum.bobot.dikunciWaliHint', { rombel: row.rombel }),
      };
    }
    return null;
  };
}

/**
 * SLM and SAS weights of each of the teacher's pembelajaran, saved together. Rows of classes whose
 * grades are locked (grading closed, or the class locked by its wali) are read-only: the server
 * refuses a change to them, and they are sent back as they are.
 */
export function BobotScreen() {
  const { t } = useTranslation();
  const bobot = useBobot();
  return (
    <Card withBorder shadow="sm" radius="lg" padding="lg">
      <Text size="sm" c="dimmed" mb="sm">
        {t('kurikulum.bobot.intro')}
      </Text>
      {bobot.isLoading ? <Loader size="sm" aria-label={t('common.loading')} /> : null}
      {bobot.data ? <BobotTable key={bobot.dataUpdatedAt} rows={bobot.data} /> : null}
    </Card>
  );
}

function BobotTable({ rows }: { rows: BobotItem[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(rows));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const lockText = useLockText();

  function change(id: string, field: Field, value: number | string) {
    setDraft((current) => ({ ...current, [id]: { ...current[id]!, [field]: value } }));
  }

  async function save() {
    setBusy(true);
    setErrors({});
    setMessage(null);
    const result = await saveBobot({
      bobot: rows.map((row) => ({
        pembelajaran_id: row.pembelajaran_id,
        bobot_sumatif_materi: draft[row.pembelajaran_id]?.bobot_sumatif_materi ?? null,
        bobot_sumatif_akhir: draft[row.pembelajaran_id]?.bobot_sumatif_akhir ?? null,
      })),
    });
    setBusy(false);
    if (!result.ok) {
      setErrors(result.error.fields ?? {});
      setMessage(apiErrorMessage(t, result.error));
      return;
    }
    notify('success', result.data.message);
    await queryClient.invalidateQueries({ queryKey: kurikulumKeys.bobot });
  }

  const cell = (row: BobotItem, index: number, field: Field, label: string) => {
    const error = errors[`bobot.${index}.${field}`] ?? errors[`bobot.${index}.pembelajaran_id`];
    const lock = lockText(row);
    return (
      <NumberInput
        aria-label={t('kurikulum.bobot.inputOf', {
          field: label,
          name: `${row.nama_mata_pelajaran} ${row.rombel}`,
        })}
        value={draft[row.pembelajaran_id]?.[field] ?? ''}
        onChange={(value) => change(row.pembelajaran_id, field, value)}
        readOnly={lock !== null}
        variant={lock ? 'filled' : 'default'}
        allowDecimal={false}
        allowNegative={false}
        min={1}
        max={100}
        clampBehavior="none"
        hideControls
        error={error ? true : undefined}
        title={error ?? lock?.hint}
        w={110}
      />
    );
  };

  return (
    <>
      {message ? (
        <Alert color="red" role="alert" mb="sm">
          {message}
        </Alert>
      ) : null}
      <Table.ScrollContainer minWidth={640}>
        <Table striped highlightOnHover aria-label={t('kurikulum.bobot.tableLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={48}>{t('kurikulum.bobot.no')}</Table.Th>
              <Table.Th>{t('kurikulum.common.mataPelajaran')}</Table.Th>
              <Table.Th>{t('kurikulum.bobot.rombel')}</Table.Th>
              <Table.Th>{t('kurikulum.bobot.materi')}</Table.Th>
              <Table.Th>{t('kurikulum.bobot.akhir')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => (
              <Table.Tr key={row.pembelajaran_id}>
                <Table.Td>{index + 1}</Table.Td>
                <Table.Td>{row.nama_mata_pelajaran}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    {row.rombel}
                    <LockBadge lock={lockText(row)} />
                  </Group>
                </Table.Td>
                <Table.Td>
                  {cell(row, index, 'bobot_sumatif_materi', t('kurikulum.bobot.materi'))}
                </Table.Td>
                <Table.Td>
                  {cell(row, index, 'bobot_sumatif_akhir', t('kurikulum.bobot.akhir'))}
                </Table.Td>
              </Table.Tr>
            ))}
            {rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={5}>
                  <Text c="dimmed" ta="center" py="md">
                    {t('kurikulum.bobot.empty')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : null}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="flex-end" mt="md">
        <Button
          leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          loading={busy}
          disabled={rows.every((row) => row.terkunci !== null)}
          onClick={() => void save()}
        >
          {t('common.save')}
        </Button>
      </Group>
    </>
  );
}

function LockBadge({ lock }: { lock: { badge: string; hint: string } | null }) {
  if (!lock) return null;
  return (
    <Tooltip label={lock.hint} multiline w={260}>
      <Badge
        color="gray"
        variant="light"
        size="sm"
        leftSection={<IconLock size={12} aria-hidden />}
      >
        {lock.badge}
      </Badge>
    </Tooltip>
  );
}

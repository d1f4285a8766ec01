import { useCallback, useEffect, useRef, useState } from 'react';
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
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BobotItem } from '@erapor/shared/kurikulum/kurikulum.schemas';
import { LeaveGuard } from '../../../components/grade-grid/leave-guard';
import { insertedText } from '../../../components/ui/number-only-input';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { notify } from '../../../lib/toast';
import { kurikulumKeys, refreshAfterTpChange, saveBobot, useBobot } from '../api/kurikulum-api';
import { BobotHasil, useNilaiAkhirBerbeda } from './bobot-hasil';

type Field = 'bobot_sumatif_materi' | 'bobot_sumatif_akhir';
/** What the teacher typed and has not saved yet, by pembelajaran id (the rest shows as stored). */
type Draft = Record<string, Partial<Record<Field, number | string>>>;

/** The weight a row shows and sends: a locked row as stored, an open one as typed. */
function valueOf(draft: Draft, row: BobotItem, field: Field): number | string {
  if (row.terkunci !== null) return row[field];
  return draft[row.pembelajaran_id]?.[field] ?? row[field];
}

const FIELDS = ['bobot_sumatif_materi', 'bobot_sumatif_akhir'] as const;

function isChanged(draft: Draft, row: BobotItem, field: Field): boolean {
  return String(valueOf(draft, row, field)) !== String(row[field]);
}

/** How many weights differ from the stored ones (asked about before leaving the page). */
function changedCount(draft: Draft, rows: BobotItem[]): number {
  return rows.reduce(
    (count, row) => count + FIELDS.filter((field) => isChanged(draft, row, field)).length,
    0,
  );
}

/** Text put into a weight box at once: a whole number is taken, anything else refused with a word. */
const WHOLE_NUMBER = /^\s*\d+\s*$/;

/**
 * The server's messages under "bobot.<index>.<field>" (index into the rows sent), re-keyed
 * "<pembelajaran id>.<field>" so they stay on their row when the list is loaded again.
 */
function errorsByRow(sent: BobotItem[], fields: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [key, message] of Object.entries(fields)) {
    const match = /^bobot\.(\d+)\.(\w+)$/.exec(key);
    const row = match ? sent[Number(match[1])] : undefined;
    if (match && row) errors[`${row.pembelajaran_id}.${match[2]}`] = message;
  }
  return errors;
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
 * refuses a change to them. Only the rows changed are sent. A save refused because a class was
 * locked after the list was loaded (423) loads the list again: the newly locked rows turn
 * read-only, the open rows keep what was typed, to be saved again.
 */
export function BobotScreen() {
  const { t } = useTranslation();
  const bobot = useBobot();
  return (
    <Card withBorder shadow="sm" radius="lg" padding="lg">
      <Text size="sm" c="dimmed">
        {t('kurikulum.bobot.intro')}
      </Text>
      <Text size="sm" c="dimmed" mb="sm">
        {t('kurikulum.bobot.perbandingan')}
      </Text>
      {bobot.isLoading ? <Loader size="sm" aria-label={t('common.loading')} /> : null}
      {bobot.data ? <BobotTable rows={bobot.data} /> : null}
    </Card>
  );
}

function BobotTable({ rows }: { rows: BobotItem[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const berbeda = useNilaiAkhirBerbeda();
  const lockText = useLockText();
  const narrow = useMediaQuery('(max-width: 36em)', undefined, { getInitialValueInEffect: false });

  function change(id: string, field: Field, value: number | string) {
    setDraft((current) => ({ ...current, [id]: { ...current[id], [field]: value } }));
    // what the last save left to check is not what the row now shows
    berbeda.forget(id);
  }

  /**
   * "7,5" or "-20" pasted from a spreadsheet: the box would keep only its digits (75, 20) and a
   * different weight would be saved without a word. The paste is refused and the box says why.
   */
  const refusePaste = useCallback(
    (id: string, field: Field, label: string, text: string) => {
      setErrors((current) => ({
        ...current,
        [`${id}.${field}`]: t('kurikulum.bobot.tempelDitolak', { field: label, text: text.trim() }),
      }));
    },
    [t],
  );

  // "2,5" put in at once without a paste event — filled in by the browser, a phone keyboard's
  // suggestion, dictation, a drop — reaches a box only as a native beforeinput (React's
  // onBeforeInput is another event), and the box would keep its digits (25): refused as a paste
  // is. One key at a time is typing: the box drops what is not a digit without a word (spec §5).
  const tableRef = useRef<HTMLTableElement>(null);
  useEffect(() => {
    const table = tableRef.current;
    if (!table) return;
    const listener = (event: InputEvent) => {
      const box = event.target as HTMLInputElement;
      const { pembelajaranId, field } = box.dataset;
      const text = insertedText(event);
      if (!pembelajaranId || (field !== FIELDS[0] && field !== FIELDS[1])) return;
      if (text === null || text.length < 2 || WHOLE_NUMBER.test(text) || !event.cancelable) return;
      event.preventDefault();
      refusePaste(pembelajaranId, field, box.dataset.label ?? '', text);
    };
    table.addEventListener('beforeinput', listener);
    return () => table.removeEventListener('beforeinput', listener);
  }, [refusePaste]);

  /**
   * Sends the rows whose weights were changed, only: the server's toast counts what it saved, and
   * a row left as it was is not sent to be refused by a lock it does not touch.
   */
  async function save() {
    const changed = rows.filter((row) => FIELDS.some((field) => isChanged(draft, row, field)));
    setErrors({});
    setMessage(null);
    berbeda.clear();
    if (changed.length === 0) {
      notify('info', t('kurikulum.bobot.tidakBerubah'));
      return;
    }
    setBusy(true);
    const result = await saveBobot({
      bobot: changed.map((row) => ({
        pembelajaran_id: row.pembelajaran_id,
        bobot_sumatif_materi: valueOf(draft, row, 'bobot_sumatif_materi'),
        bobot_sumatif_akhir: valueOf(draft, row, 'bobot_sumatif_akhir'),
      })),
    });
    if (!result.ok) {
      setErrors(errorsByRow(changed, result.error.fields ?? {}));
      setMessage(apiErrorMessage(t, result.error));
      if (result.status === 423) await reloadLocks();
      setBusy(false);
      return;
    }
    notify('success', result.data.message);
    await refreshAfterTpChange(queryClient, kurikulumKeys.bobot);
    setDraft({});
    setBusy(false);
    // The new weights change the Nilai Asesmen, not the finals already saved: say where a saved
    // final no longer matches, as the Nilai Akhir screen would show it in orange.
    await berbeda.check(changed.map((row) => row.pembelajaran_id));
  }

  /**
   * A class was locked (or grading closed) since the list was loaded: load the locks again. What
   * was typed into a row now locked is dropped (it shows as stored and is not sent); the rest stays.
   */
  async function reloadLocks() {
    await refreshAfterTpChange(queryClient, kurikulumKeys.bobot);
    const fresh = queryClient.getQueryData<BobotItem[]>(kurikulumKeys.bobot) ?? [];
    const locked = new Set(
      fresh.filter((row) => row.terkunci !== null).map((row) => row.pembelajaran_id),
    );
    setDraft((current) =>
      Object.fromEntries(Object.entries(current).filter(([id]) => !locked.has(id))),
    );
  }

  const hasil = (row: BobotItem) => (
    <BobotHasil
      materi={valueOf(draft, row, 'bobot_sumatif_materi')}
      akhir={valueOf(draft, row, 'bobot_sumatif_akhir')}
      berbeda={berbeda.counts[row.pembelajaran_id]}
      pembelajaranId={row.pembelajaran_id}
      name={`${row.nama_mata_pelajaran} ${row.rombel}`}
    />
  );

  const cell = (row: BobotItem, field: Field, label: string) => {
    const lock = lockText(row);
    // A row locked meanwhile shows as locked (its badge says why), not as a wrong entry.
    const error = lock
      ? undefined
      : (errors[`${row.pembelajaran_id}.${field}`] ??
        errors[`${row.pembelajaran_id}.pembelajaran_id`]);
    return (
      <NumberInput
        aria-label={t('kurikulum.bobot.inputOf', {
          field: label,
          name: `${row.nama_mata_pelajaran} ${row.rombel}`,
        })}
        value={valueOf(draft, row, field)}
        onChange={(value) => {
          change(row.pembelajaran_id, field, value);
          // a new value answers the box's message; the server judges it again on Simpan
          setErrors(({ [`${row.pembelajaran_id}.${field}`]: _answered, ...rest }) => rest);
        }}
        // before the box's own paste handling, which drops the separators and keeps the rest
        onPasteCapture={(event) => {
          const text = event.clipboardData.getData('text');
          if (WHOLE_NUMBER.test(text)) return;
          event.preventDefault();
          event.stopPropagation();
          refusePaste(row.pembelajaran_id, field, label, text);
        }}
        data-pembelajaran-id={row.pembelajaran_id}
        data-field={field}
        data-label={label}
        readOnly={lock !== null}
        variant={lock ? 'filled' : 'default'}
        allowDecimal={false}
        allowNegative={false}
        min={1}
        max={100}
        clampBehavior="none"
        hideControls
        error={error}
        // the message under the box may be wider than the box
        styles={{ error: { width: narrow ? 140 : 220 } }}
        title={lock?.hint}
        w={narrow ? 72 : 110}
      />
    );
  };

  return (
    <>
      <LeaveGuard count={changedCount(draft, rows)} />
      {message ? (
        <Alert color="red" role="alert" mb="sm">
          {message}
        </Alert>
      ) : null}
      {/* On a phone the class goes under the subject and the boxes narrow, so that the two
          boxes (all there is to fill here) are on the screen, not off it to the right. */}
      <Table.ScrollContainer minWidth={narrow ? 0 : 640}>
        <Table ref={tableRef} striped highlightOnHover aria-label={t('kurikulum.bobot.tableLabel')}>
          <Table.Thead>
            <Table.Tr>
              {narrow ? null : <Table.Th w={48}>{t('kurikulum.bobot.no')}</Table.Th>}
              <Table.Th>{t('kurikulum.common.mataPelajaran')}</Table.Th>
              {narrow ? null : <Table.Th>{t('kurikulum.bobot.rombel')}</Table.Th>}
              <Table.Th>{t('kurikulum.bobot.materi')}</Table.Th>
              <Table.Th>{t('kurikulum.bobot.akhir')}</Table.Th>
              {narrow ? null : <Table.Th>{t('kurikulum.bobot.porsi')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => (
              <Table.Tr key={row.pembelajaran_id}>
                {narrow ? null : <Table.Td>{index + 1}</Table.Td>}
                <Table.Td>
                  {row.nama_mata_pelajaran}
                  {narrow ? (
                    <Group gap={4}>
                      <Text size="xs" c="dimmed">
                        {row.rombel}
                      </Text>
                      <LockBadge lock={lockText(row)} />
                    </Group>
                  ) : null}
                  {narrow ? hasil(row) : null}
                </Table.Td>
                {narrow ? null : (
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      {row.rombel}
                      <LockBadge lock={lockText(row)} />
                    </Group>
                  </Table.Td>
                )}
                <Table.Td>
                  {cell(row, 'bobot_sumatif_materi', t('kurikulum.bobot.materi'))}
                </Table.Td>
                <Table.Td>{cell(row, 'bobot_sumatif_akhir', t('kurikulum.bobot.akhir'))}</Table.Td>
                {narrow ? null : <Table.Td>{hasil(row)}</Table.Td>}
              </Table.Tr>
            ))}
            {rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={narrow ? 3 : 6}>
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

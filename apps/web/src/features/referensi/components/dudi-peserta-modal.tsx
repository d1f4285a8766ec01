import { useState } from 'react';
import {
  Button,
  Checkbox,
  Group,
  Modal,
  ScrollArea,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MAX_SEARCH_LENGTH } from '@erapor/shared/referensi/list.schemas';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { notify } from '../../../lib/toast';
import { dudiKeys, useCalonPeserta, useDudiKelas } from '../api/get-dudi';
import { addPeserta } from '../api/save-dudi';

interface PesertaPickerProps {
  kegiatanId: string;
  onDone: () => void;
}

function PesertaPicker({ kegiatanId, onDone }: PesertaPickerProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [rombel, setRombel] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const kelas = useDudiKelas(true);
  const calon = useCalonPeserta(kegiatanId, rombel, q, true);
  const rows = calon.data ?? [];
  const allChosen = rows.length > 0 && rows.every((row) => chosen.has(row.peserta_didik_id));

  function toggle(id: string) {
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  function toggleAll() {
    setChosen((current) => {
      const next = new Set(current);
      for (const row of rows) {
        if (allChosen) next.delete(row.peserta_didik_id);
        else next.add(row.peserta_didik_id);
      }
      return next;
    });
  }

  async function save() {
    setBusy(true);
    const result = await addPeserta(kegiatanId, [...chosen]);
    setBusy(false);
    if (!result.ok) {
      notify('error', apiErrorMessage(t, result.error));
      return;
    }
    notify('success', result.data.message);
    await queryClient.invalidateQueries({ queryKey: dudiKeys.all });
    onDone();
  }

  return (
    <Stack gap="sm">
      <Group grow align="flex-end">
        <Select
          label={t('dudi.peserta.kelas')}
          placeholder={t('dudi.peserta.kelasPlaceholder')}
          data={kelas.data ?? []}
          value={rombel}
          onChange={setRombel}
          searchable
          clearable
        />
        <TextInput
          label={t('dudi.peserta.search')}
          placeholder={t('dudi.peserta.searchPlaceholder')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          maxLength={MAX_SEARCH_LENGTH}
        />
      </Group>
      <ScrollArea.Autosize mah={360}>
        <Table striped verticalSpacing={4} aria-label={t('dudi.peserta.candidates')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>
                <Checkbox
                  aria-label={t('dudi.peserta.selectAll')}
                  checked={allChosen}
                  onChange={toggleAll}
                  disabled={rows.length === 0}
                />
              </Table.Th>
              <Table.Th>{t('dudi.peserta.nama')}</Table.Th>
              <Table.Th>{t('dudi.peserta.nisn')}</Table.Th>
              <Table.Th>{t('dudi.peserta.kelas')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.peserta_didik_id}>
                <Table.Td>
                  <Checkbox
                    aria-label={row.nama}
                    checked={chosen.has(row.peserta_didik_id)}
                    onChange={() => toggle(row.peserta_didik_id)}
                  />
                </Table.Td>
                <Table.Td>{row.nama}</Table.Td>
                <Table.Td>{row.nisn ?? '-'}</Table.Td>
                <Table.Td>{row.kelas ?? '-'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {rows.length === 0 ? (
          <Text c="dimmed" ta="center" py="md" size="sm">
            {rombel || q.length >= 2 ? t('dudi.peserta.noCandidates') : t('dudi.peserta.pickFirst')}
          </Text>
        ) : null}
      </ScrollArea.Autosize>
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button onClick={() => void save()} loading={busy} disabled={chosen.size === 0}>
          {t('dudi.peserta.addChosen', { count: chosen.size })}
        </Button>
      </Group>
    </Stack>
  );
}

/** Picks several active students at once, usually a whole class, for an activity. */
export function DudiPesertaModal(props: {
  kegiatanId: string;
  opened: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onDone}
      title={t('dudi.peserta.addTitle')}
      size="lg"
    >
      {props.opened ? <PesertaPicker kegiatanId={props.kegiatanId} onDone={props.onDone} /> : null}
    </Modal>
  );
}

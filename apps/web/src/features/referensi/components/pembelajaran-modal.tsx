import { useState } from 'react';
import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  NumberInput,
  Select,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type {
  PembelajaranForm,
  SavePembelajaranBody,
} from '@erapor/shared/referensi/rombel.schemas';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { notify } from '../../../lib/toast';
import { rombelKeys, savePembelajaran, usePembelajaranForm } from '../api/get-rombel';

type Row = SavePembelajaranBody['pembelajaran'][number];

function MappingTable({
  form,
  canEdit,
  onDone,
}: {
  form: PembelajaranForm;
  canEdit: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<Row[]>(() =>
    form.data.map((p) => ({
      pembelajaran_id: p.pembelajaran_id,
      nama_mata_pelajaran: p.nama_mata_pelajaran,
      guru_pengajar_id: p.guru_pengajar_id,
      kelompok_id: p.kelompok_id,
      no_urut: p.no_urut,
    })),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const patch = (index: number, values: Partial<Row>) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...values } : row)));

  async function save() {
    setSaving(true);
    const result = await savePembelajaran(form.rombel.rombongan_belajar_id, { pembelajaran: rows });
    setSaving(false);
    if (!result.ok) {
      setErrors(result.error.fields ?? {});
      notify('error', apiErrorMessage(t, result.error));
      return;
    }
    notify('success', result.data.message);
    await queryClient.invalidateQueries({ queryKey: rombelKeys.all });
    await queryClient.invalidateQueries({ queryKey: ['referensi', 'mata-pelajaran'] });
    onDone();
  }

  if (rows.length === 0) return <Text c="dimmed">{t('referensi.rombel.noPembelajaran')}</Text>;
  return (
    <>
      <Text size="sm" c="dimmed" mb="xs">
        {form.rombel.merdeka ? t('referensi.rombel.hintMerdeka') : t('referensi.rombel.hintK13')}
      </Text>
      <Table.ScrollContainer minWidth={980} mah={520}>
        <Table
          verticalSpacing={4}
          aria-label={t('referensi.rombel.pembelajaranOf', { name: form.rombel.nama })}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('referensi.table.no')}</Table.Th>
              <Table.Th>{t('referensi.mapel.namaTampil')}</Table.Th>
              <Table.Th>{t('referensi.mapel.idMapel')}</Table.Th>
              <Table.Th>{t('referensi.rombel.guruDapodik')}</Table.Th>
              <Table.Th>{t('referensi.rombel.guruPengajar')}</Table.Th>
              <Table.Th>{t('referensi.rombel.kelompok')}</Table.Th>
              <Table.Th>{t('referensi.rombel.noUrut')}</Table.Th>
              <Table.Th>{t('referensi.rombel.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {form.data.map((p, index) => {
              const row = rows[index]!;
              const error = (field: string) => errors[`pembelajaran.${index}.${field}`];
              const ready = row.kelompok_id !== null && row.no_urut !== null;
              return (
                <Table.Tr key={p.pembelajaran_id}>
                  <Table.Td>{index + 1}</Table.Td>
                  <Table.Td miw={200}>
                    <TextInput
                      size="xs"
                      aria-label={t('referensi.mapel.namaTampilOf', {
                        name: p.mata_pelajaran ?? p.nama_mata_pelajaran,
                      })}
                      value={row.nama_mata_pelajaran}
                      disabled={!canEdit}
                      error={error('nama_mata_pelajaran')}
                      onChange={(event) =>
                        patch(index, { nama_mata_pelajaran: event.currentTarget.value })
                      }
                    />
                  </Table.Td>
                  <Table.Td>{p.mata_pelajaran_id}</Table.Td>
                  <Table.Td>{p.guru ?? '-'}</Table.Td>
                  <Table.Td miw={200}>
                    <Select
                      size="xs"
                      aria-label={t('referensi.rombel.guruPengajar')}
                      data={form.guru}
                      value={row.guru_pengajar_id}
                      onChange={(value) => patch(index, { guru_pengajar_id: value })}
                      clearable
                      searchable
                      disabled={!canEdit}
                      placeholder={p.guru ?? undefined}
                      error={error('guru_pengajar_id')}
                    />
                  </Table.Td>
                  <Table.Td miw={200}>
                    <Select
                      size="xs"
                      aria-label={t('referensi.rombel.kelompok')}
                      data={form.kelompok}
                      value={row.kelompok_id === null ? null : String(row.kelompok_id)}
                      onChange={(value) =>
                        patch(index, { kelompok_id: value ? Number(value) : null })
                      }
                      clearable
                      disabled={!canEdit}
                      error={error('kelompok_id')}
                    />
                  </Table.Td>
                  <Table.Td w={90}>
                    <NumberInput
                      size="xs"
                      aria-label={t('referensi.rombel.noUrut')}
                      min={1}
                      max={99}
                      allowDecimal={false}
                      value={row.no_urut ?? ''}
                      onChange={(value) =>
                        patch(index, { no_urut: value === '' ? null : Number(value) })
                      }
                      disabled={!canEdit}
                      error={error('no_urut')}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Text
                      size="xs"
                      fw={700}
                      c={ready ? 'green' : 'dimmed'}
                      style={{ whiteSpace: 'nowrap' }}
                    >
                      {ready ? t('referensi.rombel.siap') : t('referensi.rombel.belumSiap')}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {canEdit ? (
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => void save()} loading={saving}>
            {t('common.save')}
          </Button>
        </Group>
      ) : null}
    </>
  );
}

export function PembelajaranModal({
  id,
  canEdit,
  onClose,
}: {
  id: string | null;
  canEdit: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = usePembelajaranForm(id);
  const title = form.data
    ? t('referensi.rombel.pembelajaranOf', { name: form.data.rombel.nama })
    : t('referensi.rombel.pembelajaran');
  return (
    <Modal opened={id !== null} onClose={onClose} title={title} size="95%">
      {form.isPending && id ? (
        <Center py="lg">
          <Loader aria-label={t('common.loading')} />
        </Center>
      ) : null}
      {form.isError ? <Alert color="red">{form.error.message}</Alert> : null}
      {form.data && !form.isFetching ? (
        <MappingTable form={form.data} canEdit={canEdit} onDone={onClose} />
      ) : null}
    </Modal>
  );
}

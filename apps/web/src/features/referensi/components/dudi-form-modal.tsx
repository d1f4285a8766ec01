import { Button, Group, Modal, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { dudiBodySchema, type DudiItem } from '@erapor/shared/dudi/dudi.schemas';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { applyFieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/toast';
import { dudiKeys } from '../api/get-dudi';
import { saveDudi } from '../api/save-dudi';

type FormInput = z.input<typeof dudiBodySchema>;
type FormOutput = z.output<typeof dudiBodySchema>;
const FIELDS = ['nama', 'bidang_usaha', 'alamat', 'kota', 'telepon', 'email', 'npwp'] as const;

function DudiForm({ row, onDone }: { row: DudiItem | null; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(dudiBodySchema),
    defaultValues: {
      nama: row?.nama ?? '',
      bidang_usaha: row?.bidang_usaha ?? '',
      alamat: row?.alamat ?? '',
      kota: row?.kota ?? '',
      telepon: row?.telepon ?? '',
      email: row?.email ?? '',
      npwp: row?.npwp ?? '',
    },
  });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await saveDudi(row?.dudi_id ?? null, values);
    if (!result.ok) {
      if (!applyFieldErrors(form.setError, result.error, FIELDS)) {
        notify('error', apiErrorMessage(t, result.error));
      }
      return;
    }
    notify('success', result.data.message);
    await queryClient.invalidateQueries({ queryKey: dudiKeys.all });
    onDone();
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('dudi.fields.nama')}
          withAsterisk
          data-autofocus
          error={errors.nama?.message}
          {...form.register('nama')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('dudi.fields.bidangUsaha')}
            error={errors.bidang_usaha?.message}
            {...form.register('bidang_usaha')}
          />
          <TextInput
            label={t('dudi.fields.kota')}
            error={errors.kota?.message}
            {...form.register('kota')}
          />
        </SimpleGrid>
        <Textarea
          label={t('dudi.fields.alamat')}
          autosize
          minRows={2}
          error={errors.alamat?.message}
          {...form.register('alamat')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t('dudi.fields.telepon')}
            inputMode="tel"
            error={errors.telepon?.message}
            {...form.register('telepon')}
          />
          <TextInput
            label={t('dudi.fields.email')}
            type="email"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <TextInput
            label={t('dudi.fields.npwp')}
            error={errors.npwp?.message}
            {...form.register('npwp')}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Add (row null) or edit a partner company. */
export function DudiFormModal(props: {
  opened: boolean;
  row: DudiItem | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onDone}
      title={props.row ? t('dudi.editTitle') : t('dudi.addTitle')}
      size="lg"
    >
      {props.opened ? <DudiForm row={props.row} onDone={props.onDone} /> : null}
    </Modal>
  );
}

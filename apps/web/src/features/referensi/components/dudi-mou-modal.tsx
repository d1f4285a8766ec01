import { Button, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { mouBodySchema, type MouItem } from '@erapor/shared/dudi/dudi.schemas';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { applyFieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/toast';
import { dudiKeys } from '../api/get-dudi';
import { saveMou } from '../api/save-dudi';

type FormInput = z.input<typeof mouBodySchema>;
type FormOutput = z.output<typeof mouBodySchema>;
const FIELDS = ['nomor_mou', 'judul_mou', 'tanggal_mulai', 'tanggal_selesai'] as const;

function MouForm({
  dudiId,
  row,
  onDone,
}: {
  dudiId: string;
  row: MouItem | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(mouBodySchema),
    defaultValues: {
      nomor_mou: row?.nomor_mou ?? '',
      judul_mou: row?.judul_mou ?? '',
      tanggal_mulai: row?.tanggal_mulai ?? '',
      tanggal_selesai: row?.tanggal_selesai ?? '',
    },
  });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await saveMou(row ? { mouId: row.mou_id } : { dudiId }, values);
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
          label={t('dudi.mou.nomor')}
          withAsterisk
          data-autofocus
          error={errors.nomor_mou?.message}
          {...form.register('nomor_mou')}
        />
        <TextInput
          label={t('dudi.mou.judul')}
          withAsterisk
          error={errors.judul_mou?.message}
          {...form.register('judul_mou')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('dudi.mou.mulai')}
            type="date"
            withAsterisk
            error={errors.tanggal_mulai?.message}
            {...form.register('tanggal_mulai')}
          />
          <TextInput
            label={t('dudi.mou.selesai')}
            type="date"
            error={errors.tanggal_selesai?.message}
            {...form.register('tanggal_selesai')}
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

/** Add an agreement to a partner, or edit one (row). */
export function DudiMouModal(props: {
  opened: boolean;
  dudiId: string;
  row: MouItem | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onDone}
      title={props.row ? t('dudi.mou.editTitle') : t('dudi.mou.addTitle')}
    >
      {props.opened ? (
        <MouForm dudiId={props.dudiId} row={props.row} onDone={props.onDone} />
      ) : null}
    </Modal>
  );
}

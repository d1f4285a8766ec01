import { Button, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { kegiatanBodySchema, type KegiatanSummary } from '@erapor/shared/dudi/dudi.schemas';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { applyFieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/toast';
import { dudiKeys } from '../api/get-dudi';
import { saveKegiatan } from '../api/save-dudi';

type FormInput = z.input<typeof kegiatanBodySchema>;
type FormOutput = z.output<typeof kegiatanBodySchema>;
const FIELDS = ['judul_akt_pd', 'sk_tugas', 'tgl_sk_tugas'] as const;

function KegiatanForm(props: { mouId: string; row: KegiatanSummary | null; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { row, onDone } = props;
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(kegiatanBodySchema),
    defaultValues: {
      judul_akt_pd: row?.judul_akt_pd ?? '',
      sk_tugas: row?.sk_tugas ?? '',
      tgl_sk_tugas: row?.tgl_sk_tugas ?? '',
    },
  });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (values) => {
    const target = row ? { kegiatanId: row.akt_pd_id } : { mouId: props.mouId };
    const result = await saveKegiatan(target, values);
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
          label={t('dudi.kegiatan.judul')}
          placeholder={t('dudi.kegiatan.judulPlaceholder')}
          withAsterisk
          data-autofocus
          error={errors.judul_akt_pd?.message}
          {...form.register('judul_akt_pd')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('dudi.kegiatan.sk')}
            error={errors.sk_tugas?.message}
            {...form.register('sk_tugas')}
          />
          <TextInput
            label={t('dudi.kegiatan.tanggalSk')}
            type="date"
            error={errors.tgl_sk_tugas?.message}
            {...form.register('tgl_sk_tugas')}
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

/** Add a placement activity to an agreement, or edit one (row). */
export function DudiKegiatanModal(props: {
  opened: boolean;
  mouId: string;
  row: KegiatanSummary | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onDone}
      title={props.row ? t('dudi.kegiatan.editTitle') : t('dudi.kegiatan.addTitle')}
    >
      {props.opened ? (
        <KegiatanForm mouId={props.mouId} row={props.row} onDone={props.onDone} />
      ) : null}
    </Modal>
  );
}

import {
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { Option } from '@erapor/shared/referensi/list.schemas';
import {
  pdUpdateBodySchema,
  STATUS_DALAM_KELUARGA,
  type PdDetail,
} from '@erapor/shared/referensi/peserta-didik.schemas';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { applyFieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/toast';
import { pdKeys, updatePd } from '../api/get-peserta-didik';

type FormInput = z.input<typeof pdUpdateBodySchema>;
type FormOutput = z.output<typeof pdUpdateBodySchema>;
const FIELDS = [
  'status',
  'anak_ke',
  'diterima_kelas',
  'email',
  'nama_wali',
  'alamat_wali',
  'telp_wali',
  'kerja_wali',
] as const;

interface PdEditFormProps {
  detail: PdDetail;
  pekerjaan: Option[];
  onDone: () => void;
}

/** The family and guardian fields e-Rapor may correct (the rest comes from Dapodik). */
export function PdEditForm({ detail, pekerjaan, onDone }: PdEditFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(pdUpdateBodySchema),
    defaultValues: {
      status: detail.status,
      anak_ke: detail.anak_ke,
      diterima_kelas: detail.diterima_kelas ?? '',
      email: detail.email ?? '',
      nama_wali: detail.nama_wali ?? '',
      alamat_wali: detail.alamat_wali ?? '',
      telp_wali: detail.telp_wali ?? '',
      kerja_wali: detail.kerja_wali_id,
    },
  });
  const errors = form.formState.errors;
  const statusOptions = [...new Set([...STATUS_DALAM_KELUARGA, detail.status])];

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await updatePd(detail.peserta_didik_id, values);
    if (!result.ok) {
      if (!applyFieldErrors(form.setError, result.error, FIELDS)) {
        notify('error', apiErrorMessage(t, result.error));
      }
      return;
    }
    notify('success', result.data.message);
    await queryClient.invalidateQueries({ queryKey: pdKeys.all });
    onDone();
  });

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label={t('referensi.pd.editTitle')}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Controller
            control={form.control}
            name="status"
            render={({ field }) => (
              <Select
                label={t('referensi.pd.status')}
                data={statusOptions}
                value={field.value}
                onChange={(value) => field.onChange(value ?? '')}
                allowDeselect={false}
                error={errors.status?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="anak_ke"
            render={({ field }) => (
              <NumberInput
                label={t('referensi.pd.anakKe')}
                min={1}
                max={20}
                allowDecimal={false}
                value={field.value ?? ''}
                onChange={(value) => field.onChange(value === '' ? null : Number(value))}
                error={errors.anak_ke?.message}
              />
            )}
          />
          <TextInput
            label={t('referensi.pd.diterimaKelas')}
            error={errors.diterima_kelas?.message}
            {...form.register('diterima_kelas')}
          />
          <TextInput
            label={t('referensi.gtk.email')}
            type="email"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <TextInput
            label={t('referensi.pd.namaWali')}
            error={errors.nama_wali?.message}
            {...form.register('nama_wali')}
          />
          <TextInput
            label={t('referensi.pd.telpWali')}
            inputMode="tel"
            error={errors.telp_wali?.message}
            {...form.register('telp_wali')}
          />
        </SimpleGrid>
        <Textarea
          label={t('referensi.pd.alamatWali')}
          autosize
          minRows={2}
          error={errors.alamat_wali?.message}
          {...form.register('alamat_wali')}
        />
        <Controller
          control={form.control}
          name="kerja_wali"
          render={({ field }) => (
            <Select
              label={t('referensi.pd.kerjaWali')}
              data={pekerjaan}
              value={field.value ? String(field.value) : null}
              onChange={(value) => field.onChange(value ? Number(value) : null)}
              clearable
              searchable
              error={errors.kerja_wali?.message}
            />
          )}
        />
        <Group justify="flex-end">
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

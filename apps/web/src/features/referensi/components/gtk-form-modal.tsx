import { Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  gtkLokalBodySchema,
  type GtkItem,
  type JenisGtkLokal,
} from '@erapor/shared/referensi/gtk.schemas';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { applyFieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/toast';
import { gtkKeys, useDudiOptions } from '../api/get-gtk';
import { createGtkLokal, updateGtkLokal } from '../api/save-gtk-lokal';

type FormInput = z.input<typeof gtkLokalBodySchema>;
type FormOutput = z.output<typeof gtkLokalBodySchema>;
const FIELDS = [
  'nama',
  'nik',
  'jenis_kelamin',
  'tempat_lahir',
  'tanggal_lahir',
  'email',
  'no_hp',
  'dudi_id',
] as const;

function defaults(row: GtkItem | null): FormInput {
  return {
    nama: row?.nama ?? '',
    nik: row?.nik ?? '',
    jenis_kelamin: (row?.jenis_kelamin as 'L' | 'P' | undefined) ?? 'L',
    tempat_lahir: row?.tempat_lahir ?? '',
    tanggal_lahir: row?.tanggal_lahir ?? null,
    email: row?.email ?? '',
    no_hp: row?.no_hp ?? '',
    dudi_id: row?.dudi_id ?? null,
  };
}

interface GtkFormProps {
  jenis: JenisGtkLokal;
  /** The person edited; null adds a new one. */
  row: GtkItem | null;
  onDone: () => void;
}

/** Add or edit an instructor or assessor (local staff, not in Dapodik). */
export function GtkForm({ jenis, row, onDone }: GtkFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const dudi = useDudiOptions(jenis === 'asesor');
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(gtkLokalBodySchema),
    defaultValues: defaults(row),
  });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (values) => {
    const result = row
      ? await updateGtkLokal(jenis, row.guru_id, values)
      : await createGtkLokal(jenis, values);
    if (!result.ok) {
      if (!applyFieldErrors(form.setError, result.error, FIELDS)) {
        notify('error', apiErrorMessage(t, result.error));
      }
      return;
    }
    notify('success', result.data.message);
    await queryClient.invalidateQueries({ queryKey: gtkKeys.all });
    onDone();
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('referensi.gtk.nama')}
          withAsterisk
          error={errors.nama?.message}
          {...form.register('nama')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('referensi.gtk.nik')}
            withAsterisk
            inputMode="numeric"
            maxLength={16}
            error={errors.nik?.message}
            {...form.register('nik')}
          />
          <Controller
            control={form.control}
            name="jenis_kelamin"
            render={({ field }) => (
              <Select
                label={t('referensi.gtk.jenisKelamin')}
                withAsterisk
                data={[
                  { value: 'L', label: t('referensi.gtk.lakiLaki') },
                  { value: 'P', label: t('referensi.gtk.perempuan') },
                ]}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value ?? undefined)}
                allowDeselect={false}
                error={errors.jenis_kelamin?.message}
              />
            )}
          />
          <TextInput
            label={t('referensi.gtk.tempatLahir')}
            error={errors.tempat_lahir?.message}
            {...form.register('tempat_lahir')}
          />
          <TextInput
            label={t('referensi.gtk.tanggalLahir')}
            type="date"
            error={errors.tanggal_lahir?.message}
            {...form.register('tanggal_lahir', { setValueAs: (value: string) => value || null })}
          />
          <TextInput
            label={t('referensi.gtk.email')}
            type="email"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <TextInput
            label={t('referensi.gtk.noHp')}
            inputMode="tel"
            error={errors.no_hp?.message}
            {...form.register('no_hp')}
          />
        </SimpleGrid>
        {jenis === 'asesor' ? (
          <Controller
            control={form.control}
            name="dudi_id"
            render={({ field }) => (
              <Select
                label={t('referensi.gtk.dudi')}
                placeholder={
                  dudi.data?.length === 0
                    ? t('referensi.gtk.dudiEmpty')
                    : t('referensi.gtk.dudiNone')
                }
                data={dudi.data ?? []}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value)}
                clearable
                searchable
                error={errors.dudi_id?.message}
              />
            )}
          />
        ) : null}
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

export function GtkFormModal(props: GtkFormProps & { opened: boolean }) {
  const { t } = useTranslation();
  const { opened, ...formProps } = props;
  const title = props.row ? t('referensi.gtk.editTitle') : t('referensi.gtk.addTitle');
  return (
    <Modal opened={opened} onClose={props.onDone} title={title} size="lg">
      {opened ? <GtkForm key={props.row?.guru_id ?? 'new'} {...formProps} /> : null}
    </Modal>
  );
}

import {
  Anchor,
  Button,
  Card,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  JABATAN_KEPALA_SEKOLAH,
  ZONA_WAKTU,
  type SaveSettingsBody,
  type SettingsDto,
} from '@erapor/shared/settings/settings.schemas';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { applyFieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/toast';
import { saveSettings } from '../api/settings';

interface FormValues {
  tanggal_rapor: string;
  tanggal_rapor_kelas_akhir: string;
  zona: SaveSettingsBody['zona'];
  kepala_sekolah: string | null;
  jabatan: SaveSettingsBody['jabatan'];
  rombel_4_tahun: string[];
}

const FIELDS = [
  'tanggal_rapor',
  'tanggal_rapor_kelas_akhir',
  'zona',
  'kepala_sekolah',
  'jabatan',
  'rombel_4_tahun',
] as const;

export function SettingsForm({ settings }: { settings: SettingsDto }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const secondSemester = settings.periode === 2;
  const form = useForm<FormValues>({
    defaultValues: {
      tanggal_rapor: settings.tanggal_rapor ?? '',
      tanggal_rapor_kelas_akhir: settings.tanggal_rapor_kelas_akhir ?? '',
      zona: settings.zona,
      kepala_sekolah: settings.kepala_sekolah,
      jabatan: settings.jabatan,
      rombel_4_tahun: settings.rombel_4_tahun,
    },
  });
  const { errors } = form.formState;
  const zonaLabel = {
    'Asia/Jakarta': t('pengaturan.zonaWib'),
    'Asia/Makassar': t('pengaturan.zonaWita'),
    'Asia/Jayapura': t('pengaturan.zonaWit'),
  };

  const onSubmit = form.handleSubmit(async (values) => {
    const body: SaveSettingsBody = {
      ...values,
      tanggal_rapor: values.tanggal_rapor || null,
      tanggal_rapor_kelas_akhir: secondSemester
        ? values.tanggal_rapor_kelas_akhir || null
        : undefined,
    };
    const result = await saveSettings(body);
    if (!result.ok) {
      if (!applyFieldErrors(form.setError, result.error, FIELDS)) {
        notify('error', apiErrorMessage(t, result.error));
      }
      return;
    }
    await queryClient.invalidateQueries({ queryKey: ['setting'], exact: true });
    form.reset(values);
    notify('success', t('pengaturan.saved'));
  });

  return (
    <Card withBorder shadow="sm" radius="lg" padding="lg" component="section" aria-labelledby="gf">
      <Title order={2} fz="h4" mb="xs" id="gf">
        {t('pengaturan.formTitle', { nama: settings.semester_nama })}
      </Title>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              type="date"
              label={t('pengaturan.tanggalRapor')}
              error={errors.tanggal_rapor?.message}
              {...form.register('tanggal_rapor')}
            />
            {secondSemester ? (
              <TextInput
                type="date"
                label={t('pengaturan.tanggalRaporKelasAkhir')}
                error={errors.tanggal_rapor_kelas_akhir?.message}
                {...form.register('tanggal_rapor_kelas_akhir')}
              />
            ) : null}
            <Controller
              control={form.control}
              name="zona"
              render={({ field }) => (
                <Select
                  label={t('pengaturan.zona')}
                  data={ZONA_WAKTU.map((zona) => ({ value: zona, label: zonaLabel[zona] }))}
                  value={field.value}
                  onChange={(value) => value && field.onChange(value)}
                  allowDeselect={false}
                  error={errors.zona?.message}
                />
              )}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Controller
              control={form.control}
              name="kepala_sekolah"
              render={({ field }) => (
                <Select
                  label={t('pengaturan.kepalaSekolah')}
                  placeholder={t('pengaturan.kepalaSekolahPlaceholder')}
                  data={settings.data_guru.map((g) => ({ value: g.guru_id, label: g.nama }))}
                  value={field.value}
                  onChange={field.onChange}
                  searchable
                  clearable
                  nothingFoundMessage={t('pengaturan.nothingFound')}
                  error={errors.kepala_sekolah?.message}
                />
              )}
            />
            <Controller
              control={form.control}
              name="jabatan"
              render={({ field }) => (
                <Select
                  label={t('pengaturan.jabatan')}
                  data={[...JABATAN_KEPALA_SEKOLAH]}
                  value={field.value}
                  onChange={(value) => value && field.onChange(value)}
                  allowDeselect={false}
                  error={errors.jabatan?.message}
                />
              )}
            />
          </SimpleGrid>
          <Controller
            control={form.control}
            name="rombel_4_tahun"
            render={({ field }) => (
              <MultiSelect
                label={t('pengaturan.rombel4Tahun')}
                description={t('pengaturan.rombel4TahunHelp')}
                placeholder={
                  settings.data_rombel.length === 0 ? t('pengaturan.noClasses') : undefined
                }
                data={settings.data_rombel.map((r) => ({
                  value: r.rombongan_belajar_id,
                  label: r.nama,
                }))}
                value={field.value}
                onChange={field.onChange}
                searchable
                clearable
                nothingFoundMessage={t('pengaturan.nothingFound')}
                error={errors.rombel_4_tahun?.message}
              />
            )}
          />
          <Text size="sm">
            {t('pengaturan.dapodik')}:{' '}
            {settings.dapodik.url && settings.dapodik.token_set
              ? t('pengaturan.dapodikSet', { url: settings.dapodik.url })
              : t('pengaturan.dapodikNotSet')}{' '}
            <Anchor component={Link} to="/sinkronisasi/dapodik" size="sm">
              {t('pengaturan.dapodikLink')}
            </Anchor>
          </Text>
          <Group>
            <Button
              type="submit"
              loading={form.formState.isSubmitting}
              leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            >
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

import { useState } from 'react';
import { Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconCalendarPlus, IconCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SettingsDto } from '@erapor/shared/settings/settings.schemas';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { notify } from '../../../lib/toast';
import { activateSemester, addNextSemester } from '../api/settings';

/** The school's active semester (where sign-ins start) and adding the next one. */
export function SemesterCard({ settings }: { settings: SettingsDto }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState(settings.semester_aktif_id);
  const [busy, setBusy] = useState<'activate' | 'add' | null>(null);

  async function refresh() {
    await queryClient.invalidateQueries({ queryKey: ['setting'] });
  }

  async function activate() {
    setBusy('activate');
    const result = await activateSemester(chosen);
    setBusy(null);
    if (!result.ok) return notify('error', apiErrorMessage(t, result.error));
    await refresh();
    notify('success', t('pengaturan.semesterActivated'));
  }

  async function addNext() {
    setBusy('add');
    const result = await addNextSemester();
    setBusy(null);
    if (!result.ok) return notify('error', apiErrorMessage(t, result.error));
    await refresh();
    notify('success', t('pengaturan.semesterAdded', { nama: result.data.semester.nama }));
  }

  return (
    <Card withBorder shadow="sm" radius="lg" padding="lg" component="section" aria-labelledby="sm">
      <Title order={2} fz="h4" mb="md" id="sm">
        {t('pengaturan.semesterTitle')}
      </Title>
      <Stack gap="sm">
        <Select
          label={t('pengaturan.activeSemester')}
          description={t('pengaturan.activeSemesterHelp')}
          data={settings.semesters.map((s) => ({ value: s.semester_id, label: s.nama }))}
          value={chosen}
          onChange={(value) => value && setChosen(value)}
          allowDeselect={false}
        />
        <Text size="xs" c="dimmed">
          {t('pengaturan.sessionSemester', { nama: settings.semester_nama })}
        </Text>
        <Group>
          <Button
            leftSection={<IconCheck size={16} aria-hidden />}
            disabled={chosen === settings.semester_aktif_id || busy !== null}
            loading={busy === 'activate'}
            onClick={() => void activate()}
          >
            {t('pengaturan.makeActive')}
          </Button>
          <Button
            variant="light"
            leftSection={<IconCalendarPlus size={16} aria-hidden />}
            disabled={busy !== null}
            loading={busy === 'add'}
            onClick={() => void addNext()}
          >
            {t('pengaturan.addNextSemester')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

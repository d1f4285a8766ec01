import { Alert, Button, Center, Grid, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../../features/settings/api/settings';
import { LogoCard } from '../../../features/settings/components/logo-card';
import { SemesterCard } from '../../../features/settings/components/semester-card';
import { SettingsForm } from '../../../features/settings/components/settings-form';

export function PengaturanUmumScreen() {
  const { t } = useTranslation();
  const settings = useSettings();
  if (settings.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (settings.isError) {
    return (
      <Alert color="red" title={t('pengaturan.loadFailed')} role="alert">
        <Button mt="sm" size="xs" variant="light" onClick={() => void settings.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <SettingsForm key={settings.data.semester_id} settings={settings.data} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="md">
          <SemesterCard key={settings.data.semester_aktif_id} settings={settings.data} />
          <LogoCard hasLogo={settings.data.has_logo} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

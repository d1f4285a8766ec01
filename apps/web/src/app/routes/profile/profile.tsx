import { Alert, Button, Center, Grid, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../../features/profile/api/get-profile';
import { PasswordForm } from '../../../features/profile/components/password-form';
import { PhotoCard } from '../../../features/profile/components/photo-card';
import { ProfileForm } from '../../../features/profile/components/profile-form';

export function ProfileScreen() {
  const { t } = useTranslation();
  const profile = useProfile();
  if (profile.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (profile.isError) {
    return (
      <Alert color="red" title={t('profile.loadFailed')} role="alert">
        <Button mt="sm" size="xs" variant="light" onClick={() => void profile.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <PhotoCard />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="md">
          <ProfileForm profile={profile.data} />
          <PasswordForm />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

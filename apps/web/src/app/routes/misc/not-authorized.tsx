import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/storage';
import { homePathFor } from '../../route-guard';

export function NotAuthorizedScreen() {
  const { t } = useTranslation();
  const { userData } = useSession();
  return (
    <Center style={{ flex: 1 }} p="md">
      <Stack align="center" ta="center" maw={520} gap="md">
        <ThemeIcon size={88} radius="xl" color="red" variant="light">
          <IconLock size={48} aria-hidden />
        </ThemeIcon>
        <Title order={1} fz="h2">
          {t('notAuthorized.title')}
        </Title>
        <Text c="dimmed">{t('notAuthorized.message', { role: userData?.role ?? '' })}</Text>
        <Button component={Link} to={homePathFor(userData)}>
          {t('common.backHome')}
        </Button>
      </Stack>
    </Center>
  );
}

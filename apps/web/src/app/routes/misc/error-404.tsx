import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/storage';
import { homePathFor } from '../../route-guard';

export function Error404Screen() {
  const { t } = useTranslation();
  const { loggedIn, userData } = useSession();
  return (
    <Center style={{ flex: 1 }} p="md">
      <Stack align="center" ta="center" maw={520} gap="md">
        <Text fz={96} fw={800} c="blue" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1} fz="h2">
          {t('notFound.title')}
        </Title>
        <Text c="dimmed">{t('notFound.message')}</Text>
        <Button component={Link} to={loggedIn ? homePathFor(userData) : '/login'}>
          {loggedIn ? t('common.backHome') : t('auth.backToLogin')}
        </Button>
      </Stack>
    </Center>
  );
}

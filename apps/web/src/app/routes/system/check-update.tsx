import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Center,
  Code,
  Group,
  List,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCircleCheck, IconCloudOff, IconRefresh, IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCheckUpdate } from '../../../features/system/api/get-check-update';

export function CheckUpdateScreen() {
  const { t } = useTranslation();
  const update = useCheckUpdate();
  if (update.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('system.checking')} />
      </Center>
    );
  }
  if (update.isError) {
    return (
      <Alert color="red" title={t('system.checkFailed')} role="alert">
        <Button mt="sm" size="xs" variant="light" onClick={() => void update.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  const info = update.data;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Card withBorder shadow="sm" radius="lg" padding="lg">
          <Text size="sm" c="dimmed">
            {t('system.currentVersion')}
          </Text>
          <Text fz={28} fw={700}>
            {info.current}
          </Text>
        </Card>
        <Card withBorder shadow="sm" radius="lg" padding="lg">
          <Text size="sm" c="dimmed">
            {t('system.latestVersion')}
          </Text>
          <Group gap="xs" align="baseline">
            <Text fz={28} fw={700}>
              {info.latest ?? '—'}
            </Text>
            {info.available ? (
              <Badge color="orange">{t('system.updateAvailableBadge')}</Badge>
            ) : null}
          </Group>
        </Card>
      </SimpleGrid>
      {info.error ? (
        <Alert
          color="yellow"
          icon={<IconCloudOff size={20} aria-hidden />}
          title={t('system.feedUnreachable')}
          role="alert"
        >
          {info.error}
        </Alert>
      ) : info.available ? (
        <Alert
          color="orange"
          icon={<IconSparkles size={20} aria-hidden />}
          title={t('system.updateAvailable', { version: info.latest })}
        >
          {info.notes_url ? (
            <Anchor href={info.notes_url} target="_blank" rel="noopener noreferrer">
              {t('system.releaseNotes')}
            </Anchor>
          ) : null}
        </Alert>
      ) : (
        <Alert
          color="green"
          icon={<IconCircleCheck size={20} aria-hidden />}
          title={t('system.upToDate')}
        />
      )}
      <Card withBorder shadow="sm" radius="lg" padding="lg">
        <Title order={2} fz="h4" mb="sm">
          {t('system.howToUpdate')}
        </Title>
        <List type="ordered" spacing="xs">
          <List.Item>{t('system.stepBackup')}</List.Item>
          <List.Item>
            {t('system.stepPull')} <Code>git pull</Code>
          </List.Item>
          <List.Item>
            {t('system.stepInstall')} <Code>npm ci && npm run build</Code>
          </List.Item>
          <List.Item>{t('system.stepRestart')}</List.Item>
        </List>
        <Text size="sm" c="dimmed" mt="sm">
          {t('system.migrationsNote')}
        </Text>
      </Card>
      <Group>
        <Button
          variant="light"
          leftSection={<IconRefresh size={18} aria-hidden />}
          loading={update.isFetching}
          onClick={() => void update.refetch()}
        >
          {t('system.checkAgain')}
        </Button>
      </Group>
    </Stack>
  );
}

import { Button, Center, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconRefresh, IconWifiOff } from '@tabler/icons-react';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { isChunkLoadError } from '../lazy-chunk';
import { SPLASH_ELEMENT_ID } from './root-layout';

/** Shown when a screen's code cannot be loaded (network, new deployment) or a screen crashes. */
export function RouteErrorBoundary() {
  const { t } = useTranslation();
  const error = useRouteError();
  const chunkFailed = isChunkLoadError(error);

  useEffect(() => {
    const splash = document.getElementById(SPLASH_ELEMENT_ID);
    if (splash) splash.style.display = 'none';
    if (!chunkFailed) console.warn('[route] unexpected error', error);
  }, [chunkFailed, error]);

  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = chunkFailed ? t('chunkError.title') : t('routeError.title');
  const message = chunkFailed
    ? t('chunkError.message')
    : notFound
      ? t('routeError.notFound')
      : t('routeError.message');

  return (
    <Center mih="70vh" p="md">
      <Paper withBorder shadow="sm" p="xl" radius="lg" maw={520} role="alert">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={64} radius="xl" color={chunkFailed ? 'orange' : 'red'} variant="light">
            {chunkFailed ? (
              <IconWifiOff size={36} aria-hidden />
            ) : (
              <IconAlertTriangle size={36} aria-hidden />
            )}
          </ThemeIcon>
          <Title order={2} fz="h3">
            {title}
          </Title>
          <Text c="dimmed">{message}</Text>
          {chunkFailed && error instanceof Error ? (
            <Text size="xs" c="dimmed" ff="monospace" style={{ whiteSpace: 'pre-wrap' }}>
              {error.message}
            </Text>
          ) : null}
          <Group justify="center">
            <Button
              leftSection={<IconRefresh size={18} aria-hidden />}
              onClick={() => window.location.reload()}
            >
              {t('chunkError.reload')}
            </Button>
            <Button component={Link} to="/" variant="default" reloadDocument>
              {t('common.backHome')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}

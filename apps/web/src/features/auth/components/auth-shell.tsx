import type { ReactNode } from 'react';
import { Box, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The two-panel frame of the sign-in pages: product panel on wide screens, the form card. */
export function AuthShell({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing={0} style={{ flex: 1 }}>
      <Box
        visibleFrom="md"
        p="xl"
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          background:
            'linear-gradient(135deg, var(--mantine-color-blue-7), var(--mantine-color-blue-9))',
          color: 'white',
          borderRadius: 'var(--mantine-radius-lg)',
          margin: 'var(--mantine-spacing-md)',
        }}
      >
        <Stack align="center" ta="center" maw={420} gap="md">
          <img src="/images/logo/logo.png" alt="" width={120} height={120} />
          <Title order={2} c="white">
            e-Rapor SMK
          </Title>
          <Text size="lg" c="blue.0">
            {t('auth.heroText')}
          </Text>
        </Stack>
      </Box>
      <Box p="md" style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <Paper w="100%" maw={440} p="xl" radius="lg" shadow="md" withBorder>
          <Stack gap="xs" mb="lg">
            <Box hiddenFrom="md" ta="center">
              <img src="/images/logo/logo.png" alt="" width={64} height={64} />
            </Box>
            <Title order={1} fz="h2" style={{ textWrap: 'balance' }}>
              {title}
            </Title>
            {subtitle ? <Text c="dimmed">{subtitle}</Text> : null}
          </Stack>
          {children}
        </Paper>
      </Box>
    </SimpleGrid>
  );
}

import { Anchor, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconExternalLink, IconFileText, IconTemplate } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  DOWNLOAD_GROUPS,
  type DownloadGroup,
} from '../../../features/unduhan/components/download-catalog';

function useGroupTitle() {
  const { t } = useTranslation();
  return (key: DownloadGroup['key']) => {
    switch (key) {
      case 'kurikulum':
        return t('unduhan.groupKurikulum');
      case 'smk':
        return t('unduhan.groupSmk');
      case 'ukk':
        return t('unduhan.groupUkk');
    }
  };
}

export function UnduhanScreen() {
  const { t } = useTranslation();
  const groupTitle = useGroupTitle();
  return (
    <Stack gap="md">
      <Text c="dimmed">{t('unduhan.intro')}</Text>
      {DOWNLOAD_GROUPS.map((group) => (
        <Card
          key={group.key}
          withBorder
          shadow="sm"
          radius="lg"
          padding="lg"
          component="section"
          aria-labelledby={`unduhan-${group.key}`}
        >
          <Title order={2} fz="h4" mb="sm" id={`unduhan-${group.key}`}>
            {groupTitle(group.key)}
          </Title>
          <List
            spacing="sm"
            icon={
              <ThemeIcon size={24} radius="xl" variant="light">
                <IconFileText size={14} aria-hidden />
              </ThemeIcon>
            }
          >
            {group.items.map((item) => (
              <List.Item key={item.title}>
                <Anchor href={item.url} target="_blank" rel="noopener noreferrer">
                  {item.title}
                  <IconExternalLink
                    size={14}
                    style={{ marginInlineStart: 4, verticalAlign: 'middle' }}
                    aria-hidden
                  />
                </Anchor>
                <Text size="xs" c="dimmed">
                  {t('unduhan.source', { source: item.source })}
                </Text>
              </List.Item>
            ))}
          </List>
        </Card>
      ))}
      <Card
        withBorder
        shadow="sm"
        radius="lg"
        padding="lg"
        component="section"
        aria-labelledby="unduhan-templat"
      >
        <Group gap="sm" mb="sm">
          <ThemeIcon variant="light" size="lg" radius="md" color="teal">
            <IconTemplate size={20} aria-hidden />
          </ThemeIcon>
          <Title order={2} fz="h4" id="unduhan-templat">
            {t('unduhan.templatesTitle')}
          </Title>
        </Group>
        <Text size="sm">{t('unduhan.templatesText')}</Text>
      </Card>
    </Stack>
  );
}

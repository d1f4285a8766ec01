import { Alert, Button, Card, Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useChangelog } from '../../../features/system/api/get-changelog';
import { MarkdownView } from '../../../features/system/components/markdown-view';

export function ChangelogScreen() {
  const { t } = useTranslation();
  const changelog = useChangelog();
  if (changelog.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (changelog.isError) {
    return (
      <Alert color="red" title={t('system.changelogFailed')} role="alert">
        <Button mt="sm" size="xs" variant="light" onClick={() => void changelog.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  return (
    <Card withBorder shadow="sm" radius="lg" padding="xl">
      {changelog.data.markdown.trim() ? (
        <MarkdownView source={changelog.data.markdown} />
      ) : (
        t('system.changelogEmpty')
      )}
    </Card>
  );
}

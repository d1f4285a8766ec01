import { useState } from 'react';
import { Alert, Button, Card, Center, FileButton, Image, Stack, Text, Title } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { notify } from '../../../lib/toast';
import { checkLogo, uploadLogo, useLogoUrl } from '../api/logo';

export function LogoCard({ hasLogo }: { hasLogo: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [version, setVersion] = useState(0);
  const url = useLogoUrl(hasLogo, version);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function choose(file: File | null) {
    setProblem(null);
    if (!file) return;
    const issue = checkLogo(file);
    if (issue) {
      setProblem(issue === 'type' ? t('pengaturan.logoWrongType') : t('pengaturan.logoTooLarge'));
      return;
    }
    setBusy(true);
    const result = await uploadLogo(file);
    setBusy(false);
    if (!result.ok) {
      setProblem(apiErrorMessage(t, result.error));
      return;
    }
    setVersion((value) => value + 1);
    await queryClient.invalidateQueries({ queryKey: ['setting'], exact: true });
    notify('success', t('pengaturan.logoUploaded'));
  }

  return (
    <Card withBorder shadow="sm" radius="lg" padding="lg" component="section" aria-labelledby="lg">
      <Title order={2} fz="h4" mb="md" id="lg">
        {t('pengaturan.logoTitle')}
      </Title>
      <Stack gap="sm" align="center">
        <Center h={160} w={160} bg="var(--mantine-color-default-hover)" style={{ borderRadius: 8 }}>
          {url ? (
            <Image src={url} alt={t('pengaturan.logoTitle')} mah={150} maw={150} fit="contain" />
          ) : (
            <Text size="sm" c="dimmed">
              {t('pengaturan.noLogo')}
            </Text>
          )}
        </Center>
        <Text size="xs" c="dimmed" ta="center">
          {t('pengaturan.logoRules')}
        </Text>
        {problem ? (
          <Alert color="red" role="alert" w="100%">
            {problem}
          </Alert>
        ) : null}
        <FileButton onChange={(file) => void choose(file)} accept="image/png,image/jpeg">
          {(props) => (
            <Button
              {...props}
              variant="light"
              loading={busy}
              leftSection={<IconPhotoUp size={16} aria-hidden />}
            >
              {t('pengaturan.logoChoose')}
            </Button>
          )}
        </FileButton>
      </Stack>
    </Card>
  );
}

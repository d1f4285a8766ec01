import { useState } from 'react';
import { Alert, Button, Card, Group, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { IconPlugConnected, IconDeviceFloppy } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { saveKoneksi, testKoneksi, type KoneksiDapodik } from '../api/koneksi';

type Outcome = { ok: boolean; message: string } | null;

export function KoneksiCard({ koneksi }: { koneksi: KoneksiDapodik }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [url, setUrl] = useState(koneksi.url ?? '');
  const [token, setToken] = useState('');
  const [urlError, setUrlError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState<'save' | 'test' | null>(null);

  async function save(): Promise<boolean> {
    setUrlError(null);
    const result = await saveKoneksi(token.trim() ? { url, token: token.trim() } : { url });
    if (!result.ok) {
      const field = result.error.fields?.url;
      if (field) setUrlError(field);
      setOutcome({ ok: false, message: apiErrorMessage(t, result.error) });
      return false;
    }
    setToken('');
    await queryClient.invalidateQueries({ queryKey: ['sinkronisasi', 'koneksi'] });
    setOutcome({ ok: true, message: t('sinkronisasi.saved') });
    return true;
  }

  async function run(kind: 'save' | 'test') {
    setBusy(kind);
    setOutcome(null);
    try {
      if (!(await save()) || kind === 'save') return;
      const result = await testKoneksi();
      setOutcome(
        result.ok
          ? { ok: true, message: result.data.message }
          : { ok: false, message: apiErrorMessage(t, result.error) },
      );
    } finally {
      setBusy(null);
    }
  }

  return (
    <Card withBorder shadow="sm" radius="lg" padding="lg" component="section" aria-labelledby="ws">
      <Title order={2} fz="h4" mb="md" id="ws">
        {t('sinkronisasi.connectionTitle')}
      </Title>
      <Stack gap="sm">
        <TextInput
          label={t('sinkronisasi.url')}
          placeholder="http://localhost:5774"
          value={url}
          error={urlError}
          onChange={(event) => setUrl(event.currentTarget.value)}
        />
        <PasswordInput
          label={t('sinkronisasi.token')}
          description={koneksi.token_set ? t('sinkronisasi.tokenStored') : undefined}
          placeholder={koneksi.token_set ? t('sinkronisasi.tokenKeep') : ''}
          value={token}
          onChange={(event) => setToken(event.currentTarget.value)}
        />
        <TextInput label="NPSN" value={koneksi.npsn} readOnly variant="filled" />
        {outcome ? (
          <Alert color={outcome.ok ? 'green' : 'red'} role={outcome.ok ? 'status' : 'alert'}>
            {outcome.message}
          </Alert>
        ) : null}
        <Group>
          <Button
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            loading={busy === 'save'}
            disabled={busy !== null || !url.trim()}
            onClick={() => void run('save')}
          >
            {t('common.save')}
          </Button>
          <Button
            variant="light"
            leftSection={<IconPlugConnected size={16} aria-hidden />}
            loading={busy === 'test'}
            disabled={busy !== null || !url.trim()}
            onClick={() => void run('test')}
          >
            {t('sinkronisasi.test')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

import { Alert, Button, Loader, Center, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AuthShell } from '../../../features/auth/components/auth-shell';
import { LoginForm } from '../../../features/auth/components/login-form';
import { SessionEndedNotice } from '../../../features/auth/components/session-ended-notice';
import { useLoginOptions } from '../../../features/auth/api/get-login-options';

export function LoginScreen() {
  const { t } = useTranslation();
  const options = useLoginOptions();
  return (
    <AuthShell title={t('auth.loginTitle')} subtitle={t('auth.loginSubtitle')}>
      <Stack gap="md">
        <SessionEndedNotice />
        {options.isPending ? (
          <Center py="xl">
            <Loader aria-label={t('common.loading')} />
          </Center>
        ) : options.isError ? (
          <Alert color="red" title={t('auth.optionsFailed')} role="alert">
            <Button mt="sm" size="xs" variant="light" onClick={() => void options.refetch()}>
              {t('common.retry')}
            </Button>
          </Alert>
        ) : (
          <LoginForm options={options.data} />
        )}
      </Stack>
    </AuthShell>
  );
}

import { Alert, Anchor, Center, Loader } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthShell } from '../../../features/auth/components/auth-shell';
import '../../../lib/zod-setup';
import { RegisterForm } from '../../../features/auth/components/register-form';
import { useLoginOptions } from '../../../features/auth/api/get-login-options';

export function RegisterScreen() {
  const { t } = useTranslation();
  const options = useLoginOptions();
  return (
    <AuthShell title={t('auth.registerTitle')} subtitle={t('auth.registerSubtitle')}>
      {options.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} />
        </Center>
      ) : options.data && !options.data.allowRegister ? (
        <Alert color="yellow" title={t('errors.registrationClosed')} role="alert">
          <Anchor component={Link} to="/login">
            {t('auth.backToLogin')}
          </Anchor>
        </Alert>
      ) : (
        <RegisterForm />
      )}
    </AuthShell>
  );
}

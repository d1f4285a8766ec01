import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthShell } from '../../../features/auth/components/auth-shell';
import '../../../lib/zod-setup';
import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form';
import { NewPasswordForm } from '../../../features/auth/components/new-password-form';

export function ResetPasswordScreen() {
  const { t } = useTranslation();
  const { token } = useParams();
  return token ? (
    <AuthShell title={t('auth.resetTitle')} subtitle={t('auth.resetSubtitle')}>
      <NewPasswordForm token={token} />
    </AuthShell>
  ) : (
    <AuthShell title={t('auth.forgotTitle')}>
      <ForgotPasswordForm />
    </AuthShell>
  );
}

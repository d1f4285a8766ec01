import { useState } from 'react';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { forgotPasswordBodySchema } from '@erapor/shared/auth/auth.schemas';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { forgotPassword } from '../api/forgot-password';

export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const [sent, setSent] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<{ email: string }>({
    resolver: zodResolver(forgotPasswordBodySchema),
    defaultValues: { email: '' },
  });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setFormError(null);
    const result = await forgotPassword(email);
    if (result.ok) setSent(email);
    else setFormError(apiErrorMessage(t, result.error));
  });

  if (sent) {
    return (
      <Stack gap="md">
        <Alert color="green" icon={<IconMailCheck size={18} aria-hidden />} role="status">
          {t('auth.resetLinkSent', { email: sent })}
        </Alert>
        <Anchor component={Link} to="/login" ta="center">
          {t('auth.backToLogin')}
        </Anchor>
      </Stack>
    );
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('auth.forgotPasswordHint')}
        </Text>
        {formError ? (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        ) : null}
        <TextInput
          label={t('auth.emailOrUsername')}
          autoComplete="username"
          error={form.formState.errors.email?.message}
          {...form.register('email')}
        />
        <Button type="submit" fullWidth loading={form.formState.isSubmitting}>
          {t('auth.sendResetLink')}
        </Button>
        <Anchor component={Link} to="/login" ta="center" size="sm">
          {t('auth.backToLogin')}
        </Anchor>
      </Stack>
    </form>
  );
}

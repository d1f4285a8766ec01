import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Center,
  Loader,
  PasswordInput,
  Stack,
  TextInput,
} from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { resetPasswordBodySchema } from '@erapor/shared/auth/auth.schemas';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { ApiRequestError } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/toast';
import { resetPassword, useResetEmail, type ResetPasswordBody } from '../api/reset-password';

/** Second step of a reset: the link's token is valid, the user chooses a new password. */
export function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const email = useResetEmail(token);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ResetPasswordBody>({
    resolver: zodResolver(resetPasswordBodySchema),
    defaultValues: { token, password: '', password_confirmation: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    const result = await resetPassword(values);
    if (!result.ok) {
      if (!applyFieldErrors(form.setError, result.error, ['password', 'password_confirmation'])) {
        setFormError(apiErrorMessage(t, result.error));
      }
      return;
    }
    notify('success', t('auth.passwordReset'));
    await navigate('/login', { replace: true });
  });

  if (email.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (email.isError) {
    const detail = email.error instanceof ApiRequestError ? email.error.detail : null;
    return (
      <Stack gap="md">
        <Alert color="red" role="alert">
          {detail ? apiErrorMessage(t, detail) : t('errors.resetTokenInvalid')}
        </Alert>
        <Anchor component={Link} to="/reset-password" ta="center">
          {t('auth.requestNewLink')}
        </Anchor>
      </Stack>
    );
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        {formError ? (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        ) : null}
        <TextInput label={t('auth.email')} value={email.data.email} readOnly />
        <PasswordInput
          label={t('auth.newPassword')}
          autoComplete="new-password"
          error={form.formState.errors.password?.message}
          {...form.register('password')}
        />
        <PasswordInput
          label={t('auth.passwordConfirmation')}
          autoComplete="new-password"
          error={form.formState.errors.password_confirmation?.message}
          {...form.register('password_confirmation')}
        />
        <Button type="submit" fullWidth loading={form.formState.isSubmitting}>
          {t('auth.savePassword')}
        </Button>
      </Stack>
    </form>
  );
}

import { Button, Card, Group, PasswordInput, Stack, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { changePasswordBodySchema } from '@erapor/shared/auth/profile.schemas';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { applyFieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/toast';
import { changePassword, type ChangePasswordBody } from '../api/change-password';

const EMPTY: ChangePasswordBody = { current_password: '', password: '', password_confirmation: '' };

export function PasswordForm() {
  const { t } = useTranslation();
  const form = useForm<ChangePasswordBody>({
    resolver: zodResolver(changePasswordBodySchema),
    defaultValues: EMPTY,
  });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await changePassword(values);
    if (!result.ok) {
      const fields = ['current_password', 'password', 'password_confirmation'] as const;
      if (!applyFieldErrors(form.setError, result.error, fields)) {
        notify('error', apiErrorMessage(t, result.error));
      }
      return;
    }
    form.reset(EMPTY);
    notify('success', t('profile.passwordChanged'));
  });

  return (
    <Card
      withBorder
      shadow="sm"
      radius="lg"
      padding="lg"
      component="section"
      aria-labelledby="profile-password"
    >
      <Title order={2} fz="h4" mb="md" id="profile-password">
        {t('profile.passwordTitle')}
      </Title>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <PasswordInput
            label={t('profile.currentPassword')}
            autoComplete="current-password"
            error={errors.current_password?.message}
            {...form.register('current_password')}
          />
          <PasswordInput
            label={t('auth.newPassword')}
            autoComplete="new-password"
            error={errors.password?.message}
            {...form.register('password')}
          />
          <PasswordInput
            label={t('auth.passwordConfirmation')}
            autoComplete="new-password"
            error={errors.password_confirmation?.message}
            {...form.register('password_confirmation')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t('profile.changePassword')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

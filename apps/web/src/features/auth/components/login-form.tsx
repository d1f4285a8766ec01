import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Group,
  PasswordInput,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LoginBody, LoginOptions } from '@erapor/shared/auth/auth.schemas';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { applyFieldErrors } from '../../../lib/form-errors';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { getSelectedSemesterId } from '../../../lib/storage';
import { notify } from '../../../lib/toast';
import { homePathFor, safeRedirectPath } from '../../../app/route-guard';
import { login } from '../api/login';

// Zod and the schema arrive when the user starts typing, not with the page.
const validation = lazyResolver('login-validation', () =>
  import('./login-validation').then((m) => m.loginResolver),
);

/** The remembered semester when it is still offered, else the active one. */
export function initialSemesterId(options: LoginOptions): string {
  const saved = getSelectedSemesterId();
  return options.semesters.some((semester) => semester.semester_id === saved) && saved
    ? saved
    : options.semester_id;
}

export function LoginForm({ options }: { options: LoginOptions }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<LoginBody>({
    resolver: validation.resolver,
    defaultValues: { email: '', password: '', semester_id: initialSemesterId(options) },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    const result = await login(values);
    if (!result.ok) {
      if (!applyFieldErrors(form.setError, result.error, ['email', 'password', 'semester_id'])) {
        setFormError(apiErrorMessage(t, result.error));
      }
      return;
    }
    const { userData } = result.data;
    notify('success', t('auth.welcome', { name: userData.name, role: userData.role }));
    const target = safeRedirectPath(searchParams.get('redirect')) ?? homePathFor(userData);
    await navigate(target, { replace: true });
  });

  const semesters = options.semesters.map((semester) => ({
    value: semester.semester_id,
    label: semester.periode_aktif ? `${semester.nama} (${t('semester.active')})` : semester.nama,
  }));

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      onKeyDownCapture={validation.preload}
      onPointerDownCapture={validation.preload}
      noValidate
    >
      <Stack gap="md">
        {formError ? (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {formError}
          </Alert>
        ) : null}
        <TextInput
          label={t('auth.emailOrUsername')}
          description={t('auth.emailOrUsernameHint')}
          autoComplete="username"
          autoFocus
          error={form.formState.errors.email?.message}
          {...form.register('email')}
        />
        <PasswordInput
          label={t('auth.password')}
          autoComplete="current-password"
          error={form.formState.errors.password?.message}
          {...form.register('password')}
        />
        <Controller
          control={form.control}
          name="semester_id"
          render={({ field, fieldState }) => (
            <Select
              label={t('semester.label')}
              data={semesters}
              value={field.value ?? null}
              onChange={(value) => field.onChange(value ?? undefined)}
              onBlur={field.onBlur}
              allowDeselect={false}
              error={fieldState.error?.message}
            />
          )}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to="/reset-password" size="sm">
            {t('auth.forgotPassword')}
          </Anchor>
        </Group>
        <Button type="submit" fullWidth loading={form.formState.isSubmitting}>
          {t('auth.signIn')}
        </Button>
        {options.allowRegister ? (
          <Text size="sm" ta="center">
            {t('auth.noAccount')}{' '}
            <Anchor component={Link} to="/register">
              {t('auth.registerSchool')}
            </Anchor>
          </Text>
        ) : null}
        <Text size="xs" c="dimmed" ta="center">
          {t('auth.schoolCount', { total: options.schoolCount })}
        </Text>
      </Stack>
    </form>
  );
}

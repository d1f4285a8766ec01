import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { registerBodySchema, type RegisterBody } from '@erapor/shared/auth/auth.schemas';
import { NumberOnlyInput } from '../../../components/ui/number-only-input';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { applyFieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/toast';
import { homePathFor } from '../../../app/route-guard';
import { register as registerSchool } from '../api/register';

const FIELDS = [
  'npsn',
  'nama_sekolah',
  'name',
  'email',
  'password',
  'password_confirmation',
] as const;

export function RegisterForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<RegisterBody>({
    resolver: zodResolver(registerBodySchema),
    defaultValues: {
      npsn: '',
      nama_sekolah: '',
      name: '',
      email: '',
      password: '',
      password_confirmation: '',
    },
  });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    const result = await registerSchool(values);
    if (!result.ok) {
      if (!applyFieldErrors(form.setError, result.error, FIELDS)) {
        setFormError(apiErrorMessage(t, result.error));
      }
      return;
    }
    const { userData } = result.data;
    notify('success', t('auth.registered', { school: userData.sekolah.nama }));
    await navigate(homePathFor(userData), { replace: true });
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        {formError ? (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {formError}
          </Alert>
        ) : null}
        <NumberOnlyInput
          label={t('auth.npsn')}
          description={t('auth.npsnHint')}
          maxLength={8}
          error={errors.npsn?.message}
          {...form.register('npsn')}
        />
        <TextInput
          label={t('auth.schoolName')}
          error={errors.nama_sekolah?.message}
          {...form.register('nama_sekolah')}
        />
        <TextInput
          label={t('auth.adminName')}
          autoComplete="name"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextInput
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PasswordInput
            label={t('auth.password')}
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
        </SimpleGrid>
        <Button type="submit" fullWidth loading={form.formState.isSubmitting}>
          {t('auth.register')}
        </Button>
        <Text size="sm" ta="center">
          {t('auth.haveAccount')}{' '}
          <Anchor component={Link} to="/login">
            {t('auth.signIn')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}

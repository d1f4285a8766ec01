import { Button, Card, Group, Stack, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { updateProfileBodySchema } from '@erapor/shared/auth/profile.schemas';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { applyFieldErrors } from '../../../lib/form-errors';
import { patchStoredUserData } from '../../../lib/storage';
import { notify } from '../../../lib/toast';
import type { Profile } from '../api/get-profile';
import { updateProfile, type UpdateProfileBody } from '../api/update-profile';

export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<UpdateProfileBody>({
    resolver: zodResolver(updateProfileBodySchema),
    defaultValues: { name: profile.name, email: profile.email },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await updateProfile(values);
    if (!result.ok) {
      if (!applyFieldErrors(form.setError, result.error, ['name', 'email'])) {
        notify('error', apiErrorMessage(t, result.error));
      }
      return;
    }
    patchStoredUserData(values);
    await queryClient.invalidateQueries({ queryKey: ['profile'] });
    form.reset(values);
    notify('success', t('profile.saved'));
  });

  return (
    <Card
      withBorder
      shadow="sm"
      radius="lg"
      padding="lg"
      component="section"
      aria-labelledby="profile-data"
    >
      <Title order={2} fz="h4" mb="md" id="profile-data">
        {t('profile.dataTitle')}
      </Title>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('profile.name')}
            autoComplete="name"
            error={form.formState.errors.name?.message}
            {...form.register('name')}
          />
          <TextInput
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            error={form.formState.errors.email?.message}
            {...form.register('email')}
          />
          {profile.username ? (
            <TextInput label={t('profile.username')} value={profile.username} readOnly />
          ) : null}
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={form.formState.isSubmitting}
              disabled={!form.formState.isDirty}
            >
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

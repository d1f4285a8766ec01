import { useEffect } from 'react';
import { Center, Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { logout } from '../../../features/auth/api/logout';
import { notify } from '../../../lib/toast';

export function LogoutScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    let cancelled = false;
    void logout().then(() => {
      if (cancelled) return;
      queryClient.clear();
      notify('info', t('auth.loggedOut'));
      void navigate('/login', { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [navigate, queryClient, t]);

  return (
    <Center style={{ flex: 1 }} py="xl">
      <Stack align="center">
        <Loader aria-hidden />
        <Text>{t('auth.loggingOut')}</Text>
      </Stack>
    </Center>
  );
}

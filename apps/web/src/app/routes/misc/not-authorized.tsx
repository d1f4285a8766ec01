import { Button, Center, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLoginOptions } from '../../../features/auth/api/get-login-options';
import { useSwitchSemester } from '../../../features/auth/api/use-switch-semester';
import { useSession } from '../../../lib/storage';
import { homePathFor } from '../../route-guard';

/**
 * A page the user's roles do not open. Most often he switched to another semester on a page of
 * his work there, and has no role (or not that one) in that semester: the page says so and takes
 * him back to the running semester in one click, where the semester picker is out of reach here.
 */
export function NotAuthorizedScreen() {
  const { t } = useTranslation();
  const { userData } = useSession();
  const options = useLoginOptions();
  const navigate = useNavigate();
  const { pindah, pending } = useSwitchSemester();
  const aktif = options.data?.semesters.find((semester) => semester.periode_aktif) ?? null;
  const lain =
    userData !== null && aktif !== null && aktif.semester_id !== userData.semester.semester_id;

  const kembali = async () => {
    if (!aktif) return;
    const next = await pindah(aktif.semester_id);
    if (next) await navigate(homePathFor(next.userData), { replace: true });
  };

  return (
    <Center style={{ flex: 1 }} p="md">
      <Stack align="center" ta="center" maw={520} gap="md">
        <ThemeIcon size={88} radius="xl" color="red" variant="light">
          <IconLock size={48} aria-hidden />
        </ThemeIcon>
        <Title order={1} fz="h2">
          {t('notAuthorized.title')}
        </Title>
        <Text c="dimmed">
          {userData && userData.roles.every((role) => role === 'user')
            ? t('notAuthorized.noRoles', { semester: userData.semester.nama })
            : t('notAuthorized.message', { role: userData?.role ?? '' })}
        </Text>
        <Group justify="center" gap="sm">
          {lain && aktif ? (
            <Button loading={pending} onClick={() => void kembali()}>
              {t('notAuthorized.activeSemester', { semester: aktif.nama })}
            </Button>
          ) : null}
          <Button component={Link} to={homePathFor(userData)} variant={lain ? 'default' : 'filled'}>
            {t('common.backHome')}
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}

import {
  Anchor,
  Avatar,
  Badge,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useBeranda } from '../../../features/beranda/api/get-beranda';
import { SchoolCard, SemesterCard } from '../../../features/beranda/components/beranda-cards';
import { BerandaState } from '../../../features/beranda/components/beranda-state';
import { useProfilePhotoUrl } from '../../../features/profile/api/profile-photo';
import { useSession } from '../../../lib/storage';
import { isSiswa } from '../../route-guard';

/** The student's home (full layout, no menu): who he is, his school and semester. */
export function BerandaSiswaScreen() {
  const { t } = useTranslation();
  const { userData } = useSession();
  const beranda = useBeranda();
  const photoUrl = useProfilePhotoUrl(userData?.user_id, userData?.has_photo ?? false);

  return (
    <Container size="lg" py="md" w="100%">
      <Stack gap="md">
        <Title order={1} fz="h2">
          {t('beranda.studentTitle')}
        </Title>
        <Card withBorder shadow="sm" radius="lg" padding="lg">
          <Group gap="lg" wrap="wrap">
            <Avatar src={photoUrl} alt={userData?.name} size={96} radius="xl" color="blue">
              <IconUser size={48} aria-hidden />
            </Avatar>
            <Stack gap={4} style={{ flex: 1, minWidth: 220 }}>
              <Text fw={700} fz="xl">
                {userData?.name}
              </Text>
              <Group gap="xs">
                <Badge variant="light">{userData?.role}</Badge>
                {userData?.username ? (
                  <Text size="sm">
                    {/* a student signs in with his NISN; staff who open this page, with theirs */}
                    {isSiswa(userData) ? t('beranda.nisn') : t('profile.username')}:{' '}
                    <b>{userData.username}</b>
                  </Text>
                ) : null}
              </Group>
              <Text size="sm" c="dimmed">
                {userData?.email}
              </Text>
            </Stack>
            <Group gap="xs">
              <Button
                component={Link}
                to="/profile"
                variant="light"
                leftSection={<IconUser size={16} aria-hidden />}
              >
                {t('layout.profile')}
              </Button>
              <Button
                component={Link}
                to="/unduhan"
                variant="default"
                leftSection={<IconDownload size={16} aria-hidden />}
              >
                {t('beranda.downloads')}
              </Button>
            </Group>
          </Group>
        </Card>
        <BerandaState query={beranda}>
          {(data) => (
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <SchoolCard sekolah={data.sekolah} />
              <SemesterCard semester={data.semester} />
            </SimpleGrid>
          )}
        </BerandaState>
        <Text size="sm" c="dimmed">
          {t('beranda.studentHelp')}{' '}
          <Anchor component={Link} to="/profile" size="sm">
            {t('beranda.studentHelpLink')}
          </Anchor>
        </Text>
      </Stack>
    </Container>
  );
}

import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBeranda } from '../../../features/beranda/api/get-beranda';
import {
  RolesCard,
  SchoolCard,
  SemesterCard,
} from '../../../features/beranda/components/beranda-cards';
import { BerandaState } from '../../../features/beranda/components/beranda-state';
import { useSession } from '../../../lib/storage';

export function BerandaScreen() {
  const { t } = useTranslation();
  const { userData } = useSession();
  const beranda = useBeranda();
  return (
    <Stack gap="md">
      <Card withBorder shadow="sm" radius="lg" padding="lg">
        <Title order={2} fz="h3">
          {t('beranda.welcome', { name: userData?.name ?? '' })}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('beranda.signedInAs', { role: userData?.role ?? '' })}
        </Text>
      </Card>
      <BerandaState query={beranda}>
        {(data) => (
          <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>
            <SchoolCard sekolah={data.sekolah} />
            <SemesterCard semester={data.semester} />
            <RolesCard roles={data.roles} />
          </SimpleGrid>
        )}
      </BerandaState>
    </Stack>
  );
}

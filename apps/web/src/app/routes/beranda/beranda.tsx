import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useAbility } from '@casl/react';
import { useTranslation } from 'react-i18next';
import type { AppAbility } from '@erapor/shared/abilities/define-ability';
import { useBeranda } from '../../../features/beranda/api/get-beranda';
import {
  RolesCard,
  SchoolCard,
  SemesterCard,
} from '../../../features/beranda/components/beranda-cards';
import { BerandaState } from '../../../features/beranda/components/beranda-state';
import { KelasWaliPanel } from '../../../features/beranda/components/kelas-wali-panel';
import { PembelajaranGuruPanel } from '../../../features/beranda/components/pembelajaran-guru-panel';
import { PenyesuaianGuruPanel } from '../../../features/beranda/components/penyesuaian-guru-panel';
import { RekapSekolahPanel } from '../../../features/beranda/components/rekap-sekolah-panel';
import { useSession } from '../../../lib/storage';

export function BerandaScreen() {
  const { t } = useTranslation();
  const { userData } = useSession();
  const ability = useAbility<AppAbility>();
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
      {ability.can('read', 'Guru') ? <PembelajaranGuruPanel /> : null}
      {ability.can('read', 'Guru') ? <PenyesuaianGuruPanel /> : null}
      {/* the wali of a regular class or of an elective one */}
      {ability.can('read', 'Wali') || ability.can('read', 'Pilihan') ? <KelasWaliPanel /> : null}
      {ability.can('read', 'Administrator') || ability.can('read', 'Waka') ? (
        <RekapSekolahPanel canSwitch={ability.can('read', 'Administrator')} />
      ) : null}
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

import { Badge, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingBank, IconCalendarEvent, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Beranda } from '@erapor/shared/auth/profile.schemas';

function CardTitle({ icon, children }: { icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <Group gap="sm" mb="sm" wrap="nowrap">
      <ThemeIcon variant="light" size="lg" radius="md">
        {icon}
      </ThemeIcon>
      <Title order={2} fz="h4">
        {children}
      </Title>
    </Group>
  );
}

export function SchoolCard({ sekolah }: { sekolah: Beranda['sekolah'] }) {
  const { t } = useTranslation();
  return (
    <Card
      withBorder
      shadow="sm"
      radius="lg"
      padding="lg"
      component="section"
      aria-label={t('beranda.school')}
    >
      <CardTitle icon={<IconBuildingBank size={20} aria-hidden />}>{t('beranda.school')}</CardTitle>
      <Stack gap={4}>
        <Group gap="xs">
          <Text fw={700} size="lg">
            {sekolah.nama}
          </Text>
          {sekolah.is_demo ? (
            <Badge color="orange" variant="filled" title={t('beranda.demoHint')}>
              {t('beranda.demoBadge')}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm">
          {t('beranda.npsn')}: <b>{sekolah.npsn}</b>
        </Text>
        <Text size="sm" c="dimmed">
          {sekolah.alamat ?? t('beranda.noAddress')}
        </Text>
        {sekolah.is_demo ? (
          <Text size="xs" c="orange.8" mt="xs">
            {t('beranda.demoHint')}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

export function SemesterCard({ semester }: { semester: Beranda['semester'] }) {
  const { t } = useTranslation();
  return (
    <Card
      withBorder
      shadow="sm"
      radius="lg"
      padding="lg"
      component="section"
      aria-label={t('beranda.semester')}
    >
      <CardTitle icon={<IconCalendarEvent size={20} aria-hidden />}>
        {t('beranda.semester')}
      </CardTitle>
      <Group gap="xs">
        <Text fw={700} size="lg">
          {semester.nama}
        </Text>
        <Badge color={semester.periode_aktif ? 'green' : 'gray'} variant="light">
          {semester.periode_aktif ? t('semester.active') : t('semester.inactive')}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed" mt={4}>
        {semester.periode_aktif ? t('beranda.semesterActiveHint') : t('beranda.semesterPastHint')}
      </Text>
    </Card>
  );
}

export function RolesCard({ roles }: { roles: Beranda['roles'] }) {
  const { t } = useTranslation();
  return (
    <Card
      withBorder
      shadow="sm"
      radius="lg"
      padding="lg"
      component="section"
      aria-label={t('beranda.roles')}
    >
      <CardTitle icon={<IconShieldCheck size={20} aria-hidden />}>{t('beranda.roles')}</CardTitle>
      {roles.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('beranda.noRoles')}
        </Text>
      ) : (
        <Group gap="xs">
          {roles.map((role) => (
            <Badge key={role.name} size="lg" variant="light" radius="sm">
              {role.display_name}
            </Badge>
          ))}
        </Group>
      )}
      <Text size="sm" c="dimmed" mt="sm">
        {t('beranda.rolesHint')}
      </Text>
    </Card>
  );
}

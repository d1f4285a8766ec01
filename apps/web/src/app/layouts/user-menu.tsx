import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconLogout, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/storage';
import { useProfilePhotoUrl } from '../../features/profile/api/profile-photo';

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

export function UserMenu() {
  const { t } = useTranslation();
  const { userData } = useSession();
  const photoUrl = useProfilePhotoUrl(userData?.user_id, userData?.has_photo ?? false);
  if (!userData) return null;
  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        <UnstyledButton
          className="user-menu-target"
          aria-label={t('layout.userMenu', { name: userData.name })}
        >
          <Group gap="xs" wrap="nowrap">
            <div style={{ textAlign: 'end' }} className="user-menu-text">
              <Text size="sm" fw={600} lh={1.2} lineClamp={1}>
                {userData.name}
              </Text>
              <Text size="xs" c="dimmed" lh={1.2} lineClamp={1}>
                {userData.role}
              </Text>
            </div>
            <Avatar src={photoUrl} alt={userData.name} color="blue" radius="xl">
              {initialsOf(userData.name)}
            </Avatar>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{userData.email}</Menu.Label>
        <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={16} aria-hidden />}>
          {t('layout.profile')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          component={Link}
          to="/logout"
          color="red"
          leftSection={<IconLogout size={16} aria-hidden />}
        >
          {t('layout.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

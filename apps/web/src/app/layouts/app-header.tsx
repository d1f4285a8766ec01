import type { ReactNode } from 'react';
import { Box, Group } from '@mantine/core';
import { SemesterSwitcher } from '../../features/auth/components/semester-switcher';
import { CustomizerButton } from './customizer';
import { LanguageSwitcher } from './language-switcher';
import { SkinToggle } from './skin-toggle';
import { UserMenu } from './user-menu';
import { useLayoutState } from './layout-settings';

/** The navbar of the vertical and horizontal layouts; `start` holds the menu toggles or logo. */
export function AppHeader({ start }: { start: ReactNode }) {
  const { navbarType } = useLayoutState();
  if (navbarType === 'hidden') return null;
  return (
    <header className="app-header" data-navbar-type={navbarType}>
      <Group gap="xs" wrap="nowrap">
        {start}
      </Group>
      <Group gap="xs" wrap="nowrap">
        <Box visibleFrom="sm">
          <SemesterSwitcher />
        </Box>
        <LanguageSwitcher />
        <SkinToggle />
        <CustomizerButton />
        <UserMenu />
      </Group>
    </header>
  );
}

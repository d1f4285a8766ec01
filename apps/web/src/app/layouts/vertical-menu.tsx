import { useState } from 'react';
import { ActionIcon, Menu, NavLink, ScrollArea, Stack, Tooltip } from '@mantine/core';
import { IconCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NavEntry } from '../navigation';
import { groupContains, useActiveMenuPath, useVisibleNavigation } from './use-visible-navigation';

interface VerticalMenuProps {
  collapsed: boolean;
  onNavigate: () => void;
}

function CollapsedEntry({ entry, active }: { entry: NavEntry; active: string | null }) {
  if (entry.kind === 'link') {
    const Icon = entry.icon ?? IconCircle;
    return (
      <Tooltip label={entry.title} position="right">
        <ActionIcon
          component={Link}
          to={entry.path}
          size="xl"
          variant={entry.path === active ? 'light' : 'subtle'}
          color={entry.path === active ? 'blue' : 'gray'}
          aria-label={entry.title}
          aria-current={entry.path === active ? 'page' : undefined}
        >
          <Icon size={22} aria-hidden />
        </ActionIcon>
      </Tooltip>
    );
  }
  const Icon = entry.icon;
  return (
    <Menu position="right-start" trigger="click-hover" withinPortal>
      <Menu.Target>
        <ActionIcon
          size="xl"
          variant={groupContains(entry, active) ? 'light' : 'subtle'}
          color={groupContains(entry, active) ? 'blue' : 'gray'}
          aria-label={entry.title}
        >
          <Icon size={22} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{entry.title}</Menu.Label>
        {entry.children.map((child) => (
          <Menu.Item key={child.path} component={Link} to={child.path}>
            {child.title}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * A group of the menu, open while one of its pages is shown: also when that page was reached
 * from elsewhere (a link on the Beranda), so the current page is always in sight. The teacher
 * may close it.
 */
function MenuGroup({
  entry,
  active,
  onNavigate,
}: {
  entry: Extract<NavEntry, { kind: 'group' }>;
  active: string | null;
  onNavigate: () => void;
}) {
  const contains = groupContains(entry, active);
  const [opened, setOpened] = useState(contains);
  // on a new page (React's way of adjusting state to a prop, during render)
  const [shownFor, setShownFor] = useState(active);
  if (shownFor !== active) {
    setShownFor(active);
    if (contains) setOpened(true);
  }
  const Icon = entry.icon;
  return (
    <NavLink
      label={entry.title}
      leftSection={<Icon size={20} aria-hidden />}
      opened={opened}
      onChange={setOpened}
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    >
      {entry.children.map((child) => (
        <NavLink
          key={child.path}
          component={Link}
          to={child.path}
          label={child.title}
          leftSection={<IconCircle size={10} aria-hidden />}
          active={child.path === active}
          aria-current={child.path === active ? 'page' : undefined}
          onClick={onNavigate}
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
        />
      ))}
    </NavLink>
  );
}

export function VerticalMenu({ collapsed, onNavigate }: VerticalMenuProps) {
  const { t } = useTranslation();
  const entries = useVisibleNavigation();
  const active = useActiveMenuPath();

  return (
    <ScrollArea style={{ flex: 1 }} scrollbarSize={6}>
      <nav aria-label={t('layout.mainMenu')}>
        {collapsed ? (
          <Stack align="center" gap={6} py="sm">
            {entries.map((entry) => (
              <CollapsedEntry key={entry.title} entry={entry} active={active} />
            ))}
          </Stack>
        ) : (
          <Stack gap={2} p="sm">
            {entries.map((entry) => {
              if (entry.kind === 'link') {
                const Icon = entry.icon ?? IconCircle;
                return (
                  <NavLink
                    key={entry.path}
                    component={Link}
                    to={entry.path}
                    label={entry.title}
                    leftSection={<Icon size={20} aria-hidden />}
                    active={entry.path === active}
                    aria-current={entry.path === active ? 'page' : undefined}
                    onClick={onNavigate}
                    variant="filled"
                    style={{ borderRadius: 'var(--mantine-radius-md)' }}
                  />
                );
              }
              return (
                <MenuGroup
                  key={entry.title}
                  entry={entry}
                  active={active}
                  onNavigate={onNavigate}
                />
              );
            })}
          </Stack>
        )}
      </nav>
    </ScrollArea>
  );
}

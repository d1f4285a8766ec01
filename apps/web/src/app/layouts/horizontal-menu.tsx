import { Button, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { groupContains, useActiveMenuPath, useVisibleNavigation } from './use-visible-navigation';

export function HorizontalMenu() {
  const { t } = useTranslation();
  const entries = useVisibleNavigation();
  const active = useActiveMenuPath();
  return (
    <nav aria-label={t('layout.mainMenu')} className="horizontal-menu">
      {entries.map((entry) => {
        if (entry.kind === 'link') {
          const Icon = entry.icon;
          return (
            <Button
              key={entry.path}
              component={Link}
              to={entry.path}
              variant={entry.path === active ? 'light' : 'subtle'}
              color={entry.path === active ? 'blue' : 'gray'}
              leftSection={Icon ? <Icon size={18} aria-hidden /> : null}
              aria-current={entry.path === active ? 'page' : undefined}
            >
              {entry.title}
            </Button>
          );
        }
        const Icon = entry.icon;
        return (
          <Menu key={entry.title} trigger="click-hover" position="bottom-start" withinPortal>
            <Menu.Target>
              <Button
                variant={groupContains(entry, active) ? 'light' : 'subtle'}
                color={groupContains(entry, active) ? 'blue' : 'gray'}
                leftSection={<Icon size={18} aria-hidden />}
                rightSection={<IconChevronDown size={14} aria-hidden />}
              >
                {entry.title}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {entry.children.map((child) => (
                <Menu.Item key={child.path} component={Link} to={child.path}>
                  {child.title}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        );
      })}
    </nav>
  );
}

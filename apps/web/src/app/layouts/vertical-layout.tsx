import type { ReactNode } from 'react';
import { ActionIcon, AppShell, Burger, Container, Group, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { Brand } from './brand';
import { VerticalMenu } from './vertical-menu';
import { updateLayout, useLayoutState } from './layout-settings';

/** Below Mantine's `md` breakpoint (62em) the menu becomes a drawer behind a burger. */
const MOBILE_MAX_WIDTH = 992;

export function VerticalLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { menuCollapsed, contentWidth, skin, windowWidth } = useLayoutState();
  const [mobileOpened, mobile] = useDisclosure(false);
  const isMobile = windowWidth < MOBILE_MAX_WIDTH;
  const collapsed = menuCollapsed && !isMobile;
  const collapseLabel = menuCollapsed ? t('layout.expandMenu') : t('layout.collapseMenu');

  return (
    <AppShell
      navbar={{
        width: collapsed ? 80 : 264,
        breakpoint: 'md',
        collapsed: { mobile: !mobileOpened },
      }}
      padding={0}
    >
      <AppShell.Navbar className={skin === 'semi-dark' ? 'semi-dark-menu' : undefined}>
        <Group h={62} px="md" justify={collapsed ? 'center' : 'space-between'} wrap="nowrap">
          <Brand withName={!collapsed} />
          {isMobile ? (
            <Burger
              opened={mobileOpened}
              onClick={mobile.close}
              aria-label={t('layout.closeMenu')}
              size="sm"
            />
          ) : null}
        </Group>
        <VerticalMenu collapsed={collapsed} onNavigate={mobile.close} />
      </AppShell.Navbar>
      <AppShell.Main>
        <div className="layout-body">
          <AppHeader
            start={
              isMobile ? (
                <Burger
                  opened={mobileOpened}
                  onClick={mobile.toggle}
                  aria-label={t('layout.openMenu')}
                  size="sm"
                />
              ) : (
                <Tooltip label={collapseLabel}>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="lg"
                    aria-label={collapseLabel}
                    aria-pressed={menuCollapsed}
                    onClick={() => updateLayout({ menuCollapsed: !menuCollapsed })}
                  >
                    {menuCollapsed ? (
                      <IconLayoutSidebarLeftExpand size={22} aria-hidden />
                    ) : (
                      <IconLayoutSidebarLeftCollapse size={22} aria-hidden />
                    )}
                  </ActionIcon>
                </Tooltip>
              )
            }
          />
          <div className="layout-content">
            <Container fluid={contentWidth === 'full'} size="xl" px={0}>
              {children}
            </Container>
          </div>
          <AppFooter />
        </div>
      </AppShell.Main>
    </AppShell>
  );
}

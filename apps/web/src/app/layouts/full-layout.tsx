import { Suspense, lazy, type ReactNode } from 'react';
import { Container, Group } from '@mantine/core';
import { useSession } from '../../lib/storage';
import type { AppRoute } from '../paths';
import { Brand } from './brand';
import { LanguageSwitcher } from './language-switcher';
import { PageBreadcrumbs } from './page-breadcrumbs';
import { PageHeader } from './page-header';
import { SkinToggle } from './skin-toggle';
import { loadChunk } from '../lazy-chunk';

// Only signed-in users have a user menu: the sign-in pages do not download it.
const UserMenu = lazy(() =>
  loadChunk('user-menu', () => import('./user-menu')).then((m) => ({ default: m.UserMenu })),
);
const CustomizerInBar = lazy(() =>
  loadChunk('customizer', () => import('./customizer')).then((m) => ({
    default: m.CustomizerInBar,
  })),
);

/** No menu: sign-in pages, error pages and everything a student sees. */
export function FullLayout({ route, children }: { route: AppRoute; children: ReactNode }) {
  const { loggedIn } = useSession();
  return (
    <div className="layout-body">
      <header className="full-topbar">
        <Group gap="lg" wrap="wrap">
          <Brand />
          <PageBreadcrumbs route={route} />
        </Group>
        <Group gap="xs" wrap="nowrap">
          <LanguageSwitcher />
          <SkinToggle />
          {loggedIn ? (
            <Suspense fallback={null}>
              <CustomizerInBar />
              <UserMenu />
            </Suspense>
          ) : null}
        </Group>
      </header>
      <main style={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
        {/* A menu page shown without menu (students): keep its title and a centred column. */}
        {route.layout === 'full' ? (
          children
        ) : (
          <Container size="lg" w="100%" py="md">
            <PageHeader route={route} />
            {children}
          </Container>
        )}
      </main>
    </div>
  );
}

import { Suspense, lazy, useEffect } from 'react';
import { Center, Loader } from '@mantine/core';
import { Outlet, useLocation, useMatches } from 'react-router';
import { useSession } from '../../lib/storage';
import { loadChunk } from '../lazy-chunk';
import { documentTitleOf, type AppRoute } from '../paths';
import { effectiveLayout } from '../route-guard';
import { FullLayout } from './full-layout';
import { ScrollToTop } from './scroll-to-top';
import { useLayoutState } from './layout-settings';

// Signed-in pieces are chunks of their own, so the sign-in pages stay light.
const MenuLayout = lazy(() =>
  loadChunk('menu-layout', () => import('./menu-layout')).then((m) => ({ default: m.MenuLayout })),
);

const SignedInStyles = lazy(() =>
  loadChunk('signed-in-styles', () => import('./signed-in-styles')).then((m) => ({
    default: m.SignedInStyles,
  })),
);

const SHELL_FALLBACK = (
  <Center mih="100vh">
    <Loader />
  </Center>
);

export const SPLASH_ELEMENT_ID = 'loading-bg';

/** Spec §2: after each navigation the page scrolls to the top and the loading splash is hidden. */
function useAfterNavigation(route: AppRoute | undefined) {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
    const splash = document.getElementById(SPLASH_ELEMENT_ID);
    if (splash) splash.style.display = 'none';
  }, [pathname]);
  useEffect(() => {
    if (route) document.title = documentTitleOf(route);
  }, [route]);
}

export function RootLayout() {
  const matches = useMatches();
  const route = matches.at(-1)?.handle as AppRoute | undefined;
  const { pathname } = useLocation();
  const session = useSession();
  const layout = useLayoutState();
  useAfterNavigation(route);

  if (!route) return <Outlet />;

  const content = (
    <div key={pathname} className={`route-transition-${layout.routerTransition}`}>
      <Outlet />
    </div>
  );
  const kind = effectiveLayout(route, session, layout.layoutType);

  if (kind !== 'full') {
    return (
      <>
        <Suspense fallback={SHELL_FALLBACK}>
          <MenuLayout kind={kind} route={route}>
            {content}
          </MenuLayout>
        </Suspense>
        <ScrollToTop stickyFooter={layout.footerType === 'sticky'} />
      </>
    );
  }
  const page = (
    <>
      <FullLayout route={route}>{content}</FullLayout>
      {/* the full layout has no footer */}
      <ScrollToTop stickyFooter={false} />
    </>
  );
  if (!session.loggedIn) return page;
  // Signed in without a menu (students, logout): wait for the complete stylesheet first.
  return (
    <Suspense fallback={SHELL_FALLBACK}>
      <SignedInStyles>{page}</SignedInStyles>
    </Suspense>
  );
}

import { useEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { useSession } from '../../lib/storage';
import { documentTitleOf, type AppRoute } from '../paths';
import { effectiveLayout } from '../route-guard';
import { Customizer } from './customizer';
import { FullLayout } from './full-layout';
import { HorizontalLayout } from './horizontal-layout';
import { PageHeader } from './page-header';
import { ScrollToTop } from './scroll-to-top';
import { VerticalLayout } from './vertical-layout';
import { useLayoutState } from './layout-settings';

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

  if (kind === 'full') {
    return (
      <>
        <FullLayout route={route}>{content}</FullLayout>
        {session.loggedIn ? <Customizer withMenuSettings={false} /> : null}
        <ScrollToTop />
      </>
    );
  }
  const Layout = kind === 'horizontal' ? HorizontalLayout : VerticalLayout;
  return (
    <>
      <Layout>
        <PageHeader route={route} />
        {content}
      </Layout>
      <Customizer withMenuSettings />
      <ScrollToTop />
    </>
  );
}

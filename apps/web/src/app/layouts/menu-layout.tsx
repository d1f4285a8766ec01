import type { ReactNode } from 'react';
import type { AppRoute } from '../paths';
import { Customizer } from './customizer';
import { HorizontalLayout } from './horizontal-layout';
import { useLayoutState } from './layout-settings';
import { PageHeader } from './page-header';
import './signed-in-styles';
import { VerticalLayout } from './vertical-layout';

/**
 * The signed-in shell with a menu (vertical or horizontal) and the customizer. It is its own
 * chunk: the sign-in pages never download the menu, the header and the customizer. The complete
 * Mantine stylesheet comes along with it (signed-in-styles.tsx).
 */
export function MenuLayout({
  kind,
  route,
  children,
}: {
  kind: 'vertical' | 'horizontal';
  route: AppRoute;
  children: ReactNode;
}) {
  const Layout = kind === 'horizontal' ? HorizontalLayout : VerticalLayout;
  // The navbar holds the customizer's button; without a navbar it floats at the window's edge.
  const { navbarType } = useLayoutState();
  return (
    <Customizer withMenuSettings floating={navbarType === 'hidden'}>
      <Layout>
        <PageHeader route={route} />
        {children}
      </Layout>
    </Customizer>
  );
}

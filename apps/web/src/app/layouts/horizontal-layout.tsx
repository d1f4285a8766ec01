import type { ReactNode } from 'react';
import { Container } from '@mantine/core';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { Brand } from './brand';
import { HorizontalMenu } from './horizontal-menu';
import { useLayoutState } from './layout-settings';

export function HorizontalLayout({ children }: { children: ReactNode }) {
  const { contentWidth } = useLayoutState();
  return (
    <div className="layout-body">
      <AppHeader start={<Brand />} />
      <HorizontalMenu />
      <div className="layout-content">
        <Container fluid={contentWidth === 'full'} size="xl" px={0}>
          {children}
        </Container>
      </div>
      <AppFooter />
    </div>
  );
}

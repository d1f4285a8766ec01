import { Group, Title } from '@mantine/core';
import type { AppRoute } from '../paths';
import { PageBreadcrumbs } from './page-breadcrumbs';

/** Title and breadcrumbs above every screen of the vertical and horizontal layouts. */
export function PageHeader({ route }: { route: AppRoute }) {
  return (
    <Group justify="space-between" align="center" mb="md" gap="xs" wrap="wrap">
      <Title order={1} fz="h3">
        {route.title}
      </Title>
      <PageBreadcrumbs route={route} />
    </Group>
  );
}

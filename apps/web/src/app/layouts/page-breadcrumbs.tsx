import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AppRoute } from '../paths';
import { homePathFor } from '../route-guard';
import { useSession } from '../../lib/storage';

export function PageBreadcrumbs({ route }: { route: AppRoute }) {
  const { t } = useTranslation();
  const { loggedIn, userData } = useSession();
  const home = loggedIn ? homePathFor(userData) : '/login';
  const last = route.breadcrumb.length - 1;
  return (
    <nav aria-label={t('layout.breadcrumb')}>
      <Breadcrumbs separatorMargin={6} fz="sm">
        <Anchor component={Link} to={home} aria-label={t('layout.home')} lh={1}>
          <IconHome size={16} aria-hidden />
        </Anchor>
        {route.breadcrumb.map((label, index) => (
          <Text
            key={label}
            size="sm"
            c={index === last ? undefined : 'dimmed'}
            fw={index === last ? 500 : undefined}
            aria-current={index === last ? 'page' : undefined}
          >
            {label}
          </Text>
        ))}
      </Breadcrumbs>
    </nav>
  );
}

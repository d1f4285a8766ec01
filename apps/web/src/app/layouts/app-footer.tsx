import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppVersion } from '../../features/system/api/get-version';
import { useLayoutState } from './layout-settings';

export function AppFooter() {
  const { t } = useTranslation();
  const { footerType } = useLayoutState();
  const version = useAppVersion();
  if (footerType === 'hidden') return null;
  return (
    <footer className="app-footer" data-footer-type={footerType}>
      <Text size="sm" c="dimmed">
        © {new Date().getFullYear()} e-Rapor SMK · {t('layout.footerTagline')}
      </Text>
      <Text size="sm" c="dimmed">
        {version.data ? (
          <Anchor component={Link} to="/changelog" c="dimmed" size="sm">
            {t('layout.version', { version: version.data.version })}
          </Anchor>
        ) : null}
      </Text>
    </footer>
  );
}

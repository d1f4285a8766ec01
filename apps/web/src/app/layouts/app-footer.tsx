import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppVersion } from '../../features/system/api/get-version';
import { FOOTER_BAR_SLOT } from '../../components/ui/bottom-bar';
import { useLayoutState } from './layout-settings';

export function AppFooter() {
  const { t } = useTranslation();
  const { footerType } = useLayoutState();
  const version = useAppVersion();
  if (footerType === 'hidden') return null;
  return (
    <footer className="app-footer" data-footer-type={footerType}>
      {/* a page's bar pinned to the bottom of the screen goes here (layout.css) */}
      <div className={FOOTER_BAR_SLOT} />
      <Text size="sm" c="dimmed">
        © {new Date().getFullYear()} e-Rapor SMK
        <span className="app-footer-tagline"> · {t('layout.footerTagline')}</span>
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

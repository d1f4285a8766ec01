import { ActionIcon, Tooltip } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { updateLayout, useLayoutState } from './layout-settings';

/** Quick light/dark switch; the other skins are in the customizer. */
export function SkinToggle() {
  const { t } = useTranslation();
  const { skin } = useLayoutState();
  const dark = skin === 'dark';
  const label = dark ? t('layout.lightMode') : t('layout.darkMode');
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={label}
        onClick={() => updateLayout({ skin: dark ? 'light' : 'dark' })}
      >
        {dark ? <IconSun size={20} aria-hidden /> : <IconMoon size={20} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}
